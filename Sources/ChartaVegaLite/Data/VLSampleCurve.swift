import Foundation

/// Points of a function over an interval, as Vega samples a fitted curve or a density
/// (vega-statistics `sampleCurve`): `minSteps` even steps, each then halved while the curve turns by
/// more than half a degree at the midpoint (in the unit box of the samples) and the halves are at least
/// `1 / maxSteps` of the interval wide. Equal step counts give exactly `steps + 1` even samples.
struct VLSampleCurve {
    var minSteps = 25
    var maxSteps = 200

    /// The turn below which a midpoint is not kept.
    private static let flatness = 0.5 * Double.pi / 180

    func points(of f: (Double) -> Double, over extent: (Double, Double)) -> [(Double, Double)] {
        let minSteps = max(1, minSteps)
        let maxSteps = max(minSteps, maxSteps)
        let (lo, hi) = extent
        let span = hi - lo
        func point(_ x: Double) -> (Double, Double) { (x, f(x)) }
        var done = [point(lo)]
        if minSteps == maxSteps {
            for i in 1..<maxSteps { done.append(point(lo + Double(i) / Double(minSteps) * span)) }
            done.append(point(hi))
            return done
        }
        // The even samples, the first to visit last: a stack that midpoints are pushed onto.
        var pending = [point(hi)]
        for i in stride(from: minSteps - 1, to: 0, by: -1) {
            pending.append(point(lo + Double(i) / Double(minSteps) * span))
        }
        let stop = span / Double(maxSteps)
        let sx = 1 / span
        let ys = pending.map(\.1) + [done[0].1]
        let sy = 1 / ((ys.max() ?? 0) - (ys.min() ?? 0))
        var p0 = done[0]
        while let p1 = pending.last {
            let mid = point((p0.0 + p1.0) / 2)
            if mid.0 - p0.0 >= stop, Self.turn(p0, mid, p1, sx, sy) > Self.flatness {
                pending.append(mid)
            } else {
                p0 = p1
                done.append(p1)
                pending.removeLast()
            }
        }
        return done
    }

    /// The angle between the chord p→r and the half-chord p→q, in the box scaled by (sx, sy).
    private static func turn(
        _ p: (Double, Double), _ q: (Double, Double), _ r: (Double, Double), _ sx: Double, _ sy: Double
    ) -> Double {
        let whole = atan2(sy * (r.1 - p.1), sx * (r.0 - p.0))
        let half = atan2(sy * (q.1 - p.1), sx * (q.0 - p.0))
        return abs(whole - half)
    }
}
