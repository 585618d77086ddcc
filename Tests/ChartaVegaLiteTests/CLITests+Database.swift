import ChartaDatabaseTestSupport
import Foundation
import Testing

/// `charta render --data NAME=URL`: the chart from a SQLite table, `--explain`'s SQL, and the exit
/// statuses of a source that fails.
extension CLITests {
    static let salesSpec = #"""
        {"data": {"name": "sales"}, "mark": "bar",
         "encoding": {"x": {"field": "region", "type": "nominal"}, "y": {"aggregate": "count", "type": "quantitative"}}}
        """#

    func salesFile(in folder: URL) async throws -> String {
        try await SalesDatabase.write(to: folder.appendingPathComponent("shop.db").path)
    }

    @Test func rendersNamedDataFromSQLiteAndExplainsIt() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await salesFile(in: folder)
        let spec = folder.appendingPathComponent("sales.vl.json")
        try Data(Self.salesSpec.utf8).write(to: spec)
        let r = try run(["render", spec.path, "--data", "sales=sqlite:\(path)?table=sales", "--explain", "-o", "-"])
        #expect(r.status == 0, "\(r.stderr)")
        let svg = String(decoding: r.stdout, as: UTF8.self)
        #expect(svg.components(separatedBy: "<rect data-index").count == 3)
        #expect(svg.contains("Count of Records"))
        #expect(r.stderr.contains("COUNT(*)") && r.stderr.contains("GROUP BY"), "\(r.stderr)")
        let loaded = try run(["render", spec.path, "--data", "sales=sqlite:\(path)?table=sales", "--no-push-down"])
        #expect(loaded.stdout == r.stdout)
    }

    @Test func aSourceThatFailsExitsWithOneMessage() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await salesFile(in: folder)
        let spec = folder.appendingPathComponent("sales.vl.json")
        try Data(Self.salesSpec.replacingOccurrences(of: "region", with: "country").utf8).write(to: spec)
        let missing = try run(["render", spec.path, "--data", "sales=sqlite:\(path)?table=sales", "-o", "-"])
        #expect(missing.status == 1 && missing.stdout.isEmpty)
        #expect(missing.stderr.contains("no column “country”"), "\(missing.stderr)")
        let unreachable = try run([
            "render", spec.path, "--data", "sales=postgresql://ana:hunter2@127.0.0.1:1/shop?table=sales", "-o", "-",
        ])
        #expect(unreachable.status == 2 && unreachable.stdout.isEmpty)
        #expect(unreachable.stderr.contains("cannot reach") && !unreachable.stderr.contains("hunter2"))
        let bad = try run(["render", spec.path, "--data", "sales=mysql://a@b/c?table=t"])
        #expect(bad.status == 64 && bad.stderr.contains("not a data source"), "\(bad.stderr)")
    }
}
