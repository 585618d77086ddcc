#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// SwiftUI views as point symbols: small red dots on the line, and a star for the personal best with a
/// caption next to it.
struct SymbolViewsView: View {
    private let runs: [(week: Int, kilometres: Double)] = [
        (1, 12.5), (2, 14.0), (3, 13.2), (4, 17.8), (5, 16.1), (6, 21.1), (7, 18.4), (8, 19.9),
    ]

    private var personalBest: (week: Int, kilometres: Double) {
        runs.max { $0.kilometres < $1.kilometres } ?? runs[0]
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Long run")
                .font(.headline)

            Chart {
                ForEach(runs, id: \.week) { run in
                    LineMark(
                        x: .value("Week", run.week),
                        y: .value("Distance", run.kilometres)
                    )
                    .foregroundStyle(.red.opacity(0.6))
                    .symbol {
                        Circle()
                            .fill(.red)
                            .frame(width: 8)
                    }
                }

                PointMark(
                    x: .value("Week", personalBest.week),
                    y: .value("Distance", personalBest.kilometres)
                )
                .symbol {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                        .font(.system(size: 16))
                }
                .annotation(position: .trailing, alignment: .center, spacing: 6) {
                    Text("Best \(personalBest.kilometres, specifier: "%.1f") km")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: 1)) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let week = value.as(Int.self) {
                            Text("W\(week)")
                        }
                    }
                }
            }
            .frame(height: 220)
        }
        .padding()
    }
}
