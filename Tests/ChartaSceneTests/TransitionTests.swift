import Foundation
import Testing

@testable import ChartaScene

/// Scenes and probes shared by the transition tests.
enum TransitionFixtures {
    /// Every node that carries an item id, with the opacity it is drawn with (its own times its groups').
    struct DrawnItem {
        var node: SceneNode
        var effectiveOpacity: Double
    }

    static func drawnItems(_ scene: Scene) -> [ItemID: [DrawnItem]] {
        var result: [ItemID: [DrawnItem]] = [:]
        func walk(_ node: SceneNode, _ inherited: Double) {
            var opacity = inherited
            switch node {
            case .group(let g): opacity *= g.opacity
            case .rect(let n): opacity *= n.style.opacity
            case .path(let n): opacity *= n.style.opacity
            case .line(let n): opacity *= n.style.opacity
            case .text(let n): opacity *= n.style.opacity
            case .symbol(let n): opacity *= n.style.opacity
            case .image(let n): opacity *= n.opacity
            }
            if let id = node.item { result[id, default: []].append(DrawnItem(node: node, effectiveOpacity: opacity)) }
            if case .group(let g) = node { for child in g.children { walk(child, opacity) } }
        }
        walk(.group(scene.root), 1)
        return result
    }

    static func bar(_ row: Int, x: Double, height: Double, color: Color = .systemBlue) -> SceneNode {
        .rect(
            RectNode(
                rect: Rect(x: x, y: 100 - height, width: 10, height: height), style: .fill(color),
                item: ItemID(row: row)))
    }

    static func axis(_ labels: [String]) -> SceneNode {
        var children: [SceneNode] = [
            .line(LineNode(from: Point(x: 0, y: 100), to: Point(x: 100, y: 100), style: .stroke(.gray)))
        ]
        for (i, label) in labels.enumerated() {
            children.append(.text(TextNode(text: label, position: Point(x: Double(i) * 20, y: 112))))
        }
        return .group(Group(role: .axis, orient: .bottom, children: children))
    }

    static func barScene(_ bars: [SceneNode], labels: [String], plotX: Double = 0) -> Scene {
        let marks = Group(role: .mark, markType: .rect, transform: .translation(x: plotX, y: 0), children: bars)
        return Scene(size: Size(width: 200, height: 120), root: Group(children: [axis(labels), .group(marks)]))
    }
}

@Suite struct TransitionTests {
    // Rows 0, 1, 2 before; rows 1, 2, 3 after: row 0 exits, rows 1 and 2 update, row 3 enters.
    let before = TransitionFixtures.barScene(
        [
            TransitionFixtures.bar(0, x: 0, height: 20), TransitionFixtures.bar(1, x: 20, height: 40),
            TransitionFixtures.bar(2, x: 40, height: 60, color: .systemRed),
        ],
        labels: ["a", "b", "c"])
    let after = TransitionFixtures.barScene(
        [
            TransitionFixtures.bar(1, x: 0, height: 80),
            TransitionFixtures.bar(2, x: 20, height: 20, color: .systemGreen),
            TransitionFixtures.bar(3, x: 40, height: 50),
        ],
        labels: ["b", "c", "d"], plotX: 30)

    func rect(_ items: [ItemID: [TransitionFixtures.DrawnItem]], _ row: Int) throws -> RectNode {
        let drawn = try #require(items[ItemID(row: row)]?.first)
        guard case .rect(let r) = drawn.node else { throw TransitionTestError.wrongKind }
        return r
    }

    @Test func atZeroMatchedAndExitingItemsEqualFrom() throws {
        let frame = Transition(from: before, to: after).scene(at: 0)
        let items = TransitionFixtures.drawnItems(frame)
        let old = TransitionFixtures.drawnItems(before)
        for row in 0...2 {
            #expect(items[ItemID(row: row)]?.first?.node == old[ItemID(row: row)]?.first?.node)
            #expect(items[ItemID(row: row)]?.first?.effectiveOpacity == 1)
        }
        #expect(items[ItemID(row: 3)]?.first?.effectiveOpacity == 0)  // entering, invisible
        // The plot group still has the old transform, so old bars stay where they were.
        guard case .group(let marks) = frame.root.children[1] else { throw TransitionTestError.wrongKind }
        #expect(marks.transform == .identity)
        // Structure (the axis) comes from the target.
        #expect(frame.root.children[0] == after.root.children[0])
    }

    @Test func atOneTheResultIsExactlyTo() {
        let transition = Transition(from: before, to: after, easing: .elasticOut())
        #expect(transition.scene(at: 1) == after)
        #expect(transition.scene(at: 3) == after)
        #expect(transition.scene(at: .infinity) == after)
        #expect(TransitionFixtures.drawnItems(transition.scene(at: 1))[ItemID(row: 0)] == nil)  // exiting item dropped
    }

    @Test func halfwayWithLinearEasing() throws {
        let frame = Transition(from: before, to: after, easing: .linear).scene(at: 0.5)
        let items = TransitionFixtures.drawnItems(frame)
        // Row 1: x 20 → 0, height 40 → 80 (y 60 → 20).
        #expect(try rect(items, 1).rect == Rect(x: 10, y: 40, width: 10, height: 60))
        // Row 2: colour from systemRed (255, 59, 48) to systemGreen (52, 199, 89), channel by channel.
        let colour = try #require(try rect(items, 2).style.fill)
        let expected = Color(
            red: (255.0 + 52) / 2 / 255, green: (59.0 + 199) / 2 / 255, blue: (48.0 + 89) / 2 / 255)
        guard case .color(let c) = colour else { throw TransitionTestError.wrongKind }
        #expect(abs(c.red - expected.red) < 1e-12 && abs(c.green - expected.green) < 1e-12)
        #expect(abs(c.blue - expected.blue) < 1e-12 && c.alpha == 1)
        // Exiting row 0 is half faded and unmoved; entering row 3 half faded in at its target.
        #expect(items[ItemID(row: 0)]?.first?.effectiveOpacity == 0.5)
        #expect(try rect(items, 0).rect == Rect(x: 0, y: 80, width: 10, height: 20))
        #expect(items[ItemID(row: 3)]?.first?.effectiveOpacity == 0.5)
        #expect(try rect(items, 3).rect == Rect(x: 40, y: 50, width: 10, height: 50))
        // The plot group's translation is halfway.
        guard case .group(let marks) = frame.root.children[1] else { throw TransitionTestError.wrongKind }
        #expect(marks.transform == .translation(x: 15, y: 0))
        #expect(marks.children.count == 4)
    }

    @Test func defaultEasingIsCubicInOut() throws {
        // d3-ease cubicInOut(0.25) = cubicIn(0.5) / 2 = 0.0625.
        let transition = Transition(from: before, to: after)
        #expect(transition.easing == .cubicInOut)
        let items = TransitionFixtures.drawnItems(transition.scene(at: 0.25))
        #expect(try rect(items, 1).rect.origin.x == 20 - 20 * 0.0625)
        #expect(items[ItemID(row: 3)]?.first?.effectiveOpacity == 0.0625)
    }

    @Test func badTimesAreClamped() {
        let transition = Transition(from: before, to: after)
        #expect(transition.scene(at: .nan) == transition.scene(at: 0))
        #expect(transition.scene(at: -4) == transition.scene(at: 0))
    }

    @Test func crossFadeKeepsBothAxes() throws {
        let transition = Transition(from: before, to: after, easing: .linear, structure: .crossFade)
        let frame = transition.scene(at: 0.5)
        guard case .group(let axis) = frame.root.children[0] else { throw TransitionTestError.wrongKind }
        let texts = axis.children.compactMap { node -> TextNode? in
            if case .text(let t) = node { return t } else { return nil }
        }
        #expect(texts.map(\.text) == ["a", "b", "c", "b", "c", "d"])
        #expect(texts.allSatisfy { $0.style.opacity == 0.5 })
        #expect(transition.scene(at: 1) == after)
        // Without cross-fading only the target's labels are drawn.
        let plain = Transition(from: before, to: after, easing: .linear).scene(at: 0.5)
        #expect(plain.root.children[0] == after.root.children[0])
    }

    @Test func itemsWithTheSameIDMatchByKindAndOrder() throws {
        let id = ItemID(mark: 2, row: 7)
        func scene(_ x: Double, _ label: String) -> Scene {
            Scene(
                size: Size(width: 100, height: 100),
                root: Group(children: [
                    .rect(RectNode(rect: Rect(x: x, y: 0, width: 5, height: 5), style: .fill(.black), item: id)),
                    .text(TextNode(text: label, position: Point(x: x, y: 10), item: id)),
                ]))
        }
        let frame = Transition(from: scene(0, "old"), to: scene(10, "new"), easing: .linear).scene(at: 0.75)
        let drawn = try #require(TransitionFixtures.drawnItems(frame)[id])
        #expect(drawn.count == 2)
        guard case .rect(let r) = drawn[0].node, case .text(let t) = drawn[1].node else {
            throw TransitionTestError.wrongKind
        }
        #expect(r.rect.origin.x == 7.5)
        #expect(t.position.x == 7.5 && t.text == "new")
    }

    @Test func removedLayerFadesOutAndNewLayerFadesIn() throws {
        let dots = Group(
            role: .mark, markType: .symbol,
            children: [
                .symbol(
                    SymbolNode(
                        shape: .circle, center: Point(x: 5, y: 5), size: 20, style: .fill(.black),
                        item: ItemID(mark: 1, row: 0)))
            ])
        let withDots = Scene(size: Size(width: 50, height: 50), root: Group(children: [.group(dots)]))
        let empty = Scene(size: Size(width: 50, height: 50), root: Group(children: []))
        let out = Transition(from: withDots, to: empty, easing: .linear)
        #expect(
            TransitionFixtures.drawnItems(out.scene(at: 0.25))[ItemID(mark: 1, row: 0)]?.first?.effectiveOpacity == 0.75
        )
        #expect(out.scene(at: 0).root.children == [.group(dots)])
        #expect(out.scene(at: 1) == empty)
        let into = Transition(from: empty, to: withDots, easing: .linear)
        #expect(
            TransitionFixtures.drawnItems(into.scene(at: 0.25))[ItemID(mark: 1, row: 0)]?.first?.effectiveOpacity
                == 0.25)
    }

    @Test func transitionIsCodable() throws {
        let transition = Transition(from: before, to: after, easing: .backOut(overshoot: 2), structure: .crossFade)
        let data = try JSONEncoder().encode(transition)
        #expect(try JSONDecoder().decode(Transition.self, from: data) == transition)
    }
}

enum TransitionTestError: Error { case wrongKind }
