/// Which picture addresses a back end may follow.
extension ImageNode {
    /// The address's scheme in lower case (`http`, `data`, …), or nil for a path.
    var scheme: String? {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let name = url[..<colon]
        // A scheme is a letter then letters, digits, `+`, `-` or `.` (RFC 3986 §3.1); anything else
        // before the colon (`./a:b.png`) makes the address a path.
        guard let first = name.first, first.isASCII, first.isLetter,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return name.lowercased()
    }

    /// Whether the address names a picture rather than a script: a path, or an `http`, `https`, `file`
    /// or `data:image/…` URL. Back ends draw nothing for any other address (`javascript:`, …).
    public var hasPictureAddress: Bool {
        guard !url.isEmpty, !url.contains(where: { $0.isNewline || $0 == "\0" }) else { return false }
        switch scheme {
        case nil, "http"?, "https"?, "file"?: return true
        case "data"?: return url.dropFirst(5).lowercased().hasPrefix("image/")
        default: return false
        }
    }

    /// The file the address names on this machine, if it is a path or a `file:` URL: relative paths
    /// are resolved against `directory` (nil: left relative, to the process's working directory).
    public func localFile(relativeTo directory: String?) -> String? {
        guard hasPictureAddress else { return nil }
        switch scheme {
        case "file"?:
            var path = url.dropFirst(5)
            if path.hasPrefix("//") { path = path.dropFirst(2).drop { $0 != "/" } }
            return Self.percentDecoded(path)
        case nil:
            guard let directory, !url.hasPrefix("/") else { return url }
            return directory.hasSuffix("/") ? directory + url : directory + "/" + url
        default:
            return nil
        }
    }

    /// The text with each `%XX` escape replaced by its byte (RFC 3986 §2.1); invalid escapes stay.
    static func percentDecoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
