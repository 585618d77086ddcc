#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct ActivityHeatmapCell: Identifiable {
    let weekday: String
    let slot: String
    let count: Int
    var id: String { "\(weekday)-\(slot)" }
}

/// A heat map of commits per weekday and time slot: one full-size rectangle per cell, coloured by a
/// continuous gradient scale.
struct ActivityHeatmapView: View {
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let slots = ["Night", "Morning", "Midday", "Afternoon", "Evening"]

    static let cells: [ActivityHeatmapCell] = {
        var cells: [ActivityHeatmapCell] = []
        for (day, weekday) in weekdays.enumerated() {
            for (index, slot) in slots.enumerated() {
                let weekend = day >= 5
                let base = weekend ? 2 : 4 + (index * 3) % 7
                let count = (base + day * 5 + index * 11) % 13
                cells.append(ActivityHeatmapCell(weekday: weekday, slot: slot, count: count))
            }
        }
        return cells
    }()

    var body: some View {
        VStack(alignment: .leading) {
            Text("When we commit")
                .font(.headline)

            Chart(Self.cells) { cell in
                RectangleMark(
                    x: .value("Weekday", cell.weekday),
                    y: .value("Time of day", cell.slot),
                    width: .ratio(1),
                    height: .ratio(1)
                )
                .foregroundStyle(by: .value("Commits", cell.count))
            }
            .chartForegroundStyleScale(
                range: Gradient(colors: [.green.opacity(0.15), .green, Color(red: 0.0, green: 0.35, blue: 0.15)])
            )
            .chartPlotStyle { plotArea in
                plotArea.aspectRatio(7.0 / 5.0, contentMode: .fit)
            }
            .frame(height: 240)
        }
        .padding()
    }
}
