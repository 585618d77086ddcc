#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Logarithms and powers in an arbitrary base, as d3-scale's `logp` and `powp`: the C library's `log10`,
/// `log2` and `log` for bases 10, 2 and e, `ln x / ln b` otherwise; `exp` for base e, `pow` otherwise,
/// except that integer powers of ten are exact (d3 parses `"1e" + x`), so ticks like 0.001 are the
/// literal 0.001.
enum LogMath {
    /// log_base(x).
    static func log(_ x: Double, base: Double) -> Double {
        switch base {
        case 10: return log10(x)
        case 2: return log2(x)
        case M_E: return naturalLog(x)
        default: return naturalLog(x) / naturalLog(base)
        }
    }

    /// base^x.
    static func pow(base: Double, _ x: Double) -> Double {
        switch base {
        case 10: return pow10(x)
        case M_E: return exp(x)
        default: return realPow(base, x)
        }
    }

    /// Exact powers of ten below 10^23 (every one is representable).
    private static let exactPowersOfTen: [Double] = {
        var powers: [Double] = [1]
        for _ in 1...22 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// 10^x, correctly rounded for integer x (like parsing `"1e" + x`); 0 for −∞, +∞ for +∞, NaN for NaN.
    static func pow10(_ x: Double) -> Double {
        guard x.isFinite else { return x.isNaN ? x : x < 0 ? 0 : x }
        guard x.rounded(.towardZero) == x else { return realPow(10, x) }
        if x > 400 { return .infinity }
        if x < -400 { return 0 }
        let e = Int(x)
        if e >= 0 && e <= 22 { return exactPowersOfTen[e] }
        // One correctly rounded division of exact values is the correctly rounded 10^e.
        if e < 0 && e >= -22 { return 1 / exactPowersOfTen[-e] }
        return Double("1e\(e)") ?? realPow(10, x)
    }
}

/// The C library's `pow`, reachable from inside ``LogMath`` whose `pow` shadows it.
private func realPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// The C library's `log`, reachable from inside ``LogMath`` whose `log` shadows it.
private func naturalLog(_ x: Double) -> Double { log(x) }
