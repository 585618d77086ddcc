import Charta
import Foundation

/// An axis `labelExpr`: the label each tick gets from the expression, found before layout by
/// finding the ticks as the layout will.
extension VLCompiler {
    /// The labels a `labelExpr` gives each tick, keyed by the default label (`datum.value` is the tick's
    /// value, `datum.label` its default label). Ticks are found as the layout will find them.
    mutating func relabel(
        _ e: VLExpression, info: VLScaleInfo, units: [VLUnit], scale: ScaleSpec?, axis: AxisSpec, length: Double,
        at path: String
    ) -> [String: String] {
        var ticks: [(VLExprValue, String)] = []
        if info.isDiscrete {
            ticks = zip(info.values, info.labels).map { (VLExprValue($0.0), $0.1) }
        } else if case .numbers(let r)? = scale?.domain, info.scaleType == "linear" {
            var count = Int(clamped: (length / 40).rounded(.up), to: 2...TickMath.maximumCount)
            if case .automatic(let n?) = axis.values { count = max(1, n) }
            let values = LinearScale(domain: [r.lowerBound, r.upperBound], range: [0, 1]).ticks(count: count)
            var format = NumberFormat.tickFormat(start: r.lowerBound, stop: r.upperBound, count: count)
            if case .number(let specifier) = axis.format,
                let f = try? NumberFormat.tickFormat(
                    start: r.lowerBound, stop: r.upperBound, count: count, specifier: specifier)
            {
                format = f
            }
            ticks = values.map { (.number($0), format($0)) }
        } else if info.def.measure == .temporal {
            ticks = temporalTicks(info, units: units, scale: scale, axis: axis)
        }
        var out: [String: String] = [:]
        for (value, label) in ticks {
            let datum = VLExprValue.object(["value": value, "label": .string(label)])
            // An array gives a label of several lines, as Vega draws it.
            switch evaluate(e, datum, at: path) {
            case .array(let lines): out[label] = lines.map { $0 == .null ? "" : $0.text }.joined(separator: "\n")
            case let v: out[label] = v.text
            }
        }
        return out
    }

    /// Every tick a time axis may show over the channel's dates, whatever tick count the layout settles
    /// on (d3's time ticks for each count, on the domain and on its nice extension), with the label the
    /// axis's format gives it.
    func temporalTicks(_ info: VLScaleInfo, units: [VLUnit], scale: ScaleSpec?, axis: AxisSpec)
        -> [(VLExprValue, String)]
    {
        var lo = Double.infinity
        var hi = -Double.infinity
        if case .dates(let r)? = scale?.domain {
            (lo, hi) = (r.lowerBound, r.upperBound)
        } else {
            for unit in units {
                let secondary = info.channel.secondary.flatMap({ unit.frame[$0] })
                for column in [unit.frame[info.channel], unit.frame[info.channel, .end], secondary] {
                    for v in column ?? [] where v.number.isFinite {

                        lo = min(lo, v.number)
                        hi = max(hi, v.number)
                    }
                }
            }
        }
        guard lo.isFinite, hi.isFinite, hi >= lo else { return [] }
        var calendar = Calendar(identifier: .gregorian)
        let utc = info.scaleType == "utc" || info.def.timeUnit?.utc == true
        calendar.timeZone = utc ? TimeZone(identifier: "UTC") ?? options.timeZone : options.timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        let plain = TimeScale(
            domain: [Date(timeIntervalSince1970: lo), Date(timeIntervalSince1970: max(hi, lo + 1))], calendar: calendar)
        var seen = Set<Double>()
        var out: [(VLExprValue, String)] = []
        // Axes ask for one tick per 40 points or so: 100 counts cover plots up to 4,000 points long.
        for count in 2...100 {
            let format: (Date) -> String
            if case .date(let pattern) = axis.format {
                let f = DateFormat(pattern, calendar: calendar)
                format = { f($0) }
            } else {
                let f = plain.tickFormat(count: count)
                format = { f($0) }
            }
            for time in [plain, plain.nice(count: count)] {
                for date in time.ticks(count: count) where seen.insert(date.timeIntervalSince1970).inserted {
                    out.append((.date(date.timeIntervalSince1970), format(date)))
                }
            }
        }
        return out
    }
}
