import Charta

/// How an axis writes its labels: the `format` (dates by a specifier, by levels or by the time unit;
/// numbers by a d3 format or, on a binned axis, at the precision of its ticks) and, for categories,
/// their texts (`labelExpr`, a time unit's format, a bin's range).
extension VLCompiler {
    /// The axis's `format` (else the field's), or nil past the format length limit.
    mutating func axisFormatText(_ source: VLAxisSource) -> String? {
        let format = source.property("format")?.string ?? source.def.format
        guard let text = format, text.count > limits.formatLength else { return format }
        exceeded(.formatLength, amount: Double(text.count), at: JSONNode.join(source.def.node.path, "axis"))
        return nil
    }

    /// The label format of a continuous axis; nil leaves the scale's.
    func continuousFormat(
        _ source: VLAxisSource, format: String?, scale: ScaleSpec?, length: Double
    ) -> LabelFormat? {
        let (def, info) = (source.def, source.info)
        if def.measure == .temporal {
            if let levels = source.property("format")?.object { return .dateLevels(VLCompiler.timeLevels(levels)) }
            return (format ?? def.timeUnit?.specifier).map { .date($0) }
        }
        // A position stacked with `"stack": "normalize"` is labelled in percent, whatever the axis's
        // format (Vega-Lite's `guideFormat`).
        if def.stack?.value.string == "normalize" { return .number(config.normalizedNumberFormat) }
        if let format { return .number(format) }
        guard def.isBinned, !def.binned, case .numbers(let r)? = scale?.domain,
            let count = tickCount(info, domain: scale?.domain, length: length),
            let precision = NumberFormat.precisionFixed(
                step: TickMath.step(start: r.lowerBound, stop: r.upperBound, count: count))
        else { return nil }
        // The bin boundaries are written as d3's tickFormat writes the scale's ticks for the axis's
        // tick count (Vega's axis labels): 8 to 26 in 30 ticks steps by 0.5, so “8.0”.
        return .number(",.\(precision)f")
    }

    /// Texts that replace the labels of some values: `labelExpr`, or for categories the axis format of
    /// a time unit or a bin's range; nil leaves every label as it is.
    mutating func axisRelabel(
        _ source: VLAxisSource, axis a: AxisSpec, format: String?, units: [VLUnit], scale: ScaleSpec?,
        length: Double
    ) -> [String: String]? {
        let (def, info) = (source.def, source.info)
        if let expr = source.propertyNode("labelExpr"), let text = string(expr),
            let e = expression(text, at: expr.path)
        {
            return relabel(e, info: info, units: units, scale: scale, axis: a, length: length, at: expr.path)
        }
        guard info.isDiscrete else { return nil }
        if def.timeUnit != nil, let format {
            // A discrete time-unit axis writes its categories in the axis format (several may read alike).
            return Dictionary(info.values.map { (label($0, def: def), label($0, def: def, specifier: format)) }) {
                first, _ in first
            }
        }
        guard def.isBinned else { return nil }
        // An ordinal axis of bins shows each bin's range.
        let text = binRangeLabel(.channel(source.channel), def: def, units: units)
        return Dictionary(info.values.map { (label($0, def: def), text($0)) }) { first, _ in first }
    }
}
