import Foundation

/// The text formats of data files: comma- or tab-separated values with a header row, a JSON array of
/// objects, or JSON lines (one object per line).
public enum TabularFormat: String, Hashable, Sendable, CaseIterable {
    /// Comma-separated values with a header row (RFC 4180 quoting).
    case csv
    /// Tab-separated values with a header row.
    case tsv
    /// A JSON array of objects.
    case json
    /// One JSON object per line.
    case jsonLines = "jsonl"

    /// The format a file name says (`.csv`, `.tsv`/`.tab`, `.json`, `.jsonl`/`.ndjson`), or nil.
    public init?(path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "csv": self = .csv
        case "tsv", "tab": self = .tsv
        case "json": self = .json
        case "jsonl", "ndjson": self = .jsonLines
        default: return nil
        }
    }

    /// The format of text by its first line: `[` is a JSON array, `{` JSON lines (or one object), a
    /// tab in the header tab-separated values, anything else CSV.
    public static func sniff(_ text: Substring) -> TabularFormat {
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r\n" }
        let trimmed = firstLine.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("[") { return .json }
        if trimmed.hasPrefix("{") { return .jsonLines }
        return firstLine.contains("\t") ? .tsv : .csv
    }
}
