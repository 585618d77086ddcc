import Foundation
import Testing

/// Compares `actual` with the golden file `__Snapshots__/<name>.<ext>` next to the calling test file.
///
/// A missing golden fails. With `RECORD_SNAPSHOTS=1` in the environment the file is (re)written and the
/// test still fails, so a recording run can never pass unnoticed.
public func assertGolden(
    _ actual: String, named name: String, extension ext: String = "svg", filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__", isDirectory: true)
    let file = directory.appendingPathComponent("\(name).\(ext)")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            Issue.record(
                "Recorded golden \(file.path); review it, then run again without RECORD_SNAPSHOTS",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record golden \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
        Issue.record("Missing golden \(file.path); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(actualLines.count, expectedLines.count)
    let line = (0..<common).first { actualLines[$0] != expectedLines[$0] } ?? common
    let got = line < actualLines.count ? String(actualLines[line]) : "<end of output>"
    let want = line < expectedLines.count ? String(expectedLines[line]) : "<end of golden>"
    Issue.record(
        "Output differs from golden \(name).\(ext) at line \(line + 1)\n  expected: \(want)\n  actual:   \(got)",
        sourceLocation: sourceLocation)
}
