import Foundation
import Testing

/// File errors say why, outputs create their folder, and an output extension that names no format is
/// a usage error.
extension CLITests {
    @Test func unsupportedOutputExtensionIsAUsageErrorListingTheFormats() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("bars.vl.json")
        try Data(CLITests.barSpec.utf8).write(to: spec)
        try Data("x,y\n1,2\n2,3\n".utf8).write(to: folder.appendingPathComponent("d.csv"))
        for arguments in [["render", spec.path, "-o", "x.jpg"], ["plot", "d.csv", "-o", "x.JPEG"]] {
            let r = try run(arguments, in: folder)
            #expect(r.status == 64, "\(arguments)")
            #expect(r.stderr.contains("is not an output format"))
            // PNG and PDF are listed too in a build with the Cairo trait.
            for ext in [".svg", ".json", ".html", ".txt"] { #expect(r.stderr.contains(ext), "\(ext)") }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(arguments[3]).path))
        }
        // Saying the format allows any name.
        #expect(try run(["render", spec.path, "-o", "x.chart", "--format", "svg"], in: folder).status == 0)
    }

    @Test func aSingleOutputCreatesItsFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("bars.vl.json")
        try Data(CLITests.barSpec.utf8).write(to: spec)
        try Data("x,y\n1,2\n2,3\n".utf8).write(to: folder.appendingPathComponent("d.csv"))
        #expect(try run(["render", spec.path, "-o", "new/dir/x.svg"], in: folder).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("new/dir/x.svg").path))
        #expect(try run(["plot", "d.csv", "-o", "more/p.svg"], in: folder).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("more/p.svg").path))
    }

    @Test func fileErrorsSayWhy() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("bars.vl.json")
        try Data(CLITests.barSpec.utf8).write(to: spec)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("adir"), withIntermediateDirectories: true)
        let cases: [([String], String)] = [
            (["render", "nothere.vl.json"], "cannot read nothere.vl.json: no such file"),
            (["render", "adir"], "cannot read adir: it is a folder, not a file"),
            (["validate", "nofolder/x.json"], "cannot read nofolder/x.json: the folder nofolder does not exist"),
            (["plot", "nothere.csv"], "cannot read nothere.csv: no such file"),
            (["render", spec.path, "-o", "bars.vl.json/x.svg"], "is a file, not a folder"),
        ]
        for (arguments, message) in cases {
            let r = try run(arguments, in: folder)
            #expect(r.status == 2, "\(arguments)")
            #expect(r.stderr.contains(message), "\(r.stderr)")
        }
    }

    @Test func validateReportsEveryErrorWithAPlaceAndASuggestion() throws {
        let spec =
            #"{"data": {"values": []}, "mark": "barr", "encodng": {}, "encoding": {"x": {"feild": "a", "type": "quantitive"}}}"#
        let r = try run(["validate", "-"], stdin: Data(spec.utf8))
        #expect(r.status == 1)
        #expect(r.stderr.contains("error at mark (line 1): Unknown mark “barr”. Did you mean “bar”?"))
        #expect(r.stderr.contains("error at encodng (line 1): Unknown property “encodng”. Did you mean “encoding”?"))
        #expect(r.stderr.contains("Unknown type “quantitive”. Did you mean “quantitative”?"))
        #expect(
            r.stderr.contains("warning at encoding.x.feild (line 1): Unknown property “feild”. Did you mean “field”?"))
        #expect(!r.stderr.contains("at :"))
        let whole = try run(["validate", "-"], stdin: Data("[1]".utf8))
        #expect(whole.stderr.contains("error at $: A Vega-Lite spec is a JSON object"))
    }
}
