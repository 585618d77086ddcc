import ChartaScales
import Foundation
import Testing

@testable import ChartaScene

@Suite struct TransitionInterpolateTests {
    func single(_ node: SceneNode) -> Scene {
        Scene(size: Size(width: 100, height: 100), root: Group(children: [node]))
    }

    func frame(_ a: SceneNode, _ b: SceneNode, _ t: Double) -> SceneNode? {
        Transition(from: single(a), to: single(b), easing: .linear).scene(at: t).root.children.first
    }

    func polyline(_ points: [(Double, Double)], id: ItemID = ItemID(series: "s")) -> SceneNode {
        var path = Path()
        for (i, p) in points.enumerated() {
            if i == 0 { path.move(to: Point(x: p.0, y: p.1)) } else { path.line(to: Point(x: p.0, y: p.1)) }
        }
        return .path(PathNode(path: path, style: .stroke(.black), item: id))
    }

    @Test func pathsWithTheSameVerbsMovePointByPoint() throws {
        let a = polyline([(0, 0), (10, 10), (20, 0)])
        let b = polyline([(0, 10), (10, 30), (40, 10)])
        guard case .path(let mid) = try #require(frame(a, b, 0.25)) else { throw TransitionTestError.wrongKind }
        #expect(mid.path.verbs == [.move, .line, .line])
        #expect(mid.path.points == [Point(x: 0, y: 2.5), Point(x: 10, y: 15), Point(x: 25, y: 2.5)])
    }

    @Test func curvesInterpolateControlPointsToo() throws {
        var p = Path()
        p.move(to: .zero)
        p.quad(to: Point(x: 10, y: 0), control: Point(x: 5, y: 5))
        p.cubic(to: Point(x: 20, y: 0), control1: Point(x: 12, y: 4), control2: Point(x: 18, y: 4))
        p.close()
        let q = p.applying(.translation(x: 0, y: 10))
        let a = SceneNode.path(PathNode(path: p, style: .fill(.black), item: ItemID()))
        let b = SceneNode.path(PathNode(path: q, style: .fill(.black), item: ItemID()))
        guard case .path(let mid) = try #require(frame(a, b, 0.5)) else { throw TransitionTestError.wrongKind }
        #expect(mid.path == p.applying(.translation(x: 0, y: 5)))
    }

    @Test func pathsWithDifferentVerbsSwitchHalfway() throws {
        let a = polyline([(0, 0), (10, 10)])
        let b = polyline([(0, 10), (10, 30), (40, 10)])
        #expect(frame(a, b, 0.49) == a)
        #expect(frame(a, b, 0.5) == b)
    }

    @Test func gradientStopsInterpolateWhenCountsMatch() throws {
        func node(_ c0: Color, _ c1: Color, extra: Bool = false) -> SceneNode {
            var stops = [GradientStop(offset: 0, color: c0), GradientStop(offset: 1, color: c1)]
            if extra { stops.append(GradientStop(offset: 1, color: .black)) }
            let paint = Paint.linearGradient(LinearGradient(start: .zero, end: Point(x: 0, y: 10), stops: stops))
            return .rect(
                RectNode(rect: Rect(x: 0, y: 0, width: 10, height: 10), style: Style(fill: paint), item: ItemID()))
        }
        let a = node(.white, .black)
        let b = node(.black, .white)
        guard case .rect(let mid) = try #require(frame(a, b, 0.5)),
            case .linearGradient(let g)? = mid.style.fill
        else { throw TransitionTestError.wrongKind }
        #expect(
            g.stops.map(\.color) == [Color(red: 0.5, green: 0.5, blue: 0.5), Color(red: 0.5, green: 0.5, blue: 0.5)])
        // Different stop counts switch at t = 0.5.
        let c = node(.black, .white, extra: true)
        #expect(frame(a, c, 0.3) == frame(a, a, 0.3))
        #expect(frame(a, c, 0.6) == c)
    }

    @Test func missingFillFadesFromTransparent() throws {
        let a = SceneNode.symbol(SymbolNode(shape: .circle, center: .zero, size: 10, style: Style(), item: ItemID()))
        let b = SceneNode.symbol(
            SymbolNode(shape: .square, center: Point(x: 10, y: 0), size: 30, style: .fill(.systemBlue), item: ItemID()))
        guard case .symbol(let mid) = try #require(frame(a, b, 0.5)) else { throw TransitionTestError.wrongKind }
        #expect(mid.style.fill == .color(Color.systemBlue.opacity(0.5)))
        #expect(mid.center == Point(x: 5, y: 0) && mid.size == 20 && mid.shape == .square)
        #expect(frame(a, b, 0) == a)
    }

    @Test func textMovesAndSwitchesItsStringHalfway() throws {
        let a = SceneNode.text(TextNode(text: "10", position: Point(x: 0, y: 0), angle: 0, item: ItemID(row: 1)))
        let b = SceneNode.text(
            TextNode(text: "20", position: Point(x: 8, y: 4), font: Font(size: 14), angle: -90, item: ItemID(row: 1)))
        guard case .text(let early) = try #require(frame(a, b, 0.25)) else { throw TransitionTestError.wrongKind }
        #expect(early.text == "10" && early.position == Point(x: 2, y: 1) && early.angle == -22.5)
        #expect(early.font.size == 11)
        guard case .text(let late) = try #require(frame(a, b, 0.75)) else { throw TransitionTestError.wrongKind }
        #expect(late.text == "20")
    }

    @Test func dataGroupsMatchTheirChildren() throws {
        // A line series: a group with the series id holding the line (no id) and its points (with ids).
        func series(_ ys: [Double], opacity: Double = 1) -> Scene {
            var children: [SceneNode] = [
                {
                    guard case .path(var p) = polyline(ys.enumerated().map { (Double($0.offset) * 10, $0.element) })
                    else { return .group(Group()) }
                    p.item = nil
                    return .path(p)
                }()
            ]
            for (i, y) in ys.enumerated() {
                children.append(
                    .symbol(
                        SymbolNode(
                            shape: .circle, center: Point(x: Double(i) * 10, y: y), size: 16, style: .fill(.black),
                            item: ItemID(series: "s", row: i))))
            }
            let line = Group(item: ItemID(series: "s"), opacity: opacity, children: children)
            return Scene(size: Size(width: 100, height: 100), root: Group(children: [.group(line)]))
        }
        let transition = Transition(from: series([0, 10, 20]), to: series([20, 10], opacity: 0.5), easing: .linear)
        let frame = transition.scene(at: 0.5)
        guard case .group(let line) = frame.root.children[0], case .path(let path) = line.children[0] else {
            throw TransitionTestError.wrongKind
        }
        #expect(line.opacity == 0.75)
        // The line has a different point count, so it switches: at t = 0.5 it is the target's.
        #expect(path.path.points == [Point(x: 0, y: 20), Point(x: 10, y: 10)])
        let items = TransitionFixtures.drawnItems(frame)
        guard case .symbol(let first)? = items[ItemID(series: "s", row: 0)]?.first?.node else {
            throw TransitionTestError.wrongKind
        }
        #expect(first.center == Point(x: 0, y: 10))
        // Row 2 exits inside the series group, half faded.
        #expect(items[ItemID(series: "s", row: 2)]?.first?.effectiveOpacity == 0.75 * 0.5)
        #expect(transition.scene(at: 0) == transition.from)
        #expect(transition.scene(at: 1) == transition.to)
    }

    @Test func nonFiniteValuesSwitchInsteadOfTurningNaN() throws {
        let a = SceneNode.line(
            LineNode(from: Point(x: .nan, y: 0), to: Point(x: 1, y: 1), style: .stroke(.black), item: ItemID()))
        let b = SceneNode.line(
            LineNode(from: Point(x: 5, y: 0), to: Point(x: .infinity, y: 1), style: .stroke(.black), item: ItemID()))
        guard case .line(let early) = try #require(frame(a, b, 0.25)) else { throw TransitionTestError.wrongKind }
        #expect(early.from.x.isNaN && early.to.x == 1)
        guard case .line(let late) = try #require(frame(a, b, 0.75)) else { throw TransitionTestError.wrongKind }
        #expect(late.from.x == 5 && late.to.x == .infinity)
    }

    @Test func malformedDecodedPathsDoNotTrap() throws {
        let json = #"{"verbs":[0,3],"points":[{"x":0,"y":0}]}"#
        let broken = try JSONDecoder().decode(Path.self, from: Data(json.utf8))
        let a = SceneNode.path(PathNode(path: broken, style: .fill(.black), item: ItemID()))
        let b = SceneNode.path(
            PathNode(path: broken.applying(.translation(x: 1, y: 1)), style: .fill(.black), item: ItemID()))
        #expect(frame(a, b, 0.3) == a)
    }

    /// Random bar scenes: at t = 0 every old item is drawn as it was, at t = 1 the result is the target, and in
    /// between every opacity stays in 0…1 and every number stays finite, whatever the easing.
    @Test func randomScenesKeepTheEndpointsAndStayInRange() throws {
        var rng = SeededGenerator(seed: 20_240_611)
        func randomScene() -> Scene {
            var bars: [SceneNode] = []
            for row in 0..<12 where rng.unit() < 0.6 {
                let colour = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: rng.unit())
                bars.append(TransitionFixtures.bar(row, x: rng.unit() * 100, height: rng.unit() * 100, color: colour))
            }
            return TransitionFixtures.barScene(bars, labels: ["x"], plotX: rng.unit() * 20)
        }
        for easing in [Easing.linear, .cubicInOut, .backInOut(), .elasticOut(), .bounceOut] {
            for _ in 0..<20 {
                let (a, b) = (randomScene(), randomScene())
                let transition = Transition(from: a, to: b, easing: easing)
                #expect(transition.scene(at: 1) == b)
                let start = TransitionFixtures.drawnItems(transition.scene(at: 0))
                for (id, drawn) in TransitionFixtures.drawnItems(a) {
                    #expect(start[id]?.first?.node == drawn.first?.node)
                }
                for t in [0.1, 0.35, 0.5, 0.8, 0.99] {
                    for (_, drawn) in TransitionFixtures.drawnItems(transition.scene(at: t)) {
                        for item in drawn {
                            #expect(item.effectiveOpacity >= 0 && item.effectiveOpacity <= 1)
                            guard case .rect(let r) = item.node else { continue }
                            #expect(r.rect.origin.x.isFinite && r.rect.size.height.isFinite)
                        }
                    }
                }
            }
        }
    }
}
