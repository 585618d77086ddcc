import ChartaScene

extension Group {
    /// The group with `prefix` in front of its id and every descendant group's id, so that pictures of
    /// the same chart can share one page without repeating an id.
    func prefixingIDs(_ prefix: String) -> Group {
        var copy = self
        copy.id = id.map { prefix + $0 }
        copy.children = children.map { node in
            if case .group(let g) = node { return .group(g.prefixingIDs(prefix)) }
            return node
        }
        return copy
    }
}
