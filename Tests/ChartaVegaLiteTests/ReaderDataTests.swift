import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

@Suite struct ReaderDataTests {
    func table(_ json: String) throws -> DataTable {
        let spec = try #require(VL.spec(json))
        return try #require(spec.layers.first).data
    }

    @Test func inlineRowsBecomeColumnsPerChannel() throws {
        let data = try table(
            VL.unit(
                mark: "\"bar\"", rows: #"[{"a": "A", "b": 28}, {"a": "B", "b": 55}]"#,
                encoding: #"{"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "quantitative"}}"#))
        #expect(data["x"] == .strings(["A", "B"]))
        #expect(data["y"] == .numbers([28, 55]))
    }

    @Test func csvTextIsParsedWithTypeInference() throws {
        let data = try table(
            #"{"data": {"values": "a,b\n1,x\n2,\"y, z\"\n", "format": {"type": "csv"}}, "mark": "point","#
                + #""encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b"}}}"#)
        #expect(data["x"] == .numbers([1, 2]))
        #expect(data["y"] == .strings(["x", "y, z"]))
    }

    @Test func tsvFilesAreReadRelativeToTheSpec() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("k\tv\nA\t3\nB\t4\n".utf8).write(to: folder.appendingPathComponent("d.tsv"))
        let json =
            #"{"data": {"url": "d.tsv"}, "mark": "bar", "encoding": {"x": {"field": "k"}, "y": {"field": "v", "type": "quantitative"}}}"#
        let spec = try #require(VL.spec(json, baseURL: folder))
        #expect(spec.layers[0].data["y"] == .numbers([3, 4]))
        let (missing, diagnostics) = VL.read(json, baseURL: folder.appendingPathComponent("nowhere"))
        #expect(missing == nil)
        #expect(diagnostics.contains { $0.isError && $0.path == "data.url" })
    }

    /// An empty file is read (as no rows), not reported as unreadable.
    @Test func anEmptyCSVFileIsReadAsNoRows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("empty.csv"))
        let json =
            #"{"data": {"url": "empty.csv"}, "mark": "bar", "encoding": {"x": {"field": "k"}, "y": {"field": "v", "type": "quantitative"}}}"#
        let (_, diagnostics) = VL.read(json, baseURL: folder)
        #expect(!diagnostics.contains { $0.description.contains("Cannot read the data file") })
    }

    @Test func propertyAndNestedAndEscapedFields() throws {
        let rows = #"{"hits": {"hits": [{"s": {"r": 2}, "s.r": 7}, {"s": {"r": 3}, "s.r": 8}]}}"#
        let json =
            #"{"data": {"values": \#(rows), "format": {"property": "hits.hits"}}, "mark": "point", "encoding": "#
            + #"{"x": {"field": "s.r", "type": "quantitative"}, "y": {"field": "s\\.r", "type": "quantitative"}}}"#
        let data = try table(json)
        #expect(data["x"] == .numbers([2, 3]))
        #expect(data["y"] == .numbers([7, 8]))
    }

    @Test func fieldPathsFollowVegaUtilField() {
        #expect(VLFieldPath("a.b").segments == ["a", "b"])
        #expect(VLFieldPath("a\\.b").segments == ["a.b"])
        #expect(VLFieldPath("a[0].b").segments == ["a", "0", "b"])
        #expect(VLFieldPath("a['x y']").segments == ["a", "x y"])
        #expect(VLFieldPath("monthly(date_trunc(\\'day\\', date))").segments == ["monthly(date_trunc('day', date))"])
    }

    @Test func datesParseAsJavaScriptDoes() throws {
        let parser = VLDateParser(localTimeZone: VL.newYork)
        // An ISO date alone is UTC midnight; a date-time without an offset is local time (ECMA-262 §21.4.1.32).
        #expect(parser.parse("2011-10-10") == Double(1_318_204_800))
        #expect(parser.parse("2011-10-10T12:00") == Double(1_318_204_800 + 16 * 3600))
        #expect(parser.parse("2011-10-10T12:00:00Z") == Double(1_318_204_800 + 12 * 3600))
        // The legacy forms in the corpus are local time.
        #expect(parser.parse("10 Oct 2011 22:48:00") == Double(1_318_204_800 + 26 * 3600 + 48 * 60))
        #expect(parser.parse("Sun, 01 Jan 2012 23:00:00") == Double(1_325_376_000 + 28 * 3600))
        #expect(parser.parse("not a date") == nil)
        // Slashes: month/day/year, or year/month/day when the year comes first (local midnight).
        #expect(parser.parse("10/10/2011") == Double(1_318_204_800 + 4 * 3600))
        #expect(parser.parse("2011/10/10") == Double(1_318_204_800 + 4 * 3600))
        #expect(parser.parse("2011/10/10 12:30") == Double(1_318_204_800 + 16 * 3600 + 30 * 60))
        #expect(parser.date(.number(1_500_400_000_000)) == 1_500_400_000)
    }

    @Test func formatParseWithAUTCSpecifier() throws {
        let parser = VLDateParser(localTimeZone: VL.newYork)
        let instruction = try #require(VLDateParser.instruction("utc:'%d %b %Y %H:%M:%S'"))
        #expect(instruction.utc)
        let seconds = parser.parse("10 Oct 2011 22:48:00", specifier: instruction.specifier ?? "", utc: true)
        #expect(seconds == Double(1_318_204_800 + 22 * 3600 + 48 * 60))
        #expect(parser.parse("10 Foo 2011", specifier: "%d %b %Y", utc: true) == nil)
    }

    @Test func quantitativeStringsAreParsedAsNumbers() throws {
        // A line keeps rows whose value is missing (they break the line); bars leave them out.
        let line = try table(
            VL.unit(
                mark: "\"line\"", rows: #"[{"p": "0.14"}, {"p": ""}, {"p": "x"}]"#,
                encoding: #"{"x": {"field": "p", "type": "quantitative"}}"#))
        guard case .numbers(let v)? = line["x"] else {
            Issue.record("expected numbers")
            return
        }
        try #require(v.count == 3)
        #expect(v[0] == 0.14)
        #expect(v[1].isNaN && v[2].isNaN)
        let bars = try table(
            VL.unit(
                mark: "\"bar\"", rows: #"[{"p": "0.14"}, {"p": ""}, {"p": "x"}]"#,
                encoding: #"{"x": {"field": "p", "type": "quantitative"}}"#))
        #expect(bars["x"] == .numbers([0.14]))
    }

    @Test func sequencesGenerateRows() throws {
        let data = try table(
            #"{"data": {"sequence": {"start": 0, "stop": 3, "as": "n"}}, "mark": "point", "encoding": {"x": {"field": "n", "type": "quantitative"}}}"#
        )
        #expect(data["x"] == .numbers([0, 1, 2]))
    }
}
