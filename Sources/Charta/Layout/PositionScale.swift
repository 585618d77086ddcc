import Foundation

/// A positional scale as layout uses it: maps a channel's numbers (values, seconds, or category
/// indices; see ``LayerData``) to an offset in points along the plot, and lists the axis ticks.
struct PositionScale: Sendable {
    enum Kind: Sendable {
        case continuous(any ContinuousScale)
        case time(TimeScale)
        /// Categories by index; `bandwidth` is 0 for point scales.
        case band(BandScale<Int>)
    }

    var kind: Kind
    var domain: ChannelDomain
    /// Plot length along the channel, in points.
    var length: Double

    /// The offset of a value: the start of its band for band scales.
    func offset(_ v: Double) -> Double {
        guard !v.isNaN else { return .nan }
        switch kind {
        case .continuous(let s): return s(v)
        case .time(let s): return s(Date(timeIntervalSince1970: v))
        case .band(let s):
            guard v.isFinite, v >= 0, v < Double(domain.categories.count) else { return .nan }
            return s(Int(v)) ?? .nan
        }
    }

    /// The offset of a value's centre (the middle of its band for band scales).
    func center(_ v: Double) -> Double { offset(v) + bandwidth / 2 }

    /// The domain's ends of a number scale (nil for dates and categories).
    var numberBounds: [Double]? {
        if case .continuous(let s) = kind { return s.domain }
        return nil
    }

    /// The width of a band, 0 for continuous and point scales.
    var bandwidth: Double {
        if case .band(let s) = kind { return s.bandwidth }
        return 0
    }

    /// The distance between the starts of adjacent bands (the band scale's step), else 0.
    var step: Double {
        if case .band(let s) = kind { return s.step }
        return 0
    }

    /// The data value at an offset (seconds for dates, the nearest category index for bands).
    func value(atOffset p: Double) -> Double {
        switch kind {
        case .continuous(let s): return s.invert(p)
        case .time(let s): return s.invert(p).timeIntervalSince1970
        case .band(let s):
            guard s.step > 0, !domain.categories.isEmpty else { return .nan }
            let first = s(0) ?? 0
            let i = ((p - first - s.bandwidth / 2) / s.step).rounded()
            return min(max(i, 0), Double(domain.categories.count - 1))
        }
    }
}
