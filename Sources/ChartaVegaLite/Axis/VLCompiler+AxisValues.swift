import Charta
import Foundation

/// Where an axis puts its ticks (Vega-Lite's axis `values` and `tickCount`, and the bin boundaries of a
/// binned axis).
extension VLCompiler {
    func axisValues(
        _ source: VLAxisSource, units: [VLUnit], scale: ScaleSpec?, length: Double
    ) -> AxisValues? {
        let info = source.info
        var values: AxisValues?
        if let count = tickCount(info, domain: scale?.domain, length: length) { values = .automatic(count: count) }
        if let boundaries = binBoundaries(source, units: units, scale: scale, length: length) {
            values = .explicit(boundaries.map { .number($0) })
        }
        if let count = source.property("tickCount")?.number, count.isFinite, count >= 0, count < 10_000 {
            values = .automatic(count: Int(count))
        }
        if let given = source.node?["values"]?.value.array {
            values = .explicit(given.map { v in axisValue(v, def: source.def) })
        }
        return values
    }

    /// Vega ticks a binned axis at every bin boundary. Data binned before
    /// the spec (`"bin": {"binned": true}`) has boundaries only when the spec gives their `step`
    /// (Vega-Lite's scale `bins`), counted from the domain's start.
    private func binBoundaries(
        _ source: VLAxisSource, units: [VLUnit], scale: ScaleSpec?, length: Double
    ) -> [Double]? {
        let (def, info) = (source.def, source.info)
        guard def.isBinned, !info.isDiscrete, case .numbers(let r)? = scale?.domain else { return nil }
        let given = def.binned ? def.bin?["step"]?.value.number : nil
        if def.binned && given == nil { return nil }
        let step =
            given
            ?? units.compactMap { u -> Double? in
                // Start and end of one row (imputed rows of a stack may have no end).
                let starts = (u.frame[source.channel] ?? []).map(\.number)
                let ends = (u.frame[source.channel, .end] ?? []).map(\.number)
                return zip(starts, ends).first { $0.isFinite && $1.isFinite }.map { $1 - $0 }
            }.first
        guard let step, step > 0, (r.upperBound - r.lowerBound) / step < 1000 else { return nil }
        // Vega counts at least one tick per bin boundary (vega-encode `tickCount` over the scale's
        // `bins`), so the boundaries are never thinned.
        return Array(stride(from: r.lowerBound, through: r.upperBound + step / 1e6, by: step))
    }

    /// One of an axis's listed `values`: a date on a temporal axis, else a number or text.
    private func axisValue(_ v: JSONValue, def: VLFieldDef) -> DataValue {
        if def.measure == .temporal { return .date(Date(timeIntervalSince1970: dateParser.date(VLValue(v)))) }
        if let d = v.number { return .number(d) }
        return .string(VLValue(v).text)
    }
}
