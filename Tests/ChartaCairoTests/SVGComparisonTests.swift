#if Cairo
    import Charta
    import ChartaExamples
    import ChartaSVG
    import Foundation
    import Testing

    @testable import ChartaCairo

    /// The PNG of a chart against the same chart's SVG rasterised by another renderer (headless
    /// Chromium, else librsvg's rsvg-convert): text measured alike and drawn alike lands in the same
    /// place, so the two pictures differ only in antialiasing and glyph rendering.
    ///
    /// Both are compared at scale 2, composited over white. The tolerances: the mean absolute difference
    /// per channel is below 1.0 (of 255), and fewer than 0.6 % of the pixels differ by more than 64 in
    /// some channel. Measured on these eleven charts, the largest values were 0.57 and 0.18 % against
    /// Chromium 156 and 0.61 and 0.29 % against rsvg-convert 2.54 (energy-price, where most text is);
    /// moving the labels of the bar chart by one point gives 2.0 and 1.35 %, and fails.
    @Suite struct SVGComparisonTests {
        static let meanTolerance = 1.0
        static let fractionTolerance = 0.006

        /// Differences between two images of the same size, composited over white.
        struct Difference: CustomStringConvertible {
            var mean: Double
            var fraction: Double
            var description: String {
                "mean |Δ| \((mean * 1000).rounded() / 1000), \((fraction * 10000).rounded() / 100) % of pixels differ by > 64"
            }
        }

        static func difference(_ a: DecodedImage, _ b: DecodedImage) -> Difference {
            var total = 0
            var differing = 0
            for i in stride(from: 0, to: a.rgba.count, by: 4) {
                var largest = 0
                for k in 0..<3 {
                    let da = 255 - (255 - Int(a.rgba[i + k])) * Int(a.rgba[i + 3]) / 255
                    let db = 255 - (255 - Int(b.rgba[i + k])) * Int(b.rgba[i + 3]) / 255
                    total += abs(da - db)
                    largest = max(largest, abs(da - db))
                }
                if largest > 64 { differing += 1 }
            }
            let pixels = Double(a.rgba.count / 4)
            return Difference(mean: Double(total) / (3 * pixels), fraction: Double(differing) / pixels)
        }

        static func charts() throws -> [(String, Scene)] {
            let bars = Chart([("Alpha", 30.0), ("Bravo", 12), ("Charlie", 45)]) { entry in
                BarMark(x: .value("Name", entry.0), y: .value("Score", entry.1))
            }
            .frame(width: 300, height: 200)
            return [("bars", bars.render().scene)] + (try Gallery.entries().map { ($0.name, $0.chart.render().scene) })
        }

        @Test(
            .enabled(
                if: ExternalTools.canRasterizeSVG || ExternalTools.isCI,
                "neither chromium nor rsvg-convert (librsvg2-bin) is installed; skipping the SVG comparison"))
        func pngMatchesTheSVGRasterisedElsewhere() throws {
            try #require(ExternalTools.canRasterizeSVG, "CI must install an SVG rasteriser")
            for (name, scene) in try Self.charts() {
                let width = Int(scene.size.width.rounded(.up))
                let height = Int(scene.size.height.rounded(.up))
                let svg = SVGRenderer().render(scene)
                let (reference, tool) = try #require(
                    try ExternalTools.rasterize(svg: svg, width: width, height: height, scale: 2))
                let png = try renderPNG(scene, scale: 2)
                try #require(png.width == reference.width && png.height == reference.height, "\(name) via \(tool)")
                let difference = Self.difference(png, reference)
                #expect(difference.mean < Self.meanTolerance, "\(name) vs \(tool): \(difference)")
                #expect(difference.fraction < Self.fractionTolerance, "\(name) vs \(tool): \(difference)")
            }
        }

        @Test func aMovedLabelIsCaught() throws {
            // The comparison can fail: the same chart with its labels moved one point right exceeds both
            // tolerances.
            let scene = try Self.charts()[0].1
            var moved = scene
            moved.root = Self.shiftingText(scene.root, by: 1)
            let difference = Self.difference(try renderPNG(scene, scale: 2), try renderPNG(moved, scale: 2))
            #expect(difference.mean > Self.meanTolerance, "\(difference)")
            #expect(difference.fraction > Self.fractionTolerance, "\(difference)")
        }

        static func shiftingText(_ group: Group, by dx: Double) -> Group {
            var copy = group
            copy.children = group.children.map { node in
                switch node {
                case .group(let g): return .group(shiftingText(g, by: dx))
                case .text(var t):
                    t.position.x += dx
                    return .text(t)
                default: return node
                }
            }
            return copy
        }
    }
#endif
