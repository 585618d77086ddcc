@testable import Charta

/// Small queries over a scene for layout tests.
extension Group {
    /// All groups (this one included) with the role, depth first.
    func groups(role: Role) -> [Group] {
        var found: [Group] = self.role == role ? [self] : []
        for case .group(let g) in children { found += g.groups(role: role) }
        return found
    }

    /// Every leaf node below this group, depth first.
    var leaves: [SceneNode] {
        children.flatMap { node -> [SceneNode] in
            if case .group(let g) = node { return g.leaves }
            return [node]
        }
    }

    /// The rectangles below this group.
    var rects: [RectNode] { leaves.compactMap { if case .rect(let r) = $0 { r } else { nil } } }

    /// The texts below this group.
    var texts: [String] { leaves.compactMap { if case .text(let t) = $0 { t.text } else { nil } } }

    /// The mark group of layer `index`.
    func layer(_ index: Int) -> Group? { groups(role: .mark).first { $0.id == "layer\(index)" } }

    /// The axis on an edge.
    func axis(_ edge: Edge) -> Group? { groups(role: .axis).first { $0.orient == edge } }
}
