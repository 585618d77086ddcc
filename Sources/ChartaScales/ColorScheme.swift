/// A named list of colours as `#rrggbb` hex strings (ChartaScales has no colour type; ChartaScene
/// parses the strings).
///
/// Categorical schemes give distinct colours for categories: use ``color(at:)`` (which cycles) or pass
/// ``colors`` as an ``OrdinalScale`` range. Sequential schemes are ramps sampled at evenly spaced stops:
/// ``interpolate(_:)`` maps 0…1 to a colour by linear interpolation in sRGB between adjacent stops.
/// Sources: d3-scale-chromatic (ISC licence) for category10, Tableau10, Observable10 and the
/// ColorBrewer schemes (© Cynthia Brewer, Mark Harrower and The Pennsylvania State University, Apache
/// 2.0), Okabe & Ito (2008) "Color Universal Design", and matplotlib's viridis (van der Walt & Smith,
/// CC0).
public struct ColorScheme: Sendable, Hashable, Codable {
    /// Whether the colours name categories or sample a ramp.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Distinct colours for unordered categories.
        case categorical
        /// Ordered stops of a ramp from low to high values.
        case sequential
    }

    /// The scheme's name, for example `"tableau10"`.
    public var name: String
    /// Categorical or sequential.
    public var kind: Kind
    /// The colours, `#rrggbb` (lowercase).
    public var colors: [String]

    /// A scheme from hex colours (`#rgb` or `#rrggbb`, case-insensitive).
    public init(name: String, kind: Kind, colors: [String]) {
        self.name = name
        self.kind = kind
        self.colors = colors
    }

    /// The colour for the i-th category, cycling through ``colors`` (negative indices count back
    /// from the end). Black when the scheme is empty.
    public func color(at index: Int) -> String {
        guard !colors.isEmpty else { return "#000000" }
        let n = colors.count
        return colors[((index % n) + n) % n]
    }

    /// The colour at `t` in 0…1 along the stops (clamped; NaN counts as 0), linearly interpolated in
    /// sRGB between the two nearest stops and rounded to `#rrggbb`. For a sequential scheme 0 is the
    /// lowest value. Unparsable stops count as black; an empty scheme gives black.
    public func interpolate(_ t: Double) -> String {
        ColorScheme.interpolate(t, count: colors.count) { ColorScheme.rgb(colors[$0]) }
    }

    /// ``interpolate(_:)`` with the stops parsed once, for colouring many values (a column of a
    /// million rows).
    public func interpolator() -> @Sendable (Double) -> String {
        let stops = colors.map(ColorScheme.rgb)
        return { t in ColorScheme.interpolate(t, count: stops.count) { stops[$0] } }
    }

    /// The colour at `t` along `count` stops, `stop(i)` giving stop i's channels.
    private static func interpolate(_ t: Double, count: Int, stop: (Int) -> [Double]) -> String {
        guard count > 0 else { return "#000000" }
        let t = t.isNaN ? 0 : Swift.max(0, Swift.min(1, t))
        let position = t * Double(count - 1)
        let i = Swift.min(Int(position), count - 1)
        let fraction = position - Double(i)
        let a = stop(i)
        guard fraction > 0, i + 1 < count else { return ColorScheme.hex(a) }
        let b = stop(i + 1)
        return ColorScheme.hex((0..<3).map { a[$0] + (b[$0] - a[$0]) * fraction })
    }

    /// `count` colours: the first `count` (cycling) of a categorical scheme, or `count` evenly spaced
    /// samples of a sequential one. Empty when `count` is not positive.
    public func colors(count: Int) -> [String] {
        guard count > 0 else { return [] }
        switch kind {
        case .categorical: return (0..<count).map { color(at: $0) }
        case .sequential:
            return count == 1 ? [interpolate(0.5)] : (0..<count).map { interpolate(Double($0) / Double(count - 1)) }
        }
    }

    /// The channels of `#rgb` / `#rrggbb` as 0…255 doubles; black when unparsable.
    static func rgb(_ hex: String) -> [Double] {
        var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6, let v = UInt32(digits, radix: 16) else { return [0, 0, 0] }
        return [Double(v >> 16 & 0xff), Double(v >> 8 & 0xff), Double(v & 0xff)]
    }

    /// `#rrggbb` from 0…255 channels, rounded half up and clamped (d3-color's `formatHex`).
    static func hex(_ channels: [Double]) -> String {
        let symbols = Array("0123456789abcdef")
        var out = "#"
        for c in channels.prefix(3) {
            let v = Int(TickMath.roundHalfUp(c.isNaN ? 0 : Swift.max(0, Swift.min(255, c))))
            out.append(symbols[v >> 4])
            out.append(symbols[v & 15])
        }
        return out
    }

    /// Colours from d3-scale-chromatic's packed form: consecutive six-digit hex values.
    static func unpack(_ packed: String) -> [String] {
        let chars = Array(packed.filter(\.isHexDigit))
        return stride(from: 0, to: chars.count - 5, by: 6).map { "#" + String(chars[$0..<($0 + 6)]).lowercased() }
    }
}
