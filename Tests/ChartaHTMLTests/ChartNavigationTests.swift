import Charta
import ChartaExamples
import Foundation
import Testing

@testable import ChartaHTML

/// Precomputed navigation: the monthly chart's windows, and the limit on views.
@Suite struct ChartNavigationTests {
    static func monthly() throws -> ChartNavigation {
        let totals = try ExampleData.monthlyTotals()
        func step(_ change: @escaping (inout MonthlyNavigation) -> Void) -> (MonthlyNavigation) -> MonthlyNavigation {
            { value in
                var copy = value
                change(&copy)
                return copy
            }
        }
        return ChartNavigation.exploring(
            from: MonthlyNavigation(totals: totals),
            commands: [
                (.init(symbol: "«", label: "Previous year"), step { $0.previousYear() }),
                (.init(symbol: "‹", label: "Previous month"), step { $0.previousMonth() }),
                (.init(symbol: "›", label: "Next month"), step { $0.nextMonth() }),
                (.init(symbol: "»", label: "Next year"), step { $0.nextYear() }),
            ],
            caption: { "\($0.year)-\($0.endMonth + 1)" }, render: { $0.chart(totals: totals).render() })
    }

    @Test func everyMonthlyWindowIsReachedOnce() throws {
        let navigation = try Self.monthly()
        // 12 + 12 + 10 months of data, one window ending at each.
        #expect(navigation.views.count == 34)
        #expect(Set(navigation.views.map(\.caption)).count == 34)
        #expect(navigation.views[navigation.start].caption == "2024-10")
        let index = Dictionary(uniqueKeysWithValues: navigation.views.enumerated().map { ($1.caption, $0) })
        let december = try #require(index["2023-12"])
        // Next month from December 2023 is January 2024; back again.
        #expect(navigation.views[december].targets[2] == index["2024-1"])
        #expect(navigation.views[try #require(index["2024-1"])].targets[1] == december)
        // Year buttons only where data exists.
        for view in navigation.views where view.caption.hasPrefix("2022") { #expect(view.targets[0] == nil) }
        for view in navigation.views where view.caption.hasPrefix("2024") { #expect(view.targets[3] == nil) }
        #expect(navigation.views[try #require(index["2024-10"])].targets[2] == nil)
    }

    @Test func theModelKeepsTargetsAndDisablesTheRest() throws {
        let model = HTMLModel(try Self.monthly(), options: HTMLOptions())
        #expect(model.views.count == 34)
        #expect(model.views[model.startView].targets[2] == -1)
        #expect(model.views[model.startView].targets[3] == -1)
        #expect(model.mode == .none)
        let page = HTMLRenderer(options: HTMLOptions(id: "m")).render(try Self.monthly())
        #expect(page.components(separatedBy: "<div class=\"charta-picture\"").count - 1 == 34)
        #expect(page.contains("aria-label=\"Next month\" disabled>"))
    }

    @Test func exploringStopsAtTheLimit() {
        let navigation = ChartNavigation.exploring(
            from: 0, commands: [(.init(symbol: "+", label: "Next"), { $0 + 1 })], limit: 3, caption: { "\($0)" },
            render: { _ in Chart(0..<1) { _ in PointMark(x: .value("X", 1.0), y: .value("Y", 1.0)) }.render() })
        #expect(navigation.views.map(\.caption) == ["0", "1", "2"])
        #expect(navigation.views.map(\.targets) == [[1], [2], [nil]])
    }
}
