extension LayerSpec {
    /// The layer with only the rows `keep` (ascending), its annotations moved to their new rows (a
    /// facet's cell, a category's line).
    func keeping(rows keep: [Int]) -> LayerSpec {
        var out = self
        out.data = data.rows(keep)
        var position: [Int: Int] = [:]
        for (i, row) in keep.enumerated() { position[row] = i }
        out.annotations = annotations.compactMap { a in
            guard let row = position[a.row] else { return nil }
            var moved = a
            moved.row = row
            return moved
        }
        return out
    }
}
