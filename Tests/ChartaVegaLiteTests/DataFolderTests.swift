import Charta
import ChartaVegaLite
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Data files read beneath a data folder: links are followed inside it and never out of it, only
/// regular files are read, errors name the spec's own file name, and a file's stamp is that of the
/// file actually read.
@Suite struct DataFolderTests {
    /// A data folder with `inside.csv` in it, `outside.csv` beside it, and a clean-up.
    final class Folders {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("charta-data-\(UUID().uuidString)")
        var data: URL { root.appendingPathComponent("data") }

        init() throws {
            try FileManager.default.createDirectory(
                at: data.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try "a,b\n1,2\n".write(to: data.appendingPathComponent("inside.csv"), atomically: true, encoding: .utf8)
            try "a,b\n7,7\n8,8\n9,9\n".write(
                to: data.appendingPathComponent("sub/other.csv"), atomically: true, encoding: .utf8)
            try "a,b\n666,666\n".write(
                to: root.appendingPathComponent("outside.csv"), atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func link(_ name: String, to target: String) throws {
            try? FileManager.default.removeItem(at: data.appendingPathComponent(name))
            try FileManager.default.createSymbolicLink(
                atPath: data.appendingPathComponent(name).path, withDestinationPath: target)
        }

        /// Reads a spec whose data is `url` beneath the data folder.
        func read(_ url: String) -> VegaLiteReader.Reading {
            let spec = """
                {"data": {"url": "\(url)"}, "mark": "point",
                 "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}}
                """
            var options = VegaLiteReader.Options()
            options.fileAccess = .within(data)
            return VegaLiteReader.reading(json: Data(spec.utf8), baseURL: nil, options: options)
        }
    }

    static func rows(_ reading: VegaLiteReader.Reading) -> Int? {
        reading.chart?.layers.first?.data.rowCount
    }

    static func error(_ reading: VegaLiteReader.Reading) -> String {
        reading.diagnostics.filter { $0.severity == .error }.map(\.description).joined(separator: "\n")
    }

    @Test func linksAreFollowedInsideTheFolderOnly() throws {
        let folders = try Folders()
        try folders.link("relative.csv", to: "sub/other.csv")
        try folders.link("sub/up.csv", to: "../inside.csv")
        try folders.link("absolute.csv", to: folders.data.appendingPathComponent("inside.csv").path)
        try folders.link("subdir", to: "sub")
        #expect(Self.rows(folders.read("relative.csv")) == 3)
        #expect(Self.rows(folders.read("sub/up.csv")) == 1)
        #expect(Self.rows(folders.read("absolute.csv")) == 1)
        #expect(Self.rows(folders.read("subdir/other.csv")) == 3)

        try folders.link("escape.csv", to: "../outside.csv")
        try folders.link("escape-absolute.csv", to: folders.root.appendingPathComponent("outside.csv").path)
        try folders.link("up", to: "..")
        try folders.link("loop.csv", to: "loop.csv")
        try folders.link("device.csv", to: "/dev/zero")
        for name in ["escape.csv", "escape-absolute.csv", "up/outside.csv", "device.csv"] {
            let reading = folders.read(name)
            #expect(reading.chart == nil, "\(name)")
            #expect(Self.error(reading).contains("leads out of the data folder"), "\(name)")
        }
        #expect(Self.error(folders.read("loop.csv")).contains("too many symbolic links"))
    }

    @Test func errorsSayWhyAndNameTheSpecsFileOnly() throws {
        let folders = try Folders()
        let missing = Self.error(folders.read("nope.csv"))
        #expect(missing.contains("“nope.csv”: there is no such file"))
        #expect(!missing.contains(folders.root.path))
        #expect(Self.error(folders.read("sub")).contains("it is a folder"))
        #expect(Self.error(folders.read("inside.csv/x.csv")).contains("no such file"))
    }

    @Test func aNameNestedTooDeepIsRefusedBeforeItHoldsManyDescriptors() throws {
        let folders = try Folders()
        let deep = Array(repeating: "d", count: 300).joined(separator: "/")
        try FileManager.default.createDirectory(
            at: folders.data.appendingPathComponent(deep), withIntermediateDirectories: true)
        try "a,b\n1,2\n".write(
            to: folders.data.appendingPathComponent(deep + "/x.csv"), atomically: true, encoding: .utf8)
        #expect(Self.error(folders.read(deep + "/x.csv")).contains("nested more than 256 folders deep"))
        let shallow = Array(repeating: "d", count: 20).joined(separator: "/")
        try "a,b\n1,2\n".write(
            to: folders.data.appendingPathComponent(shallow + "/y.csv"), atomically: true, encoding: .utf8)
        #expect(Self.rows(folders.read(shallow + "/y.csv")) == 1)
    }

    /// A file rewritten in place with its size and modification time put back still gets a new stamp:
    /// the change time, which no one can set back, is part of it.
    @Test func aRewriteWithItsTimeSetBackChangesTheStamp() throws {
        let folders = try Folders()
        let file = folders.data.appendingPathComponent("inside.csv")
        let stamp = try #require(folders.read("inside.csv").dataFiles.first)
        var before = stat()
        #expect(stat(file.path, &before) == 0)
        usleep(20_000)
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data("a,b\n7,2\n".utf8))
        try handle.close()
        // The exact modification time put back, to the nanosecond.
        #if canImport(Darwin)
            var times = [before.st_atimespec, before.st_mtimespec]
        #else
            var times = [before.st_atim, before.st_mtim]
        #endif
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        let after = try #require(folders.read("inside.csv").dataFiles.first)
        #expect(after.size == stamp.size && after.modified == stamp.modified)
        #expect(!stamp.isCurrent)
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folders = try Folders()
        let fifo = folders.data.appendingPathComponent("fifo.csv").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // Opening a FIFO for reading without O_NONBLOCK would wait here for a writer, forever.
        let reading = folders.read("fifo.csv")
        #expect(reading.chart == nil)
        #expect(Self.error(reading).contains("not a regular file"))
    }

    @Test func theStampIsOfTheFileReadAndFollowsARepointedLink() throws {
        let folders = try Folders()
        try folders.link("current.csv", to: "inside.csv")
        let first = folders.read("current.csv")
        #expect(Self.rows(first) == 1)
        let stamp = try #require(first.dataFiles.first)
        #expect(stamp.path == "current.csv")
        #expect(stamp.isCurrent)
        // The link's own size, time and number stay alike; the stamp must see the file it leads to.
        try folders.link("current.csv", to: "sub/other.csv")
        #expect(!stamp.isCurrent)
        let second = folders.read("current.csv")
        #expect(Self.rows(second) == 3)
        #expect(second.dataFiles.first?.isCurrent == true)
        #expect(second.dataFiles.first != stamp)
    }

    /// A file swapped between a regular file and a link out of the folder while it is read, from
    /// another thread: no read may return the outside file's rows.
    @Test func aLinkSwappedDuringReadsNeverLeaksTheOutsideFile() throws {
        let folders = try Folders()
        let race = folders.data.appendingPathComponent("race.csv").path
        let regular = folders.data.appendingPathComponent("regular.tmp").path
        let link = folders.data.appendingPathComponent("link.tmp").path
        let outside = folders.root.appendingPathComponent("outside.csv").path
        let stop = Atomic(false)
        let swapper = Thread {
            var flip = false
            while !stop.load() {
                // Each swap is a rename, so the name always exists: a file inside, or a link outside.
                unlink(regular)
                unlink(link)
                if flip {
                    _ = try? "a,b\n1,2\n".write(toFile: regular, atomically: false, encoding: .utf8)
                    rename(regular, race)
                } else {
                    symlink(outside, link)
                    rename(link, race)
                }
                flip.toggle()
            }
            stop.store(false)
        }
        try "a,b\n1,2\n".write(toFile: race, atomically: false, encoding: .utf8)
        swapper.start()
        var leaked = 0
        var read = 0
        for _ in 0..<3000 {
            let reading = folders.read("race.csv")
            // The layer's columns are named by channel.
            guard let table = reading.chart?.layers.first?.data, let a = table["x"] else { continue }
            read += 1
            if (0..<table.rowCount).contains(where: { a.number(at: $0) == 666 }) { leaked += 1 }
        }
        stop.store(true)
        while stop.load() { usleep(1000) }
        #expect(leaked == 0)
        #expect(read > 0)
    }
}

/// A flag shared by two threads.
private final class Atomic: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Bool
    init(_ value: Bool) { self.value = value }
    func load() -> Bool { lock.withLock { value } }
    func store(_ new: Bool) { lock.withLock { value = new } }
}
