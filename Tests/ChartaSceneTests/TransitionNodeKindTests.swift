import Testing

@testable import ChartaScene

/// Every node kind at t = 0, ½ and 1 of a linear transition: the end points exactly, the midpoint halfway.
@Suite struct TransitionNodeKindTests {
    func frame(_ a: SceneNode, _ b: SceneNode, _ t: Double) -> SceneNode? {
        let scene = { (node: SceneNode) in Scene(size: Size(width: 100, height: 100), root: Group(children: [node])) }
        return Transition(from: scene(a), to: scene(b), easing: .linear).scene(at: t).root.children.first
    }

    let id = ItemID(row: 1)

    var pairs: [(SceneNode, SceneNode)] {
        var p0 = Path()
        p0.move(to: Point(x: 0, y: 0))
        p0.line(to: Point(x: 10, y: 20))
        var p1 = Path()
        p1.move(to: Point(x: 10, y: 40))
        p1.line(to: Point(x: 30, y: 60))
        return [
            (
                .rect(RectNode(rect: Rect(x: 0, y: 80, width: 10, height: 0), style: .fill(.black), item: id)),
                .rect(RectNode(rect: Rect(x: 0, y: 40, width: 10, height: 40), style: .fill(.white), item: id))
            ),
            (
                .path(PathNode(path: p0, style: .fill(.black), item: id)),
                .path(PathNode(path: p1, style: .fill(.black), item: id))
            ),
            (
                .line(LineNode(from: Point(x: 0, y: 0), to: Point(x: 0, y: 10), style: .stroke(.black), item: id)),
                .line(LineNode(from: Point(x: 20, y: 0), to: Point(x: 20, y: 30), style: .stroke(.black), item: id))
            ),
            (
                .text(TextNode(text: "a", position: Point(x: 0, y: 0), item: id)),
                .text(TextNode(text: "b", position: Point(x: 40, y: 20), item: id))
            ),
            (
                .symbol(
                    SymbolNode(shape: .circle, center: Point(x: 0, y: 0), size: 16, style: .fill(.black), item: id)),
                .symbol(
                    SymbolNode(shape: .circle, center: Point(x: 10, y: 10), size: 64, style: .fill(.black), item: id))
            ),
            (
                .group(Group(item: id, transform: .translation(x: 0, y: 0), opacity: 0.2)),
                .group(Group(item: id, transform: .translation(x: 10, y: 30), opacity: 0.6))
            ),
        ]
    }

    @Test func everyKindKeepsItsEndsAndMeetsHalfway() throws {
        for (a, b) in pairs {
            #expect(frame(a, b, 0) == a)
            #expect(frame(a, b, 1) == b)
            let half = try #require(frame(a, b, 0.5))
            switch (a, b, half) {
            case (.rect(let x), .rect(let y), .rect(let h)):
                #expect(h.rect == Rect(x: 0, y: 60, width: 10, height: 20))
                #expect(h.style.fill == .color(Color(red: 0.5, green: 0.5, blue: 0.5)))
                #expect(x.rect.height < h.rect.height && h.rect.height < y.rect.height)
            case (.path, .path, .path(let h)):
                #expect(h.path.points == [Point(x: 5, y: 20), Point(x: 20, y: 40)])
            case (.line, .line, .line(let h)):
                #expect(h.from == Point(x: 10, y: 0) && h.to == Point(x: 10, y: 20))
            case (.text, .text, .text(let h)):
                #expect(h.position == Point(x: 20, y: 10) && h.text == "b")
            case (.symbol, .symbol, .symbol(let h)):
                #expect(h.center == Point(x: 5, y: 5) && h.size == 40)
            case (.group, .group, .group(let h)):
                #expect(h.transform == .translation(x: 5, y: 15))
                #expect(abs(h.opacity - 0.4) < 1e-12)
            default:
                Issue.record("kind changed: \(half)")
            }
        }
    }
}
