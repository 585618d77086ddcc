import Foundation

/// A least-squares fit of y on x by one of Vega's regression methods (vega-statistics
/// `regression/*.js`, after d3-regression): the fitted function, its coefficients and its R².
/// The caller leaves out pairs where either value is missing or not a number, as Vega does.
struct VLRegressionFit {
    enum Method: String, CaseIterable {
        case constant, linear, log, exp, pow, quad, poly
    }

    /// The coefficients in Vega's order: constant first (`a + b·x + c·x²…`, `a·e^(b·x)`, `a·x^b`).
    var coefficients: [Double]
    /// The coefficient of determination over the fitted points (0 for `constant`).
    var rSquared: Double
    /// The fitted function.
    var predict: @Sendable (Double) -> Double

    /// How many coefficients besides the constant a method fits: a group needs more points than this.
    static func freedom(_ method: Method, order: Int) -> Int {
        switch method {
        case .poly: order
        case .quad: 2
        default: 1
        }
    }

    init(_ method: Method, x: [Double], y: [Double], order: Int = 3) {
        switch (method, order) {
        case (.constant, _), (.poly, 0): self = Self.constant(y)
        case (.linear, _), (.poly, 1): self = Self.linear(x, y, logX: false)
        case (.log, _): self = Self.linear(x, y, logX: true)
        case (.pow, _): self = Self.power(x, y)
        case (.exp, _): self = Self.exponential(x, y)
        case (.quad, _): self = Self.polynomial(x, y, order: 2)
        case (.poly, _): self = Self.polynomial(x, y, order: order)
        }
    }

    /// A fit whose R² is measured against `mean` (Vega's choice of mean differs by method).
    init(
        _ coefficients: [Double], x: [Double], y: [Double], mean: Double,
        _ predict: @escaping @Sendable (Double) -> Double
    ) {
        self.coefficients = coefficients
        self.predict = predict
        var (sse, sst) = (0.0, 0.0)
        for (u, v) in zip(x, y) {
            let (e, d) = (v - predict(u), v - mean)
            sse += e * e
            sst += d * d
        }
        rSquared = 1 - sse / sst
    }

    /// Ordinary least squares from the means of x, y, xy and x²: (intercept, slope).
    static func ordinaryLeastSquares(x: Double, y: Double, xy: Double, x2: Double) -> (Double, Double) {
        let delta = x2 - x * x
        let slope = abs(delta) < 1e-24 ? 0 : (xy - x * y) / delta
        return (y - slope * x, slope)
    }

    /// Running means, updated as Vega updates them so that sums round as Vega's do.
    struct Means {
        private(set) var values: [Double]
        private var count = 0.0
        init(_ n: Int) { values = Array(repeating: 0, count: n) }
        mutating func add(_ row: Double...) {
            count += 1
            for (k, v) in row.enumerated() { values[k] += (v - values[k]) / count }
        }
    }

    private static func constant(_ y: [Double]) -> Self {
        var m = Means(1)
        for v in y { m.add(v) }
        let mean = m.values[0]
        var fit = Self([mean], x: [], y: [], mean: mean) { _ in mean }
        fit.rSquared = 0
        return fit
    }

    /// y = a + b·x, or y = a + b·ln x.
    private static func linear(_ x: [Double], _ y: [Double], logX: Bool) -> Self {
        var m = Means(4)
        for (u, v) in zip(x, y) {
            let g = logX ? Foundation.log(u) : u
            m.add(g, v, g * v, g * g)
        }
        let (a, b) = ordinaryLeastSquares(x: m.values[0], y: m.values[1], xy: m.values[2], x2: m.values[3])
        return Self([a, b], x: x, y: y, mean: m.values[1]) { a + b * (logX ? Foundation.log($0) : $0) }
    }

    /// y = a·xᵇ, fitted on the logarithms of both.
    private static func power(_ x: [Double], _ y: [Double]) -> Self {
        var m = Means(5)
        for (u, v) in zip(x, y) {
            let (lu, lv) = (Foundation.log(u), Foundation.log(v))
            m.add(lu, lv, lu * lv, lu * lu, v)
        }
        let (a, b) = ordinaryLeastSquares(x: m.values[0], y: m.values[1], xy: m.values[2], x2: m.values[3])
        let factor = Foundation.exp(a)
        return Self([factor, b], x: x, y: y, mean: m.values[4]) { factor * Foundation.pow($0, b) }
    }

    /// y = a·e^(b·x), fitted on centred x with weights y, as Vega fits it.
    private static func exponential(_ x: [Double], _ y: [Double]) -> Self {
        let (ux, uy) = means(x, y)
        var m = Means(4)
        for (u, v) in zip(x, y) {
            let (dx, ly) = (u - ux, Foundation.log(v))
            m.add(v * ly, dx * v, dx * v * ly, dx * dx * v)
        }
        let w = m.values.map { $0 / uy }
        let (c0, c1) = ordinaryLeastSquares(x: w[1], y: w[0], xy: w[2], x2: w[3])
        return Self([Foundation.exp(c0 - c1 * ux), c1], x: x, y: y, mean: uy) { Foundation.exp(c0 + c1 * ($0 - ux)) }
    }

    /// The means of x and of y.
    static func means(_ x: [Double], _ y: [Double]) -> (Double, Double) {
        var m = Means(2)
        for (u, v) in zip(x, y) { m.add(u, v) }
        return (m.values[0], m.values[1])
    }
}
