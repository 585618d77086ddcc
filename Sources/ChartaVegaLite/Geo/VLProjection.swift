import ChartaScene
import Foundation

/// A cartographic projection of longitude and latitude (degrees) onto the plot, as d3-geo projects
/// points (`src/projection/projection.js`): rotate, project the sphere, scale about the projected centre,
/// translate, then keep only points inside the clip.
struct VLProjection: Sendable {
    /// A projection of the sphere in radians onto the plane, before scaling (d3's raw projections).
    enum Raw: Sendable {
        case equirectangular
        case mercator
        case equalEarth
        case orthographic
        /// Albers' conic equal-area projection with two standard parallels, in radians.
        case conicEqualArea(Double, Double)

        func callAsFunction(_ lambda: Double, _ phi: Double) -> (Double, Double) {
            switch self {
            case .equirectangular:
                return (lambda, phi)
            case .mercator:
                return (lambda, log(tan((Double.pi / 2 + phi) / 2)))
            case .equalEarth:
                // d3-geo equalEarth.js (Šavrič, Patterson and Jenny 2018).
                let (a1, a2, a3, a4, m) = (1.340264, -0.081106, 0.000893, 0.003796, 3.0.squareRoot() / 2)
                let l = asin(m * sin(phi))
                let (l2, l6) = (l * l, pow(l, 6))
                return (
                    lambda * cos(l) / (m * (a1 + 3 * a2 * l2 + l6 * (7 * a3 + 9 * a4 * l2))),
                    l * (a1 + a2 * l2 + l6 * (a3 + a4 * l2))
                )
            case .orthographic:
                return (cos(phi) * sin(lambda), sin(phi))
            case .conicEqualArea(let y0, let y1):
                let sy0 = sin(y0)
                let n = (sy0 + sin(y1)) / 2
                // Parallels symmetric about the equator: the cylindrical equal-area projection.
                guard abs(n) > 1e-6 else { return (lambda * cos(y0), sin(phi) / cos(y0)) }
                let c = 1 + sy0 * (2 * n - sy0)
                let r0 = c.squareRoot() / n
                let r = max(0, c - 2 * n * sin(phi)).squareRoot() / n
                return (r * sin(lambda * n), r0 - r * cos(lambda * n))
            }
        }
    }

    /// One projection: raw projection, rotation (degrees), centre (degrees), scale and translation, and
    /// the rectangle points must fall in (nil: all points).
    struct Simple: Sendable {
        var raw: Raw
        var scale: Double
        var translate = (x: 480.0, y: 250.0)
        var center = (lon: 0.0, lat: 0.0)
        var rotate = (lambda: 0.0, phi: 0.0, gamma: 0.0)
        var clip: Rect?
        /// The cosine of the largest angle from the centre that is drawn (orthographic: the horizon).
        var horizon: Double?

        func project(_ lon: Double, _ lat: Double) -> Point? {
            let radians = Double.pi / 180
            let (lambda, phi) = VLProjection.rotated(
                lon * radians, lat * radians,
                by: (rotate.lambda * radians, rotate.phi * radians, rotate.gamma * radians))
            if let horizon, cos(lambda) * cos(phi) <= horizon { return nil }
            let (x, y) = raw(lambda, phi)
            let (cx, cy) = raw(center.lon * radians, center.lat * radians)
            let p = Point(x: translate.x + scale * (x - cx), y: translate.y - scale * (y - cy))
            guard p.x.isFinite, p.y.isFinite else { return nil }
            if let clip, !(p.x >= clip.minX && p.x <= clip.maxX && p.y >= clip.minY && p.y <= clip.maxY) {
                return nil
            }
            return p
        }
    }

    /// The projections a point goes through, first match wins (one, or albersUsa's three).
    var parts: [Simple]
    /// How each part's scale and translation follow the whole projection's (albersUsa's insets).
    /// (scale, translation) → parts.
    var layout: @Sendable (Double, (x: Double, y: Double)) -> [Simple]

    /// The point's place on the plot, or nil when the projection does not show it.
    func point(_ lon: Double, _ lat: Double) -> Point? {
        guard lon.isFinite, lat.isFinite else { return nil }
        for part in parts { if let p = part.project(lon, lat) { return p } }
        return nil
    }

    /// Scales and translates the projection so that `points` fill `width` × `height`, centred (d3's
    /// `fitSize`: bounds measured at scale 150 without clipping rectangles other than the parts' own).
    mutating func fit(_ points: [(Double, Double)], width: Double, height: Double) {
        let unit = layout(150, (0, 0))
        var (x0, y0, x1, y1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (lon, lat) in points where lon.isFinite && lat.isFinite {
            // Every part sees every point, as d3's multiplexed stream does.
            for part in unit {
                guard let p = part.project(lon, lat) else { continue }
                (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y))
            }
        }
        guard x1 >= x0, y1 >= y0 else { return }
        let k = min(width / (x1 - x0), height / (y1 - y0))
        guard k.isFinite, k > 0 else { return }
        parts = layout(150 * k, ((width - k * (x1 + x0)) / 2, (height - k * (y1 + y0)) / 2))
    }

    /// d3's `rotateRadians`: a turn about the pole, then about the other two axes.
    static func rotated(
        _ lambda: Double, _ phi: Double, by delta: (lambda: Double, phi: Double, gamma: Double)
    ) -> (Double, Double) {
        var lambda = lambda + delta.lambda
        if lambda > .pi { lambda -= 2 * .pi } else if lambda < -.pi { lambda += 2 * .pi }
        guard delta.phi != 0 || delta.gamma != 0 else { return (lambda, phi) }
        let (cosDPhi, sinDPhi, cosDGamma, sinDGamma) = (
            cos(delta.phi), sin(delta.phi), cos(delta.gamma), sin(delta.gamma)
        )
        let cosPhi = cos(phi)
        let (x, y, z) = (cos(lambda) * cosPhi, sin(lambda) * cosPhi, sin(phi))
        let k = z * cosDPhi + x * sinDPhi
        return (
            atan2(y * cosDGamma - k * sinDGamma, x * cosDPhi - z * sinDPhi),
            asin(max(-1, min(1, k * cosDGamma + y * sinDGamma)))
        )
    }
}
