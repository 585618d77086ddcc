import Foundation

/// A chart encoded in a format, with the warnings of encoding (fonts substituted by cairo).
public struct EncodedChart: Sendable, Equatable {
    /// The file's bytes.
    public var bytes: Data
    /// The format of the bytes.
    public var format: ChartFormat
    /// Problems worth telling the user that did not stop the encoding.
    public var warnings: [String]

    /// Wraps encoded bytes.
    public init(bytes: Data, format: ChartFormat, warnings: [String] = []) {
        self.bytes = bytes
        self.format = format
        self.warnings = warnings
    }

    /// The media type of the bytes (`image/svg+xml`, …).
    public var mediaType: String { format.mediaType }
}
