#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A timing curve for animation: maps linear progress t in 0…1 to eased progress, with the semantics of
/// d3-ease (https://github.com/d3/d3-ease, `src/*.js`). `In` eases at the start, `Out` at the end,
/// `InOut` at both ends.
///
/// t is clamped to 0…1 (NaN counts as 0), and the end points are exact: `easing(0) == 0` and
/// `easing(1) == 1`. Between them back and elastic easings overshoot 0…1 on purpose.
public enum Easing: Hashable, Codable, Sendable {
    /// The identity (d3's `easeLinear`).
    case linear
    /// t² (d3's `easeQuadIn`).
    case quadIn
    /// The reverse of ``quadIn`` (d3's `easeQuadOut`).
    case quadOut
    /// ``quadIn`` for the first half, ``quadOut`` for the second (d3's `easeQuadInOut`).
    case quadInOut
    /// t³ (d3's `easeCubicIn`).
    case cubicIn
    /// The reverse of ``cubicIn`` (d3's `easeCubicOut`).
    case cubicOut
    /// ``cubicIn`` for the first half, ``cubicOut`` for the second (d3's `easeCubicInOut`, d3-transition's
    /// default).
    case cubicInOut
    /// 1 − cos(t·π/2) (d3's `easeSinIn`).
    case sineIn
    /// sin(t·π/2) (d3's `easeSinOut`).
    case sineOut
    /// (1 − cos(π·t)) / 2 (d3's `easeSinInOut`).
    case sineInOut
    /// 2^(10t − 10), shifted and scaled to pass exactly through 0 and 1 (d3's `easeExpIn`).
    case expIn
    /// The reverse of ``expIn`` (d3's `easeExpOut`).
    case expOut
    /// ``expIn`` then ``expOut`` (d3's `easeExpInOut`).
    case expInOut
    /// Anticipation: t²·((s + 1)·t − s), dipping below 0 first; `overshoot` is s (d3's `easeBackIn`,
    /// default 1.70158).
    case backIn(overshoot: Double = Easing.defaultOvershoot)
    /// Overshoots 1 before settling (d3's `easeBackOut`).
    case backOut(overshoot: Double = Easing.defaultOvershoot)
    /// ``backIn(overshoot:)`` then ``backOut(overshoot:)`` (d3's `easeBackInOut`).
    case backInOut(overshoot: Double = Easing.defaultOvershoot)
    /// A spring winding up: `amplitude` (≥ 1; smaller values count as 1) and `period` (> 0) as in d3's
    /// `easeElasticIn.amplitude(a).period(p)`.
    case elasticIn(amplitude: Double = 1, period: Double = Easing.defaultPeriod)
    /// A spring settling at 1 (d3's `easeElasticOut`, d3's `easeElastic`).
    case elasticOut(amplitude: Double = 1, period: Double = Easing.defaultPeriod)
    /// ``elasticIn(amplitude:period:)`` then ``elasticOut(amplitude:period:)`` (d3's `easeElasticInOut`).
    case elasticInOut(amplitude: Double = 1, period: Double = Easing.defaultPeriod)
    /// The reverse of ``bounceOut`` (d3's `easeBounceIn`).
    case bounceIn
    /// A ball bouncing to rest at 1 (d3's `easeBounceOut`, Penner's bounce).
    case bounceOut
    /// ``bounceIn`` then ``bounceOut`` (d3's `easeBounceInOut`).
    case bounceInOut

    /// d3-ease's default overshoot for back easings.
    public static let defaultOvershoot = 1.70158
    /// d3-ease's default period for elastic easings.
    public static let defaultPeriod = 0.3

    /// The eased progress at linear progress `t` (clamped to 0…1).
    public func callAsFunction(_ t: Double) -> Double {
        guard t > 0 else { return 0 }  // also NaN
        guard t < 1 else { return 1 }
        switch self {
        case .linear: return t
        case .quadIn: return t * t
        case .quadOut: return t * (2 - t)
        case .quadInOut: return Self.inOut(t) { $0 * $0 }
        case .cubicIn: return t * t * t
        case .cubicOut: return Self.reversed(t) { $0 * $0 * $0 }
        case .cubicInOut: return Self.inOut(t) { $0 * $0 * $0 }
        case .sineIn: return 1 - cos(t * .pi / 2)
        case .sineOut: return sin(t * .pi / 2)
        case .sineInOut: return (1 - cos(.pi * t)) / 2
        case .expIn: return Self.twoPowerMinusTen(1 - t)
        case .expOut: return 1 - Self.twoPowerMinusTen(t)
        case .expInOut: return Self.inOut(t) { Self.twoPowerMinusTen(1 - $0) }
        case .backIn(let s): return Self.backInCurve(t, Self.overshoot(s))
        case .backOut(let s): return Self.reversed(t) { Self.backInCurve($0, Self.overshoot(s)) }
        case .backInOut(let s): return Self.inOut(t) { Self.backInCurve($0, Self.overshoot(s)) }
        case .elasticIn(let a, let p): return Self.elasticInCurve(t, Elastic(amplitude: a, period: p))
        case .elasticOut(let a, let p):
            return Self.reversed(t) { Self.elasticInCurve($0, Elastic(amplitude: a, period: p)) }
        case .elasticInOut(let a, let p):
            return Self.inOut(t) { Self.elasticInCurve($0, Elastic(amplitude: a, period: p)) }
        case .bounceIn: return 1 - Self.bounceOutCurve(1 - t)
        case .bounceOut: return Self.bounceOutCurve(t)
        case .bounceInOut: return Self.inOut(t) { 1 - Self.bounceOutCurve(1 - $0) }
        }
    }

    /// `1 − easeIn(1 − t)`: the out variant of an in easing.
    private static func reversed(_ t: Double, _ easeIn: (Double) -> Double) -> Double {
        1 - easeIn(1 - t)
    }

    /// The in easing on the first half and the out easing on the second, each squeezed to half the time.
    private static func inOut(_ t: Double, _ easeIn: (Double) -> Double) -> Double {
        let u = t * 2
        return u <= 1 ? easeIn(u) / 2 : (2 - easeIn(2 - u)) / 2
    }

    /// d3-ease's `tpmt`: 2^(−10x), shifted and scaled so that x = 0 gives 1 and x = 1 gives 0.
    private static func twoPowerMinusTen(_ x: Double) -> Double {
        (pow(2, -10 * x) - 0.0009765625) * 1.0009775171065494
    }

    /// The overshoot, or d3's default when it is not finite.
    private static func overshoot(_ s: Double) -> Double { s.isFinite ? s : defaultOvershoot }

    /// t²·((s + 1)·t − s), as d3's `backIn` (written there as t²·(s·(t − 1) + t)).
    private static func backInCurve(_ t: Double, _ s: Double) -> Double {
        t * t * (s * (t - 1) + t)
    }

    /// Sanitised elastic parameters, precomputed as d3-ease does.
    private struct Elastic {
        var amplitude: Double
        /// The period divided by 2π.
        var scaledPeriod: Double
        /// The phase shift asin(1 / a) · p / 2π.
        var shift: Double

        init(amplitude a: Double, period p: Double) {
            amplitude = a.isFinite ? max(1, a) : 1
            let period = p.isFinite && p > 0 ? p : Easing.defaultPeriod
            scaledPeriod = period / (2 * .pi)
            shift = asin(1 / amplitude) * scaledPeriod
        }
    }

    /// a · tpmt(1 − t) · sin((s − (t − 1)) / p), d3-ease's `elasticIn`.
    private static func elasticInCurve(_ t: Double, _ e: Elastic) -> Double {
        let u = t - 1
        return e.amplitude * twoPowerMinusTen(-u) * sin((e.shift - u) / e.scaledPeriod)
    }

    /// Penner's bounce out: four parabolas meeting at 4/11, 8/11 and 10/11 (d3-ease's `bounceOut`).
    private static func bounceOutCurve(_ t: Double) -> Double {
        let b0 = 121.0 / 16.0  // 1 / (4/11)²
        if t < 4.0 / 11 { return b0 * t * t }
        if t < 8.0 / 11 {
            let u = t - 6.0 / 11
            return b0 * u * u + 3.0 / 4
        }
        if t < 10.0 / 11 {
            let u = t - 9.0 / 11
            return b0 * u * u + 15.0 / 16
        }
        let u = t - 21.0 / 22
        return b0 * u * u + 63.0 / 64
    }
}
