import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Behaviours found by comparing Charta's renders with Vega's reference renders of the gallery specs.
@Suite struct ReaderConformanceTests {
    @Test func distinctCountsTextValuesOfAQuantitativeAggregate() throws {
        // bar_distinct.vl.json: `"aggregate": "distinct"` on a text field counts the names (Vega: about 200).
        let rows = #"[{"o": "A", "n": "x"}, {"o": "A", "n": "y"}, {"o": "A", "n": "x"}, {"o": "B", "n": "z"}]"#
        for (op, expected) in [("distinct", [2.0, 1]), ("valid", [3, 1]), ("missing", [0, 0])] {
            let json = VL.unit(
                mark: "\"bar\"", rows: rows,
                encoding: #"{"x": {"field": "o"}, "y": {"aggregate": "\#(op)", "field": "n"}}"#)
            let layer = try #require(VL.spec(json)?.layers.first)
            #expect(layer.data["y"] == .numbers(expected), "\(op)")
        }
    }

    @Test func pivotMakesAFieldPerValueAndLeavesMissingKeysEmpty() throws {
        // line_color_halo.vl.json: GOOG starts later than the other stocks; Vega draws no GOOG point before.
        let rows =
            #"[{"d": 1, "s": "B", "p": 3}, {"d": 1, "s": "A", "p": 4}, {"d": 2, "s": "A", "p": 5}, {"d": 2, "s": "A", "p": 1}]"#
        func column(_ field: String) throws -> DataColumn? {
            let json = VL.unit(
                mark: "\"point\"", rows: rows,
                encoding:
                    #"{"x": {"field": "\#(field)", "type": "quantitative"}, "y": {"field": "d", "type": "quantitative"}}"#,
                extra: #""transform": [{"pivot": "s", "value": "p", "groupby": ["d"]}]"#)
            return try #require(VL.spec(json)?.layers.first).data["x"]
        }
        #expect(try column("A") == .numbers([4, 6]))
        // The second group has no B: its row has no value and draws nothing.
        #expect(try column("B") == .numbers([3]))
    }

    @Test func binTransformWritesStartAndEnd() throws {
        // histogram_log.vl.json: `"as": "b"` names the start; the end is `b_end`.
        let rows = #"[{"v": 0.3}, {"v": 1.7}, {"v": 9.9}]"#
        let json = VL.unit(
            mark: "\"point\"", rows: rows,
            encoding:
                #"{"x": {"field": "b", "type": "quantitative"}, "y": {"field": "b_end", "type": "quantitative"}}"#,
            extra: #""transform": [{"bin": true, "field": "v", "as": "b"}]"#)
        let layer = try #require(VL.spec(json)?.layers.first)
        #expect(layer.data["x"] == .numbers([0, 1, 9]))
        #expect(layer.data["y"] == .numbers([1, 2, 10]))
    }

    @Test func timeUnitTransformFloorsDates() throws {
        // window_cumulative_running_average.vl.json groups its window by `{"timeUnit": "year", "as": "year"}`.
        let rows = #"[{"t": "1970-05-03"}, {"t": "1982-12-30"}]"#
        let json = VL.unit(
            mark: "\"point\"", rows: rows, encoding: #"{"x": {"field": "y", "type": "temporal"}}"#,
            extra: #""transform": [{"timeUnit": "utcyear", "field": "t", "as": "y"}]"#)
        let layer = try #require(VL.spec(json)?.layers.first)
        #expect(layer.data["x"] == .dates([0, 378_691_200]))
    }

    @Test func colourDatumsAcrossLayersShareOneScaleAndLegend() throws {
        // line_color_halo.vl.json: each repeated layer colours its line by `{"datum": NAME}`.
        let json = #"""
            {"data": {"values": [{"d": 1, "A": 3, "B": 4}, {"d": 2, "A": 5, "B": 1}]},
             "layer": [
               {"mark": "line", "encoding": {"x": {"field": "d", "type": "quantitative"},
                 "y": {"field": "A", "type": "quantitative"}, "stroke": {"datum": "A", "type": "nominal"}}},
               {"mark": "line", "encoding": {"x": {"field": "d", "type": "quantitative"},
                 "y": {"field": "B", "type": "quantitative"}, "color": {"datum": "B"}}}]}
            """#
        let chart = try #require(VL.render(json))
        #expect(chart.scene.root.legendLabels == ["A", "B"])
    }

    @Test func labelExprRelabelsTimeAxes() throws {
        // bar_month_temporal_initial.vl.json: `datum.label[0]` writes each month as its initial.
        let rows = #"[{"d": "2010-01-15", "v": 1}, {"d": "2010-06-15", "v": 2}, {"d": "2010-12-15", "v": 3}]"#
        let json = VL.unit(
            mark: "\"bar\"", rows: rows,
            encoding: #"""
                {"x": {"field": "d", "timeUnit": "month", "type": "temporal",
                       "axis": {"labelExpr": "datum.label[0]"}},
                 "y": {"field": "v", "type": "quantitative"}}
                """#)
        let labels = try #require(VL.render(json)).scene.root.axisLabels(.bottom)
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { $0.count == 1 })
        #expect(labels.first == "J")
    }

    @Test func bandPositionZeroCentresTimeUnitBarsOnTheirStart() throws {
        // bar_yearmonth_center_band.vl.json: Vega's axis ends at the last month, not a month later.
        let rows = #"[{"d": "2012-01-10", "v": 1}, {"d": "2012-02-10", "v": 2}, {"d": "2012-03-10", "v": 3}]"#
        func ends(_ extra: String) throws -> (DataColumn?, DataColumn?) {
            let json = VL.unit(
                mark: "\"bar\"", rows: rows,
                encoding:
                    #"{"x": {"field": "d", "timeUnit": "utcyearmonth"\#(extra)}, "y": {"field": "v", "type": "quantitative"}}"#
            )
            let layer = try #require(VL.spec(json)?.layers.first)
            return (layer.data["x"], layer.data["x2"])
        }
        let jan = 1_325_376_000.0
        let feb = jan + 31 * 86400
        let (x, x2) = try ends(#", "bandPosition": 0"#)
        guard case .dates(let starts)? = x, case .dates(let stops)? = x2 else {
            Issue.record("expected dates")
            return
        }
        #expect(starts.first == jan - 31 * 86400 / 2)
        #expect(stops.first == feb - 31 * 86400 / 2)
        // The default (0.5) spans the month.
        let (plain, _) = try ends("")
        guard case .dates(let plainStarts)? = plain else {
            Issue.record("expected dates")
            return
        }
        #expect(plainStarts.first == jan)
    }

    @Test func configLinePointAddsPointsToEveryLine() throws {
        // layer_overlay.vl.json: `config.line.point: true` draws a point at each vertex.
        let json = VL.unit(
            mark: "\"line\"", rows: #"[{"a": 1, "b": 2}, {"a": 2, "b": 3}, {"a": 3, "b": 1}]"#,
            encoding: #"{"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}"#,
            extra: #""config": {"line": {"point": true}}"#)
        let root = try #require(VL.render(json)).scene.root
        #expect(root.markItems(.symbol).count == 3)
    }

    @Test func domainMinAndMaxTakeDateTimeObjects() throws {
        // line_domainminmax.vl.json: `{"year": 2002}` … `{"year": 2012}` widen the time axis to those years.
        let json = VL.unit(
            mark: "\"line\"", rows: #"[{"d": "2005-06-01", "v": 1}, {"d": "2008-06-01", "v": 2}]"#,
            encoding: #"""
                {"x": {"field": "d", "type": "temporal",
                       "scale": {"domainMin": {"year": 2002}, "domainMax": {"year": 2012}}},
                 "y": {"field": "v", "type": "quantitative"}}
                """#)
        let labels = try #require(VL.render(json)).scene.root.axisLabels(.bottom)
        #expect(labels.first == "2002")
        #expect(labels.last == "2012")
    }

    @Test func binnedColourGetsOneColourPerBinAndAStepLegend() throws {
        // point_binned_color.vl.json: Vega labels the legend at the boundaries between bins (10, 15, 20).
        let rows = #"[{"a": 6}, {"a": 11}, {"a": 12}, {"a": 17}, {"a": 24}]"#
        let json = VL.unit(
            mark: "\"point\"", rows: rows,
            encoding: #"{"x": {"field": "a", "type": "quantitative"}, "color": {"bin": true, "field": "a"}}"#)
        let spec = try #require(VL.spec(json))
        guard case .strings(let colors)? = spec.layers.first?.data["color"] else {
            Issue.record("expected colours")
            return
        }
        #expect(colors[1] == colors[2])
        #expect(Set(colors).count == 4)
        #expect(try #require(VL.render(json)).scene.root.legendLabels == ["10", "15", "20"])
    }

    @Test func shapeScaleRangeNamesTheShapes() throws {
        // selection_project_multi_origin.vl.json: `"range": ["triangle-left", "triangle-right", …]`.
        let json = VL.unit(
            mark: "\"point\"", rows: #"[{"a": 1, "o": "E"}, {"a": 2, "o": "J"}]"#,
            encoding: #"""
                {"x": {"field": "a", "type": "quantitative"},
                 "shape": {"field": "o", "type": "nominal", "scale": {"range": ["triangle-left", "triangle-right"]}}}
                """#)
        let layer = try #require(VL.spec(json)?.layers.first)
        #expect(layer.data["shape"] == .strings(["triangleLeft", "triangleRight"]))
    }

    @Test func binnedFacetHeadersShowBinRanges() throws {
        // trellis_scatter_binned_row.vl.json: Vega heads the rows “5 – 10”, “10 – 15”, ….
        let json = VL.unit(
            mark: "\"point\"", rows: #"[{"a": 6, "b": 1}, {"a": 12, "b": 2}, {"a": 13, "b": 3}]"#,
            encoding: #"""
                {"x": {"field": "b", "type": "quantitative"},
                 "row": {"field": "a", "bin": {"step": 5}, "type": "quantitative"}}
                """#)
        let spec = try #require(VL.spec(json))
        #expect(spec.facet?.row?.values == ["5 \u{2013} 10", "10 \u{2013} 15"])
        #expect(spec.layers.first?.data["facetRow"] == .strings(["5 \u{2013} 10", "10 \u{2013} 15", "10 \u{2013} 15"]))
    }

    @Test func ordinalBinAxesShowBinRanges() throws {
        // point_ordinal_bin_offset_random.vl.json: Vega's y axis reads “45 – 50”, “40 – 45”, ….
        let json = VL.unit(
            mark: "\"point\"", rows: #"[{"a": 6, "b": 1}, {"a": 12, "b": 2}]"#,
            encoding: #"""
                {"x": {"field": "b", "type": "quantitative"},
                 "y": {"field": "a", "bin": {"step": 5}, "type": "ordinal"}}
                """#)
        let root = try #require(VL.render(json)).scene.root
        #expect(root.axisLabels(.left) == ["5 \u{2013} 10", "10 \u{2013} 15"])
    }

    @Test func cumulativeWindowsReachTheLastPeer() throws {
        // window_cumulative_running_average.vl.json: rows of one year share the running mean up to that
        // year's last row (Vega's `ignorePeers: false`); with `ignorePeers: true` each row stops at itself.
        let rows = #"[{"y": 1, "v": 2}, {"y": 1, "v": 4}, {"y": 2, "v": 6}]"#
        func means(_ extra: String) throws -> DataColumn? {
            let json = VL.unit(
                mark: "\"point\"", rows: rows,
                encoding:
                    #"{"x": {"field": "y", "type": "quantitative"}, "y": {"field": "m", "type": "quantitative"}}"#,
                extra: #"""
                    "transform": [{"window": [{"op": "mean", "field": "v", "as": "m"}],
                                   "sort": [{"field": "y"}], "frame": [null, 0]\#(extra)}]
                    """#)
            return try #require(VL.spec(json)?.layers.first).data["y"]
        }
        #expect(try means("") == .numbers([3, 3, 4]))
        #expect(try means(#", "ignorePeers": true"#) == .numbers([2, 3, 4]))
    }

    @Test func groupedBoxplotWhiskersSitInTheMiddleOfTheirBoxesInBlack() throws {
        // boxplot_groupped.vl.json: Vega draws each whisker through the middle of its box, in black.
        var rows: [String] = []
        for (g, base) in [("A", 0.0), ("B", 10.0)] {
            for v in [1.0, 2, 3, 4, 5] { rows.append(#"{"c": "x", "g": "\#(g)", "v": \#(base + v)}"#) }
        }
        let json = VL.unit(
            mark: "\"boxplot\"", rows: "[" + rows.joined(separator: ",") + "]",
            encoding: #"""
                {"x": {"field": "c", "type": "nominal"}, "xOffset": {"field": "g", "type": "nominal"},
                 "color": {"field": "g", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"}}
                """#)
        let root = try #require(VL.render(json)).scene.root
        let boxes = root.markItems(.rect).compactMap { n -> RectNode? in if case .rect(let r) = n { r } else { nil } }
        let whiskers = root.markItems(.rule).compactMap { n -> LineNode? in if case .line(let l) = n { l } else { nil }
        }
        #expect(whiskers.count == 4)
        for w in whiskers {
            #expect(boxes.contains { b in abs(b.rect.midX - w.from.x) < 0.01 && b.rect.width > 2 })
        }
    }

    @Test func oneDimensionalErrorBarsAreHorizontalSegments() throws {
        // layer_point_errorbar_1d_horizontal.vl.json: the bar runs from the lower to the upper bound,
        // through the middle of the plot.
        let json = VL.unit(
            mark: "\"errorbar\"", rows: #"[{"v": 1}, {"v": 2}, {"v": 3}, {"v": 6}]"#,
            encoding: #"{"x": {"field": "v", "type": "quantitative", "scale": {"zero": false}}}"#)
        let rendered = try #require(VL.render(json))
        let rules = rendered.scene.root.markItems(.rule).compactMap { n -> LineNode? in
            if case .line(let l) = n { l } else { nil }
        }
        #expect(rules.count == 1)
        let rule = try #require(rules.first)
        #expect(rule.from.y == rule.to.y)
        #expect(abs(rule.from.y - rendered.plotFrame.midY) < 0.01)
        #expect(rule.to.x - rule.from.x > 10)
    }
}
