/// A step function of one number, tabulated for the page's script: the value at `x` is `values[k]` for
/// the last `k` with `starts[k] <= x` (and `values[0]` below `starts[0]`). The script looks values up
/// with a binary search; it never computes them.
///
/// Tables are built by asking the interaction engine itself at evenly spaced samples and then
/// bisecting every change between neighbouring samples down to `precision`, so a page snaps exactly
/// where the engine does (to within `precision` points) without a second implementation of its rules.
struct StepTable: Hashable, Sendable {
    /// Where each step starts, ascending.
    var starts: [Double]
    /// The value of each step (`-1`: nothing).
    var values: [Int]

    /// The value at `x` (the lookup the page's script performs).
    func value(at x: Double) -> Int {
        guard !values.isEmpty else { return -1 }
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= x { low = mid } else { high = mid - 1 }
        }
        return values[low]
    }

    /// Tabulates `f` over `range`, sampling every `step` and refining each change by bisection until
    /// the bracket is narrower than `precision`. Changes narrower than `step` can be missed; values
    /// outside `range` are those at its ends.
    static func sampling(
        _ range: ClosedRange<Double>, step: Double, precision: Double = 1.0 / 1024, _ f: (Double) -> Int
    ) -> StepTable {
        let a = range.lowerBound
        let b = range.upperBound
        guard a.isFinite, b.isFinite else { return StepTable(starts: [], values: []) }
        let width = b - a
        let safeStep = step.isFinite && step > 0 ? step : max(width, 1)
        let count = Int(clamped: (width / safeStep).rounded(.up), to: 1...100_000)
        var table = StepTable(starts: [a], values: [f(a)])
        var previous = (x: a, value: table.values[0])
        for k in 1...count {
            let x = k == count ? b : a + Double(k) * width / Double(count)
            let value = f(x)
            if value != previous.value {
                table.refine(previous.x, previous.value, x, value, precision: max(precision, 1e-9), f)
            }
            previous = (x, value)
        }
        return table
    }

    /// Tabulates `f` at the points `range.lowerBound + k * step` (and the upper bound), each point's value
    /// holding from halfway to the point before it to halfway to the point after it: a lookup at any `x`
    /// answers `f` at the grid point nearest to `x`. Consecutive equal values share a step.
    static func grid(_ range: ClosedRange<Double>, step: Double, _ f: (Double) -> Int) -> StepTable {
        let a = range.lowerBound
        let b = range.upperBound
        guard a.isFinite, b.isFinite else { return StepTable(starts: [], values: []) }
        let safeStep = step.isFinite && step > 0 ? step : max(b - a, 1)
        let count = Int(clamped: ((b - a) / safeStep).rounded(.up), to: 1...100_000)
        var table = StepTable(starts: [a], values: [f(a)])
        var previous = a
        for k in 1...count {
            let x = k == count ? b : a + Double(k) * safeStep
            table.append(previous + (x - previous) / 2, f(x))
            previous = x
        }
        return table
    }

    /// Adds the steps between `a` (value `fa`) and `b` (value `fb`).
    private mutating func refine(
        _ a: Double, _ fa: Int, _ b: Double, _ fb: Int, precision: Double, _ f: (Double) -> Int
    ) {
        if fa == fb { return }
        if b - a <= precision {
            append(b, fb)
            return
        }
        let mid = a + (b - a) / 2
        let fm = f(mid)
        refine(a, fa, mid, fm, precision: precision, f)
        refine(mid, fm, b, fb, precision: precision, f)
    }

    private mutating func append(_ x: Double, _ value: Int) {
        if values.last == value { return }
        starts.append(x)
        values.append(value)
    }

    /// The table as `{"starts": […], "values": […]}`.
    var json: JSONValue {
        .object([("starts", .array(starts.map { .number($0) })), ("values", .array(values.map { .int($0) }))])
    }
}
