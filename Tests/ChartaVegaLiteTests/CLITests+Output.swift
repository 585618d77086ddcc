import Foundation
import Testing

/// Where `charta render` writes: regular files are replaced atomically, special files are written in
/// place (so `-o /dev/null` never turns the device into a file).
extension CLITests {
    @Test func writesIntoAFIFOWithoutReplacingIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("chart.svg")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let received = ReceivedBytes()
        let reader = Thread {
            let handle = FileHandle(forReadingAtPath: fifo.path)
            received.set(handle?.readDataToEndOfFile() ?? Data())
        }
        reader.start()
        let r = try run(["render", "-", "-o", fifo.path], stdin: Data(CLITests.barSpec.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        let deadline = Date().addingTimeInterval(10)
        while !received.isSet && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(received.isSet, "nothing was written into the FIFO")
        #expect(String(decoding: received.value, as: UTF8.self).hasPrefix("<svg"))
        var info = stat()
        #expect(stat(fifo.path, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced by a file")
    }

    @Test func writesThroughASymbolicLink() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.svg")
        let link = folder.appendingPathComponent("link.svg")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let r = try run(["render", "-", "-o", link.path], stdin: Data(CLITests.barSpec.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
        #expect(destination == target.path, "the link was replaced")
        #expect(String(decoding: try Data(contentsOf: target), as: UTF8.self).hasPrefix("<svg"))
    }
}

/// Bytes handed from a reader thread to the test.
private final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) { lock.withLock { data = value } }
    var isSet: Bool { lock.withLock { data != nil } }
    var value: Data { lock.withLock { data ?? Data() } }
}
