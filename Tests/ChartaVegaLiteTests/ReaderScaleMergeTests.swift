import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Bins, shared scales and guide formats as Vega-Lite settles them: the bins' stop in the last bin,
/// the first layer's `zero`, and percentages for normalized stacks.
@Suite struct ReaderScaleMergeTests {
    @Test func theStopFallsInTheLastBin() throws {
        // 1…100 in at most 10 bins: bins of 10 from 0 to 100, 100 itself in 90–100 (vega-transforms Bin).
        let rows = "[" + [1, 50, 100].map { #"{"v": \#($0)}"# }.joined(separator: ", ") + "]"
        let json = VL.unit(
            mark: #""bar""#, rows: rows,
            encoding: #"{"x": {"bin": {"maxbins": 10}, "field": "v"}, "y": {"aggregate": "count"}}"#)
        let spec = try #require(VL.spec(json))
        guard case .numbers(let starts)? = spec.layers[0].data["x"] else {
            Issue.record("no bin starts")
            return
        }
        #expect(starts.sorted() == [0, 50, 90])
        #expect(try #require(VL.render(json)).scene.root.axisLabels(.bottom).last == "100")
    }

    @Test func theFirstLayerSetsWhetherASharedScaleIncludesZero() throws {
        // A histogram (binned: no zero) under a rule at the mean (a rule's scale would include zero).
        let rows = "[" + [3, 4.5, 6, 7.5].map { #"{"v": \#($0)}"# }.joined(separator: ", ") + "]"
        func labels(_ layers: [String]) throws -> [String] {
            let json = #"{"data": {"values": \#(rows)}, "layer": [\#(layers.joined(separator: ", "))]}"#
            return try #require(VL.render(json)).scene.root.axisLabels(.bottom)
        }
        let bars = #"{"mark": "bar", "encoding": {"x": {"field": "v", "bin": true}, "y": {"aggregate": "count"}}}"#
        let rule = #"{"mark": "rule", "encoding": {"x": {"aggregate": "mean", "field": "v"}}}"#
        #expect(try labels([bars, rule]).first != "0")
        #expect(try labels([rule, bars]).first == "0")
    }

    @Test func normalizedStacksAreLabelledInPercent() throws {
        let rows = #"[{"a": "x", "g": "m", "v": 1}, {"a": "x", "g": "f", "v": 3}, {"a": "y", "g": "m", "v": 2}]"#
        let encoding =
            #"{"x": {"field": "a"}, "y": {"aggregate": "sum", "field": "v", "stack": "normalize"}, "#
            + #""color": {"field": "g"}}"#
        let labels = try #require(VL.render(VL.unit(mark: #""bar""#, rows: rows, encoding: encoding)))
            .scene.root.axisLabels(.left)
        #expect(labels.first == "0%" && labels.last == "100%")
        let config = #""config": {"normalizedNumberFormat": ".1%"}"#
        let custom = try #require(VL.render(VL.unit(mark: #""bar""#, rows: rows, encoding: encoding, extra: config)))
        #expect(custom.scene.root.axisLabels(.left).last == "100.0%")
    }
}

/// Values and guides as Vega reads them: day names in a sort, years in CSV cells, and the other
/// channels' legends when the colour has none.
@Suite struct ReaderValueReadingTests {
    @Test func dayNamesInASortMatchTheirDays() throws {
        // 2024-01-01 is a Monday; the sort lists days by lower-case names and a full name.
        let rows = (1...7).map { #"{"t": "2024-01-0\#($0)", "v": \#($0)}"# }.joined(separator: ", ")
        let json = VL.unit(
            mark: #""point""#, rows: "[\(rows)]",
            encoding: #"{"y": {"field": "t", "type": "ordinal", "timeUnit": "day", "#
                + #""sort": ["Monday", "tue", "wed", "thu", "fri", "sat", "sun"]}, "#
                + #""x": {"field": "v", "type": "quantitative"}}"#)
        let labels = try #require(VL.render(json)).scene.root.axisLabels(.left)
        #expect(labels == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    }

    @Test func yearsInCSVCellsAreDates() throws {
        let csv = #""year,v\n1900,1\n1950,2\n2000,3""#
        let json = """
            {"data": {"values": \(csv), "format": {"type": "csv"}}, "mark": "point",
             "encoding": {"x": {"field": "year", "type": "temporal"}, "y": {"field": "v", "type": "quantitative"}}}
            """
        let labels = try #require(VL.render(json)).scene.root.axisLabels(.bottom)
        // Date-only text is UTC midnight, as in JavaScript: in New York the last year starts after it.
        #expect(labels.contains("1900") && labels.contains("1980"))
        // Inline JSON numbers stay timestamps in milliseconds, as in Vega.
        let inline = VL.unit(
            mark: #""point""#, rows: #"[{"year": 1900, "v": 1}, {"year": 2000, "v": 2}]"#,
            encoding: #"{"x": {"field": "year", "type": "temporal"}, "y": {"field": "v", "type": "quantitative"}}"#)
        #expect(!(try #require(VL.render(inline)).scene.root.axisLabels(.bottom).contains("1900")))
    }

    @Test func aHiddenColourLegendLeavesTheSizeLegendAndRangeMaxSizesIt() throws {
        let rows = #"[{"k": "a", "x": 1, "s": 10}, {"k": "b", "x": 2, "s": 40}]"#
        let json = VL.unit(
            mark: #""circle""#, rows: rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "color": {"field": "k", "legend": null}, "#
                + #""size": {"field": "s", "type": "quantitative", "scale": {"rangeMax": 1000}}}"#)
        let rendered = try #require(VL.render(json))
        #expect(!rendered.scene.root.legendLabels.isEmpty)
        #expect(!rendered.scene.root.legendLabels.contains("a"))
        let sizes = rendered.scene.root.markItems(.symbol).compactMap { node -> Double? in
            if case .symbol(let s) = node { s.size } else { nil }
        }
        // The largest value takes the range's top: Vega's area 1000, π/4 of it as a circle's area.
        #expect(abs((sizes.max() ?? 0) - 1000 * Double.pi / 4) < 1e-6)
    }
}

/// Binned axes tick every bin boundary, as Vega counts at least one tick per bin.
@Suite struct ReaderBinnedAxisTests {
    @Test func everyBoundaryIsTickedOnANarrowAxis() throws {
        // Bins of 1 from 0 to 59 (59 falls in the last bin) on a plot 100 points wide, where Vega-Lite's
        // tick count would be 10: all 60 boundaries are ticked.
        let rows = "[" + stride(from: 0, through: 59, by: 1).map { #"{"v": \#($0)}"# }.joined(separator: ", ") + "]"
        let json = VL.unit(
            mark: #""bar""#, rows: rows,
            encoding: #"{"x": {"field": "v", "bin": {"step": 1}}, "y": {"aggregate": "count"}}"#,
            extra: #""width": 100"#)
        let spec = try #require(VL.spec(json))
        guard case .explicit(let values)? = spec.axes[.x]?.values else {
            Issue.record("no explicit ticks")
            return
        }
        #expect(values.count == 60)
    }

    @Test func aStackedBinnedAreaTicksEachBin() throws {
        // A stack imputes rows without a bin end; the step is read from a row that has both.
        let rows = #"[{"v": 1.2, "g": "a"}, {"v": 2.5, "g": "a"}, {"v": 3.1, "g": "b"}, {"v": 5.9, "g": "b"}]"#
        let json = VL.unit(
            mark: #""area""#, rows: rows,
            encoding: #"{"x": {"field": "v", "bin": true}, "y": {"aggregate": "count"}, "color": {"field": "g"}}"#)
        let labels = try #require(VL.render(json)).scene.root.axisLabels(.bottom)
        #expect(labels == ["1.0", "1.5", "2.0", "2.5", "3.0", "3.5", "4.0", "4.5", "5.0", "5.5", "6.0"])
    }
}

/// Axis titles a config turns off.
@Suite struct ReaderConfigTitleTests {
    @Test func aConfigNullTitleDropsFieldTitlesButNotGivenOnes() throws {
        let rows = #"[{"a": 1, "b": 2}, {"a": 2, "b": 3}]"#
        let config = #""config": {"axisX": {"title": null}}"#
        let plain = VL.unit(
            mark: #""point""#, rows: rows,
            encoding: #"{"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}"#,
            extra: config)
        let root = try #require(VL.render(plain)).scene.root
        #expect(root.axisTitle(.bottom) == nil)
        #expect(root.axisTitle(.left) == "b")
        let given = VL.unit(
            mark: #""point""#, rows: rows,
            encoding: #"{"x": {"field": "a", "type": "quantitative", "title": "A"}}"#, extra: config)
        #expect(try #require(VL.render(given)).scene.root.axisTitle(.bottom) == "A")
    }
}

/// Series drawn apart by `detail` under a colour of the mark's own.
@Suite struct ReaderDetailLegendTests {
    @Test func detailSeriesOfAFixedColourTakeNoLegendEntry() throws {
        let rows =
            #"[{"c": "A", "y": 1955, "v": 40}, {"c": "A", "y": 2000, "v": 60}, {"c": "B", "y": 1955, "v": 50}, {"c": "B", "y": 2000, "v": 70}]"#
        let json = """
            {"data": {"values": \(rows)},
             "encoding": {"x": {"field": "v", "type": "quantitative"}, "y": {"field": "c", "type": "nominal"}},
             "layer": [
               {"mark": "line", "encoding": {"detail": {"field": "c"}, "color": {"value": "#db646f"}}},
               {"mark": "point", "encoding": {"color": {"field": "y", "type": "ordinal"}}}]}
            """
        let rendered = try #require(VL.render(json))
        #expect(rendered.scene.root.legendLabels == ["1955", "2000"])
        // The lines keep their own colour, one per country.
        let lines = rendered.scene.root.markItems(.line).compactMap { if case .path(let p) = $0 { p } else { nil } }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.style.stroke == .color(Color(hex: "#db646f")!) })
    }
}

/// A selection that a later view declares with a `value` holds that value for the views before it.
@Suite struct ReaderLaterSelectionTests {
    @Test func anEarlierViewIsFilteredByALaterSelectionsValue() throws {
        let rows = #"[{"year": 1955, "v": 1}, {"year": 1960, "v": 2}, {"year": 1965, "v": 3}]"#
        let json = """
            {"data": {"values": \(rows)},
             "layer": [
               {"transform": [{"filter": {"param": "year"}}], "mark": "text",
                "encoding": {"text": {"field": "year"}}},
               {"params": [{"name": "year", "value": [{"year": 1960}],
                            "select": {"type": "point", "fields": ["year"]}}],
                "mark": "point", "encoding": {"x": {"field": "v", "type": "quantitative"}}}]}
            """
        let rendered = try #require(VL.render(json))
        let texts = rendered.scene.root.markItems(.text).compactMap {
            if case .text(let t) = $0 { t.text } else { nil }
        }
        #expect(texts == ["1960"])
    }
}
