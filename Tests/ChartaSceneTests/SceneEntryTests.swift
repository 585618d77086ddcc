import Testing

@testable import ChartaScene

/// The first frame of an entry animation: effects apply to the data layer groups (role mark with an
/// id) in depth-first order, and to nothing else.
@Suite struct SceneEntryTests {
    static let bar = SceneNode.rect(
        RectNode(rect: Rect(x: 10, y: 20, width: 5, height: 40), cornerRadii: CornerRadii(all: 2), style: .fill(.black))
    )
    static let area: SceneNode = {
        var path = Path()
        path.move(to: Point(x: 0, y: 10))
        path.line(to: Point(x: 30, y: 5))
        path.line(to: Point(x: 30, y: 60))
        path.close()
        return .path(PathNode(path: path, style: .fill(.black)))
    }()

    static func layer(_ id: String, _ children: [SceneNode], opacity: Double = 1) -> SceneNode {
        .group(Group(id: id, role: .mark, opacity: opacity, children: children))
    }

    /// A brush (role mark, no id) between two layers, and a third layer nested in a cell group.
    let scene = Scene(
        size: Size(width: 100, height: 100),
        root: Group(children: [
            layer("layer0", [bar]),
            .group(Group(role: .mark, children: [bar])),
            layer("layer1", [area], opacity: 0.5),
            .group(Group(transform: .translation(x: 50, y: 0), children: [layer("layer0", [bar, area])])),
            .group(Group(role: .annotation, children: [bar])),
        ]))

    func children(_ scene: Scene) -> [SceneNode] { scene.root.children }

    @Test func effectsApplyToLayerGroupsInOrder() throws {
        let start = scene.entryStart(
            EntryAnimation(duration: 1, easing: .linear, layers: [.growY(baseline: 60), .fade, .growX(baseline: 12)]))
        guard case .group(let first) = children(start)[0], case .rect(let flat) = first.children[0] else {
            Issue.record("no first layer")
            return
        }
        #expect(flat.rect == Rect(x: 10, y: 60, width: 5, height: 0) && flat.cornerRadii == .zero)
        #expect(children(start)[1] == children(scene)[1])  // the brush is no data layer
        guard case .group(let second) = children(start)[2] else { return }
        #expect(second.opacity == 0 && second.children == [Self.area])
        guard case .group(let cell) = children(start)[3], case .group(let third) = cell.children[0],
            case .rect(let side) = third.children[0], case .path(let path) = third.children[1]
        else {
            Issue.record("no nested layer")
            return
        }
        #expect(side.rect == Rect(x: 12, y: 20, width: 0, height: 40))
        #expect(path.path.points.allSatisfy { $0.x == 12 })
        // Item labels fade in with the layers.
        guard case .group(let label) = children(start)[4] else { return }
        #expect(label.opacity == 0 && label.children == [Self.bar])
    }

    @Test func missingOrNilEffectsLeaveLayersAsTheyAre() {
        #expect(scene.entryStart(EntryAnimation(duration: 1, easing: .linear, layers: [])) == scene)
        #expect(scene.entryStart(EntryAnimation(duration: 1, easing: .linear, layers: [nil, nil, nil])) == scene)
        let some = scene.entryStart(EntryAnimation(duration: 1, easing: .linear, layers: [nil, .fade]))
        #expect(children(some)[0] == children(scene)[0] && children(some)[3] == children(scene)[3])
        #expect(children(some)[2] != children(scene)[2])
    }

    @Test func samplesFollowTheEasingAndDurationIsSanitised() {
        let animation = EntryAnimation(duration: -3, easing: .quadIn, layers: [])
        #expect(animation.duration == 0 && EntryAnimation(duration: .nan, easing: .linear, layers: []).duration == 0)
        let samples = animation.easedSamples(count: 5)
        #expect(samples == [0, 0.0625, 0.25, 0.5625, 1])
        #expect(animation.easedSamples(count: 0).count == 2)
        #expect(EntryAnimation.Effect.growY(baseline: 7).collapse?.apply(Point(x: 3, y: 40)) == Point(x: 3, y: 7))
        #expect(EntryAnimation.Effect.fade.collapse == nil)
    }
}

/// Item labels (annotation groups) move with their items in a transition, like the page's script moves
/// them; axis labels are structure and come from the target.
@Suite struct TransitionAnnotationTests {
    static func scene(_ x: Double) -> Scene {
        let label = TextNode(text: "7", position: Point(x: x, y: 10), font: Font(size: 12))
        return Scene(
            size: Size(width: 100, height: 100),
            root: Group(children: [
                .group(Group(role: .axis, children: [.group(Group(role: .axisLabel, children: [.text(label)]))])),
                .group(Group(role: .annotation, children: [.text(label)])),
            ]))
    }

    @Test func annotationsInterpolateAndAxisLabelsDoNot() throws {
        let half = Transition(from: Self.scene(10), to: Self.scene(50), easing: .linear).scene(at: 0.5)
        func x(_ node: SceneNode) -> Double? {
            if case .text(let t) = node { return t.position.x }
            if case .group(let g) = node { return g.children.first.flatMap(x) }
            return nil
        }
        #expect(x(half.root.children[0]) == 50)
        #expect(x(half.root.children[1]) == 30)
    }
}
