import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the Vega-Lite reader opens a data file: the file is opened once, checked on the opened
/// descriptor, and read only from that descriptor.
///
/// Beneath a data folder (``VegaLiteReader/FileAccess/within(_:)``) the name is walked one component
/// at a time with `openat` and `O_NOFOLLOW`, from a descriptor of the folder: a symbolic link is read
/// with `readlinkat` and followed by the walk itself, so a link may lead anywhere inside the folder and
/// nowhere outside it, and a link swapped while the walk runs is seen as it is at that moment (no check
/// of one path followed by an open of another). The file must be a regular file on the opened
/// descriptor: a FIFO, a device or a socket would block or never end. It is opened with `O_NONBLOCK`,
/// so that opening a FIFO does not wait for a writer.
struct DataFileOpener {
    /// Why a data file was not opened, in words for the spec's author.
    enum Failure: Error, Equatable {
        case missing
        case notPermitted
        case directory
        case notRegular
        case leavesFolder
        case tooManyLinks
        case tooDeep
        case other(String)

        var reason: String {
            switch self {
            case .missing: "there is no such file"
            case .notPermitted: "permission to read it is denied"
            case .directory: "it is a folder"
            case .notRegular: "it is not a regular file (a FIFO, device or socket)"
            case .leavesFolder: "it leads out of the data folder"
            case .tooManyLinks: "it goes through too many symbolic links"
            case .tooDeep: "it is nested more than \(DataFileOpener.maxComponents) folders deep"
            case .other(let message): message
            }
        }

        init(errno code: Int32) {
            switch code {
            case ENOENT: self = .missing
            case EACCES, EPERM: self = .notPermitted
            case EISDIR: self = .directory
            case ELOOP: self = .tooManyLinks
            case ENOTDIR: self = .missing
            default: self = .other(String(cString: strerror(code)))
            }
        }
    }

    /// An opened regular file and what `fstat` says of it; the descriptor is closed with it.
    final class Opened {
        let descriptor: Int32
        let size: UInt64
        let modified: Double
        /// The time of the last change to the file or its attributes, which no one can set back.
        let changed: Double
        let fileNumber: UInt64
        let device: UInt64

        init(descriptor: Int32, size: UInt64, modified: Double, changed: Double, fileNumber: UInt64, device: UInt64) {
            (self.descriptor, self.size, self.modified, self.changed) = (descriptor, size, modified, changed)
            (self.fileNumber, self.device) = (fileNumber, device)
        }

        deinit { close(descriptor) }

        /// Up to `limit` bytes from the start of the file.
        func read(upTo limit: Int) -> Result<Data, Failure> {
            var data = Data()
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while data.count < limit {
                let wanted = min(chunk.count, limit - data.count)
                let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(Failure(errno: errno))
                }
                if count == 0 { break }
                data.append(contentsOf: chunk[0..<count])
            }
            return .success(data)
        }
    }

    /// The most symbolic links one name may go through (Linux's own limit).
    static let maxLinks = 40
    /// The most components one name may walk through, links' targets included, so that a deep chain of
    /// folders cannot hold many descriptors at once.
    static let maxComponents = 256

    /// Opens `name`, a relative path, beneath `folder`.
    static func open(_ name: String, beneath folder: URL) -> Result<Opened, Failure> {
        let root = systemOpen(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { return .failure(.other("the data folder cannot be opened")) }
        // The folders walked so far, the folder itself first; each is closed when left.
        var folders: [Int32] = [root]
        defer { for descriptor in folders { close(descriptor) } }
        var pending = Array(name.split(separator: "/", omittingEmptySubsequences: true).reversed()).map(String.init)
        var links = 0
        var walked = 0
        while let part = pending.popLast() {
            walked += 1
            guard walked <= maxComponents else { return .failure(.tooDeep) }
            if part == "." { continue }
            if part == ".." {
                guard folders.count > 1 else { return .failure(.leavesFolder) }
                close(folders.removeLast())
                continue
            }
            let last = pending.isEmpty
            let flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | (last ? 0 : O_DIRECTORY)
            let descriptor = openat(folders[folders.count - 1], part, flags)
            if descriptor >= 0 {
                guard last else {
                    folders.append(descriptor)
                    continue
                }
                return opened(descriptor)
            }
            let code = errno
            // `O_NOFOLLOW` refuses a link with ELOOP (and, on some systems, a link to a folder with ENOTDIR):
            // read the link and walk its target instead.
            guard code == ELOOP || code == ENOTDIR || code == EMLINK else { return .failure(Failure(errno: code)) }
            links += 1
            guard links <= maxLinks else { return .failure(.tooManyLinks) }
            guard let target = readLink(part, in: folders[folders.count - 1]) else {
                // Not a link (any more): a file or folder swapped in since the open; open it again.
                guard code == ELOOP, errno == EINVAL else { return .failure(Failure(errno: code)) }
                pending.append(part)
                continue
            }
            if target.hasPrefix("/") {
                // An absolute target is followed only when it names a place inside the folder.
                guard let inside = relative(target, to: folder) else { return .failure(.leavesFolder) }
                for descriptor in folders.dropFirst() { close(descriptor) }
                folders.removeSubrange(1...)
                pending += inside.reversed()
            } else {
                pending += target.split(separator: "/", omittingEmptySubsequences: true).reversed().map(String.init)
            }
        }
        return .failure(.directory)
    }

    /// Opens `path` as given, following links (the command line, which may read any file it can).
    static func open(path: String) -> Result<Opened, Failure> {
        let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(errno: errno)) }
        return opened(descriptor, regularOnly: false)
    }

    /// The descriptor as an ``Opened`` file when it is a regular file (or, when `regularOnly` is false,
    /// anything but a folder); closed otherwise.
    private static func opened(_ descriptor: Int32, regularOnly: Bool = true) -> Result<Opened, Failure> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let failure = Failure(errno: errno)
            close(descriptor)
            return .failure(failure)
        }
        let type = info.st_mode & S_IFMT
        guard type != S_IFDIR else {
            close(descriptor)
            return .failure(.directory)
        }
        guard type == S_IFREG || !regularOnly else {
            close(descriptor)
            return .failure(.notRegular)
        }
        #if canImport(Darwin)
            let (mtime, ctime) = (info.st_mtimespec, info.st_ctimespec)
        #else
            let (mtime, ctime) = (info.st_mtim, info.st_ctim)
        #endif
        return .success(
            Opened(
                descriptor: descriptor, size: UInt64(max(0, info.st_size)),
                modified: Double(mtime.tv_sec) + Double(mtime.tv_nsec) / 1e9,
                changed: Double(ctime.tv_sec) + Double(ctime.tv_nsec) / 1e9,
                fileNumber: UInt64(truncatingIfNeeded: info.st_ino), device: UInt64(truncatingIfNeeded: info.st_dev)))
    }

    /// The target of the symbolic link `name` in the folder `folder`; nil when it is not a link.
    private static func readLink(_ name: String, in folder: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(folder, name, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The components of the absolute `path` below `folder` (as the folder's own path names it, or as
    /// its links resolve); nil when `path` is not inside it.
    private static func relative(_ path: String, to folder: URL) -> [String]? {
        let parts = path.split(separator: "/").map(String.init)
        for base in [folder.standardizedFileURL.path, folder.standardizedFileURL.resolvingSymlinksInPath().path] {
            let baseParts = base.split(separator: "/").map(String.init)
            if parts.count >= baseParts.count, Array(parts.prefix(baseParts.count)) == baseParts {
                return Array(parts.dropFirst(baseParts.count))
            }
        }
        return nil
    }
}

// The C calls under names that do not clash with the reader's own `read` and `open` members.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
