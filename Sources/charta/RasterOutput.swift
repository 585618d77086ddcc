import Charta
import ChartaServer
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
            guard format == .png || format == .pdf else { return nil }
            let output = try ChartFormat.raster(scene, png: format == .png, scale: scale)
            for warning in output.warnings { StandardError.write("\(label): \(warning)\n") }
            return output.bytes
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
