import Charta
import Foundation

/// Continuous position domains as Vega computes them (vega-encode's `Scale` transform): the data's
/// extent, widened to zero, padded by pixels, then made nice with d3's default count of 10 — so that
/// the reader, not the layout, decides the domain and the ticks follow Vega's.
extension VLCompiler {
    /// Whether the unit's mark spans its bin or time-unit interval along `channel` of a continuous
    /// axis: bars and rects do; a tick does over a time unit of a field typed `temporal` (Vega-Lite 6's
    /// tick `timeUnitBandPosition`), unless it has its own size or the data is binned already.
    static func spansInterval(_ unit: VLUnit, _ channel: VLChannel) -> Bool {
        if ["bar", "rect"].contains(unit.markType) { return true }
        guard unit.markType == "tick", let def = unit.defs[channel], let timeUnit = def.timeUnit else { return false }
        return !timeUnit.binned && def.node["type"]?.value.string == "temporal" && unit.markNode["size"] == nil
    }

    /// Whether a mark placed at an explicit `bandPosition` of its time unit has the unit's end in its
    /// domain (Vega-Lite's `hasBandEnd`), whatever the mark.
    func hasBandEnd(_ unit: VLUnit, _ channel: VLChannel) -> Bool {
        guard let def = unit.defs[channel], let timeUnit = def.timeUnit else { return false }
        return !timeUnit.binned && def.bandPosition != nil
    }

    /// The finite values a unit places along a position channel (with its secondary channel, bin and
    /// time-unit ends, and stack bases).
    mutating func positionValues(_ channel: VLChannel, unit: VLUnit) -> [Double] {
        var out: [Double] = []
        // A field binned here spans its bins, whatever the mark (Vega-Lite's domain of a binned field is
        // its bins' start and stop).
        let binned = unit.defs[channel].map { $0.isBinned && !$0.binned } ?? false
        let secondary = channel.secondary
        let columns: [(values: [VLValue]?, isEnd: Bool)] = [
            (unit.frame.forDomains(.channel(channel)), false),
            (secondary.flatMap { unit.frame.forDomains(.channel($0)) }, false),
            (unit.frame.forDomains(VLColumn(.channel(channel), .end)), true),
            (unit.frame.forDomains(VLColumn(.channel(channel), .stackStart)), false),
        ]
        for (column, isEnd) in columns {
            guard let column else { continue }
            if isEnd, !binned,

                secondary.flatMap({ unit.defs[$0] }) != nil
                    || !VLCompiler.spansInterval(unit, channel) && !hasBandEnd(unit, channel)
            {
                continue
            }
            let parser = dateParser
            out += column.map { v -> Double in
                if case .string = v, unit.defs[channel]?.measure == .temporal { return parser.date(v) }
                return v.number
            }
        }
        for c in [channel, secondary] {
            if let c, let def = unit.defs[c], !def.hasField, let v = datumValue(def) {
                out.append(v.number)
            }
        }
        return out.filter(\.isFinite)
    }

    /// The default pixel padding of a continuous position scale: `config.scale.continuousPadding`, else
    /// half a bar's width for bars along the channel as their dimension.
    func continuousPadding(_ channel: VLChannel, users: [VLUnit]) -> Double? {
        if let padding = config.number("scale", "continuousPadding") { return padding }
        return users.compactMap { u -> Double? in
            guard u.markType == "bar", u.defs[channel]?.isBinned != true, u.defs[channel]?.timeUnit == nil else {
                return nil
            }
            let dimension = (u.orient == .vertical && channel == .x) || (u.orient == .horizontal && channel == .y)
            return dimension ? config.number("bar", "continuousBandSize") ?? 5 : nil
        }.first
    }

    /// `domainRaw`: a list, or a signal `{"expr": …}` that evaluates to one, which overrides the domain
    /// as given (not made nice); nil when it is null, as Vega-Lite leaves the domain to the data then.
    mutating func rawDomain(_ raw: JSONNode, def: VLFieldDef) -> ScaleSpec.Domain? {
        var values = raw.value.array
        if let text = raw["expr"]?.value.string, let e = expression(text, at: raw.path) {
            if case .array(let items) = evaluate(e, .object([:]), at: raw.path) {
                values = items.map { item -> JSONValue in
                    switch item {
                    case .number(let d): .number(d)
                    case .string(let s): .string(s)
                    case .date(let t): .number(t * 1000)
                    default: .null
                    }
                }
            }
        }
        guard let values, values.count >= 2 else { return nil }
        return explicitDomain(JSONNode(.array(values), path: raw.path), def: def)
    }

    mutating func continuousDomain(
        _ channel: VLChannel, info: VLScaleInfo, users: [VLUnit], scale: ScaleSpec, length: Double
    ) -> ScaleSpec.Domain? {
        let def = info.def
        let node = def.scale
        let temporal = info.scaleType == "time" || info.scaleType == "utc"
        if let raw = node?["domainRaw"], let domain = rawDomain(raw, def: def) { return domain }
        if let explicit = node?["domain"], let domain = explicitDomain(explicit, def: def) { return domain }
        var values: [Double] = []
        for unit in users { values += positionValues(channel, unit: unit) }
        guard var lo = values.min(), var hi = values.max() else { return nil }
        if scale.includesZero == true && !temporal {
            lo = min(lo, 0)
            hi = max(hi, 0)
        }
        for (key, isMin) in [("domainMin", true), ("domainMax", false)] {
            guard let bound = node?[key]?.value else { continue }
            let m = temporal ? seconds(bound) : VLValue(bound).number
            if m.isFinite {
                if isMin { lo = m } else { hi = m }
            }
        }
        guard lo < hi else { return nil }
        // Pixel padding: `scale.padding`, or half a bar's width for bars along a continuous dimension.
        let padding = node?["padding"]?.value.number ?? continuousPadding(channel, users: users)
        if let padding, padding > 0, length > 2 * padding {
            let frac = length / (length - 2 * padding)
            (lo, hi) = VLCompiler.zoom(lo, hi, frac, kind: scale.kind)
        }
        var nice: Int?
        switch node?["nice"]?.value {
        case .bool(true)?: nice = 10
        case .number(let n)? where n.isFinite: nice = Int(max(1, min(n, 1000)))
        case nil:
            let bounded = node?["domainMin"] != nil || node?["domainMax"] != nil
            nice = temporal || def.isBinned || bounded ? nil : 10
        default: nice = nil
        }
        if let nice, !temporal {
            let niced: [Double]
            switch scale.kind {
            case .log(let base)?:
                niced = LogScale(base: base, domain: [lo, hi], range: [0, 1]).nice(count: nice).domain
            case .pow(let e)?: niced = PowScale(exponent: e, domain: [lo, hi], range: [0, 1]).nice(count: nice).domain
            case .symlog(let c)?:
                niced = SymlogScale(constant: c, domain: [lo, hi], range: [0, 1]).nice(count: nice).domain
            default: niced = LinearScale(domain: [lo, hi], range: [0, 1]).nice(count: nice).domain
            }
            if let a = niced.first, let b = niced.last, a.isFinite, b.isFinite {
                (lo, hi) = (min(a, b), max(a, b))
            }
        }
        return temporal ? .dates(lo...hi) : .numbers(lo...hi)
    }

    /// vega-util's `zoom*`: the domain scaled by `frac` about its centre, in the scale's transformed space.
    static func zoom(_ lo: Double, _ hi: Double, _ frac: Double, kind: ScaleSpec.Kind?) -> (Double, Double) {
        let lift: (Double) -> Double
        let ground: (Double) -> Double
        switch kind {
        case .log?:
            let sign: Double = lo < 0 ? -1 : 1
            lift = { Foundation.log(sign * $0) }
            ground = { sign * Foundation.exp($0) }
        case .pow(let e)?:
            lift = { $0 < 0 ? -pow(-$0, e) : pow($0, e) }
            ground = { $0 < 0 ? -pow(-$0, 1 / e) : pow($0, 1 / e) }
        case .symlog(let c)?:
            lift = { ($0 < 0 ? -1 : 1) * log1p(abs($0 / c)) }
            ground = { ($0 < 0 ? -1 : 1) * expm1(abs($0)) * c }
        default:
            lift = { $0 }
            ground = { $0 }
        }
        let d0 = lift(lo)
        let d1 = lift(hi)
        let da = (d0 + d1) / 2
        let a = ground(da + (d0 - da) * frac)
        let b = ground(da + (d1 - da) * frac)
        guard a.isFinite, b.isFinite else { return (lo, hi) }
        return (a, b)
    }

    /// Vega-Lite's axis tick count: one per 40 points (per 10 for bins), no more than one per time unit.
    func tickCount(_ info: VLScaleInfo, domain: ScaleSpec.Domain?, length: Double) -> Int? {
        guard !info.isDiscrete else { return nil }
        // Vega's axis default (10) when Vega-Lite leaves the count out, as it does for log scales.
        if info.scaleType == "log" { return 10 }
        let def = info.def
        var count = (length / (def.isBinned && !def.binned ? 10 : 40)).rounded(.up)
        // `format: "d"` asks for integer ticks: Vega's tickMinStep of 1.
        if info.axisFormat == "d", case .numbers(let r)? = domain {
            count = min(count, (r.upperBound - r.lowerBound).rounded(.down) + 1)
            if count > 1 {
                count = Double(
                    TickMath.count(
                        start: r.lowerBound, stop: r.upperBound, desired: Int(clamped: count, to: 1...1000),
                        minimumStep: 1))
            }
        }
        if let tu = def.timeUnit {
            // Vega-Lite leaves the count to Vega's default (10) for these single units.
            if tu.parts.count == 1, [.month, .hours, .day, .quarter].contains(tu.parts[0]) { count = 10 }
            if tu.smallest != .day, case .dates(let r)? = domain {
                let duration =
                    tu.offset(978_307_200, local: TimeZone(identifier: "UTC") ?? options.timeZone) - 978_307_200
                if duration > 0 { count = min(count, ((r.upperBound - r.lowerBound) / duration).rounded(.down) + 1) }
            }
        }
        guard count.isFinite else { return nil }
        return Int(clamped: count, to: 1...1000)
    }
}
