import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Every per-row loop that can run long asks the render budget every ``RenderBudget/checkInterval``
/// rows: the transforms that regroup or multiply rows, the mark builders, and the cells of a facet.
/// Each test counts the checks one stage makes (a budget that never runs out), so a stage that stops
/// asking is caught, and stops a render inside the stage (a budget that runs out after a few checks).
@Suite struct RenderBudgetCoverageTests {
    typealias CountingBudget = RenderBudgetTests.CountingBudget

    /// Rows enough for 20 checks of one loop.
    static let rows = 20 * RenderBudget.checkInterval

    /// `rows` rows with a group, a key, a value and a list.
    static func table(_ count: Int) -> [JSONValue] {
        (0..<count).map { i in
            .object(
                JSONObject([
                    ("g", .number(Double(i % 7))), ("k", .number(Double(i % 50))), ("v", .number(Double(i))),
                    ("list", .array([.number(1), .number(2)])),
                ]))
        }
    }

    static func node(_ json: String) throws -> JSONNode {
        JSONNode(try JSONParser.parse(Array(json.utf8)).get(), path: "transform[0]")
    }

    static let transforms: [String] = [
        #"{"aggregate": [{"op": "sum", "field": "v", "as": "s"}], "groupby": ["g"]}"#,
        #"{"joinaggregate": [{"op": "mean", "field": "v", "as": "m"}], "groupby": ["g"]}"#,
        #"{"window": [{"op": "sum", "field": "v", "as": "s"}], "groupby": ["g"]}"#,
        #"{"impute": "v", "key": "k", "groupby": ["g"], "value": 0}"#,
        #"{"fold": ["v", "k"]}"#,
        #"{"flatten": ["list"]}"#,
        #"{"stack": "v", "groupby": ["k"], "as": ["v0", "v1"]}"#,
        #"{"pivot": "k", "value": "v", "groupby": ["g"]}"#,
        #"{"lookup": "k", "from": {"data": {"values": [{"k": 1, "n": "one"}]}, "key": "k", "fields": ["n"]}}"#,
    ]

    func compiler(_ budget: RenderBudget) -> VLCompiler {
        var options = VL.options
        options.limits.budget = budget
        return VLCompiler(options: options, baseURL: nil)
    }

    @Test(arguments: transforms) func eachTransformAsksEveryFewThousandRows(_ json: String) throws {
        let step = try Self.node(json)
        let table = Self.table(Self.rows)
        let counter = CountingBudget(allowed: .max)
        var full = compiler(counter.budget)
        let kept = full.applyTransforms([step], to: table).count
        #expect(kept > 0)
        #expect(!full.diagnostics.contains { $0.severity == .error })
        #expect(counter.checks >= Self.rows / RenderBudget.checkInterval)

        // The check between stages comes first; the third check, inside the transform, finds it spent.
        let spent = CountingBudget(allowed: 2)
        var stopped = compiler(spent.budget)
        let emptied = stopped.applyTransforms([step], to: table).isEmpty
        #expect(emptied)
        #expect(stopped.diagnostics.map(\.kind) == [.stopped("the test budget")])
        #expect(spent.checks <= 4)
    }

    /// A pivot of as many groups as rows over a thousand keys: every group holds only its own keys, so
    /// the output holds as many values as the input (not groups × keys, 10⁷ here, which took gigabytes).
    @Test func aPivotIsAsLargeAsItsInputWhateverGroupsTimesKeys() throws {
        let rows = (0..<10_000).map { i in
            JSONValue.object(JSONObject([("g", .number(Double(i))), ("k", .number(Double(i % 1000)))]))
        }
        var compiler = compiler(CountingBudget(allowed: .max).budget)
        let step = try Self.node(#"{"pivot": "k", "value": "g", "groupby": ["g"]}"#)
        let pivoted = compiler.applyTransforms([step], to: rows)
        #expect(pivoted.count == 10_000)
        let fields = pivoted.reduce(0) { $0 + ($1.object?.pairs.count ?? 0) }
        #expect(fields == 20_000)
        #expect(pivoted[1234].object?["234"] == .number(1234))
    }

    static func chart(_ mark: String, rows: Int) -> String {
        let encoding =
            mark == "arc"
            ? #"{"theta": {"field": "x", "type": "quantitative"}}"#
            : #"{"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}"#
        return """
            {"data": {"sequence": {"start": 0, "stop": \(rows), "as": "x"}},
             "transform": [{"calculate": "datum.x % 100", "as": "y"}],
             "mark": "\(mark)", "encoding": \(encoding)}
            """
    }

    @Test(arguments: ["line", "area", "tick", "arc"]) func markBuildersAskEveryFewThousandRows(_ mark: String) throws {
        let (read, diagnostics) = VegaLiteReader.read(
            json: Data(Self.chart(mark, rows: Self.rows).utf8), baseURL: nil, options: VL.options)
        var spec = try #require(read, "\(diagnostics)")
        let counter = CountingBudget(allowed: .max)
        spec.limits.budget = counter.budget
        let whole = ChartLayout.render(spec)
        #expect(!whole.diagnostics.contains { $0.severity == .error })
        // Layout has a handful of checks between its stages; the rest are the mark builder's.
        #expect(counter.checks >= Self.rows / RenderBudget.checkInterval)
    }

    @Test func facetCellsStopAtTheFirstSpentCheck() throws {
        let json = """
            {"data": {"sequence": {"start": 0, "stop": 60, "as": "x"}}, "mark": "point",
             "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "x", "type": "quantitative"},
                          "column": {"field": "x", "type": "ordinal"}}}
            """
        let (read, diagnostics) = VegaLiteReader.read(json: Data(json.utf8), baseURL: nil, options: VL.options)
        var spec = try #require(read, "\(diagnostics)")
        #expect(spec.facet != nil)
        let spent = CountingBudget(allowed: 4)
        spec.limits.budget = spent.budget
        let stopped = ChartLayout.render(spec)
        #expect(stopped.diagnostics.map(\.kind) == [.stopped("the test budget")])
        // Sixty cells, but no cell is started once the budget is spent.
        #expect(spent.checks < 20)
    }
}
