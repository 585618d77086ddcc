import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Marks placed by longitude and latitude through d3-geo's projections, fitted to the data as
/// Vega-Lite fits them.
@Suite struct ReaderGeoTests {
    func near(_ p: Point?, _ x: Double, _ y: Double, _ tolerance: Double = 1e-6) -> Bool {
        guard let p else { return false }
        return abs(p.x - x) < tolerance && abs(p.y - y) < tolerance
    }

    @Test func simpleProjectionsFollowD3sFormulas() throws {
        let none = VLProjection.Settings()
        let plate = try #require(VLProjection.named("equirectangular", none))
        // d3: scale 152.63, translate [480, 250]; 10°E 20°N is 152.63 · (π/18, π/9) from the centre.
        #expect(near(plate.point(10, 20), 480 + 152.63 * .pi / 18, 250 - 152.63 * .pi / 9))
        let mercator = try #require(VLProjection.named("mercator", none))
        #expect(near(mercator.point(0, 0), 480, 250))
        #expect(near(mercator.point(0, 45), 480, 250 - 961 / (2 * .pi) * log(tan(3 * .pi / 8))))
        // The orthographic projection shows one hemisphere.
        let globe = try #require(VLProjection.named("orthographic", none))
        #expect(near(globe.point(90, 0), 480 + 249.5, 250))
        #expect(globe.point(120, 0) == nil)
        #expect(VLProjection.named("gnomonic", none) == nil)
    }

    @Test func albersUsaInsetsAlaskaAndHawaiiAndDropsTheRest() throws {
        let usa = VLProjection.albersUsa
        // The lower 48's centre (rotated 96°, centred 0.6° further west at 38.7°N) is the translation.
        #expect(near(usa.point(-96.6, 38.7), 480, 250))
        // Anchorage and Honolulu land in their insets, below and left of the centre.
        let anchorage = try #require(usa.point(-149.9, 61.2))
        #expect(anchorage.x > 480 - 0.425 * 1070 && anchorage.x < 480 - 0.214 * 1070)
        #expect(anchorage.y > 250 + 0.120 * 1070 && anchorage.y < 250 + 0.234 * 1070)
        let honolulu = try #require(usa.point(-157.86, 21.31))
        #expect(honolulu.x > 480 - 0.214 * 1070 && honolulu.x < 480 - 0.115 * 1070)
        // San Juan and Guam are in no part.
        #expect(usa.point(-66.1, 18.4) == nil)
        #expect(usa.point(144.8, 13.4) == nil)
    }

    @Test func fittedProjectionsFillTheView() throws {
        var usa = VLProjection.albersUsa
        let cities = [(-122.4, 37.8), (-71.1, 42.4), (-80.2, 25.8), (-122.3, 47.6)]
        usa.fit(cities, width: 500, height: 300)
        let points = try cities.map { try #require(usa.point($0.0, $0.1)) }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        // d3's fitSize: the data's box is as large as fits, centred.
        let spans = (xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        #expect(abs(spans.0 - 500) < 1e-6 || abs(spans.1 - 300) < 1e-6)
        #expect(abs((xs.max()! + xs.min()!) / 2 - 250) < 1e-6 && abs((ys.max()! + ys.min()!) / 2 - 150) < 1e-6)
    }

    @Test func pointsAreProjectedWithoutAxesAndHiddenOnesSitAtTheCorner() throws {
        let json = """
            {"width": 500, "height": 300, "projection": {"type": "albersUsa"},
             "data": {"values": [{"lon": -122.4, "lat": 37.8}, {"lon": -71.1, "lat": 42.4},
                                 {"lon": -80.2, "lat": 25.8}, {"lon": -66.1, "lat": 18.4}]},
             "mark": "circle",
             "encoding": {"longitude": {"field": "lon", "type": "quantitative"},
                          "latitude": {"field": "lat", "type": "quantitative"}}}
            """
        let (spec, diagnostics) = VL.read(json)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let rendered = ChartLayout.render(try #require(spec))
        #expect(rendered.scene.root.groups(role: .axis).isEmpty)
        let centres = rendered.scene.root.markItems(.symbol).compactMap { node -> Point? in
            if case .symbol(let s) = node { return s.center } else { return nil }
        }
        let plot = rendered.plotFrame
        let local = centres.map { Point(x: $0.x - plot.minX, y: $0.y - plot.minY) }
        #expect(local.count == 4)
        // San Francisco is west of Boston, Miami south of both; San Juan is not shown: the view's corner.
        #expect(local[0].x < local[1].x && local[2].y > local[1].y)
        #expect(near(local[3], 0, 0))
        #expect(abs(local.dropLast().map(\.x).min()!) < 1e-6 || abs(local.dropLast().map(\.y).min()!) < 1e-6)
    }

    @Test func anUnknownProjectionWarns() {
        let json = """
            {"projection": {"type": "gnomonic"}, "data": {"values": [{"lon": 1, "lat": 2}]}, "mark": "point",
             "encoding": {"longitude": {"field": "lon", "type": "quantitative"},
                          "latitude": {"field": "lat", "type": "quantitative"}}}
            """
        let (_, diagnostics) = VL.read(json)
        #expect(diagnostics.map(\.description).contains { $0.contains("gnomonic") })
    }
}
