import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Every diagnostic of a read names where it is: the shared conformance corpus (read from `../shared`,
/// or `SHARED_DIR`, as `Scripts/conformance.sh` reads it) and a set of broken specs.
@Suite struct DiagnosticPathTests {
    /// The corpus folders that exist here (none when the shared folder is not beside the package).
    static var corpora: [URL] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let shared =
            ProcessInfo.processInfo.environment["SHARED_DIR"].map { URL(fileURLWithPath: $0) }
            ?? root.deletingLastPathComponent().appendingPathComponent("shared")
        return ["vega-lite", "vega-lite-more"].map { shared.appendingPathComponent("conformance/\($0)") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    static let broken: [String] = [
        "", "[1, 2]", "{}", "null", #"{"mark": "bar""#, #"{"mark": "barr"}"#,
        #"{"data": {"values": [{"a": 1}]}, "mark": "barr"}"#,
        #"{"data": {"values": [{"a": 1}]}, "mark": {"type": "pointt"}}"#,
        #"{"data": {"values": [{"a": 1}]}, "mark": {}}"#,
        #"{"data": {"values": [{"a": 1}]}, "mark": "geoshape"}"#,
        #"{"data": {"values": [{"a": 1}]}, "layer": []}"#,
        #"{"data": {"values": [{"a": 1}]}, "hconcat": [{}]}"#,
        #"{"data": {"values": [{"a": 1}]}, "mark": "bar", "encodng": {"x": {"field": "a"}}}"#,
        #"{"data": {"values": [{"a": 1}]}, "mark": "bar", "encoding": {"x": {"feild": "a", "type": "quantitive"}}}"#,
        #"{"data": {"values": [{"a": 1}]}, "mark": "bar", "encoding": {"colr": {"field": "a"}, "x": 3}}"#,
        #"{"data": {"values": [{"a": 1}]}, "mark": "bar", "encoding": {"x": {"field": "a", "timeUnit": 4}}}"#,
        #"{"data": {"url": "missing.csv"}, "mark": "bar"}"#,
        #"{"data": {"values": "a\n1", "format": {"type": "csv", "parse": {"a": "nombre"}}}, "mark": "bar"}"#,
        #"{"data": {"values": [{"a": 1}]}, "mark": "bar", "transform": [{"frobnicate": 1}]}"#,
        #"{"data": {"values": [{"a": 1}]}, "mark": "bar", "autosize": "squeeze", "width": "wide"}"#,
        #"{"data": {"values": [{"a": 1}]}, "mark": "bar", "params": [{"name": "p", "expr": "1 +"}]}"#,
        #"{"data": {"values": [{"a": 1}]}, "facet": {"row": {"field": "b"}}, "spec": {"mark": "barr"}}"#,
        #"{"data": {"values": [{"a": 1}]}, "repeat": ["a"], "spec": {}}"#,
        // Read, and then laid out with warnings: no rows, values that are not numbers, a log scale at zero.
        #"{"data": {"values": []}, "mark": "bar", "encoding": {"x": {"field": "a", "type": "quantitative"}}}"#,
        #"{"data": {"values": [{"a": "NaN", "b": 1}]}, "mark": "point", "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative", "scale": {"type": "log"}}}}"#,
        #"{"data": {"values": [{"a": 0}, {"a": 2}]}, "mark": "point", "encoding": {"x": {"field": "a", "type": "quantitative", "scale": {"type": "log"}}}}"#,
    ]

    /// Expects a place on every diagnostic of reading the spec, and of laying it out when `layout` says so.
    func expectPlaced(_ json: Data, _ name: String, baseURL: URL?, layout: Bool = false) {
        let (chart, read) = VegaLiteReader.read(json: json, baseURL: baseURL, options: VL.options)
        let laidOut = layout ? chart.map { ChartLayout.render($0).diagnostics } ?? [] : []
        for d in read + laidOut {
            // A path, or for text that is not JSON its line and column.
            #expect(!(d.path ?? "").isEmpty || (d.line != nil && d.column != nil), "\(name): \(d)")
            #expect(!d.description.contains("at :"), "\(name): \(d)")
        }
    }

    @Test func brokenSpecsNameThePlaceOfEveryDiagnostic() {
        for (i, json) in Self.broken.enumerated() {
            expectPlaced(Data(json.utf8), "broken[\(i)]", baseURL: nil, layout: true)
        }
        var limits = RenderLimits.default
        limits.jsonBytes = 4
        let (_, tooLarge) = VegaLiteReader.read(
            json: Data(#"{"mark": "bar"}"#.utf8), baseURL: nil, options: .init(limits: limits))
        #expect(tooLarge.first?.path == VegaLiteReader.rootPath)
    }

    @Test func conformanceCorpusNamesThePlaceOfEveryDiagnostic() throws {
        for folder in Self.corpora {
            let specs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".vl.json")
            }
            #expect(!specs.isEmpty)
            for name in specs.sorted() {
                let url = folder.appendingPathComponent(name)
                expectPlaced(try Data(contentsOf: url), name, baseURL: folder)
            }
        }
    }
}
