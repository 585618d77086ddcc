import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Cooperative cancellation: a render asks its ``RenderBudget`` at stage boundaries and every few
/// thousand rows, and stops with a diagnostic naming the budget when it has run out.
@Suite struct RenderBudgetTests {
    /// A budget that runs out at its `allowed + 1`-th check, counting the checks it is asked.
    final class CountingBudget: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        let allowed: Int
        init(allowed: Int) { self.allowed = allowed }

        /// The checks made so far.
        var checks: Int { lock.withLock { count } }

        var budget: RenderBudget {
            RenderBudget(reason: "the test budget") { [self] in
                lock.withLock {
                    count += 1
                    return count > allowed
                }
            }
        }
    }

    static func points(_ rows: Int) -> String {
        """
        {"data": {"sequence": {"start": 0, "stop": \(rows), "as": "x"}},
         "transform": [{"calculate": "datum.x * 2", "as": "y"}, {"filter": "datum.y >= 0"}],
         "mark": "point",
         "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}
        """
    }

    func read(_ json: String, budget: RenderBudget?) -> (ChartSpec?, [Diagnostic]) {
        var options = VL.options
        options.limits.budget = budget
        return VegaLiteReader.read(json: Data(json.utf8), baseURL: nil, options: options)
    }

    @Test func anExhaustedBudgetStopsReadingWithADiagnostic() {
        let (spec, diagnostics) = read(Self.points(10), budget: RenderBudget(reason: "the test budget") { true })
        #expect(spec == nil)
        #expect(diagnostics.map(\.kind) == [.stopped("the test budget")])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.kind.message == "The render was stopped: it ran past the test budget.")
    }

    @Test func theCompilerChecksInsideItsPerRowLoops() {
        // 20,000 rows pass two per-row loops (calculate and filter) with a check every 4,096 rows each:
        // a budget that runs out after a few checks stops inside a loop, not only between stages.
        let counter = CountingBudget(allowed: 4)
        let (spec, diagnostics) = read(Self.points(20_000), budget: counter.budget)
        #expect(spec == nil)
        #expect(diagnostics.contains { $0.kind == .stopped("the test budget") })
        let unlimited = CountingBudget(allowed: .max)
        let (full, _) = read(Self.points(20_000), budget: unlimited.budget)
        #expect(full != nil)
        #expect(unlimited.checks >= 2 * (20_000 / RenderBudget.checkInterval))
    }

    @Test func layoutStopsAtItsChecksAndIsRefused() throws {
        let (read, _) = read(Self.points(20_000), budget: nil)
        var spec = try #require(read)
        let whole = ChartLayout.render(spec)
        #expect(!whole.diagnostics.contains { $0.severity == .error })
        for allowed in [0, 1, 3] {
            spec.limits.budget = CountingBudget(allowed: allowed).budget
            let stopped = ChartLayout.render(spec)
            #expect(stopped.diagnostics == [RenderBudget(reason: "the test budget") { true }.diagnostic])
            #expect(stopped.scene.summary.hasPrefix("An empty chart"))
        }
    }

    @Test func budgetsCompareByIdentityAndAreNotEncoded() throws {
        let a = RenderBudget(reason: "a") { false }
        let b = RenderBudget(reason: "a") { false }
        #expect(a == a)
        #expect(a != b)
        var limits = RenderLimits.default
        limits.budget = a
        let decoded = try JSONDecoder().decode(RenderLimits.self, from: JSONEncoder().encode(limits))
        #expect(decoded.budget == nil)
        #expect(decoded.rows == limits.rows)
    }
}
