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
