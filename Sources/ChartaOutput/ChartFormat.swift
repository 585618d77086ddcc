import Foundation

/// The formats a chart is written in: SVG, interactive HTML, the scene as JSON, PNG and PDF (in builds
/// with the `Cairo` package trait) and terminal text. Shared by `charta render`, `charta plot` and
/// `charta serve`.
public enum ChartFormat: String, CaseIterable, Sendable {
    case svg, html, json, png, pdf, terminal

    /// Decimals of coordinates in SVG files from `charta render`, `plot` and `serve`: three, as Vega's
    /// SVG renderer writes paths, so a Vega-Lite spec's marks land within a thousandth of a point of
    /// Vega's (two decimals can move a centre across a rounding tie and reorder equal-looking marks).
    public static let svgPrecision = 3

    /// Whether this build was made with the `Cairo` trait, which PNG and PDF need.
    #if Cairo
        public static let rasterAvailable = true
    #else
        public static let rasterAvailable = false
    #endif

    /// Whether this build can write the format (PNG and PDF need the `Cairo` trait).
    public var isAvailable: Bool {
        switch self {
        case .svg, .html, .json, .terminal: true
        case .png, .pdf: ChartFormat.rasterAvailable
        }
    }

    /// The media type of the encoded bytes.
    public var mediaType: String {
        switch self {
        case .svg: "image/svg+xml"
        case .html: "text/html; charset=utf-8"
        case .json: "application/json"
        case .png: "image/png"
        case .pdf: "application/pdf"
        case .terminal: "text/plain; charset=utf-8"
        }
    }

    /// The extension of files in this format (`txt` for terminal text).
    public var fileExtension: String { self == .terminal ? "txt" : rawValue }

    /// The format whose media type is `type` (`image/svg+xml`, `image/png`, …), ignoring parameters and case.
    public init?(mediaType type: String) {
        let bare = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let found = ChartFormat.allCases.first { $0.mediaType.split(separator: ";").first.map(String.init) == bare }
        guard let found else { return nil }
        self = found
    }

    /// The format an output file's extension names, ignoring case (`.txt` is terminal text); nil for `-`
    /// (standard output), for a name without an extension and for an extension that names no format.
    public init?(path: String) {
        guard path != "-" else { return nil }
        let pathExtension = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard let found = ChartFormat.allCases.first(where: { $0.fileExtension == pathExtension }) else { return nil }
        self = found
    }
}
