#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The monotone transform a continuous scale applies to domain values before interpolating, and its
/// inverse: d3-scale's `transform`/`untransform` pair from `transformer()`.
enum ScaleTransform: Hashable, Sendable {
    /// `x` (linear scales, and pow scales with exponent 1).
    case identity
    /// Sign-symmetric square root, `sign(x)·√|x|` (d3-scale's `transformSqrt`).
    case sqrt
    /// Sign-symmetric power, `sign(x)·|x|^e` (d3-scale's `transformPow`).
    case pow(exponent: Double)
    /// Natural logarithm `ln x`, for positive domains (d3-scale's `transformLog`).
    case log
    /// Reflected logarithm `−ln(−x)`, for negative domains (d3-scale's `transformLogn`).
    case negativeLog
    /// `sign(x)·ln(1 + |x/c|)` (d3-scale's `transformSymlog`; Webber, "A bi-symmetric log transformation
    /// for wide-range data", Meas. Sci. Technol. 24, 2013).
    case symlog(constant: Double)

    /// The transform for a pow scale, with d3's special cases for exponents 1 and ½.
    static func power(_ exponent: Double) -> ScaleTransform {
        exponent == 1 ? .identity : exponent == 0.5 ? .sqrt : .pow(exponent: exponent)
    }

    /// Maps a domain value into transformed space.
    func apply(_ x: Double) -> Double {
        switch self {
        case .identity: return x
        case .sqrt: return x < 0 ? -(-x).squareRoot() : x.squareRoot()
        case .pow(let e): return x < 0 ? -realPow(-x, e) : realPow(x, e)
        case .log: return naturalLog(x)
        case .negativeLog: return -naturalLog(-x)
        case .symlog(let c): return Self.sign(x) * log1p(abs(x / c))
        }
    }

    /// Maps a transformed value back to the domain.
    func unapply(_ y: Double) -> Double {
        switch self {
        case .identity: return y
        case .sqrt: return y < 0 ? -y * y : y * y
        case .pow(let e): return y < 0 ? -realPow(-y, 1 / e) : realPow(y, 1 / e)
        case .log: return exp(y)
        case .negativeLog: return -exp(-y)
        case .symlog(let c): return Self.sign(y) * expm1(abs(y)) * c
        }
    }

    /// JavaScript's `Math.sign`: ±1, or the argument itself for ±0 and NaN.
    private static func sign(_ x: Double) -> Double {
        x > 0 ? 1 : x < 0 ? -1 : x
    }
}

/// The C library's `pow`, reachable from inside ``ScaleTransform`` whose `pow` case shadows it.
private func realPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// The C library's `log`, reachable from inside ``ScaleTransform`` whose `log` case shadows it.
private func naturalLog(_ x: Double) -> Double { log(x) }
