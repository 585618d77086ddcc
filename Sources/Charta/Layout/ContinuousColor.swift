import ChartaScales
import ChartaScene

/// A colour channel over numbers coloured along a gradient, as Swift Charts colours a quantitative
/// `foregroundStyle(by:)` (a heat map's counts, a scatter plot's temperatures), with a gradient legend:
/// rather than one series per distinct number.
///
/// Applies when every layer that colours by a field colours by numbers of an inferred or quantitative
/// type, and the colour scale states no categories. The scale's domain is its stated numbers, else the
/// values' extent; its range is its stated colours (two or more), else ``defaultRamp``. Each such layer
/// gets a column of the rows' colours, mapped straight to them (``ChannelEncoding/identity``), titled
/// with the field; a missing value takes the low end (Vega-Lite's "zero-or-min" for colour).
enum ContinuousColor {
    /// A light-to-dark blue (ColorBrewer Blues' upper seven classes, d3-scale-chromatic `schemeBlues[9]`),
    /// so the lowest values still show against the background.
    static let defaultRamp = Array(ColorScheme.blues.colors.dropFirst(2))

    /// `spec` with its numeric colour channels resolved to colours, or unchanged.
    static func resolved(_ spec: ChartSpec) -> ChartSpec {
        let users = spec.layers.indices.filter {
            spec.layers[$0].encoding[.color].map { !$0.identity && $0.aggregate == nil } ?? false
        }
        let scale = spec.scales[.color]
        guard !users.isEmpty, isContinuous(scale),
            users.allSatisfy({ colorsByNumbers(spec.layers[$0]) })
        else { return spec }
        guard let domain = domain(spec, users: users, scale: scale) else { return spec }
        let colors = (scale?.range).flatMap { $0.count >= 2 ? $0 : nil } ?? defaultRamp
        let ramp = ColorScheme(name: "foreground", kind: .sequential, colors: colors)
        let span = domain.upperBound - domain.lowerBound
        let colorAt = ramp.interpolator()
        let paint = { (v: Double) -> String in
            guard v.isFinite else { return colorAt(0) }
            return colorAt(span > 0 ? (v - domain.lowerBound) / span : 0.5)
        }
        var out = spec
        for i in users { paintColumn(&out.layers[i], paint: paint) }
        if out.legend.content == nil {
            out.legend.content = legend(domain: domain, ramp: ramp)
            out.legend.title = out.legend.title ?? users.lazy.compactMap { spec.layers[$0].fieldName(.color) }.first
        }
        return out
    }

    /// Whether the colour scale leaves the colours continuous: no categories, no discrete kind.
    private static func isContinuous(_ scale: ScaleSpec?) -> Bool {
        if case .categories? = scale?.domain { return false }
        switch scale?.kind {
        case .band?, .point?, .ordinal?: return false
        default: return true
        }
    }

    /// Whether the layer colours by a column of numbers whose type is inferred or quantitative.
    private static func colorsByNumbers(_ layer: LayerSpec) -> Bool {
        guard let encoding = layer.encoding[.color], encoding.type == nil || encoding.type == .quantitative,
            case .numbers? = layer.column(.color)
        else { return false }
        return true
    }

    /// The stated numeric domain, else the finite values' extent over the layers; nil when no layer has a
    /// finite value.
    private static func domain(_ spec: ChartSpec, users: [Int], scale: ScaleSpec?) -> ClosedRange<Double>? {
        if case .numbers(let range)? = scale?.domain { return range }
        var low = Double.infinity
        var high = -Double.infinity
        for i in users {
            guard case .numbers(let values)? = spec.layers[i].column(.color) else { continue }
            for v in values where v.isFinite {
                low = min(low, v)
                high = max(high, v)
            }
        }
        return low <= high ? low...high : nil
    }

    /// Replaces the layer's colour channel with a column of its rows' colours, titled with the field.
    private static func paintColumn(_ layer: inout LayerSpec, paint: (Double) -> String) {
        guard case .numbers(let values)? = layer.column(.color), let field = layer.fieldName(.color) else { return }
        var name = field + " colour"
        while layer.data[name] != nil { name += "'" }
        guard (try? layer.data.append(name, .strings(values.map(paint)))) != nil else { return }
        var encoding = layer.encoding[.color] ?? .field(name)
        encoding.source = .field(name)
        encoding.title = encoding.title ?? field
        encoding.type = .quantitative
        encoding.identity = true
        layer.encoding[.color] = encoding
    }

    /// A gradient legend over `domain`, labelled at about three nice values (d3's `ticks` and
    /// `tickFormat`), few enough for a short ramp.
    private static func legend(domain: ClosedRange<Double>, ramp: ColorScheme) -> LegendContent {
        let (low, high) = (domain.lowerBound, domain.upperBound)
        let stops = ramp.colors.indices.map { k in
            GradientStop(
                offset: ramp.colors.count > 1 ? Double(k) / Double(ramp.colors.count - 1) : 0,
                color: Color(hex: ramp.colors[k]) ?? .black)
        }
        // A single value (no span) is labelled once, in the middle of the ramp.
        let span = high - low
        let format = NumberFormat.tickFormat(start: low, stop: high, count: 3)
        let labels = TickMath.ticks(start: low, stop: high, count: 3).map {
            LegendLabel(format($0), fraction: span > 0 ? ($0 - low) / span : 0.5)
        }
        return .gradient(stops: stops, labels: labels)
    }
}
