/// Stacking x or y in the reader (Vega's `stack` transform): each row's value becomes a span from the
/// running total of the rows before it at the same position, positive and negative values apart.
/// Rows are already in Vega-Lite's stack order (see `orderRows`).
extension VLCompiler {
    func applyStack(_ unit: inout VLUnit, infos: [VLChannel: VLScaleInfo]) {
        guard let (channel, offset) = unit.stacking(), channel == .x || channel == .y else { return }
        let dimension: VLChannel = channel == .x ? .y : .x
        let frame = unit.frame
        guard let values = frame[channel] else { return }
        let dims = frame[dimension] ?? Array(repeating: .null, count: frame.count)
        let offsets = dimension.offset.flatMap({ frame[$0] }) ?? Array(repeating: .null, count: frame.count)
        // Every facet level's values: stacks never cross cells.
        let facets = unit.facetDefs.keys.sorted().compactMap { frame[$0] }
        // Rows whose missing dimension is shown at zero stack apart from the rows at zero.
        let invalid = frame[dimension, .shownInvalid] ?? Array(repeating: .null, count: frame.count)
        var positive: [[VLValue]: Double] = [:]
        var negative: [[VLValue]: Double] = [:]
        var lower = Array(repeating: 0.0, count: frame.count)
        var upper = values.map(\.number)
        for r in 0..<frame.count {
            let v = values[r].number
            guard v.isFinite else {
                upper[r] = .nan
                lower[r] = .nan
                continue
            }
            let key = [dims[r], offsets[r], invalid[r]] + facets.map { $0[r] }
            let base = v >= 0 ? positive[key, default: 0] : negative[key, default: 0]
            lower[r] = base
            upper[r] = base + v
            if v >= 0 { positive[key] = base + v } else { negative[key] = base + v }
        }
        if offset == "normalize" || offset == "center" {
            for r in 0..<frame.count where upper[r].isFinite {
                let key = [dims[r], offsets[r], invalid[r]] + facets.map { $0[r] }
                let top = positive[key, default: 0]
                let bottom = negative[key, default: 0]
                if offset == "normalize" {
                    let total = top - bottom
                    guard total > 0 else { continue }
                    lower[r] = (lower[r] - bottom) / total
                    upper[r] = (upper[r] - bottom) / total
                } else {
                    let shift = -(top + bottom) / 2
                    lower[r] += shift
                    upper[r] += shift
                }
            }
        }
        unit.frame.set(channel, upper.map { $0.isNaN ? .null : .number($0) })
        unit.frame.set(channel, .stackStart, lower.map { $0.isNaN ? .null : .number($0) })
    }
}

/// Which series a stack runs across, and the order stacked paths are drawn in.
extension VLCompiler {
    /// The channel whose field splits a stack into series: colour, else opacity, size or shape.
    static func stackBy(_ unit: VLUnit) -> VLChannel? {
        [VLChannel.color, .opacity, .size, .shape].first { unit.fieldDef($0) != nil }
    }

    /// A stacked line's or area's series in the order they first come in the data, which is the order
    /// Vega draws them in (the path marks' facet), whatever order the stack runs in; nil for other marks.
    static func stackedSeriesOrder(_ unit: VLUnit) -> (channel: VLChannel, rank: [VLValue: Int])? {
        guard ["line", "area", "trail"].contains(unit.markType), unit.stacking() != nil, let by = stackBy(unit),
            let values = unit.frame[by]
        else { return nil }
        var rank: [VLValue: Int] = [:]
        for v in values where rank[v] == nil { rank[v] = rank.count }
        return (by, rank)
    }

    /// The rows series by series in `order`, each series's rows keeping their order.
    static func drawSeries(_ unit: inout VLUnit, in order: (channel: VLChannel, rank: [VLValue: Int])) {
        guard let values = unit.frame[order.channel], order.rank.count > 1 else { return }
        let rank = values.map { order.rank[$0] ?? 0 }
        let rows = values.indices.sorted { (rank[$0], $0) < (rank[$1], $1) }
        unit.frame = unit.frame.rows(rows)
    }
}
