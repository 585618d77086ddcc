import Foundation

/// Binning quantitative fields (Vega's `bin` transform with vega-statistics' `bin` step rules).
extension VLCompiler {
    /// The bins of a field over these values: start, stop and step (nil without finite values).
    func bins(_ values: [Double], def: VLFieldDef) -> (start: Double, stop: Double, step: Double)? {
        let finite = values.filter(\.isFinite)
        guard let lo = finite.min(), let hi = finite.max() else { return nil }
        let params = def.bin
        var extent = view.sharedBinExtents[VLCompiler.binKey(def)] ?? (lo, hi)
        if let e = params?["extent"]?.value.array?.compactMap(\.number), e.count == 2 { extent = (e[0], e[1]) }
        let defaultMax: Double = [VLChannel.x, .y].contains(def.channel) ? 10 : 6
        // At most `limits.bins` bins: a larger maxbins is lowered, and a step that would give more bins
        // is left to the maxbins rule.
        let bound = Double(limits.bins)
        let maxbins = min(params?["maxbins"]?.value.number ?? defaultMax, bound)
        let span = abs(extent.1 - extent.0)
        let step = params?["step"]?.value.number.flatMap { span / $0 <= bound ? $0 : nil }
        return VLCompiler.binStep(
            extent: extent, maxbins: maxbins, step: step, minstep: params?["minstep"]?.value.number ?? 0,
            nice: params?["nice"]?.value.bool ?? true)
    }

    /// Layers that bin the same field the same way share their bins, over the union of their extents
    /// (as Vega-Lite bins a layered chart: a layer of a subset, such as one origin's cars, gets the whole
    /// chart's bins, not finer ones of its own). Reads each binned field once more per layer.
    mutating func shareBinExtents(_ units: [VLUnit]) {
        view.sharedBinExtents = [:]
        guard units.count > 1 else { return }
        var extents: [String: (lo: Double, hi: Double)] = [:]
        var users: [String: Int] = [:]
        for unit in units {
            var seen: Set<String> = []
            for (_, def) in columnDefs(unit) where def.isBinned && !def.binned && def.timeUnit == nil {
                guard let path = def.field else { continue }
                let key = VLCompiler.binKey(def)
                guard seen.insert(key).inserted else { continue }
                users[key, default: 0] += 1
                let values = fieldValues(path, rows: unit.source.rows, source: unit.source, type: .quantitative)
                for value in values {
                    let v = value.number
                    guard v.isFinite else { continue }
                    let e = extents[key] ?? (v, v)
                    extents[key] = (min(e.lo, v), max(e.hi, v))
                }
            }
        }
        view.sharedBinExtents = extents.filter { users[$0.key, default: 0] > 1 }
    }

    /// What makes two bins the same: the field and the bin parameters.
    static func binKey(_ def: VLFieldDef) -> String {
        "\(def.field?.raw ?? "")\u{1F}\(def.bin.map { String(describing: $0.value) } ?? "")"
    }

    /// The start and end of each value's bin, as vega-transforms' `Bin` finds it: the stop itself falls
    /// in the last bin, and values outside the bins' extent (one given by the spec) fall in none.
    func bin(_ values: [Double], def: VLFieldDef) -> (starts: [Double], ends: [Double]) {
        guard let (start, stop, step) = bins(values, def: def), step > 0, step.isFinite else {
            return (values.map { _ in .nan }, values.map { _ in .nan })
        }
        let starts = values.map { value -> Double in
            guard value.isFinite, value >= start, value <= stop else { return .nan }
            let v = max(start, min(value, stop - step))
            return start + step * (1e-14 + (v - start) / step).rounded(.down)
        }
        return (starts, starts.map { $0 + step })
    }

    /// vega-statistics' `bin`: a nice step for at most `maxbins` bins over the extent (base 10, divisors 5
    /// and 2), and the extent widened to multiples of it.
    static func binStep(extent: (Double, Double), maxbins: Double, step fixed: Double?, minstep: Double, nice: Bool)
        -> (start: Double, stop: Double, step: Double)
    {
        var (lo, hi) = extent
        let span = (hi - lo) != 0 ? hi - lo : (abs(lo) != 0 ? abs(lo) : 1)
        var step: Double
        if let fixed, fixed > 0 {
            step = fixed
        } else {
            let maxb = max(1, maxbins)
            let level = (log10(maxb)).rounded(.up)
            step = max(minstep, pow(10, (log10(span)).rounded() - level))
            var guardCount = 0
            while (span / step).rounded(.up) > maxb && guardCount < 400 {
                step *= 10
                guardCount += 1
            }
            for d in [5.0, 2.0] {
                let v = step / d
                if v >= minstep && span / v <= maxb { step = v }
            }
        }
        let v = log(step)
        let precision = v >= 0 ? 0 : Int(clamped: -v / log(10), to: 0...400) + 1
        let eps = pow(10, Double(-precision - 1))
        if nice {
            let floorStart = ((lo / step) + eps).rounded(.down) * step
            lo = lo < floorStart ? floorStart - step : floorStart
            hi = (hi / step).rounded(.up) * step
        }
        return (lo, hi == lo ? lo + step : hi, step)
    }

    /// The text of a discrete value (a facet header, a tick of an ordinal axis): its label, or Vega's
    /// bin range (“5 – 10”) for a binned field, whose ends the units' `<key>__end` columns hold.
    func binRangeLabel(_ key: VLColumn, def: VLFieldDef, units: [VLUnit]) -> (VLValue) -> String {
        guard def.isBinned, !def.binned else { return { label($0, def: def) } }
        var ends: [Double: Double] = [:]
        for unit in units {
            for (start, end) in zip(unit.frame[key] ?? [], unit.frame[key.with(.end)] ?? []) {
                ends[start.number] = end.number
            }
        }
        return { v in
            guard let end = ends[v.number], end.isFinite else { return label(v, def: def) }
            return "\(label(v, def: def)) \u{2013} \(label(.number(end), def: def))"
        }
    }
}
