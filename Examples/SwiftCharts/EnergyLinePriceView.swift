// swift-format-ignore-file
// The interactive energy price view of the Swift Charts tutorial (the third reference chart), as its
// author wrote it; only the imports are switched. Its app-specific font extension, date formatter and
// asset colours are in EnergyLinePriceView+App.swift.
#if canImport(Charts)
import SwiftUI
import Charts
#else
import Foundation
import ChartaSwiftUI
#endif

struct EnergyPriceDataValue: Identifiable {
    var id: String { UUID().uuidString }
    let hour: Date
    let øre: Int
    let color: String
}

struct EnergyPriceData {
    let min: Int
    let max: Int
    let values: [EnergyPriceDataValue]
}

struct EnergyLinePriceView: View {
    let energyPriceData: EnergyPriceData
    let blue = Color("newBrand/main/blue")
    let pink = Color("newBrand/main/pink")
    let secondaryGreyBlue = Color("newBrand/secondary/greyBlue")
    @State private var selectedDate: Date?
    @State private var selectedØre: Int?
    let onIntervalSelected: (Int) -> Void

    var now: Date {
        let date = Calendar.current.date(bySetting: .minute, value: 0, of: Date()) ?? Date()
        let newDate = Calendar.current.date(bySetting: .second, value: 0, of: date) ?? Date()
        return Calendar.current.date(byAdding: .hour, value: -1, to: newDate) ?? Date()
    }
    var costNow: Int {
        let price = energyPriceData.values.first(where: { now <= $0.hour })
        return price?.øre ?? 0
    }

    var body: some View {
        Chart(energyPriceData.values, id: \.id) { data in
            LineMark(x: .value("Hour", data.hour), y: .value("Øre", data.øre))
                .foregroundStyle(blue)
                .lineStyle(StrokeStyle(lineWidth: 6))
            if let selectedDate = selectedDate {
                RuleMark(x: .value("Selected date", selectedDate))
                    .foregroundStyle(blue)
                    .annotation(position: .automatic, alignment: .top) {
                        VStack {
                            Text(dateFromTo(with: selectedDate))
                                .enigFont(style: .body1Emphasized)
                            Text(ørePerkWh(with: selectedØre))
                                .enigFont(style: .captionEmphasized)
                        }
                    }

                PointMark(x: .value("Cost now", now), y: .value("Cost øre", costNow))
                    .foregroundStyle(blue)
                    .annotation(position: .overlay, alignment: .center) {
                        Circle()
                            .frame(width: 20, height: 20)
                            .foregroundColor(blue)
                    }
                if let selectedØre = selectedØre {
                    PointMark(x: .value("Selected date", selectedDate), y: .value("Selected øre", selectedØre))
                        .foregroundStyle(blue)
                        .annotation(position: .overlay, alignment: .center) {
                            Circle()
                                .frame(width: 20, height: 20)
                                .foregroundColor(pink)
                        }
                }

            } else {
                RuleMark(x: .value("Now", now))
                    .foregroundStyle(blue)
                    .annotation(position: .automatic, alignment: .top) {
                        VStack {
                            Text(dateFromTo(with: now))
                                .enigFont(style: .body1Emphasized)
                            Text(ørePerkWh(with: costNow))
                                .enigFont(style: .captionEmphasized)
                        }
                    }

                PointMark(x: .value("Cost now", now), y: .value("Cost øre", costNow))
                    .symbol(Circle())
                    .annotation(position: .overlay, alignment: .center) {
                        Circle()
                            .frame(width: 20, height: 20)
                            .foregroundColor(pink)
                    }
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading)
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .gesture(DragGesture()
                        .onChanged { value in
                            updateSelectedDate(at: value.location, proxy: proxy, geometry: geometry)
                        }
                    )
                    .onTapGesture { location in
                        updateSelectedDate(at: location, proxy: proxy, geometry: geometry)
                    }
            }
        }

        .chartYScale(domain: .automatic(includesZero: false))
        .frame(height: 400)
    }

    private func updateSelectedDate(at location: CGPoint, proxy: ChartProxy, geometry: GeometryProxy) {
        let xPosition = location.x - geometry[proxy.plotAreaFrame].origin.x
        guard let date: Date = proxy.value(atX: xPosition) else {
            return
        }
        selectedDate = energyPriceData.values
            .sorted(by: {
                abs($0.hour.timeIntervalSince(date)) < abs($1.hour.timeIntervalSince(date))
            })
            .first?.hour
        selectedØre = energyPriceData.values.first(where: { $0.hour == selectedDate })?.øre
        if let index = energyPriceData.values.firstIndex(where: { $0.hour == selectedDate }) {
            onIntervalSelected(index)
        }
    }

    private func dateFromTo(with date: Date?) -> String {
        guard let selectedDate = date, let toDate = Calendar.current.date(byAdding: .hour, value: 1, to: selectedDate) else { return "" }
        let from = Formatter.hourMinute.string(from: selectedDate)
        let to = Formatter.hourMinute.string(from: toDate)

        return "\(from)-\(to)"
    }

    private func ørePerkWh(with øre: Int?) -> LocalizedStringKey {
        guard let selectedØre = øre else { return "" }
        return LocalizedStringKey("\(selectedØre) øre per kWh")
    }


}
