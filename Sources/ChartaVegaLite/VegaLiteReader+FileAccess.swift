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
    /// The identity of a data file as read: its name, and the size, modification and change times,
    /// device and file number (inode) of the file the opened descriptor pointed at, which all stay the same while its
    /// contents do (a file replaced by a rename, or a link pointed at another file, gets a new number).
    public struct DataFileStamp: Hashable, Sendable, CustomStringConvertible {
        /// The file: its name inside the data folder, or its path when read from anywhere.
        public var path: String
        /// The data folder the name is inside; nil for a file read from anywhere.
        var folder: URL?
        /// Its size in bytes.
        public var size: UInt64
        /// Its modification time, in seconds since 1970.
        public var modified: Double
        /// Its file number and the device that holds it.
        public var fileNumber: UInt64
        var device: UInt64
        /// When the file or its attributes last changed (a time no one can set back, unlike `modified`).
        var changed: Double

        init(_ location: DataFileLocation, _ file: DataFileOpener.Opened) {
            (path, folder) = location.parts
            (size, modified, changed) = (file.size, file.modified, file.changed)
            (fileNumber, device) = (file.fileNumber, file.device)
        }

        /// Whether the file the name leads to now is still the one stamped, as it was.
        public var isCurrent: Bool {
            let location: DataFileLocation = folder.map { .within($0, path) } ?? .path(path)
            switch location.open() {
            case .success(let file): return DataFileStamp(location, file) == self
            case .failure: return false
            }
        }

        /// `path size modified changed device fileNumber`, for cache keys.
        public var description: String { "\(path) \(size) \(modified) \(changed) \(device) \(fileNumber)" }
    }
}

/// Where a data file is: a relative name inside a data folder (opened beneath it), or a path.
enum DataFileLocation {
    case within(URL, String)
    case path(String)

    /// The name as a spec's author sees it, and the folder it is inside.
    var parts: (String, URL?) {
        switch self {
        case .within(let folder, let name): (name, folder)
        case .path(let path): (path, nil)
        }
    }

    /// The name's extension, lower-cased.
    var pathExtension: String { (parts.0 as NSString).pathExtension.lowercased() }

    /// Opens the file through ``DataFileOpener``.
    func open() -> Result<DataFileOpener.Opened, DataFileOpener.Failure> {
        switch self {
        case .within(let folder, let name): DataFileOpener.open(name, beneath: folder)
        case .path(let path): DataFileOpener.open(path: path)
        }
    }
}

extension VLCompiler {
    /// Where the file a data URL names is under the spec's file access, or nil after reporting why it is
    /// refused. Links inside a data folder are followed when the file is opened
    /// (``DataFileOpener``), never out of it.
    mutating func dataFile(_ url: String, path: String) -> DataFileLocation? {
        if url.hasPrefix("http://") || url.hasPrefix("https://") {
            fail("Data from the network (“\(url)”) is refused: a spec may read only local files.", at: path)
            return nil
        }
        switch options.fileAccess {
        case .anywhere:
            if url.hasPrefix("file://"), let u = URL(string: url) { return .path(u.path) }
            if let baseURL, !url.hasPrefix("/") { return .path(baseURL.appendingPathComponent(url).path) }
            return .path(url)
        case .none:
            fail("Data files (“\(url)”) are refused: this reader takes only inline data.", at: path)
            return nil
        case .within(let folder):
            guard Self.namesFileInFolder(url) else {
                fail(
                    "The data file “\(url)” is refused: name a file inside the data folder by a relative path.",
                    at: path)
                return nil
            }
            return .within(folder, url)
        }
    }

    /// Whether a URL names a file inside a data folder: a relative path without `..`, a scheme, a
    /// backslash or a NUL.
    static func namesFileInFolder(_ url: String) -> Bool {
        let parts = url.split(separator: "/", omittingEmptySubsequences: false)
        return !url.hasPrefix("/") && !url.contains(":") && !url.contains("\\") && !parts.contains("..")
            && !url.isEmpty && !url.utf8.contains(0)
    }
}
