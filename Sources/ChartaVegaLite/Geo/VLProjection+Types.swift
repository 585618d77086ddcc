import ChartaScene
import Foundation

/// The projection types a spec names (`projection.type`), with d3-geo's defaults for each.
extension VLProjection {
    /// The settings a spec may give; nil keeps the type's default.
    struct Settings {
        var center: (lon: Double, lat: Double)?
        var rotate: (lambda: Double, phi: Double, gamma: Double)?
        var parallels: (Double, Double)?
    }

    /// The names this reader projects with.
    static let types = [
        "albersUsa", "albers", "conicEqualArea", "equalEarth", "equirectangular", "mercator", "orthographic",
    ]

    /// The projection of `type` at its default scale and translation; nil for a type not offered.
    static func named(_ type: String, _ settings: Settings) -> VLProjection? {
        let degrees = Double.pi / 180
        let simple: Simple
        switch type {
        case "albersUsa":
            return albersUsa
        case "albers":
            simple = Simple(
                raw: .conicEqualArea(29.5 * degrees, 45.5 * degrees), scale: 1070, center: (-0.6, 38.7),
                rotate: (96, 0, 0))
        case "conicEqualArea":
            simple = Simple(raw: .conicEqualArea(0, 60 * degrees), scale: 155.424, center: (0, 33.6442))
        case "equalEarth": simple = Simple(raw: .equalEarth, scale: 177.158)
        case "equirectangular": simple = Simple(raw: .equirectangular, scale: 152.63)
        case "mercator": simple = Simple(raw: .mercator, scale: 961 / (2 * Double.pi))
        case "orthographic": simple = Simple(raw: .orthographic, scale: 249.5, horizon: cos(90 * degrees + 1e-6))
        default: return nil
        }
        var base = simple
        if let center = settings.center { base.center = center }
        if let rotate = settings.rotate { base.rotate = rotate }
        if let (a, b) = settings.parallels, case .conicEqualArea = base.raw {
            base.raw = .conicEqualArea(a * degrees, b * degrees)
        }
        let fixed = base
        let layout: @Sendable (Double, (x: Double, y: Double)) -> [Simple] = { scale, translate in
            var part = fixed
            (part.scale, part.translate) = (scale, translate)
            return [part]
        }
        return VLProjection(parts: layout(fixed.scale, fixed.translate), layout: layout)
    }

    /// d3's `geoAlbersUsa`: the lower 48 states, with Alaska (at 0.35 of the scale) and Hawaii inset
    /// below them, each kept to its own rectangle.
    static var albersUsa: VLProjection {
        let degrees = Double.pi / 180
        let e = 1e-6
        let layout: @Sendable (Double, (x: Double, y: Double)) -> [Simple] = { k, t in
            func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Rect {
                Rect(x: t.x + x0 * k, y: t.y + y0 * k, width: (x1 - x0) * k, height: (y1 - y0) * k)
            }
            var lower48 = Simple(
                raw: .conicEqualArea(29.5 * degrees, 45.5 * degrees), scale: k, translate: t, center: (-0.6, 38.7),
                rotate: (96, 0, 0))
            lower48.clip = box(-0.455, -0.238, 0.455, 0.238)
            var alaska = Simple(
                raw: .conicEqualArea(55 * degrees, 65 * degrees), scale: k * 0.35,
                translate: (t.x - 0.307 * k, t.y + 0.201 * k), center: (-2, 58.5), rotate: (154, 0, 0))
            alaska.clip = box(-0.425, 0.120, -0.214, 0.234).insetBy(e)
            var hawaii = Simple(
                raw: .conicEqualArea(8 * degrees, 18 * degrees), scale: k,
                translate: (t.x - 0.205 * k, t.y + 0.212 * k), center: (-3, 19.9), rotate: (157, 0, 0))
            hawaii.clip = box(-0.214, 0.166, -0.115, 0.234).insetBy(e)
            return [lower48, alaska, hawaii]
        }
        return VLProjection(parts: layout(1070, (480, 250)), layout: layout)
    }
}

extension Rect {
    /// The rectangle moved in by `d` on every side.
    fileprivate func insetBy(_ d: Double) -> Rect {
        Rect(x: minX + d, y: minY + d, width: width - 2 * d, height: height - 2 * d)
    }
}
