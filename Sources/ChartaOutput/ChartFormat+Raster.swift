import ChartaScene
import Foundation

#if Cairo
    import ChartaCairo
#endif

extension ChartFormat {
    #if Cairo
        /// Draws `scene` with cairo in this format: PNG at `scale` pixels a point, or PDF, with pictures
        /// read from `imageDirectory` (nil: none). Substituted fonts are reported as warnings; other
        /// formats throw ``OutputError/unavailable(_:)``.
        public func raster(
            _ scene: Scene, scale: Double = 1, imageDirectory: String? = nil
        ) throws(OutputError) -> EncodedChart {
            let format: CairoFormat
            switch self {
            case .png: format = .png(scale: scale)
            case .pdf: format = .pdf
            default: throw .unavailable(self)
            }
            do {
                var renderer = CairoRenderer()
                renderer.imageDirectory = imageDirectory
                let output = try renderer.render(scene, as: format)
                return EncodedChart(
                    bytes: Data(output.bytes), format: self, warnings: output.fontWarnings.map { "\($0)" })
            } catch {
                throw .rasterFailed(self)
            }
        }

        /// `frames` as one animated PNG at `scale`, each frame shown for `frameDuration` seconds.
        public static func animatedPNG(
            _ frames: [Scene], scale: Double = 1, frameDuration: Double
        ) throws(OutputError) -> EncodedChart {
            do {
                let bytes = try CairoRenderer().animatedPNG(frames, scale: scale, frameDuration: frameDuration)
                return EncodedChart(bytes: Data(bytes), format: .png)
            } catch {
                throw .rasterFailed(.png)
            }
        }
    #else
        /// Draws `scene` with cairo as PNG or PDF; without the `Cairo` trait this throws
        /// ``OutputError/unavailable(_:)``.
        public func raster(
            _ scene: Scene, scale: Double = 1, imageDirectory: String? = nil
        ) throws(OutputError) -> EncodedChart {
            throw .unavailable(self)
        }

        /// Without the `Cairo` trait there is no animated PNG.
        public static func animatedPNG(
            _ frames: [Scene], scale: Double = 1, frameDuration: Double
        ) throws(OutputError) -> EncodedChart {
            throw .unavailable(.png)
        }
    #endif
}
