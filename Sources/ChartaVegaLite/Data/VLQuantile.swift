/// Vega-Lite's `quantile` transform: per group, the field's quantiles (R-7, as d3's `quantileSorted`)
/// at `probs`, or at every `step` from step / 2 below 1 (vega-transforms `Quantile`).
struct VLQuantile {
    var field: VLFieldPath
    var groupby: [String] = []
    var probs: [Double]
    var names = ("prob", "value")

    static let schema = VLSchema.honouring("quantile property", ["quantile", "groupby", "probs", "step", "as"])

    /// step / 2, step · 3/2, … below 1 (d3's `range`, stopping 10⁻¹⁴ short of 1 as Vega does).
    static func probabilities(step: Double) -> [Double] {
        let count = ((1 - 1e-14 - step / 2) / step).rounded(.up)
        return (0..<Int(max(0, count))).map { step / 2 + Double($0) * step }
    }
}

extension VLCompiler {
    mutating func quantileSpec(_ t: JSONNode) -> VLQuantile? {
        checkKeys(t, VLQuantile.schema)
        guard let field = string(t["quantile"]) else { return nil }
        var probs: [Double]
        if let list = array(t["probs"]) {
            probs = list.compactMap { number($0) }
        } else {
            let step = number(t["step"]) ?? 0.01
            guard step > 0, step.isFinite else {
                fail("The quantile step must be a number above 0, not \(step).", at: JSONNode.join(t.path, "step"))
                return nil
            }
            guard withinRowLimit(1 / step, at: JSONNode.join(t.path, "step")) else { return nil }
            probs = VLQuantile.probabilities(step: step)
        }
        var q = VLQuantile(field: VLFieldPath(field), probs: probs)
        q.groupby = strings(t["groupby"]) ?? []
        q.names = outputNames(t["as"], defaults: ("prob", "value"))
        return q
    }

    mutating func quantileTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        guard let q = quantileSpec(t) else { return rows }
        let groups = keyedGroups(rows, by: q.groupby)
        guard withinRowLimit(Double(groups.count) * Double(q.probs.count), at: t.path) else { return [] }
        var out: [JSONValue] = []
        for g in groups {
            if stopped(atAnyOf: g.members) { return [] }
            // Vega's `numbers`: null, empty text and what is not a number are left out.
            let sorted = g.members.compactMap { i -> Double? in
                let v = q.field.value(in: rows[i])
                guard !v.isNull, v != .string("") else { return nil }
                let n = VLCompiler.scriptNumber(v)
                return n.isNaN ? nil : n
            }.sorted()
            for p in q.probs {
                let value = VLCompiler.quantile(sorted: sorted, min(1, max(0, p))) ?? .nan
                out.append(VLCompiler.generatedRow(g, [(q.names.0, p), (q.names.1, value)]))
            }
        }
        return out
    }
}
