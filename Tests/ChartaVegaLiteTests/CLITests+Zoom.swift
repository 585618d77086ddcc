import Foundation
import Testing

/// `charta serve --zoom NAME=FILE`: every source is read and checked before the server starts; a bad one
/// stops the command with its reason and the usage status.
extension CLITests {
    @Test func badZoomSourcesStopTheServerBeforeItStarts() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("walk.csv").path
        try "t,v,label\n1,2,a\n2,3,b\n3,1,c\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let npy = folder.appendingPathComponent("bad.npy").path
        try Data([0x93] + Array("NUMPY".utf8) + [1, 0, 4, 0] + Array("{}  ".utf8)).write(to: URL(fileURLWithPath: npy))
        let cases: [(arguments: [String], message: String)] = [
            (["--zoom", "walk"], "NAME=FILE"),
            (["--zoom", "a b=\(csv)"], "1 to 64 letters"),
            (["--zoom", "\(String(repeating: "n", count: 65))=\(csv)"], "1 to 64 letters"),
            (["--zoom", "w=\(csv)", "--zoom", "w=\(csv)"], "twice"),
            (["--zoom", "w=\(csv)?z=t"], "x=COLUMN"),
            (["--zoom", "w=\(folder.path)/missing.csv"], "no such file"),
            (["--zoom", "w=\(csv)?x=time"], "no column “time”"),
            (["--zoom", "w=\(csv)?y=label"], "numbers on y"),
            (["--zoom", "w=\(npy)"], "descr"),
        ]
        for (arguments, message) in cases {
            let r = try run(["serve", "--port", "0"] + arguments)
            #expect(r.status == 64, "\(arguments)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
    }

    @Test func zoomPagesAreNamedAtStart() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("walk.csv").path
        try "t,v\n1,2\n2,3\n3,1\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = try #require(CLITests.binary)
        process.arguments = ["serve", "--port", "0", "--zoom", "walk=\(csv)?x=t&y=v"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        #expect(text.hasPrefix("zoomable chart “walk” (3 rows): http://127.0.0.1:"))
        #expect(text.hasSuffix("/zoom/walk\n"))
    }
}
