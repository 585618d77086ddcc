/// A layer with every channel turned into numbers, ready for scales: numbers stay numbers, dates become
/// seconds, categories become their index in the channel's domain. Missing values are NaN.
struct LayerData: Sendable {
    var spec: LayerSpec
    var index: Int
    var rowCount: Int
    var x: [Double]
    var x2: [Double]?
    var y: [Double]
    var y2: [Double]?
    /// The series of each row (from a non-identity colour or a series channel); nil for a single series.
    var series: SeriesColumn
    /// Per-row colours from an identity-encoded colour channel.
    var identityColors: [Color?]?
    /// For bars and areas: the channel that carries the measured value.
    var valueChannel: Channel?
    /// The largest finite value of each quantitative offset channel (the default top of its scale).
    var offsetMaxima: [Channel: Double] = [:]
    /// One scan of each position column (x, y, x2, y2 when present), taken after stacking; layout's
    /// warnings, extents and M4 all read it instead of scanning the column again.
    var summaries: [Channel: ColumnSummary] = [:]
    /// Whether ``summaries``' y is an estimate from a sample (see ``LayoutState/settleEstimates(size:)``).
    var yEstimated = false
    /// Whether ``summaries``' x is only taken to ascend, from its ends and a sample, until M4 checks it.
    var xEstimated = false
    /// The rows M4 kept of the whole line when layout settled its y extent, with the device columns they
    /// were reduced to; the line's marks use them when the columns still hold.
    var reducedLine: ReducedLine?

    /// The layer's data; `codes` are its x and y rows' codes in categorical domains when collecting their
    /// categories found them (``CollectedCodes``).
    init(
        _ spec: LayerSpec, index: Int, xDomain: ChannelDomain, yDomain: ChannelDomain,
        codes: (x: [Int32]?, y: [Int32]?) = (nil, nil)
    ) {
        self.spec = spec
        self.index = index
        rowCount = spec.data.rowCount
        x = LayerData.numbers(spec, .x, domain: xDomain, codes: codes.x)
        y = LayerData.numbers(spec, .y, domain: yDomain, codes: codes.y)
        x2 = spec.encoding[.x2] == nil ? nil : LayerData.numbers(spec, .x2, domain: xDomain)
        y2 = spec.encoding[.y2] == nil ? nil : LayerData.numbers(spec, .y2, domain: yDomain)
        let seriesChannel: Channel? =
            spec.encoding[.color].flatMap { $0.identity ? nil : Channel.color }
            ?? (spec.encoding[.series] == nil ? nil : .series)
        series =
            seriesChannel.map { channel in SeriesColumn(spec, channel) }
            ?? SeriesColumn()
        if spec.encoding[.color]?.identity == true {
            identityColors = (0..<rowCount).map { row in spec.value(.color, row: row).flatMap(LayerData.color) }
        }
        if spec.mark.kind == .bar || spec.mark.kind == .area {
            valueChannel = spec.isValueChannel(.x, other: .y) ? .x : .y
        }
        for offset in [Channel.xOffset, .yOffset] where !spec.isCategorical(offset) {
            guard let column = spec.column(offset) else { continue }
            offsetMaxima[offset] = (0..<rowCount).lazy.map { column.number(at: $0) }.filter(\.isFinite).max()
        }
    }

    static func color(_ value: DataValue) -> Color? {
        if case .string(let s) = value { return Color(hex: s) }
        return nil
    }

    /// The channel's values as numbers along its domain; `codes` are the layer's codes in a categorical
    /// domain when collecting its categories found them (``CollectedCodes``).
    static func numbers(_ spec: LayerSpec, _ channel: Channel, domain: ChannelDomain, codes: [Int32]? = nil)
        -> [Double]
    {
        let rows = spec.data.rowCount
        if domain.kind == .categorical, let codes, codes.count == rows {
            return codes.map { $0 < 0 ? .nan : Double($0) }
        }
        if domain.kind == .categorical {
            var index: [String: Int32] = [:]
            for (i, c) in domain.categories.enumerated() where index[c] == nil { index[c] = Int32(i) }
            return spec.categoryCodes(channel, rowCount: rows) { index[$0] ?? -1 }.map { $0 < 0 ? .nan : Double($0) }
        }
        if let column = spec.column(channel) {
            // Number and date columns are shared, not copied (a million-row column is one array).
            switch column {
            case .numbers(let v) where v.count == rows, .dates(let v) where v.count == rows: return v
            default: return (0..<rows).map { column.number(at: $0) }
            }
        }
        switch spec.encoding[channel]?.source {
        case .datum(.number(let d))?: return Array(repeating: d, count: rows)
        case .datum(.date(let d))?: return Array(repeating: d.timeIntervalSince1970, count: rows)
        default: return Array(repeating: .nan, count: rows)
        }
    }
}

extension LayerData {
    /// Stacks bar and area values that share a position: each row's value becomes a range from the top of
    /// the rows before it. Positive and negative values stack away from zero separately.
    mutating func applyStacking() {
        guard let valueChannel, let stack = spec.encoding[valueChannel]?.stack, stack != .unstacked else { return }
        guard (valueChannel == .y ? y2 : x2) == nil else { return }
        let position = valueChannel == .y ? x : y
        if stack == .standard, Self.strictlyIncreasing(position) {
            // One row per position (a time series of bars): every bar stands on zero as it is.
            if valueChannel == .y {
                y2 = Array(repeating: 0, count: rowCount)
            } else {
                x2 = Array(repeating: 0, count: rowCount)
            }
            return
        }
        var values = valueChannel == .y ? y : x
        var lower = Array(repeating: 0.0, count: rowCount)
        // One stack per position: its index is found with one hash a row, none for a row at the position of
        // the row before (rows often come grouped by position), and its tops and total are kept in arrays.
        var stacks = StackIndex()
        let spreads = stack == .normalized || stack == .center
        // Each row's stack, for the second pass (-1 where the position is NaN).
        var stackOfRow = spreads ? [Int](repeating: -1, count: rowCount) : []
        var (positive, negative, totals): ([Double], [Double], [Double]) = ([], [], [])
        for row in 0..<rowCount where !position[row].isNaN {
            let k = stacks.index(of: position[row])
            if k == totals.count {  // a new stack
                positive.append(0)
                negative.append(0)
                totals.append(0)
            }
            if spreads { stackOfRow[row] = k }
            let v = values[row]
            guard v.isFinite else { continue }
            let base = v >= 0 ? positive[k] : negative[k]
            lower[row] = base
            values[row] = base + v
            if v >= 0 { positive[k] = base + v } else { negative[k] = base + v }
            totals[k] += abs(v)
        }
        if spreads {
            for row in 0..<rowCount where stackOfRow[row] >= 0 {
                let k = stackOfRow[row]
                if stack == .normalized, totals[k] > 0 {
                    lower[row] /= totals[k]
                    values[row] /= totals[k]
                } else if stack == .center {
                    let shift = -(positive[k] + negative[k]) / 2
                    lower[row] += shift
                    values[row] += shift
                }
            }
        }
        if valueChannel == .y {
            y = values
            y2 = lower
        } else {
            x = values
            x2 = lower
        }
    }

    /// The stacks of ``applyStacking()``, numbered in the order their positions first appear.
    struct StackIndex {
        private var indices: [Double: Int] = [:]
        private var last: (position: Double, index: Int) = (.nan, -1)

        /// The stack at `position` (not NaN): a new one is numbered next, after every stack so far.
        mutating func index(of position: Double) -> Int {
            // `==` as the dictionary compares keys: -0 and 0 are one position.
            if position == last.position { return last.index }
            let index = indices[position] ?? indices.count
            if index == indices.count { indices[position] = index }
            last = (position, index)
            return index
        }
    }

    /// Whether every value is finite and greater than the one before.
    static func strictlyIncreasing(_ values: [Double]) -> Bool {
        guard values.allSatisfy(\.isFinite) else { return false }
        return zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// The smallest and largest finite values of a channel and its partner (nil when none is finite),
    /// in one pass without copying.
    /// Half the width, in data units, of the bars this layer centres on `channel` when that channel is
    /// continuous and the width comes from the spacing of the positions (``MarkBuilder/defaultWidth(_:_:)``:
    /// 80% of the closest spacing, or the ratio given), and half that spacing; nil for other marks, fixed
    /// widths, ranged or offset bars, and fewer than two distinct positions.
    func barHalfWidth(along channel: Channel) -> (bar: Double, spacing: Double)? {
        guard spec.mark.kind == .bar || spec.mark.kind == .rect, valueChannel != channel,
            (channel == .x ? x2 : y2) == nil, spec.encoding[channel == .x ? .xOffset : .yOffset] == nil
        else { return nil }
        let ratio: Double
        switch spec.mark.width {
        case .automatic: ratio = 0.8
        case .ratio(let r): ratio = r
        case .fixed, .inset: return nil
        }
        guard let gap = ColumnScan.closestSpacing(channel == .x ? x : y) else { return nil }
        return ratio.isFinite ? (abs(ratio) * gap / 2, gap / 2) : nil
    }

    /// The column of a position channel (x, y, x2 or y2).
    func positions(_ channel: Channel) -> [Double]? {
        switch channel {
        case .x: x
        case .y: y
        case .x2: x2
        case .y2: y2
        default: nil
        }
    }

    /// Scans each position column once (see ``summaries``). When `estimates` says so of the layer, x is
    /// only taken to ascend when its ends and a sample do, and then y is estimated from a sample.
    mutating func summarize(estimating estimates: (LayerData) -> Bool = { _ in false }) {
        let estimating = estimates(self)
        for channel in [Channel.x, .x2, .y2] {
            if channel == .x, estimating, let taken = ColumnSummary(takenAscending: x) {
                (summaries[.x], xEstimated) = (taken, true)
                continue
            }
            // Only x's order is asked for (by M4).
            if let column = positions(channel) {
                summaries[channel] = ColumnSummary(column, checkingOrder: channel == .x)
            }
        }
        yEstimated = estimating && summaries[.x]?.sortedAndFinite == true
        summaries[.y] = yEstimated ? ColumnSummary(sampling: y) : ColumnSummary(y, checkingOrder: false)
    }

    /// The summary of a position column, scanning it when ``summarize()`` has not.
    func summary(_ channel: Channel) -> ColumnSummary? {
        summaries[channel] ?? positions(channel).map { ColumnSummary($0) }
    }

    func finiteExtent(_ channel: Channel) -> (Double, Double)? {
        let extents = [channel, channel == .x ? .x2 : .y2].compactMap { c in
            positions(c).flatMap { summary(c)?.finiteExtent($0) }
        }
        guard let lo = extents.map(\.0).min(), let hi = extents.map(\.1).max() else { return nil }
        return (lo, hi)
    }
}
