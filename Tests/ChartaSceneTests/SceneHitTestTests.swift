import Testing

@testable import ChartaScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hit testing, nearest item and rectangle selection on every node kind, with transforms, clips,
/// corner radii and rotated text (fake measurer: 0.5 em per character, ascent 0.8 em, descent 0.2 em).
@Suite struct SceneHitTestTests {
    let m = HitTestFakeMeasurer()

    func item(_ row: Int, _ series: String? = nil) -> ItemID { ItemID(mark: 0, series: series, row: row) }

    func scene(_ children: [SceneNode], transform: AffineTransform = .identity, clip: Rect? = nil) -> Scene {
        Scene(
            size: Size(width: 500, height: 500),
            root: Group(children: [.group(Group(transform: transform, clip: clip, children: children))]))
    }

    func hits(_ s: Scene, _ x: Double, _ y: Double, tolerance: Double = 0) -> [ItemID] {
        s.hitTest(Point(x: x, y: y), tolerance: tolerance, measurer: m)
    }

    @Test func rectsWithCornerRadii() {
        let rounded = scene([
            .rect(
                RectNode(
                    rect: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadii: CornerRadii(all: 20),
                    style: .fill(.black), item: item(1)))
        ])
        #expect(hits(rounded, 50, 25) == [item(1)])
        // (2, 2) is inside the square corner but 25 from the arc centre (20, 20), outside radius 20.
        #expect(hits(rounded, 2, 2).isEmpty)
        #expect(hits(rounded, 10, 10) == [item(1)])  // 14.1 from the centre
        #expect(hits(rounded, 2, 2, tolerance: 6) == [item(1)])  // 25.5 − 20 = 5.5 ≤ 6
        #expect(hits(rounded, 101, 25).isEmpty)
        #expect(hits(rounded, 101, 25, tolerance: 1) == [item(1)])
        let oneCorner = scene([
            .rect(
                RectNode(
                    rect: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadii: CornerRadii(topLeft: 20),
                    style: .fill(.black), item: item(2)))
        ])
        #expect(hits(oneCorner, 98, 2) == [item(2)])
        #expect(hits(oneCorner, 2, 2).isEmpty)
        let outline = scene([
            .rect(
                RectNode(
                    rect: Rect(x: 0, y: 0, width: 100, height: 50), style: .stroke(.black, width: 4), item: item(3)))
        ])
        #expect(hits(outline, 50, 25).isEmpty)  // a stroke-only rectangle is hollow
        #expect(hits(outline, 50, 1.5) == [item(3)])
        #expect(hits(outline, 50, -1.9) == [item(3)])
        #expect(hits(outline, 50, -2.1).isEmpty)
    }

    @Test func pathsByFillRuleAndStroke() {
        var ring = Path()
        ring.addCircle(center: Point(x: 50, y: 50), radius: 40)
        ring.addCircle(center: Point(x: 50, y: 50), radius: 20)
        let evenOdd = scene([
            .path(PathNode(path: ring, style: Style(fill: .color(.black), fillRule: .evenOdd), item: item(1)))
        ])
        #expect(hits(evenOdd, 50, 50).isEmpty)
        #expect(hits(evenOdd, 50, 80) == [item(1)])
        let nonZero = scene([.path(PathNode(path: ring, style: .fill(.black), item: item(1)))])
        #expect(hits(nonZero, 50, 50) == [item(1)])

        // A stroke-only polyline (a line series) is hit within half its width plus the tolerance.
        var line = Path()
        line.move(to: Point(x: 0, y: 100))
        line.line(to: Point(x: 100, y: 100))
        line.line(to: Point(x: 100, y: 0))
        let series = scene([.path(PathNode(path: line, style: .stroke(.black, width: 2), item: item(0, "a")))])
        #expect(hits(series, 50, 100.9) == [item(0, "a")])
        #expect(hits(series, 50, 101.5).isEmpty)
        #expect(hits(series, 50, 101.5, tolerance: 1) == [item(0, "a")])
        #expect(hits(series, 50, 50).isEmpty)  // the open polyline is not filled
    }

    @Test func linesAndSymbols() {
        let s = scene([
            .line(
                LineNode(
                    from: Point(x: 0, y: 0), to: Point(x: 100, y: 0), style: .stroke(.black, width: 4), item: item(1))),
            .symbol(
                SymbolNode(
                    shape: .circle, center: Point(x: 50, y: 50), size: 100 * .pi, style: .fill(.black), item: item(2))),
            .symbol(
                SymbolNode(
                    shape: .plus, center: Point(x: 200, y: 50), size: 64, style: .stroke(.black, width: 2),
                    item: item(3))),
            .symbol(
                SymbolNode(
                    shape: .triangleUp, center: Point(x: 300, y: 50), size: 300, style: .fill(.black), item: item(4))),
        ])
        #expect(hits(s, 50, 1.9) == [item(1)])
        #expect(hits(s, 50, 2.1).isEmpty)
        #expect(hits(s, 104, 0).isEmpty)  // 4 beyond the end, more than the half width 2
        #expect(hits(s, 101.5, 0) == [item(1)])
        #expect(hits(s, 57, 57) == [item(2)])  // 9.9 from the centre, r = 10
        #expect(hits(s, 58, 58).isEmpty)  // 11.3
        #expect(hits(s, 200, 54) == [item(3)])  // on the plus's vertical arm
        #expect(hits(s, 204, 54).isEmpty)  // between the arms
        #expect(hits(s, 300, 52) == [item(4)])
        #expect(hits(s, 312, 38).isEmpty)  // beside the apex, inside the bounding box
    }

    @Test func rotatedText() {
        // "abcd" at 10 pt, start/alphabetic, rotated 90° about (100, 50): box x 98…108, y 50…70.
        let s = scene([
            .text(
                TextNode(text: "abcd", position: Point(x: 100, y: 50), font: Font(size: 10), angle: 90, item: item(7)))
        ])
        #expect(hits(s, 103, 65) == [item(7)])
        #expect(hits(s, 110, 55).isEmpty)
        #expect(hits(s, 115, 48).isEmpty)  // inside the unrotated box only
        #expect(hits(s, 110, 55, tolerance: 2.5) == [item(7)])
        let middle = scene([
            .text(
                TextNode(
                    text: "ab", position: Point(x: 0, y: 0), font: Font(size: 20), anchor: .middle, baseline: .middle,
                    item: item(8)))
        ])
        #expect(hits(middle, -9, 9) == [item(8)])  // box x −10…10, y −10…10
        #expect(hits(middle, -11, 0).isEmpty)
        let empty = scene([.text(TextNode(text: "", position: .zero, item: item(9)))])
        #expect(hits(empty, 0, 0, tolerance: 5).isEmpty)
    }

    @Test func transformsScaleTheTolerance() {
        let child = SceneNode.rect(
            RectNode(rect: Rect(x: 0, y: 0, width: 10, height: 10), style: .fill(.black), item: item(1)))
        let s = scene([child], transform: AffineTransform.scale(x: 2, y: 2).concatenating(.translation(x: 100, y: 100)))
        #expect(hits(s, 115, 115) == [item(1)])  // the rect covers 100…120 in the scene
        #expect(hits(s, 125, 105).isEmpty)
        #expect(hits(s, 122, 110, tolerance: 2.5) == [item(1)])
        #expect(hits(s, 122, 110, tolerance: 1.5).isEmpty)
        let rotated = scene([child], transform: .rotation(degrees: 90))  // covers x −10…0, y 0…10
        #expect(hits(rotated, -5, 5) == [item(1)])
        #expect(hits(rotated, 5, 5).isEmpty)
        // Curves are flattened finely enough on screen even under a large scale: a circle of radius
        // 1 scaled to radius 1000, probed half a unit inside and outside its edge at 37.5° (midway
        // between the vertices of a coarse 15° flattening, whose chords would sag 8.6 units there).
        let circle = SceneNode.symbol(
            SymbolNode(shape: .circle, center: .zero, size: .pi, style: .fill(.black), item: item(2)))
        let huge = scene([circle], transform: .scale(x: 1000, y: 1000))
        let (c, sn) = (cos(37.5 * .pi / 180), sin(37.5 * .pi / 180))
        #expect(hits(huge, 999.5 * c, 999.5 * sn) == [item(2)])
        #expect(hits(huge, 1000.5 * c, 1000.5 * sn).isEmpty)
        let singular = scene([child], transform: .scale(x: 0, y: 1))
        #expect(hits(singular, 0, 5).isEmpty)
    }

    @Test func clipsHideWhatLiesOutside() {
        let child = SceneNode.rect(
            RectNode(rect: Rect(x: 0, y: 0, width: 10, height: 10), style: .fill(.black), item: item(1)))
        let s = scene([child], transform: .translation(x: 100, y: 100), clip: Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(hits(s, 103, 103) == [item(1)])
        #expect(hits(s, 107, 107).isEmpty)
        #expect(s.items(in: Rect(x: 106, y: 106, width: 10, height: 10), measurer: m).isEmpty)
        #expect(s.items(in: Rect(x: 104, y: 104, width: 10, height: 10), measurer: m) == [item(1)])
    }

    @Test func topmostFirstAndItemInheritance() {
        let below = SceneNode.rect(
            RectNode(rect: Rect(x: 0, y: 0, width: 50, height: 50), style: .fill(.black), item: item(1)))
        let above = SceneNode.rect(
            RectNode(rect: Rect(x: 25, y: 25, width: 50, height: 50), style: .fill(.black), item: item(2)))
        let axis = SceneNode.line(LineNode(from: Point(x: 0, y: 30), to: Point(x: 100, y: 30), style: .stroke(.black)))
        // A line series: the group's item covers its path and point symbols; one point has its own item.
        var path = Path()
        path.move(to: Point(x: 0, y: 40))
        path.line(to: Point(x: 100, y: 40))
        let series = SceneNode.group(
            Group(
                item: ItemID(mark: 1, series: "s"),
                children: [
                    .path(PathNode(path: path, style: .stroke(.black, width: 2))),
                    .symbol(SymbolNode(shape: .circle, center: Point(x: 40, y: 40), size: 50, style: .fill(.black))),
                    .symbol(
                        SymbolNode(
                            shape: .circle, center: Point(x: 60, y: 40), size: 50, style: .fill(.black), item: item(5))),
                ]))
        let s = scene([below, above, axis, series])
        #expect(hits(s, 30, 30) == [item(2), item(1)])  // the axis line has no item
        #expect(hits(s, 40, 40) == [ItemID(mark: 1, series: "s"), item(2), item(1)])  // reported once
        #expect(hits(s, 60, 40) == [item(5), ItemID(mark: 1, series: "s"), item(2)])
        #expect(hits(s, 400, 400).isEmpty)
        #expect(s.hitTest(Point(x: .nan, y: 0), measurer: m).isEmpty)
    }

    @Test func nearestItem() {
        let s = scene([
            .symbol(
                SymbolNode(shape: .circle, center: Point(x: 0, y: 0), size: .pi, style: .fill(.black), item: item(0))),
            .symbol(
                SymbolNode(shape: .circle, center: Point(x: 10, y: 0), size: .pi, style: .fill(.black), item: item(1))),
            .symbol(
                SymbolNode(shape: .circle, center: Point(x: 20, y: 0), size: .pi, style: .fill(.black), item: item(2))),
            .rect(RectNode(rect: Rect(x: 0, y: 50, width: 10, height: 10), style: .fill(.black))),
        ])
        #expect(s.nearestItem(to: Point(x: 12, y: 3), measurer: m) == item(1))
        #expect(s.nearestItem(to: Point(x: 10, y: 0), maxDistance: 0, measurer: m) == item(1))
        #expect(s.nearestItem(to: Point(x: 30, y: 0), maxDistance: 8.5, measurer: m) == nil)  // 9 from the edge
        #expect(s.nearestItem(to: Point(x: 30, y: 0), maxDistance: 9.5, measurer: m) == item(2))
        #expect(s.nearestItem(to: Point(x: 3, y: 55), measurer: m) == item(0))  // the rect has no item
        // Equidistant from items 0 and 1: the topmost (drawn later) wins.
        #expect(s.nearestItem(to: Point(x: 5, y: 0), measurer: m) == item(1))
        #expect(s.nearestItem(to: Point(x: 5, y: 0), maxDistance: -1, measurer: m) == nil)
        let scaled = scene(
            [.symbol(SymbolNode(shape: .circle, center: .zero, size: .pi, style: .fill(.black), item: item(3)))],
            transform: .scale(x: 10, y: 10))  // a circle of radius 10 in the scene
        #expect(scaled.nearestItem(to: Point(x: 14, y: 0), maxDistance: 4.5, measurer: m) == item(3))
        #expect(scaled.nearestItem(to: Point(x: 14, y: 0), maxDistance: 3.5, measurer: m) == nil)
    }

    @Test func itemsInRect() {
        // An L-shaped stroke whose bounding box covers the query rect although the stroke misses it.
        var corner = Path()
        corner.move(to: Point(x: 0, y: 0))
        corner.line(to: Point(x: 100, y: 0))
        corner.line(to: Point(x: 100, y: 100))
        var diagonal = Path()
        diagonal.move(to: Point(x: 0, y: 100))
        diagonal.line(to: Point(x: 100, y: 0))
        let s = scene([
            .path(PathNode(path: corner, style: .stroke(.black, width: 2), item: item(0, "corner"))),
            .path(PathNode(path: diagonal, style: .stroke(.black, width: 2), item: item(0, "diagonal"))),
            .symbol(
                SymbolNode(shape: .square, center: Point(x: 45, y: 45), size: 4, style: .fill(.black), item: item(1))),
            .symbol(
                SymbolNode(shape: .square, center: Point(x: 80, y: 80), size: 4, style: .fill(.black), item: item(2))),
            .text(TextNode(text: "ab", position: Point(x: 60, y: 30), font: Font(size: 10), item: item(3))),
        ])
        let selected = s.items(in: Rect(x: 40, y: 40, width: 20, height: 20), measurer: m)
        #expect(selected == [item(1), item(0, "diagonal")])
        // The text box spans 60…70 × 22…32.
        #expect(s.items(in: Rect(x: 58, y: 20, width: 4, height: 6), measurer: m) == [item(3)])
        #expect(s.items(in: Rect(x: 95, y: 40, width: 10, height: 10), measurer: m) == [item(0, "corner")])
        // A filled shape that encloses the whole query rect is selected too.
        let big = scene([
            .rect(RectNode(rect: Rect(x: 0, y: 0, width: 100, height: 100), style: .fill(.black), item: item(9)))
        ])
        #expect(big.items(in: Rect(x: 40, y: 40, width: 1, height: 1), measurer: m) == [item(9)])
        let rotated = scene(
            [.rect(RectNode(rect: Rect(x: 0, y: 0, width: 10, height: 10), style: .fill(.black), item: item(4)))],
            transform: AffineTransform.rotation(degrees: 45).concatenating(.translation(x: 200, y: 200)))
        // The rotated square is a diamond with its top corner at (200, 200) reaching x ±7.07.
        #expect(rotated.items(in: Rect(x: 201, y: 203, width: 1, height: 1), measurer: m) == [item(4)])
        #expect(rotated.items(in: Rect(x: 205, y: 200, width: 2, height: 2), measurer: m).isEmpty)
    }
}
