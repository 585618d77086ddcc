import Charta
import Foundation

#if Cairo
    import ChartaCairo
#endif

/// PNG and PDF through cairo, present when the package is built with the `Cairo` trait. Font
/// substitutions (for example CJK text drawn with a fallback font) are reported on standard error.
enum RasterOutput {
    #if Cairo
        static let isAvailable = true

        /// Encodes `scene` as PNG at `scale` or as PDF; nil for formats cairo does not write.
        static func encode(_ scene: Scene, as format: OutputFormat, scale: Double, label: String) throws -> Data? {
            let cairoFormat: CairoFormat
            switch format {
            case .png: cairoFormat = .png(scale: scale)
            case .pdf: cairoFormat = .pdf
            case .svg, .json, .html, .terminal: return nil
            }
            let output = try CairoRenderer().render(scene, as: cairoFormat)
            for warning in output.fontWarnings { StandardError.write("\(label): \(warning)\n") }
            return Data(output.bytes)
        }

        /// Encodes `frames` as one animated PNG, each frame shown for `frameDuration` seconds.
        static func animatedPNG(_ frames: [Scene], scale: Double, frameDuration: Double) throws -> Data? {
            Data(try CairoRenderer().animatedPNG(frames, scale: scale, frameDuration: frameDuration))
        }
    #else
        static let isAvailable = false

        /// Without the `Cairo` trait there is no raster or PDF output.
        static func encode(_ scene: Scene, as format: OutputFormat, scale: Double, label: String) throws -> Data? {
            nil
        }

        /// Without the `Cairo` trait there is no animated PNG.
        static func animatedPNG(_ frames: [Scene], scale: Double, frameDuration: Double) throws -> Data? { nil }
    #endif
}
