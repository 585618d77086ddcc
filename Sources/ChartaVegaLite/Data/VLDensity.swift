import Foundation

/// Vega-Lite's `density` transform: a kernel density estimate of a field per group (Gaussian kernel,
/// Scott's bandwidth when none is given), sampled as Vega samples it (vega-transforms `KDE`).
struct VLDensity {
    var field: VLFieldPath
    var groupby: [String] = []
    var cumulative = false
    var counts = false
    /// 0 chooses the bandwidth from the data.
    var bandwidth = 0.0
    var extent: (Double, Double)?
    /// Vega-Lite's default, `shared`, gives every group the same extent and `steps` even samples.
    var shared = true
    var steps: Int?
    var minSteps = 25
    var maxSteps = 200
    var names = ("value", "density")

    static let schema = VLSchema.honouring(
        "density property",
        [
            "density", "groupby", "cumulative", "counts", "bandwidth", "extent", "minsteps", "maxsteps", "steps",
            "resolve", "as",
        ], values: ["resolve": ["shared", "independent"]])

    /// The Gaussian kernel's width for a sample (Scott 1992, as vega-statistics `bandwidth.js` has it):
    /// 1.06 · min(σ, IQR / 1.34) · n^(-1/5), falling back to σ, |Q1| or 1 when those are 0.
    static func scottBandwidth(_ values: [Double], count: Int) -> Double {
        let sorted = values.filter { !$0.isNaN }.sorted()
        // d3's `deviation`: the sample standard deviation, NaN for fewer than two values.
        let deviation = VLCompiler.variance(sorted, population: false)?.squareRoot() ?? .nan
        let q1 = VLCompiler.quantile(sorted: sorted, 0.25) ?? .nan
        let q3 = VLCompiler.quantile(sorted: sorted, 0.75) ?? .nan
        let spread = [min(deviation, (q3 - q1) / 1.34), deviation, abs(q1)].first { $0 != 0 && !$0.isNaN } ?? 1
        return 1.06 * spread * pow(Double(count), -0.2)
    }

    /// The estimate over `support` (every value counts in n, as in Vega), its density or cumulative
    /// probability at x.
    static func estimate(_ support: [Double], bandwidth: Double, cumulative: Bool) -> (Double) -> Double {
        let n = Double(support.count)
        if cumulative {
            return { x in support.reduce(0) { $0 + VLNormal.cumulative((x - $1) / bandwidth) } / n }
        }
        return { x in support.reduce(0) { $0 + VLNormal.density((x - $1) / bandwidth) } / bandwidth / n }
    }
}

extension VLCompiler {
    mutating func density(_ t: JSONNode) -> VLDensity? {
        checkKeys(t, VLDensity.schema)
        guard let field = string(t["density"]) else { return nil }
        var d = VLDensity(field: VLFieldPath(field))
        d.groupby = strings(t["groupby"]) ?? []
        d.cumulative = bool(t["cumulative"]) ?? false
        d.counts = bool(t["counts"]) ?? false
        d.bandwidth = number(t["bandwidth"]) ?? 0
        d.extent = numberPair(t["extent"])
        d.shared = (t["resolve"]?.value.string ?? "shared") == "shared"
        d.steps = number(t["steps"]).map { Int(clamping: Int64(max(1, min($0, 1e9)))) }
        d.minSteps = number(t["minsteps"]).map { Int(max(1, min($0, 1e9))) } ?? 25
        d.maxSteps = number(t["maxsteps"]).map { Int(max(1, min($0, 1e9))) } ?? 200
        d.names = outputNames(t["as"], defaults: ("value", "density"))
        return d
    }

    mutating func densityTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        guard let d = density(t) else { return rows }
        var curve = VLSampleCurve(minSteps: d.steps ?? d.minSteps, maxSteps: d.steps ?? d.maxSteps)
        let groups = keyedGroups(rows, by: d.groupby)
        // Vega reads a null as 0 in the estimate but leaves it out of the extent and the bandwidth.
        let all = rows.map { row -> Double? in
            let v = d.field.value(in: row)
            return v.isNull ? nil : VLCompiler.scriptNumber(v)
        }
        var domain = d.extent
        if d.shared {
            domain = domain ?? VLCompiler.extent(all.compactMap { $0 })
            curve.minSteps = d.steps ?? curve.maxSteps
            curve.maxSteps = curve.minSteps
        }
        // Even steps evaluate the estimate once per sample, adaptive ones at most twice.
        let evaluations = curve.minSteps == curve.maxSteps ? curve.maxSteps + 1 : 2 * curve.maxSteps + 1
        guard withinRowLimit(Double(groups.count) * Double(curve.maxSteps + 1), at: t.path),
            withinPairLimit(Double(rows.count) * Double(evaluations), "density", at: t.path)
        else { return [] }
        var out: [JSONValue] = []
        for g in groups {
            if stopped(atAnyOf: g.members) { return [] }
            let values = g.members.compactMap { all[$0] }
            guard let local = domain ?? VLCompiler.extent(values) else { continue }
            let support = g.members.map { all[$0] ?? 0 }
            let width = d.bandwidth > 0 ? d.bandwidth : VLDensity.scottBandwidth(values, count: support.count)
            let f = VLDensity.estimate(support, bandwidth: width, cumulative: d.cumulative)
            let scale = d.counts ? Double(support.count) : 1
            for (x, y) in curve.points(of: f, over: local) {
                out.append(VLCompiler.generatedRow(g, [(d.names.0, x), (d.names.1, y * scale)]))
            }
        }
        return out
    }

    /// The least and greatest of the numbers (NaN left out), nil when there are none.
    static func extent(_ values: [Double]) -> (Double, Double)? {
        var (lo, hi) = (Double.infinity, -Double.infinity)
        for v in values where !v.isNaN {
            lo = min(lo, v)
            hi = max(hi, v)
        }
        return lo <= hi ? (lo, hi) : nil
    }
}
