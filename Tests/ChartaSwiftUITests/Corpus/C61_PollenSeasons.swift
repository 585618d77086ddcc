#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct PollenSeason: Identifiable {
    let source: String
    let start: Date
    let end: Date
    var id: String { "\(source)-\(Int(start.timeIntervalSince1970))" }
}

/// Pollen seasons as thick horizontal rules from start to end date, one row per source, with a
/// vertical rule for today.
struct PollenSeasonsView: View {
    static let seasons: [PollenSeason] = [
        PollenSeason(source: "Trees", start: CorpusDate.month(2024, 1), end: CorpusDate.month(2024, 10)),
        PollenSeason(source: "Trees", start: CorpusDate.month(2024, 12), end: CorpusDate.day(2024, 12, 31)),
        PollenSeason(source: "Grass", start: CorpusDate.month(2024, 3), end: CorpusDate.month(2024, 11)),
        PollenSeason(source: "Weeds", start: CorpusDate.month(2024, 4), end: CorpusDate.month(2024, 12)),
    ]

    var today: Date = CorpusDate.day(2024, 6, 20)

    var body: some View {
        VStack(alignment: .leading) {
            Text("Pollen calendar")
                .font(.headline)

            Chart {
                ForEach(Self.seasons) { season in
                    RuleMark(
                        xStart: .value("Start", season.start),
                        xEnd: .value("End", season.end),
                        y: .value("Source", season.source)
                    )
                    .foregroundStyle(by: .value("Source", season.source))
                    .lineStyle(StrokeStyle(lineWidth: 10, lineCap: .round))
                }

                RuleMark(x: .value("Today", today))
                    .foregroundStyle(.primary)
                    .lineStyle(StrokeStyle(lineWidth: 1))
            }
            .chartXScale(domain: CorpusDate.month(2024, 1)...CorpusDate.day(2024, 12, 31))
            .chartXAxis {
                AxisMarks(values: .stride(by: .month)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.month(.narrow), centered: true)
                }
            }
            .chartLegend(.hidden)
            .frame(height: 180)
        }
        .padding()
    }
}
