#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SymbolShape {
    /// The symbol's outline centred at `center`, with d3-shape's geometry (`symbolCircle`, `symbolSquare`,
    /// `symbolDiamond`, `symbolTriangle`, `symbolCross`, `symbolPlus`, `symbolStar`, `symbolWye`).
    ///
    /// `size` is the area in square points, as in d3: a circle of radius √(size/π), a square of side
    /// √size, and so on; the filled shapes enclose exactly `size`. ``triangleDown`` is d3's triangle
    /// mirrored vertically. ``boxTriangleUp``, ``boxTriangleDown``, ``triangleLeft`` and ``triangleRight``
    /// are vega-scenegraph's `triangle-up`, `-down`, `-left` and `-right` (`src/path/symbols.js`): the same
    /// equilateral triangle, but centred on its bounding box rather than its centroid. ``plus`` is d3's
    /// open, stroke-only plus (two lines), so it needs a stroke to be seen. A ``custom(_:)`` outline is
    /// scaled by √size / 2 (vega-scenegraph's `customSymbol`), so its unit box −1…1 becomes a square of
    /// area `size`. A size that is negative or not finite draws like size 0 (every point at the centre).
    public func path(center: Point, size rawSize: Double) -> Path {
        let size = rawSize.isFinite && rawSize > 0 ? rawSize : 0
        var path = Path()
        let builder = SymbolPathBuilder(center: center)
        switch self {
        case .circle:
            let r = (size / .pi).squareRoot()
            if r > 0 {
                path.addCircle(center: center, radius: r)
            } else {
                path.move(to: center)
            }
            return path
        case .square:
            let h = size.squareRoot() / 2
            builder.polygon([(-h, -h), (h, -h), (h, h), (-h, h)], into: &path)
        case .diamond:
            let tan30 = (1.0 / 3).squareRoot()
            let y = (size / (2 * tan30)).squareRoot()
            let x = y * tan30
            builder.polygon([(0, -y), (x, 0), (0, y), (-x, 0)], into: &path)
        case .triangleUp, .triangleDown:
            let sqrt3 = 3.0.squareRoot()
            let y = -(size / (sqrt3 * 3)).squareRoot()
            let flip = self == .triangleDown ? -1.0 : 1.0
            builder.polygon(
                [(0, 2 * y * flip), (-sqrt3 * y, -y * flip), (sqrt3 * y, -y * flip)], into: &path)
        case .triangleLeft, .triangleRight, .boxTriangleUp, .boxTriangleDown:
            builder.polygon(boxTriangleVertices(size: size), into: &path)
        case .cross:
            let r = (size / 5).squareRoot() / 2
            builder.polygon(
                [
                    (-3 * r, -r), (-r, -r), (-r, -3 * r), (r, -3 * r), (r, -r), (3 * r, -r),
                    (3 * r, r), (r, r), (r, 3 * r), (-r, 3 * r), (-r, r), (-3 * r, r),
                ], into: &path)
        case .plus:
            let r = (size - Swift.min(size / 7, 2)).squareRoot() * 0.87559
            path.move(to: builder.at(-r, 0))
            path.line(to: builder.at(r, 0))
            path.move(to: builder.at(0, r))
            path.line(to: builder.at(0, -r))
        case .star:
            builder.polygon(Self.starVertices(size: size), into: &path)
        case .wye:
            builder.polygon(Self.wyeVertices(size: size), into: &path)
        case .custom(let custom):
            return custom.outline(center: center, scale: size.squareRoot() / 2)
        }
        return path
    }

    /// vega-scenegraph's box-centred triangles (`src/path/symbols.js`) scaled to enclose `size`: the
    /// apex half the triangle's height from the centre, the base the other half, the base √(4·size/√3)
    /// long (the side of an equilateral triangle of that area).
    private func boxTriangleVertices(size: Double) -> [(Double, Double)] {
        let r = (4 * size / 3.0.squareRoot()).squareRoot() / 2
        let h = 3.0.squareRoot() / 2 * r
        switch self {
        case .boxTriangleDown: return [(0, h), (-r, -h), (r, -h)]
        case .triangleLeft: return [(-h, 0), (h, -r), (h, r)]
        case .triangleRight: return [(h, 0), (-h, -r), (-h, r)]
        default: return [(0, -h), (-r, h), (r, h)]
        }
    }

    /// d3-shape's `symbolStar`: a five-pointed star whose area is `size`.
    private static func starVertices(size: Double) -> [(Double, Double)] {
        let ka = 0.89081309152928522810
        let tau = 2 * Double.pi
        let kr = sin(Double.pi / 10) / sin(7 * Double.pi / 10)
        let r = (size * ka).squareRoot()
        let x = sin(tau / 10) * kr * r
        let y = -cos(tau / 10) * kr * r
        var vertices: [(Double, Double)] = [(0, -r), (x, y)]
        for i in 1..<5 {
            let a = tau * Double(i) / 5
            let (c, s) = (cos(a), sin(a))
            vertices.append((s * r, -c * r))
            vertices.append((c * x - s * y, s * x + c * y))
        }
        return vertices
    }

    /// d3-shape's `symbolWye`: three arms at 120° whose area is `size`.
    private static func wyeVertices(size: Double) -> [(Double, Double)] {
        let c = -0.5
        let s = 3.0.squareRoot() / 2
        let k = 1 / 12.0.squareRoot()
        let r = (size / ((k / 2 + 1) * 3)).squareRoot()
        let (x0, y0) = (r / 2, r * k)
        let (x1, y1) = (x0, r * k + r)
        let (x2, y2) = (-x1, y1)
        return [
            (x0, y0), (x1, y1), (x2, y2),
            (c * x0 - s * y0, s * x0 + c * y0), (c * x1 - s * y1, s * x1 + c * y1),
            (c * x2 - s * y2, s * x2 + c * y2),
            (c * x0 + s * y0, c * y0 - s * x0), (c * x1 + s * y1, c * y1 - s * x1),
            (c * x2 + s * y2, c * y2 - s * x2),
        ]
    }
}

/// Offsets symbol vertices by the symbol's centre.
private struct SymbolPathBuilder {
    let center: Point

    func at(_ x: Double, _ y: Double) -> Point { Point(x: center.x + x, y: center.y + y) }

    /// Adds a closed polygon through the offsets.
    func polygon(_ vertices: [(Double, Double)], into path: inout Path) {
        guard let first = vertices.first else { return }
        path.move(to: at(first.0, first.1))
        for v in vertices.dropFirst() { path.line(to: at(v.0, v.1)) }
        path.close()
    }
}
