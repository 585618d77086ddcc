/// The mapping shared by every continuous scale, with the semantics of d3-scale's `continuous.js`
/// (`transformer`, `bimap`, `polymap`, `normalize`, `clamper`): domain values are transformed, located
/// in the transformed domain and linearly interpolated into the range; `invert` runs the same maps the
/// other way and untransforms.
///
/// - Only the first `n = min(domain.count, range.count)` stops are used.
/// - Two stops use `bimap`; more use `polymap`, which finds the segment by bisection. Descending
///   (transformed) domains are handled by reversing the stops. Unlike d3, which reverses the whole
///   arrays before truncating to `n`, only the `n` stops in use are reversed, so they stay paired.
/// - A zero-width segment maps every input to its midpoint, as d3's `normalize`.
/// - NaN in gives NaN out. An empty domain or range gives NaN; a single stop maps everything to
///   `range[0]` (d3 gives NaN there).
/// - `clamp` restricts inputs of `map` and outputs of `invert` to the domain's first and last values.
/// - `round` rounds `map`'s outputs half up, as d3's `interpolateRound` (`rangeRound`).
struct Piecewise {
    var domain: [Double]
    var range: [Double]
    var transform: ScaleTransform
    var clamp: Bool
    var round: Bool

    /// The number of paired stops in use.
    private var stopCount: Int { min(domain.count, range.count) }

    /// Maps a domain value to the range.
    func map(_ x: Double) -> Double {
        let n = stopCount
        guard !x.isNaN, n > 0 else { return .nan }
        let input = transform.apply(clamp ? clamped(x, n) : x)
        let y = Self.interpolate(
            input, stops: n, from: { transform.apply(domain[$0]) }, to: { range[$0] })
        return round ? TickMath.roundHalfUp(y) : y
    }

    /// Maps a range value back to the domain.
    func invert(_ y: Double) -> Double {
        let n = stopCount
        guard !y.isNaN, n > 0 else { return .nan }
        let t = Self.interpolate(y, stops: n, from: { range[$0] }, to: { transform.apply(domain[$0]) })
        let x = transform.unapply(t)
        return clamp ? clamped(x, n) : x
    }

    /// `x` limited to the interval spanned by the first and last domain stops in use (d3's `clamper`);
    /// NaN when any of them is NaN, like JavaScript's `Math.min`/`Math.max`.
    private func clamped(_ x: Double, _ n: Int) -> Double {
        let a = domain[0]
        let b = domain[n - 1]
        guard !x.isNaN, !a.isNaN, !b.isNaN else { return .nan }
        return Swift.max(Swift.min(a, b), Swift.min(Swift.max(a, b), x))
    }

    /// Interpolates `x` through the stops `from(i) → to(i)` for `i < stops` (`stops >= 1`): d3's
    /// `bimap` for two stops, `polymap` for more.
    static func interpolate(
        _ x: Double, stops n: Int, from: (Int) -> Double, to: (Int) -> Double
    ) -> Double {
        if n == 1 { return to(0) }
        if n == 2 {
            let d0 = from(0)
            let d1 = from(1)
            return d1 < d0
                ? lerp(to(1), to(0), normalize(x, d1, d0))
                : lerp(to(0), to(1), normalize(x, d0, d1))
        }
        let last = n - 1
        let descending = from(last) < from(0)
        let index: (Int) -> Int = descending ? { last - $0 } : { $0 }
        let i = segment(containing: x, upperBound: last) { from(index($0)) }
        let a = index(i)
        let b = index(i + 1)
        return lerp(to(a), to(b), normalize(x, from(a), from(b)))
    }

    /// d3's `bisect(domain, x, 1, j) - 1`: the segment `i` in `0..<upperBound` whose stops bracket `x`,
    /// for stops in ascending order (`stop(i)`); the last segment for NaN.
    private static func segment(containing x: Double, upperBound: Int, stop: (Int) -> Double) -> Int {
        guard !x.isNaN else { return upperBound - 1 }
        var lo = 1
        var hi = upperBound
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if stop(mid) <= x { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }

    /// d3's `normalize(a, b)(x)`: where `x` lies in `a...b` as 0...1; ½ when the width is zero, NaN when
    /// it is NaN.
    static func normalize(_ x: Double, _ a: Double, _ b: Double) -> Double {
        let width = b - a
        if width.isNaN { return .nan }
        return width == 0 ? 0.5 : (x - a) / width
    }

    /// d3-interpolate's `interpolateNumber(a, b)(t)`: `a·(1 − t) + b·t`.
    static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
        a * (1 - t) + b * t
    }
}
