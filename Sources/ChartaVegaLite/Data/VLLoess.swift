/// Vega-Lite's `loess` transform: per group, the locally weighted regression of one field on another
/// (vega-regression `Loess`), one row per distinct x.
struct VLLoess {
    var fit: VLFit
    var bandwidth = 0.3

    static let schema = VLSchema.honouring("loess property", ["loess", "on", "groupby", "bandwidth", "as"])
}

extension VLCompiler {
    mutating func loessSpec(_ t: JSONNode) -> VLLoess? {
        guard let fit = fit(t, "loess", VLLoess.schema) else { return nil }
        var l = VLLoess(fit: fit)
        // Vega reads a bandwidth of 0 as the default.
        if let b = number(t["bandwidth"]), b != 0 { l.bandwidth = b }
        return l
    }

    mutating func loessTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        guard let l = loessSpec(t) else { return rows }
        var out: [JSONValue] = []
        let groups = keyedGroups(rows, by: l.fit.groupby)
        // Three passes, each weighing every point's neighbours.
        let pairs = groups.reduce(0.0) {
            $0 + 3 * Double($1.members.count) * max(2, l.bandwidth * Double($1.members.count))
        }
        guard withinPairLimit(pairs, "loess", at: t.path) else { return [] }
        for g in groups {
            if stopped(atAnyOf: g.members) { return [] }
            let (xs, ys) = VLCompiler.pairs(rows, g.members, x: l.fit.x, y: l.fit.y)
            for (x, y) in VLLoessFit.points(x: xs, y: ys, bandwidth: l.bandwidth) {
                out.append(VLCompiler.generatedRow(g, [(l.fit.names.0, x), (l.fit.names.1, y)]))
            }
        }
        return out
    }
}
