/// The lowest and highest value of every block of 32 rows, of every block of 32 such blocks, and so on
/// up, each with the earliest row that holds it: the min/max pyramid of tiled plots and time-series
/// stores. The earliest lowest and highest row of any run of rows is then found by reading at most 31
/// entries a level at each end of the run, instead of every row of the run. It takes about one byte a
/// row (100 MB for 10⁸ rows).
///
/// Rows whose value is not finite count as neither lowest nor highest; callers ask only about runs
/// without them (where M4 keeps gaps, not extremes).
struct MinMaxPyramid: Sendable {
    /// Rows (or blocks) per block, as a power of two.
    static let shift = 5
    static let fanout = 1 << shift

    /// One entry per block, level after level (level 0's blocks are 32 rows, level k's are 32 blocks of
    /// level k − 1): the block's lowest value and its earliest row, and its highest and earliest row.
    private var entries: [Entry] = []
    /// Where each level's entries start; one more at the end.
    private var levelStarts: [Int] = [0]

    /// A block's extremes, each with the earliest row that holds it (side by side, so that reading a run
    /// of entries reads one run of memory).
    private struct Entry {
        var low: Double
        var lowRow: Int
        var high: Double
        var highRow: Int

        static let none = Entry(low: .infinity, lowRow: -1, high: -.infinity, highRow: -1)

        /// Takes `other`'s extremes where they are strictly lower or higher: of equal values, the
        /// earliest row stays when entries are merged in row order.
        mutating func merge(_ other: Entry) {
            if other.low < low { (low, lowRow) = (other.low, other.lowRow) }
            if other.high > high { (high, highRow) = (other.high, other.highRow) }
        }
    }

    /// The pyramid over `values`; levels are built while a level has more than one block.
    init(_ values: UnsafeBufferPointer<Double>) {
        var count = values.count
        var level = -1
        while count > 1 {
            let blocks = (count + Self.fanout - 1) >> Self.shift
            let below = level < 0 ? 0 : levelStarts[level]
            entries.reserveCapacity(entries.count + blocks)
            for b in 0..<blocks {
                var block = Entry.none
                for i in (b << Self.shift)..<min((b + 1) << Self.shift, count) {
                    if level >= 0 {
                        block.merge(entries[below + i])
                    } else if values[i].isFinite {
                        block.merge(Entry(low: values[i], lowRow: i, high: values[i], highRow: i))
                    }
                }
                entries.append(block)
            }
            levelStarts.append(entries.count)
            count = blocks
            level += 1
        }
    }

    /// The number of levels of blocks.
    private var levels: Int { levelStarts.count - 1 }

    /// The earliest row holding the lowest value of `rows`, and the earliest holding the highest
    /// (every value in `rows` finite; `rows` not empty).
    func extremes(of values: UnsafeBufferPointer<Double>, in rows: Range<Int>) -> (lowest: Int, highest: Int) {
        var best = Entry.none
        entries.withUnsafeBufferPointer { entries in
            scan(-1, rows.lowerBound, rows.upperBound, values, entries, into: &best)
        }
        return (best.lowRow, best.highRow)
    }

    /// Reads entries `start..<end` of `level` (-1: the rows themselves) into `best` in row order: the
    /// partial blocks at each end on this level, the whole blocks between them one level up.
    private func scan(
        _ level: Int, _ start: Int, _ end: Int, _ values: UnsafeBufferPointer<Double>,
        _ entries: UnsafeBufferPointer<Entry>, into best: inout Entry
    ) {
        let up = (start + Self.fanout - 1) >> Self.shift
        let down = end >> Self.shift
        guard level + 1 < levels, up < down else {
            read(level, start..<end, values, entries, into: &best)
            return
        }
        read(level, start..<(up << Self.shift), values, entries, into: &best)
        scan(level + 1, up, down, values, entries, into: &best)
        read(level, (down << Self.shift)..<end, values, entries, into: &best)
    }

    /// Reads entries `range` of `level` (-1: the rows themselves) into `best`, in order: first the run's
    /// lowest and highest values, in a loop without branches, then (only when one beats `best`) the
    /// earliest place that holds it.
    @inline(__always)
    private func read(
        _ level: Int, _ range: Range<Int>, _ values: UnsafeBufferPointer<Double>,
        _ entries: UnsafeBufferPointer<Entry>, into best: inout Entry
    ) {
        guard !range.isEmpty else { return }
        if level < 0 {
            var (low, high) = (values[range.lowerBound], values[range.lowerBound])
            for i in range {
                low = values[i] < low ? values[i] : low
                high = values[i] > high ? values[i] : high
            }
            if low < best.low { (best.low, best.lowRow) = (low, range.first { values[$0] == low } ?? -1) }
            if high > best.high { (best.high, best.highRow) = (high, range.first { values[$0] == high } ?? -1) }
            return
        }
        let run = (levelStarts[level] + range.lowerBound)..<(levelStarts[level] + range.upperBound)
        var (low, high) = (entries[run.lowerBound].low, entries[run.lowerBound].high)
        for i in run {
            low = entries[i].low < low ? entries[i].low : low
            high = entries[i].high > high ? entries[i].high : high
        }
        if low < best.low, let i = run.first(where: { entries[$0].low == low }) {
            (best.low, best.lowRow) = (low, entries[i].lowRow)
        }
        if high > best.high, let i = run.first(where: { entries[$0].high == high }) {
            (best.high, best.highRow) = (high, entries[i].highRow)
        }
    }
}
