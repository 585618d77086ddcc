import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

@Suite struct ExpressionTests {
    func eval(_ text: String, datum: VLExprValue = .object([:])) throws -> VLExprValue {
        let e = try VLExpression.parse(text).get()
        return e.evaluate(VLExprScope(datum: datum, timeZone: VL.newYork))
    }

    @Test func arithmeticAndPrecedenceFollowJavaScript() throws {
        #expect(try eval("1 + 2 * 3") == .number(7))
        #expect(try eval("(1 + 2) * 3") == .number(9))
        #expect(try eval("-2 * -3") == .number(6))
        #expect(try eval("7 % 4") == .number(3))
        #expect(try eval("'a' + 1") == .string("a1"))
        #expect(try eval("1 < 2 && 2 < 3 ? 'yes' : 'no'") == .string("yes"))
        #expect(try eval("null ?? 5") == .number(5))
        #expect(try eval("0 || 'x'") == .string("x"))
        #expect(try eval("'2' == 2") == .bool(true))
        #expect(try eval("'2' === 2") == .bool(false))
        #expect(try eval("1 / 0") == .number(.infinity))
    }

    @Test func datumFieldsAndFunctions() throws {
        let datum = VLExprValue.object(["b": .number(-28), "a b": .string("x"), "v": .string("8.33")])
        #expect(try eval("datum.b < 0 ? 'right' : 'left'", datum: datum) == .string("right"))
        #expect(try eval("datum['a b'] + '!'", datum: datum) == .string("x!"))
        #expect(try eval("abs(datum.b) + round(2.5)", datum: datum) == .number(31))
        // histogram_nonlinear.vl.json's labelExpr, against Vega's reference labels (“120”, “∞”).
        #expect(try eval("format(1000/datum.v, 'd')", datum: datum) == .string("120"))
        #expect(try eval("format(1000/0, 'd')") == .string("∞"))
        #expect(try eval("upper(substring('abcdef', 1, 3))") == .string("BC"))
        #expect(try eval("indexof(['a', 'b'], 'b')") == .number(1))
        #expect(try eval("inrange(5, [1, 10])") == .bool(true))
        #expect(try eval("year(datetime(2012, 0, 1))") == .number(2012))
        // Date functions read a date string as `new Date(string)` does: an ISO date is UTC midnight, so
        // New York's local year is the one before; a date with a time is local.
        #expect(try eval("year('1977-01-01')") == .number(1976))
        #expect(try eval("utcyear('1977-01-01')") == .number(1977))
        #expect(try eval("month('1977-03-05 10:00')") == .number(2))
        #expect(try eval("time('1970-01-02')") == .number(86_400_000))
        #expect(try eval("timeFormat(datetime(2012, 0, 1), '%b %d')") == .string("Jan 01"))
        #expect(try eval("unknownFunction(1)") == .null)
    }

    @Test func malformedExpressionsAreErrorsNotTraps() {
        for text in ["1 +", "(1", "datum.", "'open", "a ? b", "1 # 2", "", "[1, 2"] {
            if case .success = VLExpression.parse(text) { Issue.record("accepted \(text)") }
        }
    }

    @Test func transformsFilterCalculateAndWindow() throws {
        let json = #"""
            {"data": {"values": [{"a": "A", "b": 28}, {"a": "B", "b": 55}, {"a": "C", "b": 43}, {"a": "D", "b": 91}]},
             "transform": [{"filter": "datum.b > 30"}, {"calculate": "datum.b * 2", "as": "c"},
                           {"filter": {"field": "a", "oneOf": ["B", "D"]}},
                           {"window": [{"op": "sum", "field": "c", "as": "cum"}]}],
             "mark": "bar", "encoding": {"x": {"field": "a"}, "y": {"field": "cum", "type": "quantitative"}}}
            """#
        let spec = try #require(VL.spec(json))
        #expect(spec.layers[0].data["x"] == .strings(["B", "D"]))
        #expect(spec.layers[0].data["y"] == .numbers([110, 292]))
    }

    @Test func foldAndAggregateTransforms() throws {
        let json = #"""
            {"data": {"values": [{"k": "a", "x": 1, "y": 2}, {"k": "a", "x": 3, "y": 4}]},
             "transform": [{"fold": ["x", "y"], "as": ["series", "v"]},
                           {"aggregate": [{"op": "sum", "field": "v", "as": "total"}], "groupby": ["series"]}],
             "mark": "bar", "encoding": {"x": {"field": "series"}, "y": {"field": "total", "type": "quantitative"}}}
            """#
        let spec = try #require(VL.spec(json))
        #expect(spec.layers[0].data["x"] == .strings(["x", "y"]))
        #expect(spec.layers[0].data["y"] == .numbers([4, 6]))
    }

    @Test func labelExpressionsRelabelTicks() throws {
        let json = VL.unit(
            mark: "\"bar\"", rows: #"[{"a": "0", "b": 10}, {"a": "8.33", "b": 20}]"#,
            encoding:
                #"{"x": {"field": "a", "type": "ordinal", "sort": null, "axis": {"labelExpr": "datum.value === '0' ? 'zero' : format(1000/datum.value, 'd')"}}, "y": {"field": "b", "type": "quantitative", "axis": {"labelExpr": "datum.label + '%'"}}}"#
        )
        let root = try #require(VL.render(json)).scene.root
        #expect(root.axisLabels(.bottom) == ["zero", "120"])
        #expect(root.axisLabels(.left).first == "0%")
    }

    @Test func conditionalColoursPerRow() throws {
        let json = VL.unit(
            mark: "\"bar\"", rows: #"[{"a": "A", "b": 5}, {"a": "B", "b": 15}]"#,
            encoding:
                #"{"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}, "color": {"condition": {"test": {"field": "b", "gt": 10}, "value": "white"}, "value": "black"}}"#
        )
        let spec = try #require(VL.spec(json))
        #expect(spec.layers[0].data["color"] == .strings(["#000000", "#ffffff"]))
        #expect(spec.layers[0].encoding[.color]?.identity == true)
    }

    @Test func imputeFlattenAndLeadTransforms() throws {
        let imputed = try #require(
            VL.spec(
                #"{"data": {"values": [{"a": 0, "b": 1, "c": "p"}, {"a": 1, "b": 2, "c": "p"}, {"a": 0, "b": 5, "c": "q"}]}, "transform": [{"impute": "b", "key": "a", "groupby": ["c"], "value": 9}], "mark": "line", "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}, "color": {"field": "c"}}}"#
            ))
        guard case .numbers(let ys)? = imputed.layers[0].data["y"] else {
            Issue.record("expected numbers")
            return
        }
        #expect(ys.sorted() == [1, 2, 5, 9])
        let flat = try #require(
            VL.spec(
                #"{"data": {"values": [{"k": "a", "v": [1, 2]}, {"k": "b", "v": [3]}]}, "transform": [{"flatten": ["v"]}], "mark": "point", "encoding": {"x": {"field": "v", "type": "quantitative"}, "y": {"field": "k"}}}"#
            ))
        #expect(flat.layers[0].data["x"] == .numbers([1, 2, 3]))
        let lead = try #require(
            VL.spec(
                #"{"data": {"values": [{"l": "A"}, {"l": "B"}]}, "transform": [{"window": [{"op": "lead", "field": "l", "as": "n"}]}], "mark": "point", "encoding": {"x": {"field": "n"}}}"#
            ))
        #expect(lead.layers[0].data["x"] == .strings(["B", "null"]))
    }

    @Test func strokeDashSplitsLinesWithALegend() throws {
        let json = VL.unit(
            mark: "\"line\"",
            rows:
                #"[{"a": 1, "b": 1, "p": false}, {"a": 2, "b": 2, "p": false}, {"a": 2, "b": 2, "p": true}, {"a": 3, "b": 1, "p": true}]"#,
            encoding:
                #"{"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}, "strokeDash": {"field": "p", "type": "nominal"}}"#
        )
        let spec = try #require(VL.spec(json))
        #expect(spec.layers.count == 2)
        #expect(spec.layers[0].mark.dash.isEmpty)
        #expect(spec.layers[1].mark.dash == [4, 2])
        let root = try #require(VL.render(json)).scene.root
        #expect(root.legendLabels == ["false", "true"])
        #expect(root.markItems(.line).count == 2)
    }
}
