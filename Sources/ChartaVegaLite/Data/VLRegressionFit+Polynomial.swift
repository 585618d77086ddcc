import Foundation

extension VLRegressionFit {
    /// y = c₀ + c₁·x + … + cₖ·xᵏ by least squares on centred x and y: the normal equations solved by
    /// Gaussian elimination with partial pivoting, then the coefficients moved back to uncentred x.
    static func polynomial(_ x: [Double], _ y: [Double], order: Int) -> Self {
        let (ux, uy) = means(x, y)
        let (cx, cy) = (x.map { $0 - ux }, y.map { $0 - uy })
        let k = order + 1
        // Power sums Σ xⁱ (i ≤ 2·order) and Σ xⁱ·y (i ≤ order).
        var powers = [Double](repeating: 0, count: 2 * k - 1)
        var moments = [Double](repeating: 0, count: k)
        for (u, v) in zip(cx, cy) {
            var p = 1.0
            for i in 0..<(2 * k - 1) {
                powers[i] += p
                if i < k { moments[i] += p * v }
                p *= u
            }
        }
        let matrix = (0..<k).map { i in (0..<k).map { j in powers[i + j] } }
        let centred = solve(matrix, moments)
        let predict: @Sendable (Double) -> Double = { value in
            let u = value - ux
            return uy + centred.reversed().reduce(0) { $0 * u + $1 }
        }
        return Self(uncentred(centred, shift: ux, plus: uy), x: x, y: y, mean: uy, predict)
    }

    /// The solution of A·c = b (A square), NaN where A is singular.
    static func solve(_ a: [[Double]], _ b: [Double]) -> [Double] {
        let n = b.count
        var m = zip(a, b).map { $0 + [$1] }
        for col in 0..<n {
            let pivot = (col..<n).max { abs(m[$0][col]) < abs(m[$1][col]) } ?? col
            m.swapAt(col, pivot)
            for row in (col + 1)..<n {
                let f = m[row][col] / m[col][col]
                for j in col...n { m[row][j] -= f * m[col][j] }
            }
        }
        var c = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            let rest = ((row + 1)..<n).reduce(0.0) { $0 + m[row][$1] * c[$1] }
            c[row] = (m[row][n] - rest) / m[row][row]
        }
        return c
    }

    /// The coefficients of p(x - shift) + plus, given those of p.
    static func uncentred(_ c: [Double], shift: Double, plus: Double) -> [Double] {
        var out = [Double](repeating: 0, count: c.count)
        for i in c.indices {
            // (x - s)ⁱ = Σ C(i, j)·xʲ·(-s)^(i-j)
            var binomial = 1.0
            for j in stride(from: i, through: 0, by: -1) {
                out[j] += c[i] * binomial * Foundation.pow(-shift, Double(i - j))
                binomial *= Double(j) / Double(i - j + 1)
            }
        }
        if !out.isEmpty { out[0] += plus }
        return out
    }
}
