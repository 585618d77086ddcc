/// Vega-Lite's `loess` transform: per group, the locally weighted regression of one field on another
/// (vega-regression `Loess`), one row per distinct x.
struct VLLoess {
    var y: VLFieldPath
    var x: VLFieldPath
    var groupby: [String] = []
    var bandwidth = 0.3
    var names: (String, String)

    static let schema = VLSchema(
        what: "loess property", all: ["loess", "on", "groupby", "bandwidth", "as"],
        honoured: ["loess", "on", "groupby", "bandwidth", "as"])
}

extension VLCompiler {
    mutating func loessSpec(_ t: JSONNode) -> VLLoess? {
        checkKeys(t, VLLoess.schema)
        guard let y = string(t["loess"]), let x = required(string(t["on"]), "on", in: t) else { return nil }
        var l = VLLoess(y: VLFieldPath(y), x: VLFieldPath(x), names: outputNames(t["as"], defaults: (x, y)))
        l.groupby = strings(t["groupby"]) ?? []
        // Vega reads a bandwidth of 0 as the default.
        if let b = number(t["bandwidth"]), b != 0 { l.bandwidth = b }
        return l
    }

    mutating func loessTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        guard let l = loessSpec(t) else { return rows }
        var out: [JSONValue] = []
        let groups = keyedGroups(rows, by: l.groupby)
        // Three passes, each weighing every point's neighbours.
        let pairs = groups.reduce(0.0) {
            $0 + 3 * Double($1.members.count) * max(2, l.bandwidth * Double($1.members.count))
        }
        guard withinPairLimit(pairs, "loess", at: t.path) else { return [] }
        for g in groups {
            if stopped(atAnyOf: g.members) { return [] }
            let (xs, ys) = VLCompiler.pairs(rows, g.members, x: l.x, y: l.y)
            for (x, y) in VLLoessFit.points(x: xs, y: ys, bandwidth: l.bandwidth) {
                out.append(VLCompiler.generatedRow(g, [(l.names.0, x), (l.names.1, y)]))
            }
        }
        return out
    }
}
