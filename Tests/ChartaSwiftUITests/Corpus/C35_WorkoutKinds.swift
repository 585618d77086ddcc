#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A string-backed enum used directly as chart data: Swift Charts plots it through its raw value.
enum WorkoutKind: String, Plottable, CaseIterable {
    case run = "Run"
    case ride = "Ride"
    case swim = "Swim"
}

struct WorkoutKindsSession: Identifiable {
    let id: Int
    let weekday: String
    let kind: WorkoutKind
    let minutes: Int
}

/// Minutes per weekday stacked by a `Plottable` enum, coloured through a domain-and-mapping scale.
struct WorkoutKindsView: View {
    static let sessions: [WorkoutKindsSession] = {
        let rows: [(weekday: String, kind: WorkoutKind, minutes: Int)] = [
            ("Mon", .run, 35), ("Mon", .swim, 20), ("Tue", .ride, 60), ("Wed", .run, 40),
            ("Thu", .swim, 45), ("Thu", .run, 15), ("Fri", .ride, 30), ("Sat", .ride, 95),
            ("Sat", .run, 20), ("Sun", .run, 70), ("Sun", .swim, 30),
        ]
        return rows.enumerated().map { index, row in
            WorkoutKindsSession(id: index, weekday: row.weekday, kind: row.kind, minutes: row.minutes)
        }
    }()

    private func color(for kind: WorkoutKind) -> Color {
        switch kind {
        case .run: .orange
        case .ride: .green
        case .swim: .blue
        }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Training week")
                .font(.headline)

            Chart(Self.sessions) { session in
                BarMark(
                    x: .value("Day", session.weekday),
                    y: .value("Minutes", session.minutes)
                )
                .foregroundStyle(by: .value("Kind", session.kind))
            }
            .chartForegroundStyleScale(domain: WorkoutKind.allCases) { kind in
                color(for: kind)
            }
            .frame(height: 220)
        }
        .padding()
    }
}
