#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Path {
    /// Adds SVG's elliptical arc command from the current point `start` to `end`, as cubic Béziers of at
    /// most 90° of the ellipse each.
    ///
    /// Follows SVG 1.1 Appendix F.6 ("Elliptical arc implementation notes"): equal end points draw
    /// nothing, a zero radius draws a straight line (F.6.2), radii too small to reach `end` are scaled up
    /// (F.6.6), and the centre and angles come from the endpoint parameterisation (F.6.5). The arc is
    /// drawn on the unit circle by ``addArc(center:radius:startAngle:endAngle:counterclockwise:)`` and
    /// mapped onto the ellipse, so circles and ellipses share one cubic approximation.
    mutating func addEllipticalArc(
        from start: Point, to end: Point, radiusX: Double, radiusY: Double, rotation degrees: Double,
        largeArc: Bool, sweep: Bool
    ) {
        guard start != end else { return }
        var rx = abs(radiusX)
        var ry = abs(radiusY)
        guard rx > 0, ry > 0 else {
            line(to: end)
            return
        }
        let phi = degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        // F.6.5.1: the midpoint difference in the ellipse's own axes.
        let dx = (start.x - end.x) / 2
        let dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6.2–3: radii that cannot span the end points grow until they just do.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        // F.6.5.2: the centre in the ellipse's axes (the sign picks one of the two candidate ellipses).
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator > 0 ? max(0, numerator / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry
        let cy1 = -coefficient * ry * x1 / rx
        // F.6.5.3: the centre in user space.
        let center = Point(
            x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
            y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        // F.6.5.5–6: the start angle and the sweep, on the unit circle the ellipse is stretched from.
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        let theta2 = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
        var delta = theta2 - theta1
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        var unit = Path()
        unit.addArc(
            center: Point(x: 0, y: 0), radius: 1, startAngle: theta1, endAngle: theta1 + delta,
            counterclockwise: delta < 0)
        let ellipse = AffineTransform(
            a: rx * cosPhi, b: rx * sinPhi, c: -ry * sinPhi, d: ry * cosPhi, tx: center.x, ty: center.y)
        let mapped = unit.applying(ellipse)
        // The unit arc's first verb is its move to the start; the curves follow, the last ending on `end`.
        var k = 1
        for (i, verb) in mapped.verbs.enumerated().dropFirst() where verb == .cubic {
            let last = i == mapped.verbs.count - 1
            cubic(
                to: last ? end : mapped.points[k + 2], control1: mapped.points[k], control2: mapped.points[k + 1])
            k += 3
        }
    }
}
