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
    private var lows: [Double] = []
    private var lowRows: [Int] = []
    private var highs: [Double] = []
    private var highRows: [Int] = []
    /// Where each level's entries start; one more at the end.
    private var levelStarts: [Int] = [0]

    /// The pyramid over `values`; levels are built while a level has more than one block.
    init(_ values: UnsafeBufferPointer<Double>) {
        var count = values.count
        var level = -1
        while count > 1 {
            let blocks = (count + Self.fanout - 1) >> Self.shift
            let below = level < 0 ? 0 : levelStarts[level]
            for b in 0..<blocks {
                var (low, lowRow, high, highRow) = (Double.infinity, -1, -Double.infinity, -1)
                for i in (b << Self.shift)..<min((b + 1) << Self.shift, count) {
                    let (l, lr, h, hr): (Double, Int, Double, Int)
                    if level < 0 {
                        let v = values[i]
                        (l, lr, h, hr) = v.isFinite ? (v, i, v, i) : (.infinity, -1, -.infinity, -1)
                    } else {
                        (l, lr, h, hr) = (lows[below + i], lowRows[below + i], highs[below + i], highRows[below + i])
                    }
                    // Strictly lower or higher: of equal values, the earliest row stays.
                    if l < low { (low, lowRow) = (l, lr) }
                    if h > high { (high, highRow) = (h, hr) }
                }
                lows.append(low)
                lowRows.append(lowRow)
                highs.append(high)
                highRows.append(highRow)
            }
            levelStarts.append(lows.count)
            count = blocks
            level += 1
        }
    }

    /// The number of levels of blocks.
    private var levels: Int { levelStarts.count - 1 }

    /// The earliest row holding the lowest value of `rows`, and the earliest holding the highest
    /// (every value in `rows` finite; `rows` not empty).
    func extremes(of values: UnsafeBufferPointer<Double>, in rows: Range<Int>) -> (lowest: Int, highest: Int) {
        var best = Extremes()
        scan(-1, rows.lowerBound, rows.upperBound, values, into: &best)
        return (best.lowRow, best.highRow)
    }

    /// Reads entries `start..<end` of `level` (-1: the rows themselves) into `best` in row order: the
    /// partial blocks at each end on this level, the whole blocks between them one level up.
    private func scan(
        _ level: Int, _ start: Int, _ end: Int, _ values: UnsafeBufferPointer<Double>, into best: inout Extremes
    ) {
        let up = (start + Self.fanout - 1) >> Self.shift
        let down = end >> Self.shift
        guard level + 1 < levels, up < down else {
            read(level, start..<end, values, into: &best)
            return
        }
        read(level, start..<(up << Self.shift), values, into: &best)
        scan(level + 1, up, down, values, into: &best)
        read(level, (down << Self.shift)..<end, values, into: &best)
    }

    /// The lowest and highest so far, each with its earliest row.
    private struct Extremes {
        var low = Double.infinity
        var lowRow = -1
        var high = -Double.infinity
        var highRow = -1
    }

    /// Reads entries `range` of `level` (-1: the rows themselves) into `best`, in order.
    @inline(__always)
    private func read(
        _ level: Int, _ range: Range<Int>, _ values: UnsafeBufferPointer<Double>, into best: inout Extremes
    ) {
        guard !range.isEmpty else { return }
        if level < 0 {
            for i in range {
                let v = values[i]
                if v < best.low { (best.low, best.lowRow) = (v, i) }
                if v > best.high { (best.high, best.highRow) = (v, i) }
            }
            return
        }
        let base = levelStarts[level]
        lows.withUnsafeBufferPointer { lows in
            highs.withUnsafeBufferPointer { highs in
                for i in (base + range.lowerBound)..<(base + range.upperBound) {
                    if lows[i] < best.low { (best.low, best.lowRow) = (lows[i], lowRows[i]) }
                    if highs[i] > best.high { (best.high, best.highRow) = (highs[i], highRows[i]) }
                }
            }
        }
    }
}
