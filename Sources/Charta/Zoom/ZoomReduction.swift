import ChartaSupport

/// M4 of the rows of a sorted line that a window's device columns show (as ``M4/clipped(_:x:columns:window:)``
/// leaves them of the whole line), column by column: a column's ends by a galloping search along x, its
/// lowest and highest rows from the pyramid. The rows are the ones one M4 pass over the shown rows keeps.
struct ZoomReduction {
    let x: UnsafeBufferPointer<Double>
    let y: UnsafeBufferPointer<Double>
    /// The rows whose y is not finite, ascending.
    let gaps: [Int]
    let pyramid: MinMaxPyramid
    let columns: ReducedLine.Columns
    /// When to stop looking for rows.
    var stop = Stop(rows: .max, budget: nil)

    /// A reduction stops once it keeps more than `rows` rows (possible only when y has gaps, as M4
    /// keeps the ends of every run between them), or when `budget` runs out: its rows are then
    /// refused by layout's limits, or by the budget, instead of being found to the end.
    struct Stop {
        var rows: Int
        var budget: RenderBudget?

        /// Whether to stop with `kept` rows kept, after `steps` steps (a column or a gap each).
        func now(kept: Int, steps: Int) -> Bool {
            kept > rows || (steps % 256 == 0 && budget?.isExhausted == true)
        }
    }

    /// Runs shorter than this are reduced by one M4 pass, which is as quick as the pyramid there.
    static let directRows = 1 << 14

    func column(_ row: Int) -> Double {
        M4Kernel.column(of: x[row], slope: columns.slope, intercept: columns.intercept)
    }

    /// The rows kept of those in `window`'s columns and the nearest kept row on each side, ascending. M4
    /// keeps the first row of a gap in each column it crosses, so the neighbour before a window that
    /// starts past a gap's first row is the gap's first row in that column.
    func rows(in window: ClosedRange<Double>) -> [Int] {
        let n = x.count
        guard n > 0 else { return [] }
        let ascending = columns.slope > 0
        let start = XIndex.partition(n) {
            ascending ? column($0) >= window.lowerBound : column($0) <= window.upperBound
        }
        let end = XIndex.partition(n) { ascending ? column($0) > window.upperBound : column($0) < window.lowerBound }
        var kept: [Int] = []
        if start > 0 {
            let before = start - 1
            let gap = gapRun(containing: before)
            kept.append(gap.map { max($0.lowerBound, firstRow(inColumnOf: before)) } ?? before)
        }
        kept += reduced(start..<max(start, end))
        if end < n { kept.append(end) }
        return kept
    }

    /// The rows of the gap (consecutive rows whose y is not finite) that holds `row`; nil when y is finite
    /// there. Within a gap, a row's place in ``gaps`` less the row is the same, so the gap's ends are
    /// found by binary search.
    func gapRun(containing row: Int) -> Range<Int>? {
        let k = XIndex.partition(gaps.count) { gaps[$0] >= row }
        guard k < gaps.count, gaps[k] == row else { return nil }
        let offset = row - k
        let first = XIndex.partition(k) { gaps[$0] - $0 == offset }
        let last = k + XIndex.partition(gaps.count - k) { gaps[k + $0] - (k + $0) != offset }
        return gaps[first]..<(gaps[last - 1] + 1)
    }

    /// The first row in the column of `row`.
    func firstRow(inColumnOf row: Int) -> Int {
        let c = column(row)
        return XIndex.partition(row) { column($0) == c }
    }

    /// M4 of `rows` (which start a column): one pass when they are few, else column by column in parts
    /// taken by two threads (``TwoHalves/run(_:parts:_:)``). Each part starts a column, so every column
    /// is reduced whole by one thread, and the parts' rows in order are the rows of the whole.
    func reduced(_ rows: Range<Int>) -> [Int] {
        guard !rows.isEmpty else { return [] }
        if rows.count <= Self.directRows {
            let kept = M4.keptRows(
                x: Array(x[rows]), y: Array(y[rows]), slope: columns.slope, intercept: columns.intercept,
                xSortedAndFinite: true, inHalves: false)
            return kept.map { $0 + rows.lowerBound }
        }
        let parts = TwoHalves.parts
        let starts = (0...parts).map { k in
            k == parts
                ? rows.upperBound : max(rows.lowerBound, firstRow(inColumnOf: rows.lowerBound + k * rows.count / parts))
        }
        return TwoHalves.run(parts, parts: parts) { k in
            reducedByColumn(starts[k.lowerBound]..<starts[k.lowerBound + 1])
        }.flatMap { $0 }
    }

    /// M4 of `rows` (which start a column) column by column, as M4 keeps them: each column's runs of
    /// finite rows by their first, lowest, highest and last rows, and the first row of each gap in each
    /// column it crosses.
    func reducedByColumn(_ rows: Range<Int>) -> [Int] {
        var kept: [Int] = []
        var steps = 0
        var start = rows.lowerBound
        var g = XIndex.partition(gaps.count) { gaps[$0] >= start }
        while start < rows.upperBound {
            let gap = g < gaps.count ? min(gaps[g], rows.upperBound) : rows.upperBound
            guard reduce(start..<gap, into: &kept, steps: &steps) else { break }
            guard gap < rows.upperBound else { break }
            // The gap's rows, up to the next finite one (or the end of `rows`).
            let end = min(gapRun(containing: gap)?.upperBound ?? gap + 1, rows.upperBound)
            g = XIndex.partition(gaps.count) { gaps[$0] >= end }
            var first = gap
            while first < end {
                kept.append(first)
                steps += 1
                if stop.now(kept: kept.count, steps: steps) { return kept }
                first = lastRow(inColumnOf: first, before: end, guess: 1) + 1
            }
            start = end
        }
        return kept
    }

    /// Appends M4 of `rows`, all of them finite, column by column: each column's ends by a galloping
    /// search, its lowest and highest rows from the pyramid. False when it stopped (``Stop``).
    func reduce(_ rows: Range<Int>, into kept: inout [Int], steps: inout Int) -> Bool {
        var first = rows.lowerBound
        // Columns of evenly spaced x hold about as many rows as the one before: the first guess.
        var guess = 1
        while first < rows.upperBound {
            let last = lastRow(inColumnOf: first, before: rows.upperBound, guess: guess)
            let (lowest, highest) = pyramid.extremes(of: y, in: first..<(last + 1))
            // First, lowest, highest, last: ascending, each once.
            let four: InlineArray<4, Int> = [first, min(lowest, highest), max(lowest, highest), last]
            for i in four.indices where kept.last.map({ four[i] > $0 }) ?? true {
                kept.append(four[i])
            }
            guess = last + 1 - first
            first = last + 1
            steps += 1
            if stop.now(kept: kept.count, steps: steps) { return false }
        }
        return true
    }

    /// The last row before `end` in the column of row `first`: a galloping search out from the row
    /// `guess` rows on, forwards when that row is still in the column, else backwards.
    func lastRow(inColumnOf first: Int, before end: Int, guess: Int) -> Int {
        let c = column(first)
        // Rows inside..<outside: `inside` is in the column, `outside` (or `end`) past it.
        var (inside, outside) = (first, end)
        let probe = min(first + max(guess, 1) - 1, end - 1)
        var step = 1
        if column(probe) == c {
            inside = probe
            while inside + step < end, column(inside + step) == c {
                inside += step
                step *= 2
            }
            outside = min(inside + step, end)
        } else {
            outside = probe
            while outside - step > first, column(outside - step) != c {
                outside -= step
                step *= 2
            }
            inside = max(outside - step, first)
        }
        while outside - inside > 1 {
            let mid = inside + (outside - inside) / 2
            if column(mid) == c { inside = mid } else { outside = mid }
        }
        return inside
    }
}
