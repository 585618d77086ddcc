import Charta
import Foundation
import Testing

/// Runs the built `charta` binary (it is a dependency of this test target, so it is built first).
@Suite(.serialized) struct CLITests {
    static let barSpec = #"""
        {"data": {"values": [{"a": "A", "b": 28}, {"a": "B", "b": 55}]}, "mark": "bar",
         "encoding": {"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}}}
        """#

    /// The `charta` executable beside the test bundle (SwiftPM's build products folder).
    static var binary: URL? {
        var candidates: [URL] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        var folder = runner.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("charta"))
            folder = folder.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/charta"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Run {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    func run(_ arguments: [String], stdin: Data? = nil, in folder: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = try #require(CLITests.binary, "the charta binary was not built")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: out, stderr: String(decoding: err, as: UTF8.self))
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("charta-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func versionIsTheLibrarysAndTheChangelogs() throws {
        let r = try run(["--version"])
        #expect(r.status == 0)
        #expect(String(decoding: r.stdout, as: UTF8.self) == ChartaVersion.current + "\n")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("\n## \(ChartaVersion.current) "))
    }

    @Test func rendersStandardInputToStandardOutput() throws {
        let r = try run(["render", "-", "-o", "-"], stdin: Data(CLITests.barSpec.utf8))
        #expect(r.status == 0)
        let svg = String(decoding: r.stdout, as: UTF8.self)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("role-mark"))
    }

    @Test func renderLimitsFromTheCommandLine() throws {
        let refused = try run(["render", "-", "--limit", "rows=1"], stdin: Data(CLITests.barSpec.utf8))
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("render limit “rows” of 1"))
        let allowed = try run(
            ["render", "-", "--limit", "rows=2", "--limit", "canvasPixels=1e6"], stdin: Data(CLITests.barSpec.utf8))
        #expect(allowed.status == 0)
        #expect(try run(["render", "-", "--limit", "rowz=2"], stdin: Data(CLITests.barSpec.utf8)).status == 64)
        #expect(try run(["render", "-", "--limit", "rows"], stdin: Data(CLITests.barSpec.utf8)).status == 64)
    }

    @Test func formatFromTheExtensionAndTheFlag() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("bars.vl.json")
        try Data(CLITests.barSpec.utf8).write(to: spec)
        let json = folder.appendingPathComponent("scene.json")
        #expect(try run(["render", spec.path, "-o", json.path]).status == 0)
        let scene = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        #expect(scene?["root"] != nil)
        let r = try run(["render", spec.path, "--format", "json", "--width", "500", "--height", "200"])
        #expect(r.status == 0)
        let sized = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
        let size = sized?["size"] as? [String: Any]
        #expect(size?["width"] as? Double == 500)
        #expect(size?["height"] as? Double == 200)
    }

    @Test func htmlIsAvailableAndScaleBelongsToPNG() throws {
        // Formats a build lacks exit with 3 (PNG and PDF without the Cairo trait, below); HTML is always there.
        let r = try run(["render", "-", "--format", "html"], stdin: Data(CLITests.barSpec.utf8))
        #expect(r.status == 0)
        #expect(String(decoding: r.stdout, as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
        // --scale belongs to PNG output.
        #expect(try run(["render", "-", "--scale", "2"], stdin: Data(CLITests.barSpec.utf8)).status == 64)
    }

    @Test func pngAndPDFWithTheCairoTraitOnly() throws {
        let folder = try temporaryFolder()
        let png = folder.appendingPathComponent("chart.png").path
        let pdf = folder.appendingPathComponent("chart.pdf").path
        let spec = Data(CLITests.barSpec.utf8)
        let one = try run(["render", "-", "-o", png], stdin: spec)
        let two = try run(
            ["render", "-", "-o", png.replacingOccurrences(of: ".png", with: "@2x.png"), "--scale", "2"], stdin: spec)
        let doc = try run(["render", "-", "-o", pdf], stdin: spec)
        #if Cairo
            #expect([one.status, two.status, doc.status] == [0, 0, 0])
            let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let doubled = try Data(
                contentsOf: URL(fileURLWithPath: png.replacingOccurrences(of: ".png", with: "@2x.png")))
            // The PNG header's width (bytes 16–19) doubles with --scale 2.
            let width = { (d: Data) in d[16..<20].reduce(0) { $0 << 8 | Int($1) } }
            // Pixel sizes round up from a fractional width in points, so allow one pixel.
            #expect(abs(width(doubled) - 2 * width(bytes)) <= 1)
            #expect(try Data(contentsOf: URL(fileURLWithPath: pdf)).starts(with: Array("%PDF".utf8)))
        #else
            #expect([one.status, two.status, doc.status] == [3, 3, 3])
        #endif
    }

    @Test func invalidSpecsAndMissingFiles() throws {
        let bad = try run(["render", "-"], stdin: Data("{\"mark\": ".utf8))
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("line 1"))
        let missing = try run(["render", "/nonexistent/spec.vl.json"])
        #expect(missing.status == 2)
        #expect(try run(["render"]).status == 64)
    }

    @Test func batchKeepsGoingPastABadSpec() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.vl.json")
        let bad = folder.appendingPathComponent("bad.vl.json")
        let other = folder.appendingPathComponent("other.json")
        try Data(CLITests.barSpec.utf8).write(to: good)
        try Data("{\"mark\": 3}".utf8).write(to: bad)
        try Data(CLITests.barSpec.utf8).write(to: other)
        let out = folder.appendingPathComponent("out")
        let r = try run(["render", good.path, bad.path, other.path, "-o", out.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("bad.vl.json"))
        #expect(r.stderr.contains("Rendered 2 of 3"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("good.svg").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("other.svg").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("bad.svg").path))
    }

    @Test func validateReportsDiagnosticsAndExitStatus() throws {
        let ok = try run(["validate", "-"], stdin: Data(CLITests.barSpec.utf8))
        #expect(ok.status == 0)
        let warned = try run(
            ["validate", "-"],
            stdin: Data(#"{"data": {"values": []}, "mark": "point", "encoding": {"longitude2": {"field": "a"}}}"#.utf8))
        #expect(warned.status == 0)
        #expect(warned.stderr.contains("warning at encoding.longitude2 (line 1)"))
        let unknown = try run(
            ["validate", "-"], stdin: Data("{\"data\": {\"values\": []},\n\"mark\": \"point\", \"frobnicate\": 1}".utf8)
        )
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("error at frobnicate (line 2)"))
        let invalid = try run(["validate", "-"], stdin: Data(#"{"data": {"values": []}, "mark": 7}"#.utf8))
        #expect(invalid.status == 1)
        #expect(invalid.stderr.contains("error at mark"))
    }

    @Test func helpDocumentsTheExitStatuses() throws {
        let r = try run(["render", "--help"])
        #expect(r.status == 0)
        let text = String(decoding: r.stdout, as: UTF8.self)
        #expect(text.contains("EXIT STATUS"))
        #expect(text.contains("64"))
    }
}
