import Foundation

/// Why a file could not be read or written, in words for people: “no such file”, “it is a folder”,
/// “permission denied”, “the folder out does not exist”. Asked only after an attempt failed.
enum FileProblem {
    /// Why `path` cannot be read.
    static func reading(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT, let folder = missingFolder(of: path) { return "the folder \(folder) does not exist" }
            return code == ENOENT ? "no such file" : describe(code)
        }
        if info.st_mode & S_IFMT == S_IFDIR { return "it is a folder, not a file" }
        if access(path, R_OK) != 0 { return describe(errno) }
        return "it could not be read"
    }

    /// Why `path` cannot be written (its folder is created beforehand when missing).
    static func writing(_ path: String) -> String {
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { return "it is a folder, not a file" }
            if access(path, W_OK) != 0 { return describe(errno) }
        }
        let folder = parent(of: path)
        if stat(folder, &info) != 0 {
            return errno == ENOENT ? "the folder \(folder) does not exist" : describe(errno)
        }
        if info.st_mode & S_IFMT != S_IFDIR { return "\(folder) is not a folder" }
        if access(folder, W_OK) != 0 { return "no permission to write in \(folder)" }
        return "it could not be written"
    }

    /// Why the folder `path` cannot be created.
    static func creatingFolder(_ path: String) -> String {
        var prefix = URL(fileURLWithPath: path).standardizedFileURL
        var info = stat()
        // The nearest part of the path that exists decides: a file in the way, or no permission.
        while prefix.path != "/" {
            if stat(prefix.path, &info) == 0 {
                if info.st_mode & S_IFMT != S_IFDIR { return "\(prefix.path) is a file, not a folder" }
                return access(prefix.path, W_OK) != 0
                    ? "no permission to write in \(prefix.path)" : "it could not be created"
            }
            prefix.deleteLastPathComponent()
        }
        return "it could not be created"
    }

    /// The folder a path is in (`.` for a bare file name).
    static func parent(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// The first folder on the way to `path` that does not exist, when one does not.
    private static func missingFolder(of path: String) -> String? {
        let folder = parent(of: path)
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) ? nil : folder
    }

    /// A system error number in words.
    static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOENT: "no such file"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case EISDIR: "it is a folder, not a file"
        case EROFS: "the file system is read-only"
        case ENOSPC: "no space left on the device"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
