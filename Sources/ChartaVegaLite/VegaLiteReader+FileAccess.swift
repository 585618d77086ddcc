import Foundation

extension VegaLiteReader {
    /// Which data files a spec may read through `data.url` (the network is never allowed).
    public enum FileAccess: Hashable, Sendable {
        /// Any local file: relative URLs resolve against the spec's folder (the command line).
        case anywhere
        /// No files at all: only inline data, datasets and sequences.
        case none
        /// Only files inside `folder`, named by a relative path without `..`; an absolute path, a
        /// `file:` URL or a symbolic link that leads out of the folder is refused (a server's data folder).
        case within(URL)
    }
}

extension VegaLiteReader {
    /// The identity of a data file as read: its path, size, modification time and file number (inode),
    /// which all stay the same while its contents do (a file replaced by a rename gets a new number).
    public struct DataFileStamp: Hashable, Sendable, CustomStringConvertible {
        /// The file.
        public var path: String
        /// Its size in bytes.
        public var size: UInt64
        /// Its modification time, in seconds since 1970.
        public var modified: Double
        /// Its file number.
        public var fileNumber: UInt64

        /// The stamp of the file at `url` now; nil when it cannot be looked at.
        public init?(_ url: URL) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
            path = url.path
            size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
            modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            fileNumber = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        }

        /// Whether the file is still as it was when stamped.
        public var isCurrent: Bool { DataFileStamp(URL(fileURLWithPath: path)) == self }

        /// `path size modified fileNumber`, for cache keys.
        public var description: String { "\(path) \(size) \(modified) \(fileNumber)" }
    }
}

extension VLCompiler {
    /// The file a data URL names under the spec's file access, or nil after reporting why it is refused.
    mutating func dataFile(_ url: String, path: String) -> URL? {
        if url.hasPrefix("http://") || url.hasPrefix("https://") {
            fail("Data from the network (“\(url)”) is refused: a spec may read only local files.", at: path)
            return nil
        }
        switch options.fileAccess {
        case .anywhere:
            if url.hasPrefix("file://"), let u = URL(string: url) { return u }
            if let baseURL, !url.hasPrefix("/") { return baseURL.appendingPathComponent(url) }
            return URL(fileURLWithPath: url)
        case .none:
            fail("Data files (“\(url)”) are refused: this reader takes only inline data.", at: path)
            return nil
        case .within(let folder):
            let parts = url.split(separator: "/", omittingEmptySubsequences: false)
            guard !url.hasPrefix("/"), !url.contains(":"), !url.contains("\\"), !parts.contains(".."),
                !url.isEmpty
            else {
                fail(
                    "The data file “\(url)” is refused: name a file inside the data folder by a relative path.",
                    at: path)
                return nil
            }
            let root = folder.standardizedFileURL.resolvingSymlinksInPath()
            let file = root.appendingPathComponent(url).standardizedFileURL.resolvingSymlinksInPath()
            guard file.path.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/") else {
                fail("The data file “\(url)” is refused: it leads out of the data folder.", at: path)
                return nil
            }
            return file
        }
    }
}
