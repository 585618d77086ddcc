#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pixel size a picture file declares in its header, read without decoding the picture: PNG's
/// `IHDR` chunk (the PNG specification, §11.2.2). Back ends use it to refuse pictures too large to
/// decode, and readers to give a picture its natural size.
public struct PictureSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    /// The largest side a back end decodes: a picture's pixels take 4 bytes each.
    public static let maximumSide = 8_192

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size in the header of a PNG file's first 24 bytes; nil when they are not a PNG header.
    public init?(pngHeader bytes: [UInt8]) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        self.init(width: word(16), height: word(20))
        guard width > 0, height > 0 else { return nil }
    }

    /// The size of the PNG file at `path`; nil when it cannot be read or is not a PNG.
    public init?(pngFile path: String) {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: 24)
        let count = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, 24, file) }
        self.init(pngHeader: Array(bytes.prefix(count)))
    }

    /// Whether a back end may decode a picture of this size.
    public var isDecodable: Bool { width <= Self.maximumSide && height <= Self.maximumSide }
}
