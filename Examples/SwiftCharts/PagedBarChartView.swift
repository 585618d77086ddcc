#if canImport(Charts)
    import Charts
    import SwiftUI
#else
    import ChartaSwiftUI
    import Foundation
#endif

/// Reference chart 5 written with Swift Charts: named columns five to a page, scrolled sideways a page
/// at a time, each value above its bar and each name below a dark gray baseline, the largest values in
/// orange. Tapping a bar tells the host which entry it is.
public struct PagedBarChartView: View {
    /// One column: its name and value.
    public struct Entry: Identifiable {
        public var name: String
        public var value: Double
        public var id: String { name }

        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// Bars per page.
    public static let barsPerPage = 5

    let entries: [Entry]
    let onEntryTapped: (Entry) -> Void
    @State private var page = 0

    /// The chart of `entries`; `onEntryTapped` is told the entry of each bar tapped.
    public init(entries: [Entry], onEntryTapped: @escaping (Entry) -> Void = { _ in }) {
        self.entries = entries
        self.onEntryTapped = onEntryTapped
    }

    private var pageCount: Int { max(1, (entries.count + Self.barsPerPage - 1) / Self.barsPerPage) }

    public var body: some View {
        let maximum = entries.map(\.value).max() ?? 0
        VStack(spacing: 8) {
            Chart(entries) { entry in
                BarMark(x: .value("Name", entry.name), y: .value("Value", entry.value), width: .inset(20))
                    .foregroundStyle(entry.value == maximum ? Color.orange : Color.blue)
                    .annotation(position: .top, spacing: 10) {
                        Text("\(Int(entry.value))").font(.system(size: 20))
                    }
                RuleMark(y: .value("Baseline", 0))
                    .foregroundStyle(Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3))
                    .lineStyle(StrokeStyle(lineWidth: 1))
            }
            .chartXScale(range: .plotDimension(padding: 10))
            .chartYScale(domain: 0...max(maximum, 1))
            .chartYAxis(.hidden)
            .chartXAxis {
                AxisMarks { _ in
                    AxisValueLabel().font(.system(size: 20)).foregroundStyle(.black)
                }
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: Self.barsPerPage)
            .chartScrollPosition(x: .constant(firstName(onPage: page)))
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .onTapGesture { location in
                            guard let plot = proxy.plotFrame,
                                let name: String = proxy.value(atX: location.x - geometry[plot].origin.x),
                                let entry = entries.first(where: { $0.name == name })
                            else { return }
                            onEntryTapped(entry)
                        }
                }
            }
            .padding(.top, 34)
            .frame(height: 300)
            HStack {
                Button("‹ Previous") { page -= 1 }
                    .disabled(page == 0)
                Spacer()
                Text("\(page + 1) of \(pageCount)")
                Spacer()
                Button("Next ›") { page += 1 }
                    .disabled(page + 1 >= pageCount)
            }
            .padding(.horizontal)
        }
    }

    /// The name of the first bar on `page`.
    private func firstName(onPage page: Int) -> String {
        let index = min(page * Self.barsPerPage, max(0, entries.count - 1))
        return entries.indices.contains(index) ? entries[index].name : ""
    }
}
