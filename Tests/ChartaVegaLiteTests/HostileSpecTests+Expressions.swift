import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Every expression of a spec spends from one budget of evaluation steps, and what an expression cuts
/// or refuses is reported by the limit's name.
extension HostileSpecTests {
    /// A point chart of ``rows`` with `extra` members added to the top level and `encoding` as its
    /// encoding.
    func chart(encoding: String = #"{"x": {"field": "a", "type": "quantitative"}}"#, extra: String = "") -> String {
        #"{"data":{"values":[\#(Self.rows)]},"mark":"point","encoding":\#(encoding)\#(extra)}"#
    }

    /// A sum of `terms` ones: an expression of about 2·terms nodes.
    func longSum(_ terms: Int) -> String { Array(repeating: "1", count: terms).joined(separator: " + ") }

    @Test(arguments: ["labelExpr", "param", "markExpr", "datumExpr", "condition"])
    func everyKindOfExpressionSpendsTheSharedBudget(kind: String) {
        let sum = longSum(90)
        let json: String
        switch kind {
        case "labelExpr":
            json = chart(
                encoding:
                    #"{"x": {"field": "a", "type": "quantitative", "axis": {"labelExpr": "\#(sum) + datum.label"}}}"#)
        case "param":
            json = chart(extra: #","params": [{"name": "p", "expr": "\#(sum)"}]"#)
        case "markExpr":
            json = chart(extra: #","width": 200"#).replacingOccurrences(
                of: #""mark":"point""#, with: #""mark":{"type": "point", "size": {"expr": "\#(sum)"}}"#)
        case "datumExpr":
            json = chart(encoding: #"{"x": {"datum": {"expr": "\#(sum)"}, "type": "quantitative"}}"#)
        default:
            json = chart(
                encoding: #"""
                    {"x": {"field": "a", "type": "quantitative"},
                     "color": {"condition": {"test": "\#(sum) > datum.a", "value": "red"}, "value": "blue"}}
                    """#)
        }
        // About 180 nodes once (a label expression once per tick): within 100,000, beyond 100.
        #expect(!names(.expressionSteps, outcome(json, limits: RenderLimits(expressionSteps: 100_000)).1), "\(kind)")
        #expect(names(.expressionSteps, outcome(json, limits: RenderLimits(expressionSteps: 100)).1), "\(kind)")
    }

    @Test func theBudgetIsSharedAcrossExpressions() {
        // Two calculations of about 40 steps over eight rows each: 500 steps allow one, not both.
        let one = #"{"calculate": "\#(longSum(20))", "as": "z"}"#
        let single = #"{"data":{"values":[\#(Self.rows)]},"transform":[\#(one)],"mark":"point"}"#
        let double = #"{"data":{"values":[\#(Self.rows)]},"transform":[\#(one),\#(one)],"mark":"point"}"#
        let limits = RenderLimits(expressionSteps: 500)
        #expect(!names(.expressionSteps, outcome(single, limits: limits).1))
        #expect(names(.expressionSteps, outcome(double, limits: limits).1))
    }

    @Test func stringsCutAtTheLimitAreReported() throws {
        let json = #"""
            {"data":{"values":[{"s": "abcdefghij"}]},
             "transform":[{"calculate": "datum.s + datum.s + datum.s", "as": "t"}],
             "mark":"text","encoding":{"text": {"field": "t"}}}
            """#
        let (_, diagnostics) = outcome(json, limits: RenderLimits(stringLength: 25))
        let cut = try #require(
            diagnostics.first { if case .limitExceeded(.stringLength, _, _) = $0.kind { true } else { false } })
        #expect(cut.severity == .warning)
        #expect(cut.kind.message.contains("stringLength"))
        #expect(!names(.stringLength, outcome(json, limits: RenderLimits(stringLength: 30)).1))
    }

    @Test func longFormatSpecifiersNameTheirLimit() throws {
        let long = String(repeating: "%Y", count: 600)
        for encoding in [
            #"{"x": {"field": "a", "type": "quantitative", "axis": {"format": "\#(long)"}}}"#,
            #"{"x": {"field": "a", "type": "quantitative", "format": "\#(long)"}}"#,
            #"{"x": {"field": "a", "type": "temporal"}, "color": {"field": "c", "legend": {"format": "\#(long)"}}}"#,
        ] {
            let (rendered, diagnostics) = outcome(chart(encoding: encoding))
            #expect(names(.formatLength, diagnostics))
            #expect(rendered == nil)
            #expect(
                !names(.formatLength, outcome(chart(encoding: encoding), limits: RenderLimits(formatLength: 2_000)).1))
        }
        // In an expression the formatted text is empty, with a warning.
        let json = #"""
            {"data":{"values":[{"a": 1}]}, "transform":[{"calculate": "format(datum.a, '\#(long)')", "as": "t"}],
             "mark":"text","encoding":{"text": {"field": "t"}}}
            """#
        #expect(names(.formatLength, outcome(json).1))
        // A chart built in Swift is checked too.
        var spec = try pointSpec()
        spec.axes[.x] = AxisSpec(format: .date(long))
        let rendered = ChartLayout.render(spec)
        #expect(names(.formatLength, rendered.diagnostics))
    }
}

extension HostileSpecTests {
    @Test func marksAreCountedAfterReduction() throws {
        // 100,000 rows of a line: far more rows than the marks limit, but reduction draws a few thousand
        // vertices, so the chart is within it; as points (one symbol per distinct cell) it is not.
        func chart(_ mark: String, marks: Int) -> (RenderedChart?, [Diagnostic]) {
            outcome(
                #"""
                {"data": {"sequence": {"start": 0, "stop": 100000, "as": "x"}},
                 "transform": [{"calculate": "sin(datum.x / 1000)", "as": "y"}], "mark": "\#(mark)",
                 "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}
                """#, limits: RenderLimits(marks: marks))
        }
        let (line, lineDiagnostics) = chart("line", marks: 20_000)
        #expect(!names(.marks, lineDiagnostics))
        #expect(try #require(line).scene.root.children.isEmpty == false)
        let (_, pointDiagnostics) = chart("point", marks: 2_000)
        #expect(names(.marks, pointDiagnostics))
        #expect(pointDiagnostics.contains { $0.severity == .error })
    }
}
