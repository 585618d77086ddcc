import Charta
import Foundation

/// Axes, legend and their titles, with Vega-Lite's defaults (compile/axis, compile/legend).
extension VLCompiler {
    /// The axis properties Charta honours (``VLSchema/axis`` has the rest of Vega-Lite's, which are
    /// reported as ignored). `labelColor` and `tickColor` are honoured as conditions that hide labels and
    /// ticks.
    static let axisKeys: Set<String> = [
        "title", "grid", "ticks", "domain", "labels", "labelAngle", "labelPadding", "format", "formatType",
        "orient", "values", "tickCount", "labelExpr", "labelOverlap", "titleFontSize", "labelLimit",
        "titlePadding", "labelColor", "tickColor", "labelFlush", "minExtent",
        "offset", "labelOffset", "labelAlign", "labelBaseline",
    ]

    // MARK: - Titles

    /// Vega-Lite's default title of a field: “Sum of b”, “Count of Records”, “date (year-month)”,
    /// “b (binned)”, or the field as written.
    func defaultTitle(_ def: VLFieldDef) -> String? {
        let field = def.field?.raw ?? ""
        if let aggregate = def.aggregate {
            switch aggregate {
            case .op("count") where def.field == nil: return "Count of Records"
            case .argmin(let other): return "\(field) for min \(other)"
            case .argmax(let other): return "\(field) for max \(other)"
            default: return "\(aggregate.titleName) of \(field)"
            }
        }
        guard def.field != nil else { return nil }
        if let tu = def.timeUnit, !tu.binned { return "\(field) (\(tu.titleName))" }
        if def.isBinned, !def.binned { return "\(field) (binned)" }
        return field
    }

    /// A title from the spec: `.text`, `.none` (null or empty), or nil when it leaves the default.
    func explicitTitle(_ def: VLFieldDef, guide: JSONNode?) -> VLTitle {
        if let t = guide?["title"] {
            switch t.value {
            case .null: return VLTitle.none
            case .string(let s): return s.isEmpty ? VLTitle.none : .text(s)
            case .array(let lines): return .text(lines.compactMap(\.string).joined(separator: " "))
            default: break
            }
        }
        if case .text(let s) = def.title, s.isEmpty { return VLTitle.none }
        return def.title
    }

    /// The title of a channel's guide over all layers: the first explicit title, else the distinct
    /// default titles joined with “, ” (with the secondary channel's field, as for `x` and `x2`).
    func guideTitle(_ channel: VLChannel, secondary: VLChannel?, units: [VLUnit], guide: (VLFieldDef) -> JSONNode?)
        -> String?
    {
        var implicit: [String] = []
        for unit in units {
            guard let def = unit.defs[channel] else { continue }
            switch explicitTitle(def, guide: guide(def)) {
            case .none: return nil
            case .text(let s): return s
            case .unset:
                if let t = defaultTitle(def), !implicit.contains(t) { implicit.append(t) }
            }
            if let secondary, let def2 = unit.defs[secondary], def2.field != nil,
                case .unset = explicitTitle(def2, guide: nil), let t = defaultTitle(def2), !implicit.contains(t)
            {
                implicit.append(t)
            }
        }
        return implicit.isEmpty ? nil : implicit.joined(separator: ", ")
    }

    // MARK: - Legend

    /// Vega's gradient legend for a continuous colour: the ramp, and labels at the scale's ticks (about
    /// two per 100 points of ramp; the domain's ends when that gives fewer than three).
    mutating func gradientLegend(_ def: VLFieldDef, units: [VLUnit], defaultLength: Double) -> LegendContent {
        let ramp = colorRamp(def, units: units)
        let (lo, hi) = continuousColorDomain(def, units: units)
        let stops = (0...20).compactMap { i -> GradientStop? in
            let t = Double(i) / 20
            return Color(hex: ramp(lo + (hi - lo) * t)).map { GradientStop(offset: t, color: $0) }
        }
        let given = def.legend?["gradientLength"]?.value.number
        let length = given.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? defaultLength
        let count = 2 * Int(clamped: (length / 100).rounded(.down), to: 1...TickMath.maximumCount)
        let temporal = def.measure == .temporal
        var values: [Double]
        if temporal {
            // A time scale's ticks, written like the field's other dates (time unit format, local time).
            let scale = TimeScale(
                domain: [Date(timeIntervalSince1970: lo), Date(timeIntervalSince1970: hi)], calendar: calendar([:]))
            values = scale.ticks(count: count).map(\.timeIntervalSince1970)
        } else {
            values = LinearScale(domain: [lo, hi], range: [0, 1]).ticks(count: count)
        }
        if values.count < 3 && lo != hi { values = [lo, hi] }
        let format = NumberFormat.tickFormat(start: lo, stop: hi, count: count)
        let custom = temporal ? nil : customNumberLabels(values, def: def)
        let labels = values.indices.map { i in
            let v = values[i]
            return LegendLabel(
                temporal ? label(.date(v), def: def) : custom?[i] ?? format(v),
                fraction: hi > lo ? (v - lo) / (hi - lo) : 0.5)
        }
        return .gradient(stops: stops, labels: labels)
    }
}

extension VLCompiler {
    /// A time format object (`{"year": "%y", "quarter": "%b"}`) as the specifiers of each level, with
    /// vega-format's `timeMultiFormat` fallbacks: `date` or `day` for days, `month` for quarters.
    static func timeLevels(_ object: JSONObject) -> TimeTickFormat.Specifiers {
        func spec(_ key: String) -> String? { object[key]?.string }
        var s = TimeTickFormat.Specifiers()
        if let v = spec("milliseconds") { s.millisecond = v }
        if let v = spec("seconds") { s.second = v }
        if let v = spec("minutes") { s.minute = v }
        if let v = spec("hours") { s.hour = v }
        if let v = spec("date") ?? spec("day") { s.day = v }
        if let v = spec("week") { s.week = v }
        if let v = spec("month") { s.month = v }
        s.quarter = spec("quarter") ?? spec("month")
        if let v = spec("year") { s.year = v }
        return s
    }
}
