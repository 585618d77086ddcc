/// Samples a function of x for a line: a uniform start, then recursive bisection wherever the chord
/// strays from the curve (the adaptive plotting of Mathematica's `Plot` and of Maxima's `plot2d`).
///
/// Errors are measured in device units of the largest plot the sampling is made for
/// (``resolution`` points across and up): an interval is split while its chord misses the curve at its
/// midpoint or quarter points by more than half of ``tolerance``, so the drawn line stays within half a
/// point of the function on any plot up to that size (checked by `FunctionPlotTests`). A value that is not finite is a gap: intervals next to it are
/// split down to the resolution and the gap is marked with a NaN, so the line breaks there.
struct FunctionSampler {
    /// The plot size, in points, the error bound holds for.
    static let resolution = 4_000.0
    /// The largest distance, in points, between the drawn chord and the curve.
    static let tolerance = 0.5
    /// Uniform intervals before refinement.
    static let initialIntervals = 128
    /// Deepest bisection below an initial interval (128 × 2¹⁵ samples at most).
    static let maxDepth = 15

    let function: (Double) -> Double
    let domain: ClosedRange<Double>
    var xs: [Double] = []
    var ys: [Double] = []
    /// Data units per point along y (from the sampled range), and along x.
    var yUnit = 1.0
    var xUnit = 1.0

    init(domain: ClosedRange<Double>, function: @escaping (Double) -> Double) {
        self.domain = domain
        self.function = function
    }

    /// The samples, x ascending; y is NaN where the line breaks.
    static func sample(domain: ClosedRange<Double>, _ function: @escaping (Double) -> Double) -> (
        x: [Double], y: [Double]
    ) {
        guard domain.lowerBound.isFinite, domain.upperBound.isFinite, domain.upperBound > domain.lowerBound else {
            return ([], [])
        }
        var sampler = FunctionSampler(domain: domain, function: function)
        sampler.run()
        return (sampler.xs, sampler.ys)
    }

    func value(_ x: Double) -> Double {
        let y = function(x)
        return y.isFinite ? y : .nan
    }

    mutating func run() {
        let n = Self.initialIntervals
        let width = domain.upperBound - domain.lowerBound
        let grid = (0...n).map { i in i == n ? domain.upperBound : domain.lowerBound + width * Double(i) / Double(n) }
        let values = grid.map(value)
        let finite = values.filter { !$0.isNaN }
        let range = (finite.max() ?? 1) - (finite.min() ?? 0)
        yUnit = (range > 0 ? range : 1) / Self.resolution
        xUnit = width / Self.resolution
        append(grid[0], values[0])
        for i in 0..<n { refine(grid[i], values[i], grid[i + 1], values[i + 1], depth: 0) }
    }

    mutating func append(_ x: Double, _ y: Double) {
        // One NaN marks a gap; repeated ones add nothing.
        if y.isNaN, let last = ys.last, last.isNaN { return }
        xs.append(x)
        ys.append(y)
    }

    /// Adds the samples after `a` up to and including `b`.
    mutating func refine(_ a: Double, _ fa: Double, _ b: Double, _ fb: Double, depth: Int) {
        let m = (a + b) / 2
        let fm = value(m)
        let wide = (b - a) / xUnit > 0.25
        let split: Bool
        if fa.isNaN || fb.isNaN || fm.isNaN {
            // Find where the gap starts and ends, to a quarter point.
            split = !(fa.isNaN && fb.isNaN && fm.isNaN) && wide
        } else {
            // The chord's miss at the midpoint and at the quarter points (so a wiggle the midpoint happens
            // to hit is not missed), against half the tolerance: between the probes the miss can grow.
            let miss = abs(fm - (fa + fb) / 2) / yUnit
            split = wide && (miss > Self.tolerance / 2 || quarterMiss(a, fa, m, fm, b, fb) > Self.tolerance / 2)
        }
        if split, depth < Self.maxDepth {
            refine(a, fa, m, fm, depth: depth + 1)
            refine(m, fm, b, fb, depth: depth + 1)
        } else {
            append(b, fb)
        }
    }

    /// The larger miss of the chords at the quarter points, in points.
    func quarterMiss(_ a: Double, _ fa: Double, _ m: Double, _ fm: Double, _ b: Double, _ fb: Double) -> Double {
        let q1 = value((a + m) / 2)
        let q3 = value((m + b) / 2)
        guard !q1.isNaN, !q3.isNaN else { return .infinity }
        return max(abs(q1 - (fa + fm) / 2), abs(q3 - (fm + fb) / 2)) / yUnit
    }
}
