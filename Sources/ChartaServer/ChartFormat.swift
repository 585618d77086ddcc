import Charta
import ChartaHTML
import ChartaSVG
import Foundation

#if Cairo
    import ChartaCairo
#endif

/// The file formats a chart is encoded in: SVG, interactive HTML, the scene as JSON, and PNG or PDF in
/// builds with the `Cairo` package trait. Shared by `charta render` and `charta serve`.
public enum ChartFormat: String, CaseIterable, Sendable {
    case svg, html, json, png, pdf

    /// Decimals of coordinates in SVG files from `charta render`, `plot` and `serve`: three, as Vega's
    /// SVG renderer writes paths, so a Vega-Lite spec's marks land within a thousandth of a point of
    /// Vega's (two decimals can move a centre across a rounding tie and reorder equal-looking marks).
    public static let svgPrecision = 3

    /// Whether this build can write the format (PNG and PDF need the `Cairo` trait).
    public var isAvailable: Bool {
        switch self {
        case .svg, .html, .json: true
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
        }
    }

    /// The format whose media type is `type` (`image/svg+xml`, `image/png`, …), ignoring parameters.
    public init?(mediaType type: String) {
        let bare = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let found = ChartFormat.allCases.first { $0.mediaType.split(separator: ";").first.map(String.init) == bare }
        guard let found else {
            return nil
        }
        self = found
    }

    /// Whether this build was made with the `Cairo` trait.
    #if Cairo
        public static let rasterAvailable = true
    #else
        public static let rasterAvailable = false
    #endif

    /// A chart encoded in a format, with the warnings of encoding (fonts substituted by cairo).
    public struct Encoded: Sendable {
        /// The file's bytes.
        public var bytes: Data
        /// Problems worth telling the user that did not stop the encoding.
        public var warnings: [String]
    }

    /// Why a chart could not be encoded.
    public struct EncodingError: Error, Sendable {
        /// A sentence for people.
        public var message: String
    }

    /// Encodes a laid-out chart; `spec` (the chart as laid out) is needed for interactive HTML and
    /// `scale` (pixel density) for PNG. `scene` replaces the chart's scene (a frame of its entry
    /// animation); SVG of a chart with an animation plays its entry.
    public func encode(
        _ rendered: RenderedChart, spec: ChartSpec, scale: Double = 1, scene: Scene? = nil
    ) throws(EncodingError) -> Encoded {
        let scene = scene ?? rendered.scene
        switch self {
        case .svg:
            let options = SVGOptions(
                precision: ChartFormat.svgPrecision,
                entryAnimation: spec.animation == nil ? nil : rendered.entryAnimation)
            return Encoded(bytes: Data(SVGRenderer(options: options).render(scene).utf8), warnings: [])
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            guard let data = try? encoder.encode(scene) else {
                throw EncodingError(message: "the scene could not be encoded")
            }
            return Encoded(bytes: data + Data("\n".utf8), warnings: [])
        case .html:
            return Encoded(bytes: Data(HTMLRenderer().render(InteractiveChart(spec: spec)).utf8), warnings: [])
        case .png, .pdf:
            return try ChartFormat.raster(scene, png: self == .png, scale: scale)
        }
    }

    #if Cairo
        /// Draws `scene` with cairo as PNG at `scale` or as PDF.
        public static func raster(_ scene: Scene, png: Bool, scale: Double) throws(EncodingError) -> Encoded {
            do {
                let output = try CairoRenderer().render(scene, as: png ? .png(scale: scale) : .pdf)
                return Encoded(bytes: Data(output.bytes), warnings: output.fontWarnings.map { "\($0)" })
            } catch {
                throw EncodingError(message: "cairo could not draw the chart")
            }
        }
    #else
        /// Without the `Cairo` trait there is no PNG or PDF.
        public static func raster(_ scene: Scene, png: Bool, scale: Double) throws(EncodingError) -> Encoded {
            throw EncodingError(message: "\(png ? "PNG" : "PDF") output needs a build with the Cairo trait")
        }
    #endif
}
