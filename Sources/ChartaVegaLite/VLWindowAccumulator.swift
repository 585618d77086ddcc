/// Count, mean and sum of squared deviations of some numbers, merged with Chan, Golub and LeVeque's
/// pairwise update ("Updating formulae and a pairwise algorithm for computing sample variances",
/// Stanford STAN-CS-79-773, 1979), which stays accurate where sums of squares cancel.
struct VLMoments {
    var count = 0.0
    var mean = 0.0
    var squares = 0.0

    /// The moments of one number.
    init(_ x: Double) {
        count = 1
        mean = x
    }

    /// No numbers.
    init() {}

    /// The moments of both sets of numbers together.
    static func merged(_ a: VLMoments, _ b: VLMoments) -> VLMoments {
        guard a.count > 0 else { return b }
        guard b.count > 0 else { return a }
        var out = VLMoments()
        out.count = a.count + b.count
        let delta = b.mean - a.mean
        out.mean = a.mean + delta * (b.count / out.count)
        out.squares = a.squares + b.squares + delta * delta * (a.count * b.count / out.count)
        return out
    }
}

/// One aggregate op of a `window` transform over a frame that slides along a group: rows enter at the
/// newest end and leave at the oldest, each in O(1) amortized or O(log n) time, so a group of n rows
/// costs O(n log n) whatever the frame. The results equal ``VLCompiler/aggregate(_:rows:values:args:)``
/// over the rows in the frame (to rounding for sums, means and variances of sliding frames).
struct VLWindowAccumulator {
    private let op: String
    private let values: [VLValue]
    private var rows = 0
    private var present = 0
    private var numbers = 0
    private var distinct: [VLValue: Int] = [:]
    private var fold: VLSlidingFold<Double>?
    private var moments: VLSlidingFold<VLMoments>?
    private var ranks: VLRankCounter?
    /// For each value, its index among the numbers given to ``ranks`` (nil when it is not a number).
    private var numberIndex: [Int?] = []

    /// An accumulator for `op` over a group's `values` in window order, with no row in the frame yet.
    init(op: String, values: [VLValue]) {
        self.op = op
        self.values = values
        switch op {
        case "sum", "mean", "average": fold = VLSlidingFold(identity: 0, combine: +)
        case "product": fold = VLSlidingFold(identity: 1, combine: *)
        case "min": fold = VLSlidingFold(identity: .infinity) { Swift.min($0, $1) }
        case "max": fold = VLSlidingFold(identity: -.infinity) { Swift.max($0, $1) }
        case "variance", "variancep", "stdev", "stdevp":
            moments = VLSlidingFold(identity: VLMoments(), combine: VLMoments.merged)
        case "median", "q1", "q3":
            var list: [Double] = []
            numberIndex = values.map { v in
                guard let n = VLWindowAccumulator.number(v) else { return nil }
                list.append(n)
                return list.count - 1
            }
            ranks = VLRankCounter(list)
        default: break
        }
    }

    /// The value as a number the aggregate ops count: present and not NaN.
    private static func number(_ v: VLValue) -> Double? {
        guard !v.isNull else { return nil }
        let n = v.number
        return n.isNaN ? nil : n
    }

    /// Brings row `index` (of the values given to `init`) into the frame, as its newest row.
    mutating func add(_ index: Int) {
        let v = values[index]
        rows += 1
        if !v.isNull { present += 1 }
        if op == "distinct" { distinct[v, default: 0] += 1 }
        guard let n = VLWindowAccumulator.number(v) else { return }
        numbers += 1
        fold?.push(n)
        moments?.push(VLMoments(n))
        if ranks != nil, let k = numberIndex[index] { ranks?.insert(k) }
    }

    /// Takes row `index`, the oldest in the frame, out of it.
    mutating func remove(_ index: Int) {
        let v = values[index]
        rows -= 1
        if !v.isNull { present -= 1 }
        if op == "distinct" {
            let left = (distinct[v] ?? 1) - 1
            distinct[v] = left > 0 ? left : nil
        }
        guard VLWindowAccumulator.number(v) != nil else { return }
        numbers -= 1
        fold?.popOldest()
        moments?.popOldest()
        if ranks != nil, let k = numberIndex[index] { ranks?.remove(k) }
    }

    /// The op's value over the rows in the frame.
    var result: JSONValue {
        func number(_ d: Double?) -> JSONValue { d.map { $0.isNaN ? .null : .number($0) } ?? .null }
        switch op {
        case "count": return .number(Double(rows))
        case "valid": return .number(Double(present))
        case "missing": return .number(Double(rows - present))
        case "distinct": return .number(Double(distinct.count))
        case "sum", "product": return .number(fold?.value ?? 0)
        case "mean", "average": return number(numbers == 0 ? nil : (fold?.value ?? 0) / Double(numbers))
        case "min", "max": return number(numbers == 0 ? nil : fold?.value)
        case "median": return number(ranks?.quantile(0.5))
        case "q1": return number(ranks?.quantile(0.25))
        case "q3": return number(ranks?.quantile(0.75))
        case "variance", "variancep", "stdev", "stdevp":
            let population = op.hasSuffix("p")
            guard let m = moments?.value, m.count > (population ? 0 : 1) else { return .null }
            let variance = Swift.max(0, m.squares) / (m.count - (population ? 0 : 1))
            return .number(op.hasPrefix("stdev") ? variance.squareRoot() : variance)
        default: return .null
        }
    }
}
