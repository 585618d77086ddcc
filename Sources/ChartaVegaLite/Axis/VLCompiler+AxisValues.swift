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

    /// Vega ticks a binned axis at the bin boundaries, thinned to the tick count. Data binned before
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
                let starts = (u.frame[source.channel] ?? []).map(\.number).filter(\.isFinite)
                let ends = (u.frame[source.channel, .end] ?? []).map(\.number).filter(\.isFinite)
                return zip(starts, ends).map { $1 - $0 }.first
            }.first
        guard let step, step > 0, (r.upperBound - r.lowerBound) / step < 1000 else { return nil }
        var ticks = Array(stride(from: r.lowerBound, through: r.upperBound + step / 1e6, by: step))
        // Vega counts at least one tick per bin boundary (vega-scale `tickCount`), so given bins are
        // never thinned.
        let count = given != nil ? ticks.count : tickCount(info, domain: scale?.domain, length: length) ?? 10
        while ticks.count > count && ticks.count >= 3 {
            ticks = ticks.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        }
        return ticks
    }

    /// One of an axis's listed `values`: a date on a temporal axis, else a number or text.
    private func axisValue(_ v: JSONValue, def: VLFieldDef) -> DataValue {
        if def.measure == .temporal { return .date(Date(timeIntervalSince1970: dateParser.date(VLValue(v)))) }
        if let d = v.number { return .number(d) }
        return .string(VLValue(v).text)
    }
}
