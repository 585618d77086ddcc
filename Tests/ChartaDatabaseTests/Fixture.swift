import Charta
import ChartaDatabase
import ChartaOutput
import ChartaVegaLite
import Foundation
import PostgresNIO
import SQLiteNIO

/// Generated rows of a table `(t timestamp, c text, v number)`, with nulls, NaNs (PostgreSQL), text with
/// quotes and ties, for charts compared across memory, SQLite and PostgreSQL.
struct Fixture {
    var t: [Double]
    var c: [String?]
    var v: [Double]

    static let categories: [String?] = ["a", "b", "O'Brien", "say \"hi\"", "日本", nil]

    /// `rows` rows from a fixed seed: minutes over three years from June 2019, values in steps of a
    /// quarter (so sums are exact in any order), about one in fifty missing.
    static func generated(rows: Int, seed: UInt64 = 7, nulls: Bool = true) -> Fixture {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var f = Fixture(t: [], c: [], v: [])
        let start = 1_559_347_200.0  // 2019-06-01 UTC
        for i in 0..<rows {
            let missing = nulls && next() % 50 == 0
            f.t.append(missing && i % 3 == 0 ? .nan : start + Double(next() % 1_576_800) * 60)
            f.c.append(categories[Int(next() % UInt64(categories.count))])
            f.v.append(missing && i % 3 == 1 ? .nan : Double(Int(next() % 401) - 200) / 4)
        }
        return f
    }

    var count: Int { t.count }

    /// The table of the columns named, in the order a database gives them to a chart that reads them:
    /// ordered by those columns in the table's order, nulls first, text by its bytes.
    func table(ordered columns: [String]) -> DataTable {
        let keys: [(Int, Int) -> Bool?] = ["t", "c", "v"].filter(columns.contains).map { name in
            switch name {
            case "t": { a, b in Self.before(t[a], t[b]) }
            case "c": { a, b in Self.before(c[a], c[b]) }
            default: { a, b in Self.before(v[a], v[b]) }
            }
        }
        let order = (0..<count).sorted { a, b in
            for key in keys { if let answer = key(a, b) { return answer } }
            return false
        }
        var parts: [(String, DataColumn)] = []
        if columns.contains("t") { parts.append(("t", .dates(order.map { t[$0] }))) }
        if columns.contains("c") { parts.append(("c", .strings(order.map { c[$0] }))) }
        if columns.contains("v") { parts.append(("v", .numbers(order.map { v[$0] }))) }
        return (try? DataTable(parts)) ?? DataTable()
    }

    private static func before(_ a: Double, _ b: Double) -> Bool? {
        if a.isNaN || b.isNaN { return a.isNaN == b.isNaN ? nil : a.isNaN }
        return a == b ? nil : a < b
    }

    private static func before(_ a: String?, _ b: String?) -> Bool? {
        guard let a, let b else { return a == nil && b == nil ? nil : a == nil }
        let (x, y) = (Array(a.utf8), Array(b.utf8))
        return x == y ? nil : x.lexicographicallyPrecedes(y)
    }

    /// Writes the rows into table `name` of a new SQLite file.
    func writeSQLite(_ path: String, table name: String) async throws {
        try? FileManager.default.removeItem(atPath: path)
        let db = try await SQLiteConnection.open(storage: .file(path: path))
        try await db.query("CREATE TABLE \"\(name)\" (t TIMESTAMP, c TEXT, v REAL)", [])
        try await db.query("BEGIN", [])
        for start in stride(from: 0, to: count, by: 300) {
            let rows = start..<min(count, start + 300)
            let values = rows.map { i in "(?\(3 * (i - start) + 1), ?\(3 * (i - start) + 2), ?\(3 * (i - start) + 3))" }
            let binds: [SQLiteData] = rows.flatMap { i -> [SQLiteData] in
                [
                    t[i].isNaN ? .null : .float(t[i]), c[i].map(SQLiteData.text) ?? .null,
                    v[i].isNaN ? .null : .float(v[i]),
                ]
            }
            try await db.query("INSERT INTO \"\(name)\" VALUES " + values.joined(separator: ", "), binds)
        }
        try await db.query("COMMIT", [])
        try await db.close()
    }

    /// Writes the rows into a new table `name`; missing values alternate between NULL and NaN.
    func writePostgres(_ client: PostgresClient, table name: String) async throws {
        try await client.query(PostgresQuery(unsafeSQL: "DROP TABLE IF EXISTS \"\(name)\""))
        try await client.query(
            PostgresQuery(unsafeSQL: "CREATE TABLE \"\(name)\" (t timestamptz, c text, v double precision)"))
        func text(_ s: String?) -> String {
            s.map { "'" + $0.replacingOccurrences(of: "'", with: "''") + "'" } ?? "NULL"
        }
        for start in stride(from: 0, to: count, by: 1000) {
            let values = (start..<min(count, start + 1000)).map { i in
                let time = t[i].isNaN ? "NULL" : "to_timestamp(\(t[i]))"
                let value = v[i].isNaN ? (i % 2 == 0 ? "NULL" : "'NaN'::float8") : "\(v[i])"
                return "(\(time), \(text(c[i])), \(value))"
            }
            try await client.query(
                PostgresQuery(unsafeSQL: "INSERT INTO \"\(name)\" VALUES " + values.joined(separator: ", ")))
        }
    }
}

/// A chart's SVG at a size.
func svg(_ chart: ChartSpec?, width: Double = 480, height: Double = 300) throws -> String {
    guard let chart else { return "" }
    let settings = OutputSettings(width: width, height: height)
    let laid = ChartFormat.svg.layout(chart, settings: settings)
    return String(decoding: try ChartFormat.svg.encode(laid, settings: settings).bytes, as: UTF8.self)
}

/// A spec over the named data `rows`.
func spec(_ body: String) -> Data {
    Data("{\"data\": {\"name\": \"rows\"}, \(body)}".utf8)
}
