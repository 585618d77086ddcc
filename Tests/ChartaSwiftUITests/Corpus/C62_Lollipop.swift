#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct LollipopScore: Identifiable {
    let team: String
    let score: Double
    var id: String { team }
}

/// A lollipop chart: a vertical rule from zero to each value with a big point on top, labelled.
struct LollipopView: View {
    static let scores: [LollipopScore] = [
        LollipopScore(team: "Falcons", score: 72),
        LollipopScore(team: "Otters", score: 88),
        LollipopScore(team: "Wolves", score: 64),
        LollipopScore(team: "Herons", score: 91),
        LollipopScore(team: "Badgers", score: 57),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Season score")
                .font(.headline)

            Chart(Self.scores) { item in
                RuleMark(
                    x: .value("Team", item.team),
                    yStart: .value("Zero", 0.0),
                    yEnd: .value("Score", item.score)
                )
                .foregroundStyle(.gray)
                .lineStyle(StrokeStyle(lineWidth: 2))

                PointMark(
                    x: .value("Team", item.team),
                    y: .value("Score", item.score)
                )
                .symbolSize(160)
                .foregroundStyle(.indigo)
                .annotation(position: .top, spacing: 4) {
                    Text(item.score, format: .number)
                        .font(.caption)
                }
            }
            .chartYScale(domain: 0...100)
            .frame(height: 240)
        }
        .padding()
    }
}
