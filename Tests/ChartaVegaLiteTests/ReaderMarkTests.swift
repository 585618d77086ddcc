import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Marks Vega-Lite adds or draws its own way: Voronoi cells of `nearest` selections, trails, shapes on
/// lines, stack order and imputation, series of continuous colours.
@Suite struct ReaderMarkTests {
    static let points = #"[{"a": 1, "b": 1}, {"a": 2, "b": 4}, {"a": 2, "b": 4}, {"a": 5, "b": 2}, {"a": 4, "b": 5}]"#

    @Test func nearestSelectionDrawsOneCellPerDistinctPoint() throws {
        let json = VL.unit(
            mark: "\"point\"", rows: ReaderMarkTests.points,
            encoding: #"{"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}"#,
            extra: #""params": [{"name": "p", "select": {"type": "point", "nearest": true}}]"#)
        let rendered = try #require(VL.render(json))
        let root = rendered.scene.root
        #expect(root.markItems(.symbol).count == 5)
        let cells = root.markItems(.path).compactMap { node -> Rect? in
            if case .path(let p) = node { return p.path.bounds } else { return nil }
        }
        // The repeated point (rows 1 and 2) has one cell.
        #expect(cells.count == 4)
        // The cells cover the plot and stay inside it.
        let plot = rendered.plotFrame
        #expect(abs(cells.map(\.minX).min()! - plot.minX) < 1e-9 && abs(cells.map(\.maxX).max()! - plot.maxX) < 1e-9)
        #expect(abs(cells.map(\.minY).min()! - plot.minY) < 1e-9 && abs(cells.map(\.maxY).max()! - plot.maxY) < 1e-9)
    }

    @Test func interactivePagesFindTheNearestPointWithoutCells() throws {
        let json = VL.unit(
            mark: "\"point\"", rows: ReaderMarkTests.points,
            encoding: #"{"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}"#,
            extra: #""params": [{"name": "p", "select": {"type": "point", "nearest": true}}]"#)
        let options = VegaLiteReader.Options(timeZone: VL.newYork, interactive: true)
        let spec = try #require(VegaLiteReader.read(json: Data(json.utf8), baseURL: nil, options: options).0)
        #expect(!spec.layers.contains { $0.mark.kind == .voronoi })
        #expect(try #require(VL.spec(json)).layers.contains { $0.mark.kind == .voronoi })
    }

    /// The bounds of the nearest selection's cells for a selection projected by `projection`
    /// (`"encodings": ["x"]`, say), and the plot.
    static func nearestCells(_ projection: String) throws -> (cells: [Rect], plot: Rect) {
        let json = VL.unit(
            mark: "\"point\"", rows: ReaderMarkTests.points,
            encoding: #"{"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}"#,
            extra: #""params": [{"name": "p", "select": {"type": "point", \#(projection), "nearest": true}}]"#)
        let rendered = try #require(VL.render(json))
        let cells = rendered.scene.root.markItems(.path).compactMap { node -> Rect? in
            if case .path(let p) = node { return p.path.bounds } else { return nil }
        }
        return (cells, rendered.plotFrame)
    }

    @Test func nearestAlongXGivesStrips() throws {
        let (cells, plot) = try Self.nearestCells(#""encodings": ["x"]"#)
        // Distinct x values 1, 2, 4, 5: four full-height strips.
        #expect(cells.count == 4)
        for cell in cells { #expect(abs(cell.height - plot.height) < 1e-9) }
    }

    @Test func lineMarksGetNoCells() throws {
        let json = VL.unit(
            mark: "\"line\"", rows: ReaderMarkTests.points,
            encoding: #"{"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}"#,
            extra: #""params": [{"name": "p", "select": {"type": "point", "nearest": true}}]"#)
        #expect(try #require(VL.render(json)).scene.root.markItems(.path).isEmpty)
    }

    @Test func trailWidthFollowsSize() throws {
        let rows =
            #"[{"t": 0, "v": 0, "s": "a"}, {"t": 1, "v": 10, "s": "a"}, {"t": 0, "v": 5, "s": "b"}, {"t": 1, "v": 5, "s": "b"}]"#
        let json = VL.unit(
            mark: "\"trail\"", rows: rows,
            encoding: #"""
                {"x": {"field": "t", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"},
                 "size": {"field": "v", "type": "quantitative"}, "color": {"field": "s", "type": "nominal"}}
                """#)
        let (spec, diagnostics) = VL.read(json)
        #expect(diagnostics.isEmpty)
        let root = ChartLayout.render(try #require(spec)).scene.root
        let trails = root.markItems(.trail).compactMap { node -> PathNode? in
            if case .path(let p) = node { return p } else { return nil }
        }
        #expect(trails.count == 2)
        // Series b is flat at v = 5: its width there is 1 + 3 · 5/10 points (Vega-Lite's 1…4 range).
        let flat = try #require(trails.first { ($0.path.bounds?.height ?? 0) < 5 })
        #expect(abs((flat.path.bounds?.height ?? 0) - 2.5) < 1e-6)
    }

    @Test func constantShapeOnALineIsAPointOverlay() throws {
        let json = VL.unit(
            mark: "\"line\"", rows: ReaderMarkTests.points,
            encoding: #"""
                {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"},
                 "shape": {"value": "square"}}
                """#)
        let root = try #require(VL.render(json)).scene.root
        #expect(root.markItems(.line).count == 1)
        let symbols = root.markItems(.symbol).compactMap { node -> SymbolNode? in
            if case .symbol(let s) = node { return s } else { return nil }
        }
        #expect(symbols.count == 5)
        #expect(symbols.allSatisfy { $0.shape == .square })
    }

    @Test func horizontalStacksStartWithTheFirstColour() throws {
        let rows = #"[{"y": "r", "c": "a", "v": 1}, {"y": "r", "c": "b", "v": 2}, {"y": "r", "c": "c", "v": 3}]"#
        let json = VL.unit(
            mark: "\"bar\"", rows: rows,
            encoding: #"""
                {"y": {"field": "y", "type": "nominal"}, "x": {"field": "v", "type": "quantitative"},
                 "color": {"field": "c", "type": "nominal"}}
                """#)
        let bars = try #require(VL.render(json)).scene.root.rects.filter { $0.item?.row != nil }
        let widths = bars.sorted { $0.rect.minX < $1.rect.minX }.map { ($0.rect.width * 100).rounded() / 100 }
        // 1, 2, 3 from the left: widths grow.
        #expect(widths.count == 3 && widths[0] < widths[1] && widths[1] < widths[2])
    }

    @Test func stackedAreasImputeMissingKeys() throws {
        let rows =
            #"[{"t": 1, "v": 1, "c": "a"}, {"t": 2, "v": 1, "c": "a"}, {"t": 3, "v": 1, "c": "a"}, {"t": 1, "v": 2, "c": "b"}, {"t": 3, "v": 2, "c": "b"}]"#
        let json = VL.unit(
            mark: "\"area\"", rows: rows,
            encoding: #"""
                {"x": {"field": "t", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"},
                 "color": {"field": "c", "type": "nominal"}}
                """#)
        let areas = try #require(VL.render(json)).scene.root.markItems(.area).compactMap { node -> PathNode? in
            if case .path(let p) = node { return p } else { return nil }
        }
        // Both series run over t = 1, 2, 3: three points on top and three on the baseline.
        #expect(areas.count == 2)
        for area in areas { #expect(area.path.verbs.filter { $0 == .line || $0 == .move }.count == 6) }
    }

    @Test func continuousColourSplitsLines() throws {
        let rows =
            #"[{"t": 1, "v": 1, "q": 1}, {"t": 2, "v": 2, "q": 1}, {"t": 1, "v": 3, "q": 2}, {"t": 2, "v": 4, "q": 2}]"#
        let json = VL.unit(
            mark: "\"line\"", rows: rows,
            encoding: #"""
                {"x": {"field": "t", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"},
                 "color": {"field": "q", "type": "quantitative"}}
                """#)
        #expect(try #require(VL.render(json)).scene.root.markItems(.line).count == 2)
    }

    @Test func binnedOpacityHasALegendOfBinRanges() throws {
        let rows = #"[{"x": 1, "y": 1, "o": 6}, {"x": 2, "y": 2, "o": 12}, {"x": 3, "y": 3, "o": 17}]"#
        let json = VL.unit(
            mark: "\"point\"", rows: rows,
            encoding: #"""
                {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"},
                 "opacity": {"field": "o", "bin": true}}
                """#)
        let spec = try #require(VL.spec(json))
        let legends = [spec.legend] + spec.extraLegends
        let labels = legends.compactMap { legend -> [String]? in
            if case .symbols(let entries)? = legend.content { return entries.map(\.label) } else { return nil }
        }
        #expect(labels.contains(["6 \u{2013} 8", "12 \u{2013} 14", "16 \u{2013} 18"]))
    }

    @Test func layerFieldInheritsTheParentsChannelDefinition() throws {
        let json = #"""
            {"data": {"values": [{"t": 1, "a": 5, "b": 7}, {"t": 2, "a": 6, "b": 8}]},
             "encoding": {"x": {"field": "t", "type": "quantitative"},
                          "y": {"type": "quantitative", "axis": {"title": "Both"}}},
             "layer": [{"mark": "line", "encoding": {"y": {"field": "a"}}},
                       {"mark": "point", "encoding": {"y": {"field": "b"}}}]}
            """#
        let root = try #require(VL.render(json)).scene.root
        // One quantitative axis with the parent's title, not a list of values.
        #expect(root.axisTitle(.left) == "Both")
        #expect(root.axisLabels(.left).contains("5.0") || root.axisLabels(.left).contains("5"))
        #expect(root.axisLabels(.left).count > 2)
    }

    @Test func shownInvalidSizeIsTheSmallest() throws {
        let rows = #"[{"a": 1, "b": 1, "c": 1}, {"a": 2, "b": 2, "c": 2}, {"a": 3, "b": 3, "c": null}]"#
        let json = VL.unit(
            mark: "\"point\"", rows: rows,
            encoding: #"""
                {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"},
                 "size": {"field": "c", "type": "quantitative"}}
                """#,
            extra: #""config": {"mark": {"invalid": "show"}}"#)
        let sizes = try #require(VL.render(json)).scene.root.markItems(.symbol).compactMap { node -> Double? in
            if case .symbol(let s) = node { return s.size } else { return nil }
        }
        // Vega-Lite's minSize (4) for the missing value, as a circle's area.
        #expect(sizes.count == 3)
        #expect(abs((sizes.min() ?? 0) - VLCompiler.chartaSymbolSize(4)) < 1e-9)
    }

    @Test func plotCornerSitsOnWholePoints() throws {
        let json = VL.unit(
            mark: "\"point\"", rows: ReaderMarkTests.points,
            encoding: #"{"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}"#)
        let plot = try #require(VL.render(json)).plotFrame
        #expect(plot.minX == plot.minX.rounded() && plot.minY == plot.minY.rounded())
    }

    @Test func timeFormatObjectSetsLevels() throws {
        let json = #"""
            {"data": {"values": [{"d": "2006-01-01", "v": 1}, {"d": "2007-12-01", "v": 2}]}, "width": 400,
             "mark": "line",
             "encoding": {"x": {"field": "d", "type": "temporal", "axis": {"format": {"year": "%y", "quarter": "%b"}}},
                          "y": {"field": "v", "type": "quantitative"}}}
            """#
        let labels = try #require(VL.render(json)).scene.root.axisLabels(.bottom)
        #expect(labels == ["06", "Apr", "Jul", "Oct", "07", "Apr", "Jul", "Oct"])
    }

    @Test func barSizeIsItsWidth() throws {
        let json = VL.unit(
            mark: #"{"type": "bar", "size": 14}"#, rows: ReaderMarkTests.points,
            encoding: #"{"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}"#)
        let bars = try #require(VL.render(json)).scene.root.rects.filter { $0.item?.row != nil }
        #expect(!bars.isEmpty)
        for bar in bars { #expect(abs(bar.rect.width - 14) < 1e-9) }
    }

    @Test func labelLimitShortensLongLabels() throws {
        let rows = #"[{"n": "a very long category name indeed", "v": 1}, {"n": "b", "v": 2}]"#
        let json = VL.unit(
            mark: "\"bar\"", rows: rows,
            encoding:
                #"{"y": {"field": "n", "type": "nominal", "axis": {"labelLimit": 40}}, "x": {"field": "v", "type": "quantitative"}}"#
        )
        let labels = try #require(VL.render(json)).scene.root.axisLabels(.left)
        #expect(labels.contains("b"))
        #expect(labels.contains { $0.hasSuffix("\u{2026}") && $0.count < 20 })
    }

    @Test func latestDateAndItsValue() throws {
        let json = #"""
            {"data": {"values": [{"d": "2001-01-01", "v": 5}, {"d": "2003-01-01", "v": 9}, {"d": "2002-01-01", "v": 1}]},
             "layer": [{"mark": "line", "encoding": {"x": {"field": "d", "type": "temporal"},
                                                     "y": {"field": "v", "type": "quantitative"}}},
                       {"mark": "point", "encoding": {"x": {"aggregate": "max", "field": "d", "type": "temporal"},
                                                      "y": {"aggregate": {"argmax": "d"}, "field": "v",
                                                            "type": "quantitative"}}}]}
            """#
        let rendered = try #require(VL.render(json))
        let symbols = rendered.scene.root.markItems(.symbol).compactMap { node -> SymbolNode? in
            if case .symbol(let s) = node { return s } else { return nil }
        }
        // One point at the last date (the plot's right end) and its value 9 (the top of the 0…10 axis).
        let point = try #require(symbols.first)
        #expect(symbols.count == 1)
        #expect(abs(point.center.x - rendered.plotFrame.maxX) < 1)
        #expect(point.center.y < rendered.plotFrame.minY + rendered.plotFrame.height * 0.2)
    }

    @Test func discreteSizeSetsBarWidths() throws {
        let rows = #"[{"x": "a", "v": 1, "s": "p"}, {"x": "a", "v": 2, "s": "q"}, {"x": "b", "v": 3, "s": "r"}]"#
        let json = VL.unit(
            mark: "\"bar\"", rows: rows,
            encoding: #"""
                {"x": {"field": "x", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"},
                 "size": {"field": "s", "type": "ordinal"}}
                """#)
        let spec = try #require(VL.spec(json))
        guard case .symbols(let entries)? = spec.legend.content else {
            Issue.record("no symbol legend")
            return
        }
        #expect(entries.map(\.label) == ["p", "q", "r"])
        let widths = ChartLayout.render(spec).scene.root.rects.filter { $0.item?.row != nil }.map {
            ($0.rect.width * 100).rounded() / 100
        }
        // 2 to 19 points (95% of the 20-point step) across the three categories.
        #expect(Set(widths) == [2, 10.5, 19])
    }
}

extension ReaderMarkTests {
    @Test func closedLineWithAFillIsAFilledPolygon() throws {
        let json = VL.unit(
            mark: ##"{"type": "line", "interpolate": "linear-closed", "fill": "#ff0000", "stroke": "#0000ff"}"##,
            rows: #"[{"x": 0, "y": 0}, {"x": 0.5, "y": 1}, {"x": 1, "y": 0}]"#,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}"#)
        let root = try #require(VL.render(json)).scene.root
        guard case .path(let line)? = root.markItems(.line).first else {
            Issue.record("expected a line path")
            return
        }
        // Vega's `linear-closed` draws back to the first point, and a line's `fill` fills that polygon.
        #expect(line.path.verbs == [.move, .line, .line, .close])
        #expect(line.style.fill == .color(Color(r: 255, g: 0, b: 0)))
        #expect(line.style.stroke == .color(Color(r: 0, g: 0, b: 255)))
    }

    /// Only `encodings` restrict the cells to strips: a selection by `fields` keeps both positions, as
    /// Vega-Lite's `project.hasChannel` names channels only for encodings.
    @Test func nearestByFieldsKeepsTwoDimensionalCells() throws {
        let (cells, plot) = try Self.nearestCells(#""fields": ["a"]"#)
        #expect(cells.count == 4)
        #expect(cells.contains { $0.height < plot.height - 1 })
    }

    /// `clip`, and a selection bound to the scales, cut the marks at the plot's edges.
    @Test func clippedMarksAreCutAtThePlot() throws {
        func clip(_ mark: String, _ extra: String = "") throws -> Rect? {
            let json = VL.unit(
                mark: mark, rows: ReaderMarkTests.points,
                encoding:
                    #"{"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}"#,
                extra: extra)
            let rendered = try #require(VL.render(json))
            return rendered.scene.root.groups(role: .mark).first?.clip
        }
        #expect(try clip(#""point""#) == nil)
        #expect(try clip(#"{"type": "point", "clip": true}"#) != nil)
        let bound = #""params": [{"name": "g", "select": "interval", "bind": "scales"}]"#
        #expect(try clip(#""point""#, bound) != nil)
        #expect(try clip(#"{"type": "point", "clip": false}"#, bound) == nil)
    }
}
