/// Vega-Lite's `regression` transform: per group, a least-squares fit of one field on another
/// (vega-regression `Regression`): the two ends of a straight fit, an adaptive sample of a curved one,
/// or with `params` one row of coefficients and R² per group.
struct VLRegression {
    var fit: VLFit
    var method = VLRegressionFit.Method.linear
    var order = 3
    var extent: (Double, Double)?
    var params = false

    static let schema = VLSchema.honouring(
        "regression property", ["regression", "on", "groupby", "method", "order", "extent", "params", "as"],
        values: ["method": VLRegressionFit.Method.allCases.map(\.rawValue)])

    /// The highest polynomial order Charta fits: beyond it the normal equations lose all precision.
    static let maxOrder = 20
}

extension VLCompiler {
    mutating func regressionSpec(_ t: JSONNode) -> VLRegression? {
        guard let fit = fit(t, "regression", VLRegression.schema) else { return nil }
        var r = VLRegression(fit: fit)
        r.method = string(t["method"]).flatMap(VLRegressionFit.Method.init(rawValue:)) ?? .linear
        if let order = number(t["order"]) {
            r.order = Int(max(0, min(order, Double(VLRegression.maxOrder))))
            if order > Double(VLRegression.maxOrder) {
                warn(
                    "A polynomial order above \(VLRegression.maxOrder) is fitted as \(VLRegression.maxOrder).",
                    at: JSONNode.join(t.path, "order"))
            }
        }
        r.extent = numberPair(t["extent"])
        if r.method == .log, let e = r.extent, e.0 <= 0 {
            warn(
                "A log regression's extent must be above 0; the data's extent is used.",
                at: JSONNode.join(t.path, "extent"))
            r.extent = nil
        }
        r.params = bool(t["params"]) ?? false
        return r
    }

    mutating func regressionTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        guard let r = regressionSpec(t) else { return rows }
        var out: [JSONValue] = []
        let freedom = VLRegressionFit.freedom(r.method, order: r.order)
        for g in keyedGroups(rows, by: r.fit.groupby) {
            if stopped(atAnyOf: g.members) { return [] }
            guard g.members.count > freedom else {
                warn("A group has too few points for its regression and was skipped.", at: t.path)
                continue
            }
            let (xs, ys) = VLCompiler.pairs(rows, g.members, x: r.fit.x, y: r.fit.y)
            let fit = VLRegressionFit(r.method, x: xs, y: ys, order: r.order)
            if r.params {
                out.append(VLCompiler.coefficientRow(g, fit))
                continue
            }
            guard let domain = r.extent ?? VLCompiler.extent(xs) else { continue }
            let points =
                r.method == .linear || r.method == .constant
                ? [domain.0, domain.1].map { ($0, fit.predict($0)) }
                : VLSampleCurve().points(of: fit.predict, over: domain)
            for (x, y) in points {
                out.append(VLCompiler.generatedRow(g, [(r.fit.names.0, x), (r.fit.names.1, y)]))
            }
        }
        return out
    }

    /// `params: true`: the group's keys as `keys`, the coefficients as `coef` and `rSquared`.
    static func coefficientRow(_ g: VLGroup, _ fit: VLRegressionFit) -> JSONValue {
        var row = JSONObject()
        if !g.keys.isEmpty { row["keys"] = .array(g.keys.map(\.1)) }
        row["coef"] = .array(fit.coefficients.map { $0.isFinite ? .number($0) : .null })
        row["rSquared"] = fit.rSquared.isFinite ? .number(fit.rSquared) : .null
        return .object(row)
    }
}
