/// Locally weighted regression (Cleveland's LOESS, 1979) as Vega computes it (vega-statistics
/// `regression/loess.js`): a line fitted around each point to its `bandwidth · n` nearest neighbours
/// with tricube weights, then two robustness passes that weigh down points with large residuals.
/// Points are sorted by x; repeated x values give one point, their fits averaged.
enum VLLoessFit {
    private static let passes = 2
    private static let epsilon = 1e-12

    /// The smoothed points of the (x, y) pairs, every value finite, in ascending x.
    static func points(x: [Double], y: [Double], bandwidth: Double) -> [(Double, Double)] {
        let order = x.indices.sorted { x[$0] < x[$1] }
        let (ux, uy) = VLRegressionFit.means(x, y)
        let xs = order.map { x[$0] - ux }
        let ys = order.map { y[$0] - uy }
        let n = xs.count
        guard n > 0 else { return [] }
        let neighbours = max(2, Int(clamping: Int64((bandwidth * Double(n)).rounded(.towardZero))))
        var fitted = [Double](repeating: 0, count: n)
        var robustness = [Double](repeating: 1, count: n)
        for pass in 0...passes {
            var residuals = [Double](repeating: 0, count: n)
            var window = (0, min(neighbours, n) - 1)
            for i in 0..<n {
                fitted[i] = localFit(at: i, xs, ys, window: window, weights: robustness)
                residuals[i] = abs(ys[i] - fitted[i])
                if i + 1 < n { slide(&window, to: xs[i + 1], xs, from: i + 1) }
            }
            if pass == passes { break }
            let median = VLCompiler.quantile(residuals, 0.5) ?? 0
            if abs(median) < epsilon { break }
            for i in 0..<n {
                let r = residuals[i] / (6 * median)
                robustness[i] = r >= 1 ? epsilon : (1 - r * r) * (1 - r * r)
            }
        }
        return merged(xs, fitted, plus: (ux, uy))
    }

    /// The weighted least-squares line through the window's points, evaluated at point i.
    private static func localFit(
        at i: Int, _ xs: [Double], _ ys: [Double], window: (Int, Int), weights: [Double]
    ) -> Double {
        let x = xs[i]
        let (lo, hi) = window
        let edge = x - xs[lo] > xs[hi] - x ? lo : hi
        let span = abs(xs[edge] - x)
        let scale = 1 / (span == 0 || span.isNaN ? 1 : span)
        var (w, wx, wy, wxy, wx2) = (0.0, 0.0, 0.0, 0.0, 0.0)
        for k in lo...hi {
            let weight = tricube(abs(x - xs[k]) * scale) * weights[k]
            let xw = xs[k] * weight
            w += weight
            wx += xw
            wy += ys[k] * weight
            wxy += ys[k] * xw
            wx2 += xs[k] * xw
        }
        let (a, b) = VLRegressionFit.ordinaryLeastSquares(x: wx / w, y: wy / w, xy: wxy / w, x2: wx2 / w)
        return a + b * x
    }

    private static func tricube(_ u: Double) -> Double {
        let v = 1 - u * u * u
        return v * v * v
    }

    /// Moves the window of nearest neighbours right while its new right edge is no farther from x than
    /// its left edge (ties move it, so that it passes over repeated x values).
    private static func slide(_ window: inout (Int, Int), to x: Double, _ xs: [Double], from i: Int) {
        var (left, right) = (window.0, window.1 + 1)
        guard right < xs.count else { return }
        while i > left, right < xs.count, xs[right] - x <= x - xs[left] {
            left += 1
            window = (left, right)
            right += 1
        }
    }

    /// One point per distinct x, the fits at repeated x averaged, moved back by the means.
    private static func merged(_ xs: [Double], _ fitted: [Double], plus mean: (Double, Double)) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        var count = 0.0
        for (x, y) in zip(xs, fitted) {
            let v = x + mean.0
            if let last = out.last, last.0 == v {
                count += 1
                out[out.count - 1].1 += (y - last.1) / count
            } else {
                count = 1
                out.append((v, y))
            }
        }
        return out.map { ($0.0, $0.1 + mean.1) }
    }
}
