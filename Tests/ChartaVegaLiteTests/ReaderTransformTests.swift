import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

@Suite struct ReaderTransformTests {
    let rows =
        #"[{"a": "C", "b": 2}, {"a": "C", "b": 7}, {"a": "C", "b": 4}, {"a": "D", "b": 1}, {"a": "D", "b": 2}, {"a": "D", "b": 6}]"#

    func layer(_ encoding: String, mark: String = "\"bar\"", rows: String? = nil) throws -> LayerSpec {
        let spec = try #require(VL.spec(VL.unit(mark: mark, rows: rows ?? self.rows, encoding: encoding)))
        return try #require(spec.layers.first)
    }

    @Test(arguments: [
        ("mean", [13.0 / 3, 3]), ("sum", [13, 9]), ("min", [2, 1]), ("max", [7, 6]), ("median", [4, 2]),
        ("count", [3, 3]),
    ])
    func aggregatesGroupByTheOtherFields(op: String, expected: [Double]) throws {
        let l = try layer(#"{"x": {"field": "a"}, "y": {"field": "b", "aggregate": "\#(op)"}}"#)
        #expect(l.data["x"] == .strings(["C", "D"]))
        #expect(l.data["y"] == .numbers(expected))
    }

    @Test func timeUnitRangeFiltersReadNumbersAsTheUnitsValue() throws {
        // line_narrow_2year_span.vl.json: `"range": [2006, 2008]` under `"timeUnit": "year"` keeps 2006…2008.
        let rows =
            #"[{"d": "2005-06-01", "v": 1}, {"d": "2006-06-01", "v": 2}, {"d": "2008-03-01", "v": 3}, {"d": "2009-01-05", "v": 4}]"#
        let json = VL.unit(
            mark: "\"point\"", rows: rows,
            encoding: #"{"x": {"field": "d", "type": "temporal"}, "y": {"field": "v", "type": "quantitative"}}"#,
            extra: #""transform": [{"filter": {"field": "d", "timeUnit": "year", "range": [2006, 2008]}}]"#)
        let l = try #require(VL.spec(json)?.layers.first)
        #expect(l.data["y"] == .numbers([2, 3]))
    }

    @Test func exponentialAggregateMatchesVega() throws {
        // Vega's reference render of layer_line_exponential labels the 2020 point “Exponential of price: 10.24”.
        let prices = #"[{"p": 9.2, "y": 2020}, {"p": 10.76, "y": 2020}]"#
        let l = try layer(
            #"{"x": {"field": "y"}, "y": {"field": "p", "aggregate": {"exponential": 0.5}}}"#, mark: "\"line\"",
            rows: prices)
        guard case .numbers(let v)? = l.data["y"] else {
            Issue.record("expected numbers")
            return
        }
        #expect(abs(v[0] - 10.24) < 1e-9)
    }

    @Test func argminTakesTheFieldOfTheSmallestRow() throws {
        let data = #"[{"n": "a", "r": 3, "s": "x"}, {"n": "a", "r": 1, "s": "y"}, {"n": "b", "r": 2, "s": "z"}]"#
        let l = try layer(
            #"{"y": {"field": "n"}, "x": {"field": "s", "aggregate": {"argmin": "r"}}}"#, mark: "\"point\"", rows: data)
        #expect(l.data["x"] == .strings(["y", "z"]))
    }

    @Test func binStepsFollowVegaStatistics() {
        // vega-statistics test/bin-test.js
        var b = VLCompiler.binStep(extent: (1.3, 10.2), maxbins: 10, step: nil, minstep: 0, nice: true)
        #expect(b.start == 1 && b.stop == 11 && b.step == 1)
        b = VLCompiler.binStep(extent: (1.3, 10.2), maxbins: 10, step: nil, minstep: 0, nice: false)
        #expect(b.start == 1.3 && b.stop == 10.2 && b.step == 1)
        b = VLCompiler.binStep(
            extent: (99.2258064516129, 2307.451612903226), maxbins: 30, step: nil, minstep: 0, nice: true)
        #expect(b.start == 0 && b.stop == 2400 && b.step == 100)
        b = VLCompiler.binStep(
            extent: (99.2258064516129, 2307.451612903226), maxbins: 10, step: 50, minstep: 0, nice: true)
        #expect(b.start == 50 && b.stop == 2350)
        b = VLCompiler.binStep(extent: (1, 1), maxbins: 10, step: nil, minstep: 0, nice: true)
        #expect(b.start == 1 && abs(b.stop - 1.1) < 1e-12)
    }

    @Test func timeUnitSpecifiersFollowVegaTime() throws {
        // vega-time test/timeunit-specifier-test.js, with Vega-Lite's year-month and year-month-date formats.
        let cases: [(String, String)] = [
            ("year", "%Y"), ("quarter", "Q%q"), ("month", "%b"), ("date", "%d"), ("hours", "%H:00"),
            ("minutes", "00:%M"), ("yearquarter", "%Y Q%q"), ("hoursminutessecondsmilliseconds", "%H:%M:%S.%L"),
            ("yearmonth", "%b %Y"), ("yearmonthdate", "%b %d, %Y"), ("yearmonthdatehours", "%b %d, %Y %H:00"),
            ("yearmonthdatehoursminutes", "%b %d, %Y %H:%M"), ("utchoursminutes", "%H:%M"),
        ]
        for (name, specifier) in cases {
            let unit = try #require(VLTimeUnit(name))
            #expect(unit.specifier == specifier, "\(name)")
        }
        #expect(VLTimeUnit("binnedutcyear")?.binned == true)
        #expect(VLTimeUnit("fortnight") == nil)
    }

    @Test func timeUnitsFloorInTheirZone() throws {
        let utc = TimeZone(identifier: "UTC") ?? .current
        let t = 1_318_286_880.0  // 2011-10-10 22:48 UTC
        #expect(VLTimeUnit("utcyearmonth")?.floor(t, local: utc) == 1_317_427_200)  // 2011-10-01
        #expect(VLTimeUnit("utchoursminutes")?.floor(t, local: utc) == Double(1_325_376_000 + 22 * 3600 + 48 * 60))
        #expect(VLTimeUnit("utcyear")?.offset(1_577_836_800, local: utc) == 1_609_459_200)  // 2020 → 2021 (leap year)
    }

    @Test func nominalDomainsSortAscendingByDefault() throws {
        let spec = try #require(
            VL.spec(
                VL.unit(
                    mark: "\"bar\"", rows: #"[{"a": "b"}, {"a": "c"}, {"a": "a"}]"#, encoding: #"{"x": {"field": "a"}}"#
                )))
        #expect(spec.scales[.x]?.domain == .categories(["a", "b", "c"]))
        #expect(spec.scales[.x]?.kind == .band)
    }

    @Test func explicitAndEncodingSorts() throws {
        let rows = #"[{"a": "A", "b": 28}, {"a": "B", "b": 55}, {"a": "C", "b": 43}]"#
        func domain(_ sort: String) throws -> ScaleSpec.Domain? {
            try #require(
                VL.spec(
                    VL.unit(
                        mark: "\"bar\"", rows: rows,
                        encoding:
                            #"{"x": {"field": "a", "sort": \#(sort)}, "y": {"field": "b", "type": "quantitative"}}"#))
            ).scales[.x]?.domain
        }
        #expect(try domain(#"["B", "A", "C"]"#) == .categories(["B", "A", "C"]))
        #expect(try domain(#""-y""#) == .categories(["B", "C", "A"]))
        #expect(try domain(#""descending""#) == .categories(["C", "B", "A"]))
        #expect(try domain("null") == .categories(["A", "B", "C"]))
        #expect(try domain(#"{"field": "b", "op": "max", "order": "ascending"}"#) == .categories(["A", "C", "B"]))
    }

    /// A line's rows are drawn along x: rows out of order are sorted (rows without a number for x last,
    /// rows of equal x in the order given), and rows already in order come out as they are.
    @Test func lineRowsFollowXAndRowsInOrderStayAsGiven() throws {
        let encoding = #"{"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}"#
        func ys(_ rows: String) throws -> DataColumn? { try layer(encoding, mark: #""line""#, rows: rows).data["y"] }
        let shuffled = #"""
            [{"x": "?", "y": 0}, {"x": 3, "y": 1}, {"x": null, "y": 2}, {"x": 1, "y": 3}, {"x": 3, "y": 4}, {"x": 2, "y": 5}]
            """#
        #expect(try ys(shuffled) == .numbers([3, 5, 1, 4, 0, 2]))
        let ordered = #"[{"x": 1, "y": 9}, {"x": 1, "y": 8}, {"x": 2, "y": 7}, {"x": 5, "y": 6}]"#
        #expect(try ys(ordered) == .numbers([9, 8, 7, 6]))
        let lastPairSwapped = #"[{"x": 1, "y": 9}, {"x": 2, "y": 8}, {"x": 4, "y": 7}, {"x": 3, "y": 6}]"#
        #expect(try ys(lastPairSwapped) == .numbers([9, 8, 6, 7]))
    }

    @Test func stacksPutTheFirstColourOnTop() throws {
        let rows = #"[{"a": "A", "b": 1, "c": "x"}, {"a": "A", "b": 2, "c": "y"}]"#
        let l = try layer(
            #"{"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}, "color": {"field": "c"}}"#, rows: rows)
        // Vega-Lite stacks in descending colour order: y at the bottom (0…2), x above it (2…3).
        #expect(l.data["color"] == .strings(["y", "x"]))
        #expect(l.data["y"] == .numbers([2, 3]))
        #expect(l.data["y2"] == .numbers([0, 2]))
    }

    @Test func imputeFillsMissingKeysPerGroup() throws {
        let rows = #"[{"a": 0, "b": 28, "c": 0}, {"a": 0, "b": 91, "c": 1}, {"a": 1, "b": 43, "c": 0}]"#
        let l = try layer(
            #"{"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative", "impute": {"value": 5}}, "color": {"field": "c", "type": "nominal"}}"#,
            mark: "\"line\"", rows: rows)
        #expect(l.data.rowCount == 4)
        guard case .numbers(let ys)? = l.data["y"] else {
            Issue.record("expected numbers")
            return
        }
        #expect(ys.contains(5))
    }

    @Test func typesDefaultAsVegaLiteSays() {
        func type(_ def: String) -> MeasureType? {
            let node = JSONNode((try? JSONParser.parse(Array(def.utf8)).get()) ?? .null, path: "encoding.x")
            var compiler = VLCompiler(options: VL.options, baseURL: nil)
            return compiler.readFieldDef(node, channel: .x)?.type
        }
        #expect(type(#"{"field": "a"}"#) == .nominal)
        #expect(type(#"{"field": "a", "timeUnit": "year"}"#) == .temporal)
        #expect(type(#"{"field": "a", "bin": true}"#) == .quantitative)
        #expect(type(#"{"field": "a", "aggregate": "sum"}"#) == .quantitative)
        #expect(type(#"{"field": "a", "scale": {"type": "log"}}"#) == .quantitative)
        #expect(type(#"{"field": "a", "type": "ordinal"}"#) == .ordinal)
    }

    @Test func extentParamPlacesRulesAtTheFieldsEnds() throws {
        // `scale('x', e[0])` is the pixel position of the smallest value on the chart's x scale.
        let json = #"""
            {"data": {"values": [{"a": "A", "b": 20}, {"a": "B", "b": 60}, {"a": "C", "b": 40}]},
             "transform": [{"extent": "b", "param": "e"}],
             "layer": [
               {"mark": "bar", "encoding": {"y": {"field": "a", "type": "nominal"},
                                            "x": {"field": "b", "type": "quantitative"}}},
               {"mark": "rule", "encoding": {"x": {"value": {"expr": "scale('x', e[0])"}}}},
               {"mark": "rule", "encoding": {"x": {"value": {"expr": "scale('x', e[1])"}}}}]}
            """#
        let (spec, diagnostics) = VL.read(json)
        #expect(diagnostics.isEmpty)
        let rendered = try #require(spec.map { ChartLayout.render($0) })
        let bars = rendered.scene.root.rects(of: .rect).map(\.rect)
        let rules = rendered.scene.root.markItems(.rule).compactMap { n -> LineNode? in
            if case .line(let l) = n { l } else { nil }
        }
        // One rule per row, as Vega draws them.
        #expect(rules.count == 6)
        let ends = Set(bars.map { ($0.maxX * 1000).rounded() })
        for rule in rules {
            #expect(rule.from.x == rule.to.x)
            #expect(abs(rule.from.y - rule.to.y) == rendered.plotFrame.height)
        }
        let xs = Set(rules.map(\.from.x)).sorted()
        #expect(xs.count == 2)
        #expect(ends.contains((xs[1] * 1000).rounded()))
        // 20 is a third of the way to 60 from zero.
        let barOf60 = try #require(bars.map(\.maxX).max())
        #expect(abs((xs[0] - rendered.plotFrame.minX) * 3 - (barOf60 - rendered.plotFrame.minX)) < 0.01)
    }
}
