/// The identity of a data-item node across two scenes: its item id, node kind and how many nodes of that
/// kind with that id came before it (in depth-first order).
struct TransitionItemKey: Hashable {
    var id: ItemID
    var kind: UInt8
    var occurrence: Int
}

/// A scene node with its item key (nil for structure) and, for groups, its keyed children.
struct KeyedNode {
    var node: SceneNode
    var key: TransitionItemKey?
    var children: [KeyedNode]
}

/// A scene as a keyed tree, with an index of its item nodes.
struct KeyedScene {
    var root: KeyedNode
    var items: [TransitionItemKey: KeyedNode]

    /// Keys every item node of `scene` in depth-first order.
    init(_ scene: Scene) {
        var counts: [TransitionItemKey: Int] = [:]
        var items: [TransitionItemKey: KeyedNode] = [:]
        func keyed(_ node: SceneNode) -> KeyedNode {
            var key: TransitionItemKey?
            if let id = node.item {
                let base = TransitionItemKey(id: id, kind: node.kindCode, occurrence: 0)
                let occurrence = counts[base, default: 0]
                counts[base] = occurrence + 1
                key = TransitionItemKey(id: id, kind: node.kindCode, occurrence: occurrence)
            }
            var children: [KeyedNode] = []
            if case .group(let group) = node { children = group.children.map(keyed) }
            let result = KeyedNode(node: node, key: key, children: children)
            if let key { items[key] = result }
            return result
        }
        root = keyed(.group(scene.root))
        self.items = items
    }
}

/// Where a structure (non-item) node sits among its siblings, for matching it with its counterpart.
enum TransitionSlot: Hashable {
    /// A group with an `id`.
    case id(String)
    /// A group without an id, by role, mark type, orientation and order among such siblings.
    case group(role: Role?, markType: MarkType?, orient: Edge?, occurrence: Int)
    /// A primitive, by kind and order among siblings of that kind.
    case primitive(kind: UInt8, occurrence: Int)

    /// The slots of `children`, nil for item nodes (which are matched by key instead).
    static func slots(of children: [KeyedNode]) -> [TransitionSlot?] {
        var counts: [TransitionSlot: Int] = [:]
        return children.map { child in
            guard child.key == nil else { return nil }
            let base: TransitionSlot
            switch child.node {
            case .group(let g):
                if let id = g.id { return .id(id) }
                base = .group(role: g.role, markType: g.markType, orient: g.orient, occurrence: 0)
            default:
                base = .primitive(kind: child.node.kindCode, occurrence: 0)
            }
            let n = counts[base, default: 0]
            counts[base] = n + 1
            return base.withOccurrence(n)
        }
    }

    private func withOccurrence(_ n: Int) -> TransitionSlot {
        switch self {
        case .id: self
        case .group(let role, let markType, let orient, _):
            .group(role: role, markType: markType, orient: orient, occurrence: n)
        case .primitive(let kind, _): .primitive(kind: kind, occurrence: n)
        }
    }
}

extension SceneNode {
    /// A small number per case, used to match only nodes of the same kind.
    var kindCode: UInt8 {
        switch self {
        case .group: 0
        case .rect: 1
        case .path: 2
        case .line: 3
        case .text: 4
        case .symbol: 5
        case .image: 6
        }
    }
}
