import Testing

@testable import ChartaScene

/// A text measurer with round numbers: each character is 0.5 em wide, ascent 0.8 em, descent 0.2 em.
struct HitTestFakeMeasurer: TextMeasurer {
    func width(of text: String, font: Font) -> Double { 0.5 * font.size * Double(text.count) }
    func ascent(of font: Font) -> Double { 0.8 * font.size }
    func descent(of font: Font) -> Double { 0.2 * font.size }
}

/// Bounds of every node kind; expected boxes worked out by hand.
@Suite struct SceneBoundsTests {
    let m = HitTestFakeMeasurer()

    func near(_ a: Rect?, _ b: Rect, _ eps: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < eps && abs(a.minY - b.minY) < eps && abs(a.maxX - b.maxX) < eps
            && abs(a.maxY - b.maxY) < eps
    }

    @Test func shapesGrowByHalfTheStroke() {
        let rect = RectNode(rect: Rect(x: 10, y: 10, width: -4, height: 6), style: .stroke(.black, width: 2))
        #expect(rect.bounds == Rect(x: 5, y: 9, width: 6, height: 8))
        let filled = RectNode(rect: Rect(x: 0, y: 0, width: 4, height: 6), style: .fill(.black))
        #expect(filled.bounds == Rect(x: 0, y: 0, width: 4, height: 6))
        let line = LineNode(from: Point(x: 0, y: 10), to: Point(x: 10, y: 0), style: .stroke(.black, width: 4))
        #expect(line.bounds == Rect(x: -2, y: -2, width: 14, height: 14))
        let noStroke = LineNode(
            from: .zero, to: Point(x: 1, y: 1), style: Style(stroke: nil, strokeWidth: 9))
        #expect(noStroke.bounds == Rect(x: 0, y: 0, width: 1, height: 1))
        var path = Path()
        path.move(to: .zero)
        path.cubic(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))
        #expect(
            PathNode(path: path, style: .stroke(.black, width: 1)).bounds
                == Rect(x: -0.5, y: -0.5, width: 11, height: 8.5))
        #expect(PathNode(path: Path(), style: .fill(.black)).bounds == nil)
        let square = SymbolNode(shape: .square, center: Point(x: 10, y: 10), size: 16, style: .stroke(.black))
        #expect(square.bounds == Rect(x: 7.5, y: 7.5, width: 5, height: 5))
        let circle = SymbolNode(shape: .circle, center: .zero, size: 100 * .pi, style: .fill(.black))
        #expect(near(circle.bounds, Rect(x: -10, y: -10, width: 20, height: 20), 1e-6))
    }

    @Test func textHonoursAnchorBaselineAndRotation() {
        // "abcd" at 10 pt: 20 wide, ascent 8, descent 2.
        func text(_ anchor: TextAnchor, _ baseline: TextBaseline, _ angle: Double = 0) -> Rect {
            TextNode(
                text: "abcd", position: Point(x: 100, y: 50), font: Font(size: 10), anchor: anchor,
                baseline: baseline, angle: angle
            ).bounds(measurer: m)
        }
        #expect(text(.start, .alphabetic) == Rect(x: 100, y: 42, width: 20, height: 10))
        #expect(text(.middle, .alphabetic) == Rect(x: 90, y: 42, width: 20, height: 10))
        #expect(text(.end, .alphabetic) == Rect(x: 80, y: 42, width: 20, height: 10))
        #expect(text(.start, .top) == Rect(x: 100, y: 50, width: 20, height: 10))
        #expect(text(.start, .middle) == Rect(x: 100, y: 45, width: 20, height: 10))
        #expect(text(.start, .bottom) == Rect(x: 100, y: 40, width: 20, height: 10))
        // Rotated 90° clockwise about (100, 50): (dx, dy) ↦ (−dy, dx).
        #expect(near(text(.start, .alphabetic, 90), Rect(x: 98, y: 50, width: 10, height: 20)))
        #expect(near(text(.end, .alphabetic, -90), Rect(x: 92, y: 50, width: 10, height: 20)))
    }

    @Test func groupsTransformAndClip() {
        let child = SceneNode.rect(RectNode(rect: Rect(x: 0, y: 0, width: 10, height: 20), style: .fill(.black)))
        let moved = Group(transform: .translation(x: 5, y: 7), children: [child])
        #expect(moved.bounds(measurer: m) == Rect(x: 5, y: 7, width: 10, height: 20))
        let clipped = Group(
            transform: .translation(x: 5, y: 7), clip: Rect(x: 0, y: 0, width: 4, height: 100), children: [child])
        #expect(clipped.bounds(measurer: m) == Rect(x: 5, y: 7, width: 4, height: 20))
        let rotated = Group(transform: .rotation(degrees: 90), children: [child])
        #expect(near(rotated.bounds(measurer: m), Rect(x: -20, y: 0, width: 20, height: 10)))
        let outside = Group(clip: Rect(x: 50, y: 50, width: 1, height: 1), children: [child])
        #expect(outside.bounds(measurer: m) == nil)
        #expect(Group().bounds(measurer: m) == nil)
        let scene = Scene(
            size: Size(width: 100, height: 100),
            root: Group(children: [
                .group(moved),
                .line(LineNode(from: Point(x: -1, y: 0), to: Point(x: 0, y: 0), style: .stroke(.black, width: 0))),
            ]))
        #expect(scene.bounds(measurer: m) == Rect(x: -1, y: 0, width: 16, height: 27))
    }

    @Test func roundedRectPathAndClamping() throws {
        // Overlapping radii shrink together (CSS Backgrounds 3 §5.5); bad radii become 0.
        let radii = CornerRadii(topLeft: 30, topRight: 10, bottomRight: -5, bottomLeft: .nan)
        #expect(radii.clamped(toFit: Size(width: 20, height: 100)) == CornerRadii(topLeft: 15, topRight: 5))
        let untouched = CornerRadii(topLeft: 4, bottomRight: 2)
        #expect(untouched.clamped(toFit: Size(width: 20, height: 20)) == untouched)
        #expect(CornerRadii(all: 3).clamped(toFit: Size(width: .nan, height: 10)) == .zero)
        var path = Path()
        path.addRoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), cornerRadii: CornerRadii(all: 5))
        #expect(path.verbs.filter { $0 == .cubic }.count == 4)
        let b = try #require(path.bounds)
        #expect(near(b, Rect(x: 0, y: 0, width: 40, height: 20)))
        var square = Path()
        square.addRoundedRect(Rect(x: 0, y: 0, width: 4, height: 4), cornerRadii: .zero)
        #expect(square.verbs == [.move, .line, .line, .line, .close])
    }
}
