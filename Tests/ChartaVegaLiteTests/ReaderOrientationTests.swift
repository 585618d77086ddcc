import ChartaScene
import Foundation
import Testing

@testable import Charta
@testable import ChartaVegaLite

/// Marks laid along y (Vega-Lite's horizontal orientation) and the order of a path's points and a
/// stack's parts.
@Suite struct ReaderOrientationTests {
    static let years = #"[{"t": "2001-01-01", "v": 3}, {"t": "2003-01-01", "v": 2}, {"t": "2002-01-01", "v": 5}]"#

    func areaPath(_ encoding: String) throws -> (path: Path, plot: Rect) {
        let json = VL.unit(mark: "\"area\"", rows: ReaderOrientationTests.years, encoding: encoding)
        let chart = try #require(VL.render(json))
        let areas = chart.scene.root.markItems(.area).compactMap { node -> PathNode? in
            if case .path(let p) = node { p } else { nil }
        }
        return (try #require(areas.first).path, chart.plotFrame)
    }

    @Test func aHorizontalAreaSpansFromZeroToItsValueAlongY() throws {
        let (path, plot) = try areaPath(
            #"{"y": {"field": "t", "type": "temporal"}, "x": {"field": "v", "type": "quantitative", "aggregate": "sum"}}"#
        )
        let points = path.points
        #expect(points.count == 6)
        // The value side first, from the top (the latest year, greatest y value) down, as Vega-Lite
        // sorts a path by its position; then the baseline at x = 0, the plot's left edge.
        let values = points.prefix(3)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0.y < $1.y })
        #expect(points.suffix(3).allSatisfy { abs($0.x - plot.minX) < 1e-9 })
        #expect(values.allSatisfy { $0.x > plot.minX + 1 })
    }

    @Test func aVerticalAreaStillRunsLeftToRight() throws {
        let (path, plot) = try areaPath(
            #"{"x": {"field": "t", "type": "temporal"}, "y": {"field": "v", "type": "quantitative"}}"#)
        let values = path.points.prefix(3)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0.x < $1.x })
        #expect(path.points.suffix(3).allSatisfy { abs($0.y - plot.maxY) < 1e-9 })
    }

    @Test(arguments: [("ascending", true), ("descending", false)])
    func anOrderOnlySortOrdersTheStack(sort: String, firstAtBottom: Bool) throws {
        let rows = #"[{"x": "p", "c": "a", "v": 1}, {"x": "p", "c": "b", "v": 2}]"#
        let json = VL.unit(
            mark: "\"bar\"", rows: rows,
            encoding: #"""
                {"x": {"field": "x", "type": "nominal"}, "y": {"field": "v", "type": "quantitative", "aggregate": "sum"},
                 "color": {"field": "c", "type": "nominal"}, "order": {"sort": "\#(sort)"}}
                """#)
        let (spec, diagnostics) = VL.read(json)
        #expect(!diagnostics.contains { $0.isError })
        let root = ChartLayout.render(try #require(spec)).scene.root
        let bars = root.markItems(.rect).compactMap { node -> RectNode? in
            if case .rect(let r) = node { r } else { nil }
        }
        #expect(bars.count == 2)
        // Category a's bar is 1 high, b's 2 high: the lower bar is the first of the stack.
        let lower = try #require(bars.max { $0.rect.maxY < $1.rect.maxY })
        let tallest = try #require(bars.map(\.rect.height).max())
        let aIsLower = lower.rect.height < tallest
        #expect(aIsLower == firstAtBottom)
    }

    @Test(arguments: [(#"{"unionWith": [2]}"#, true), (#"[2, 1]"#, false)])
    func aStackRunsByValueUnlessTheDomainIsListed(domain: String, tallerAtBottom: Bool) throws {
        let rows = #"[{"x": "p", "c": 1, "v": 1}, {"x": "p", "c": 2, "v": 2}]"#
        let json = VL.unit(
            mark: "\"bar\"", rows: rows,
            encoding: #"""
                {"x": {"field": "x", "type": "nominal"}, "y": {"field": "v", "type": "quantitative", "aggregate": "sum"},
                 "color": {"field": "c", "type": "nominal", "scale": {"domain": \#(domain)}}}
                """#)
        let root = try #require(VL.render(json)).scene.root
        let bars = root.markItems(.rect).compactMap { node -> RectNode? in
            if case .rect(let r) = node { r } else { nil }
        }
        #expect(bars.count == 2)
        // A vertical stack starts at the bottom with the greatest value (2, the taller bar), or with the
        // last of a listed domain (1).
        let bottom = try #require(bars.max { $0.rect.maxY < $1.rect.maxY })
        let tallest = try #require(bars.map(\.rect.height).max())
        #expect((bottom.rect.height == tallest) == tallerAtBottom)
    }
}

/// Grouped bars follow a colour's listed domain (Vega-Lite's `alignStackOrderWithColorDomain`).
@Suite struct ReaderGroupOrderTests {
    func spec(offsetSort: String = "") -> String {
        VL.unit(
            mark: #""bar""#,
            rows: #"[{"c": "A", "g": "x", "v": 1}, {"c": "A", "g": "y", "v": 2}, {"c": "A", "g": "z", "v": 3}]"#,
            encoding: #"""
                {"x": {"field": "c"}, "y": {"field": "v", "type": "quantitative"},
                 "xOffset": {"field": "g"\#(offsetSort)},
                 "fill": {"field": "g", "scale": {"domain": ["y", "x", "z"]}}}
                """#)
    }

    @Test func theOffsetIsOrderedAsTheColourDomainLists() throws {
        let spec = try #require(VL.spec(spec()))
        #expect(spec.scales[.xOffset]?.domain == .categories(["y", "x", "z"]))
    }

    @Test func anOffsetWithItsOwnSortKeepsIt() throws {
        let spec = try #require(VL.spec(spec(offsetSort: #", "sort": "descending""#)))
        #expect(spec.scales[.xOffset]?.domain == .categories(["z", "y", "x"]))
    }
}

/// A radial chart's radius scale: linear by default and from zero, or square root from `rangeMin`, as
/// Vega-Lite scales it.
@Suite struct ReaderRadiusScaleTests {
    func spec(scale: String) -> String {
        VL.unit(
            mark: #"{"type": "arc"}"#, rows: "[4, 16, 64]",
            encoding: #"""
                {"theta": {"field": "data", "type": "quantitative", "stack": true},
                 "radius": {"field": "data", "type": "quantitative", "scale": \#(scale)}}
                """#)
    }

    /// The mark's `radius`/`radius2` (in either order) and, without a theta channel, `theta`/`theta2`.
    @Test func anArcsRadiiAndAnglesComeFromItsMark() throws {
        let json = VL.unit(
            mark: #"{"type": "arc", "radius": {"expr": "r"}, "radius2": 50, "theta": -0.5, "theta2": 0.5}"#,
            rows: "[{}]", encoding: "{}", extra: #""params": [{"name": "r", "value": 10}]"#)
        let (spec, diagnostics) = VL.read(json)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let arc = try #require(spec?.layers.first?.mark.arc)
        #expect(arc.innerRadius == 10)
        #expect(arc.outerRadius == 50)
        #expect(arc.startAngle == -0.5)
        #expect(arc.endAngle == 0.5)
    }

    @Test func radiiFollowTheScale() throws {
        let linear = try #require(VL.spec(spec(scale: "{}")))
        #expect(linear.scales[.radius]?.kind == .linear)
        #expect(linear.scales[.radius]?.domain == .numbers(0...64))
        let sqrt = try #require(VL.spec(spec(scale: #"{"type": "sqrt", "rangeMin": 20}"#)))
        let scale = try #require(sqrt.scales[.radius])
        #expect(scale.rangeMin == 20)
        // √4 … √64 from 20 to 100: 4 sits a quarter of the way past √0.
        let radius = MarkBuilder.radiusScale(scale, domain: 0...64, outer: 100)
        #expect(abs(radius(4) - 40) < 1e-9)
        #expect(radius(64) == 100)
        #expect(radius(0) == 20)
    }
}

/// Text over theta sits around the centre as Vega places it: at the middle angle of its row's slice,
/// at the mark's radius or its radius channel's value, moved by `radiusOffset`.
@Suite struct ReaderPolarTextTests {
    static let rows = #"[{"c": "a", "v": 4}, {"c": "b", "v": 6}, {"c": "c", "v": 10}, {"c": "d", "v": 3}]"#

    func labels(_ text: String, radius: String = "") -> [String: Point] {
        let json = """
            {"data": {"values": \(Self.rows)},
             "encoding": {"theta": {"field": "v", "type": "quantitative", "stack": true}\(radius),
                          "color": {"field": "c", "type": "nominal", "legend": null}},
             "layer": [{"mark": {"type": "arc", "stroke": "#fff"}},
                       {"mark": \(text), "encoding": {"text": {"field": "c", "type": "nominal"}}}]}
            """
        let nodes = VL.render(json)?.scene.root.markItems(.text) ?? []
        var found: [String: Point] = [:]
        for case .text(let t) in nodes { found[t.text] = t.position }
        return found
    }

    /// The unit vector from the centre towards the middle of the slice of values `before..<before + v`.
    func direction(before: Double, _ v: Double) -> Point {
        let angle = (before + v / 2) / 23 * 2 * .pi
        return Point(x: sin(angle), y: -cos(angle))
    }

    @Test func textSitsAtTheMarksRadiusAlongTheMiddleOfItsSlice() throws {
        let at = labels(#"{"type": "text", "radius": 90}"#)
        let a = try #require(at["a"])
        let c = try #require(at["c"])
        // a's slice spans 0…4 of 23 and c's 10…20: their labels differ by 90 × the difference of directions.
        let (da, dc) = (direction(before: 0, 4), direction(before: 10, 10))
        #expect(abs((c.x - a.x) - 90 * (dc.x - da.x)) < 1e-6)
        #expect(abs((c.y - a.y) - 90 * (dc.y - da.y)) < 1e-6)
    }

    @Test func aRadiusChannelAndOffsetPlaceText() throws {
        let radius = #", "radius": {"field": "v", "type": "quantitative"}"#
        let plain = labels(#"{"type": "text"}"#, radius: radius)
        let moved = labels(#"{"type": "text", "radiusOffset": 10}"#, radius: radius)
        let (a, a10) = (try #require(plain["a"]), try #require(moved["a"]))
        // The offset moves a label 10 points outwards along its slice's middle.
        let d = direction(before: 0, 4)
        #expect(abs((a10.x - a.x) - 10 * d.x) < 1e-6)
        #expect(abs((a10.y - a.y) - 10 * d.y) < 1e-6)
        #expect(Set(plain.values.map { "\($0.x),\($0.y)" }).count == 4, "labels apart: \(plain)")
    }

    @Test func aFilledArcsStrokeOutlinesIt() throws {
        let json = VL.unit(
            mark: ##"{"type": "arc", "stroke": "#fff", "strokeWidth": 2}"##, rows: Self.rows,
            encoding: #"{"theta": {"field": "v", "type": "quantitative"}}"#)
        let (spec, diagnostics) = VL.read(json)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let white = try #require(Color(hex: "#ffffff"))
        #expect(spec?.layers.first?.mark.outline == white)
        let paths = VL.render(json)?.scene.root.markItems(.arc) ?? []
        #expect(paths.count == 4)
        for case .path(let p) in paths {
            #expect(p.style.stroke == Paint.color(white) && p.style.strokeWidth == 2)
        }
    }
}

/// A bar of a fixed `size` without a channel along its band sits in the plot's middle, `size` thick,
/// as Vega-Lite centres it (a bullet chart's inner bar); without a size it spans the plot.
@Suite struct ReaderCentredBarTests {
    func barHeights(_ mark: String) throws -> [(y: Double, height: Double, plot: Double)] {
        let json = VL.unit(
            mark: mark, rows: #"[{"a": 220}]"#, encoding: #"{"x": {"field": "a", "type": "quantitative"}}"#)
        let rendered = try #require(VL.render(json))
        let plot = rendered.plotFrame
        return rendered.scene.root.markItems(.rect).compactMap {
            if case .rect(let r) = $0 { (r.rect.minY - plot.minY, r.rect.height, plot.height) } else { nil }
        }
    }

    @Test func aBarOfAFixedSizeSitsInTheMiddle() throws {
        let sized = try #require(try barHeights(#"{"type": "bar", "size": 7}"#).first)
        #expect(sized.height == 7)
        #expect(abs(sized.y - (sized.plot - 7) / 2) < 1e-9)
        let whole = try #require(try barHeights(#""bar""#).first)
        #expect(whole.height == whole.plot && whole.y == 0)
    }
}
