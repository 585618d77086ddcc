import Charta

/// The `window` transform (Vega's `window`, vega-transforms `Window.js`): within each group, in `sort`
/// order, every row gets ranking ops and aggregate ops over its frame. A frame `[a, b]` runs from `|a|`
/// rows before to `|b|` rows after the row (null: the start or end of the group; default `[null, 0]`);
/// with a sort and without `ignorePeers` it also takes in the rows that sort equal to its ends. Frames
/// only move forward, so aggregates are kept as rows enter and leave (``VLWindowAccumulator``): a group
/// of n rows costs O(n log n) for every op and frame.
extension VLCompiler {
    /// The window ops computed from positions rather than values.
    static let rankingOps: Set<String> = [
        "row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "ntile", "lead", "lag", "first_value",
        "last_value", "nth_value",
    ]

    /// The ops of ``aggregate(_:rows:values:args:)``.
    static let aggregateOps: Set<String> = [
        "count", "valid", "missing", "distinct", "sum", "product", "mean", "average", "min", "max", "median", "q1",
        "q3", "variance", "variancep", "stdev", "stdevp",
    ]

    mutating func windowTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        let window = readWindow(t)
        var out = rows
        for members in groups(rows, by: window.groupby) {
            if stopped(atAnyOf: members) { return [] }
            let group = VLWindowGroup(members: members, rows: rows, window: window)
            for (p, i) in group.ordered.enumerated() { out[i] = setting(out[i], group.results[p]) }
        }
        return out
    }

    /// A `window` transform's parameters.
    mutating func readWindow(_ t: JSONNode) -> VLWindowSpec {
        let sort = (t["sort"]?.value.array ?? []).compactMap { s -> (VLFieldPath, Bool)? in
            guard let f = s.object?["field"]?.string else { return nil }
            return (VLFieldPath(f), s.object?["order"]?.string == "descending")
        }
        let frameValues = t["frame"]?.value.array ?? [.null, .number(0)]
        let frame = (
            frameValues.first?.number.map { Int(clamped: abs($0), to: 0...Int(Int32.max)) },
            frameValues.count > 1 ? frameValues[1].number.map { Int(clamped: abs($0), to: 0...Int(Int32.max)) } : nil
        )
        let ops = (array(t["window"]) ?? []).compactMap { s -> VLWindowSpec.Op? in
            guard let op = s["op"]?.value.string else { return nil }
            return VLWindowSpec.Op(
                op: op, path: s["field"]?.value.string.map(VLFieldPath.init), name: s["as"]?.value.string ?? op,
                param: s["param"]?.value.number)
        }
        return VLWindowSpec(
            groupby: (t["groupby"]?.value.array ?? []).compactMap(\.string), sort: sort, frame: frame,
            peers: !sort.isEmpty && t["ignorePeers"]?.value.bool != true, ops: ops)
    }

    /// A ranking op's value for every position of a sorted group of `count` rows, as vega-transforms'
    /// `WindowOps` computes it: `runStart`/`runEnd` bound each row's run of peers, `frames` its frame,
    /// `field(p)` the op's field at position p, `param` the op's parameter (lead/lag distance, tiles,
    /// nth).
    static func rankings(
        _ op: String, param: Double?, count n: Int, runStart: [Int], runEnd: [Int], frames: [Range<Int>],
        field: (Int) -> JSONValue
    ) -> [JSONValue] {
        var out: [JSONValue] = []
        out.reserveCapacity(n)
        var denseRank = 0
        for p in 0..<n {
            if runStart[p] == p { denseRank += 1 }
            let rank = Double(runStart[p] + 1)
            let cumulative = Double(runEnd[p]) / Double(n)
            switch op {
            case "row_number": out.append(.number(Double(p + 1)))
            case "rank": out.append(.number(rank))
            case "dense_rank": out.append(.number(Double(denseRank)))
            case "percent_rank": out.append(.number(n > 1 ? (rank - 1) / Double(n - 1) : 0))
            case "cume_dist": out.append(.number(cumulative))
            case "ntile":
                guard let tiles = param, tiles > 0 else { return Array(repeating: .null, count: n) }
                out.append(.number((tiles * cumulative).rounded(.up)))
            case "lead", "lag":
                // The field `param` rows ahead (lead) or behind (lag) in the group, or null.
                let distance = Int(clamped: (param ?? 1).rounded(), to: -n...n)
                let j = op == "lead" ? p + distance : p - distance
                out.append(j >= 0 && j < n ? field(j) : .null)
            case "first_value": out.append(field(frames[p].lowerBound))
            case "last_value": out.append(field(frames[p].upperBound - 1))
            default:  // nth_value
                let nth = Int(clamped: (param ?? 1).rounded(.down), to: 0...n + 1)
                let j = frames[p].lowerBound + nth - 1
                out.append(nth > 0 && j < frames[p].upperBound ? field(j) : .null)
            }
        }
        return out
    }
}

/// A `window` transform's parameters, read once.
struct VLWindowSpec {
    struct Op {
        let op: String
        let path: VLFieldPath?
        let name: String
        let param: Double?
    }

    var groupby: [String]
    var sort: [(path: VLFieldPath, descending: Bool)]
    /// Rows before and after each row (nil: to the start or end of the group).
    var frame: (Int?, Int?)
    /// Whether frames take in the rows that sort equal to their ends.
    var peers: Bool
    var ops: [Op]
}

/// One group of a `window` transform: its rows in sort order, their runs of peers and frames, and each
/// row's results.
struct VLWindowGroup {
    /// The rows' indices, in sort order.
    let ordered: [Int]
    /// The results of every op for each position, in op order.
    private(set) var results: [[(String, JSONValue)]]

    init(members: [Int], rows: [JSONValue], window: VLWindowSpec) {
        let sort = window.sort
        let keys = members.map { i in sort.map { VLValue($0.path.value(in: rows[i])) } }
        let order = members.indices.sorted { a, b in
            for (k, s) in sort.enumerated() where keys[a][k] != keys[b][k] {
                return s.descending
                    ? VLValue.ascending(keys[b][k], keys[a][k]) : VLValue.ascending(keys[a][k], keys[b][k])
            }
            return a < b
        }
        let ordered = order.map { members[$0] }
        self.ordered = ordered
        let n = ordered.count
        // Runs of peers (rows whose sort keys are equal), as the start and end of each row's run.
        var runStart = Array(0..<n)
        var runEnd = (0..<n).map { $0 + 1 }
        if !sort.isEmpty {
            for p in 1..<max(1, n) where keys[order[p]] == keys[order[p - 1]] { runStart[p] = runStart[p - 1] }
            for p in stride(from: n - 2, through: 0, by: -1) where keys[order[p]] == keys[order[p + 1]] {
                runEnd[p] = runEnd[p + 1]
            }
        }
        // Each row's frame as positions lo..<hi, both moving forward with the row.
        let frames = (0..<n).map { p -> Range<Int> in
            var lo = window.frame.0.map { max(0, p - $0) } ?? 0
            var hi = window.frame.1.map { min(n, p + $0 + 1) } ?? n
            if window.peers {
                lo = runStart[lo]
                hi = runEnd[hi - 1]
            }
            return lo..<hi
        }
        results = Array(repeating: [], count: n)
        for op in window.ops {
            func field(_ p: Int) -> JSONValue { op.path.map { $0.value(in: rows[ordered[p]]) } ?? .null }
            let column: [JSONValue]
            if VLCompiler.rankingOps.contains(op.op) {
                column = VLCompiler.rankings(
                    op.op, param: op.param, count: n, runStart: runStart, runEnd: runEnd, frames: frames, field: field)
            } else if VLCompiler.aggregateOps.contains(op.op) {
                column = VLWindowGroup.sliding(op.op, values: (0..<n).map { VLValue(field($0)) }, frames: frames)
            } else {
                column = Array(repeating: .null, count: n)
            }
            for p in 0..<n { results[p].append((op.name, column[p])) }
        }
    }

    /// An aggregate op over each frame, kept as rows enter and leave (frames only move forward).
    static func sliding(_ op: String, values: [VLValue], frames: [Range<Int>]) -> [JSONValue] {
        var accumulator = VLWindowAccumulator(op: op, values: values)
        var current = 0..<0
        return frames.map { f in
            while current.upperBound < f.upperBound {
                accumulator.add(current.upperBound)
                current = current.lowerBound..<(current.upperBound + 1)
            }
            while current.lowerBound < f.lowerBound {
                accumulator.remove(current.lowerBound)
                current = (current.lowerBound + 1)..<current.upperBound
            }
            return accumulator.result
        }
    }
}
