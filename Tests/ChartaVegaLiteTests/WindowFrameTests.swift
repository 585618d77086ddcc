import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// The `window` transform against the straightforward computation: every row's frame found as
/// vega-transforms' `Window.js` finds it (offsets, then widened to whole runs of peers), and each
/// aggregate recomputed over the rows in it.
@Suite struct WindowFrameTests {
    static let aggregateOps = [
        "count", "valid", "missing", "distinct", "sum", "product", "mean", "min", "max", "median", "q1", "q3",
        "variance", "variancep", "stdev", "stdevp",
    ]
    static let rankingOps = [
        "row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "first_value", "last_value",
    ]

    func transform(_ json: String, rows: [JSONValue]) throws -> [JSONValue] {
        let value = try JSONParser.parse(Array(json.utf8)).get()
        var compiler = VLCompiler(options: VL.options, baseURL: nil)
        let out = compiler.windowTransform(JSONNode(value, path: "transform[0]"), rows: rows)
        #expect(compiler.diagnostics.isEmpty)
        return out
    }

    /// Each row's frame by the definition: positions in the sorted group, `[p - a, p + b]` clipped to
    /// the group, each end moved out over the rows that sort equal to it.
    func naiveFrame(_ p: Int, keys: [Double], frame: (Int?, Int?), peers: Bool) -> ClosedRange<Int> {
        var lo = frame.0.map { max(0, p - $0) } ?? 0
        var hi = frame.1.map { min(keys.count - 1, p + $0) } ?? keys.count - 1
        if peers {
            while lo > 0, keys[lo - 1] == keys[lo] { lo -= 1 }
            while hi < keys.count - 1, keys[hi + 1] == keys[hi] { hi += 1 }
        }
        return lo...hi
    }

    func close(_ a: JSONValue?, _ b: JSONValue) -> Bool {
        guard case .number(let x)? = a, case .number(let y) = b else { return a == b }
        return abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
    }

    @Test func slidingAndRunningFramesEqualAggregatesOverEachFrame() throws {
        var rng = SeededGenerator(seed: 15)
        for round in 0..<60 {
            let count = Int(rng.next() % 40)
            // Few distinct sort keys, so that runs of peers are common.
            let rows: [JSONValue] = (0..<count).map { i in
                let v: JSONValue =
                    switch rng.next() % 6 {
                    case 0: .null
                    case 1: .string("x")
                    default: .number(Double(Int(rng.next() % 2001)) / 10 - 100)
                    }
                return .object(
                    JSONObject([
                        ("g", .string(rng.next() % 3 == 0 ? "a" : "b")), ("k", .number(Double(rng.next() % 6))),
                        ("v", v), ("i", .number(Double(i))),
                    ]))
            }
            let ends: [Int?] = [nil, 0, 1, 2, 5]
            let frame = (ends[Int(rng.next() % 5)], ends[Int(rng.next() % 5)])
            let ignorePeers = round % 3 == 0
            let ops = (Self.aggregateOps + Self.rankingOps).map { #"{"op": "\#($0)", "field": "v", "as": "\#($0)"}"# }
            func end(_ e: Int?) -> String { e.map { String(-$0) } ?? "null" }
            let json = """
                {"window": [\(ops.joined(separator: ","))], "groupby": ["g"], "sort": [{"field": "k"}],
                 "frame": [\(end(frame.0)), \(frame.1.map(String.init) ?? "null")], "ignorePeers": \(ignorePeers)}
                """
            let out = try transform(json, rows: rows)
            for group in ["a", "b"] {
                // The group in sort order (by key, then input order).
                let members = out.filter { $0.object?["g"]?.string == group }.sorted {
                    let (a, b) = ($0.object?["k"]?.number ?? 0, $1.object?["k"]?.number ?? 0)
                    return a != b ? a < b : ($0.object?["i"]?.number ?? 0) < ($1.object?["i"]?.number ?? 0)
                }
                let keys = members.map { $0.object?["k"]?.number ?? 0 }
                let values = members.map { VLValue($0.object?["v"] ?? .null) }
                for (p, row) in members.enumerated() {
                    let window = naiveFrame(p, keys: keys, frame: frame, peers: !ignorePeers)
                    for op in Self.aggregateOps {
                        let v = VLCompiler.aggregate(.op(op), rows: Array(window), values: values, args: nil)
                        let expected: JSONValue = v.isNull ? .null : .number(v.number)
                        #expect(close(row.object?[op], expected), "\(op) at \(p) of \(values), frame \(window)")
                    }
                    #expect(row.object?["first_value"] == (members[window.lowerBound].object?["v"] ?? .null))
                    #expect(row.object?["last_value"] == (members[window.upperBound].object?["v"] ?? .null))
                    let rank = (keys.firstIndex(of: keys[p]) ?? 0) + 1
                    #expect(row.object?["rank"] == .number(Double(rank)))
                    #expect(row.object?["dense_rank"] == .number(Double(Set(keys[...p]).count)))
                    let cume = Double((keys.lastIndex(of: keys[p]) ?? 0) + 1) / Double(keys.count)
                    #expect(row.object?["cume_dist"] == .number(cume))
                    #expect(row.object?["row_number"] == .number(Double(p + 1)))
                }
            }
        }
    }

    @Test func aSlidingMedianOverManyRowsMatchesTheDefinition() throws {
        // Long enough that a quadratic window would show; the oracle recomputes a few rows only.
        let n = 20_000
        var rng = SeededGenerator(seed: 7)
        let rows: [JSONValue] = (0..<n).map { i in
            .object(JSONObject([("t", .number(Double(i))), ("v", .number(Double(rng.next() % 1_000_000) / 7))]))
        }
        let out = try transform(
            #"{"window": [{"op": "median", "field": "v", "as": "m"}, {"op": "stdev", "field": "v", "as": "s"}], "sort": [{"field": "t"}], "frame": [-50, 50]}"#,
            rows: rows)
        let values = rows.map { VLValue($0.object?["v"] ?? .null) }
        for p in stride(from: 0, to: n, by: 997) {
            let window = Array(max(0, p - 50)...min(n - 1, p + 50))
            for (name, op) in [("m", "median"), ("s", "stdev")] {
                let v = VLCompiler.aggregate(.op(op), rows: window, values: values, args: nil)
                #expect(close(out[p].object?[name], .number(v.number)), "\(op) at \(p)")
            }
        }
    }

    /// Parameters stay with their ops when an entry without an op is left out.
    @Test func leadLagAndNthValueFollowVega() throws {
        let rows: [JSONValue] = (0..<5).map { .object(JSONObject([("v", .number(Double($0 * 10)))])) }
        let out = try transform(
            #"{"window": [{"field": "v", "param": 9, "as": "no op"}, {"op": "lead", "field": "v", "param": 2, "as": "lead"}, {"op": "lag", "field": "v", "as": "lag"}, {"op": "nth_value", "field": "v", "param": 2, "as": "nth"}, {"op": "ntile", "param": 2, "as": "tile"}], "frame": [-1, 1]}"#,
            rows: rows)
        #expect(out.map { $0.object?["lead"] } == [.number(20), .number(30), .number(40), .null, .null])
        #expect(out.map { $0.object?["lag"] } == [.null, .number(0), .number(10), .number(20), .number(30)])
        // The second row of each frame: rows 0–1, 0–2, 1–3, 2–4, 3–4.
        #expect(out.map { $0.object?["nth"] } == [.number(10), .number(10), .number(20), .number(30), .number(40)])
        #expect(out.map { $0.object?["tile"] } == [.number(1), .number(1), .number(2), .number(2), .number(2)])
    }

    @Test func imputeFramesEqualTheStatisticOverEachFrame() throws {
        var rng = SeededGenerator(seed: 21)
        for _ in 0..<40 {
            // Keys 0…29, each group holding a random half of them.
            let rows: [JSONValue] = (0..<60).compactMap { i in
                guard rng.next() % 2 == 0 else { return nil }
                return .object(
                    JSONObject([
                        ("g", .string(i < 30 ? "a" : "b")), ("k", .number(Double(i % 30))),
                        ("v", .number(Double(Int(rng.next() % 100)))),
                    ]))
            }
            let ends: [Int?] = [nil, -3, -1, 0, 2]
            let frame = (ends[Int(rng.next() % 5)], ends[Int(rng.next() % 5)])
            let method = ["mean", "median", "max", "min"][Int(rng.next() % 4)]
            func end(_ e: Int?) -> String { e.map(String.init) ?? "null" }
            let json = """
                {"impute": "v", "key": "k", "groupby": ["g"], "method": "\(method)",
                 "frame": [\(end(frame.0)), \(end(frame.1))]}
                """
            var compiler = VLCompiler(options: VL.options, baseURL: nil)
            let out = compiler.imputeTransform(
                JSONNode(try JSONParser.parse(Array(json.utf8)).get(), path: "transform[0]"), rows: rows)
            let keys = Set(rows.compactMap { $0.object?["k"]?.number }).sorted()
            for row in out[rows.count...] {
                let group = row.object?["g"]?.string
                let p = try #require(keys.firstIndex(of: row.object?["k"]?.number ?? -1))
                let lo = frame.0.map { max(0, p + $0) } ?? 0
                let hi = frame.1.map { min(keys.count - 1, p + $0) } ?? keys.count - 1
                let inFrame = lo <= hi ? Set(keys[lo...hi]) : []
                let values = rows.filter {
                    $0.object?["g"]?.string == group && inFrame.contains($0.object?["k"]?.number ?? -1)
                }.map { VLValue($0.object?["v"] ?? .null) }
                let v = VLCompiler.aggregate(.op(method), rows: Array(values.indices), values: values, args: nil)
                #expect(close(row.object?["v"], v.isNull ? .null : .number(v.number)), "\(method) \(frame) at \(p)")
            }
        }
    }
}
