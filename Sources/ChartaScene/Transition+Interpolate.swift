/// The progress of one frame: linear time for discrete switches (at t = 0.5) and eased progress for
/// numbers. Numbers interpolate as `a + (b − a)·e`, returning `a` exactly at e = 0 and `b` exactly at e = 1.
struct TransitionProgress {
    /// Linear time in 0…1.
    let time: Double
    /// Eased progress (may leave 0…1 for back and elastic easings).
    let eased: Double

    /// Opacity factor of entering nodes.
    var fadeIn: Double { min(1, max(0, eased)) }
    /// Opacity factor of exiting nodes.
    var fadeOut: Double { 1 - fadeIn }

    /// `a` before t = 0.5, `b` from then on.
    func pick<T>(_ a: T, _ b: T) -> T { time < 0.5 ? a : b }

    /// Linear interpolation by the eased progress; values that are not finite switch at t = 0.5.
    func lerp(_ a: Double, _ b: Double) -> Double {
        if eased == 0 || a == b { return a }
        if eased == 1 { return b }
        guard a.isFinite, b.isFinite else { return pick(a, b) }
        return a + (b - a) * eased
    }

    /// Interpolation clamped to 0…1 (opacities).
    func lerpUnit(_ a: Double, _ b: Double) -> Double {
        eased == 0 || a == b ? a : min(1, max(0, lerp(a, b)))
    }

    /// Interpolation clamped to ≥ 0 (sizes, widths, radii).
    func lerpNonNegative(_ a: Double, _ b: Double) -> Double {
        eased == 0 || a == b ? a : max(0, lerp(a, b))
    }

    func lerp(_ a: Point, _ b: Point) -> Point { Point(x: lerp(a.x, b.x), y: lerp(a.y, b.y)) }

    func lerp(_ a: Rect, _ b: Rect) -> Rect {
        Rect(
            x: lerp(a.origin.x, b.origin.x), y: lerp(a.origin.y, b.origin.y),
            width: lerp(a.size.width, b.size.width), height: lerp(a.size.height, b.size.height))
    }

    func lerp(_ a: CornerRadii, _ b: CornerRadii) -> CornerRadii {
        CornerRadii(
            topLeft: lerpNonNegative(a.topLeft, b.topLeft), topRight: lerpNonNegative(a.topRight, b.topRight),
            bottomRight: lerpNonNegative(a.bottomRight, b.bottomRight),
            bottomLeft: lerpNonNegative(a.bottomLeft, b.bottomLeft))
    }

    func lerp(_ a: AffineTransform, _ b: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: lerp(a.a, b.a), b: lerp(a.b, b.b), c: lerp(a.c, b.c), d: lerp(a.d, b.d), tx: lerp(a.tx, b.tx),
            ty: lerp(a.ty, b.ty))
    }

    /// RGBA interpolation in sRGB with straight alpha (d3-interpolate's `interpolateRgb` with gamma 1).
    func lerp(_ a: Color, _ b: Color) -> Color {
        if eased == 0 || a == b { return a }
        if eased == 1 { return b }
        return Color(
            red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue),
            alpha: lerp(a.alpha, b.alpha))
    }

    /// Colours where a missing one counts as the other made transparent.
    func lerp(_ a: Color?, _ b: Color?) -> Color? {
        if eased == 0 { return a }
        if eased == 1 { return b }
        switch (a, b) {
        case (let a?, let b?): return lerp(a, b)
        case (let a?, nil): return lerp(a, a.opacity(0))
        case (nil, let b?): return lerp(b.opacity(0), b)
        case (nil, nil): return nil
        }
    }

    func lerp(_ a: [GradientStop], _ b: [GradientStop]) -> [GradientStop] {
        zip(a, b).map { GradientStop(offset: lerpUnit($0.offset, $1.offset), color: lerp($0.color, $1.color)) }
    }

    /// Paints: colours by RGBA, gradients of one kind and stop count stop by stop (and their geometry), a
    /// missing paint as a transparent copy of the other colour; anything else switches at t = 0.5.
    func lerp(_ a: Paint?, _ b: Paint?) -> Paint? {
        if eased == 0 || a == b { return a }
        if eased == 1 { return b }
        switch (a, b) {
        case (.color(let x)?, .color(let y)?):
            return .color(lerp(x, y))
        case (.color(let x)?, nil):
            return lerp(x, nil as Color?).map(Paint.color)
        case (nil, .color(let y)?):
            return lerp(nil as Color?, y).map(Paint.color)
        case (.linearGradient(let x)?, .linearGradient(let y)?) where x.stops.count == y.stops.count:
            return .linearGradient(
                LinearGradient(start: lerp(x.start, y.start), end: lerp(x.end, y.end), stops: lerp(x.stops, y.stops)))
        case (.radialGradient(let x)?, .radialGradient(let y)?) where x.stops.count == y.stops.count:
            return .radialGradient(
                RadialGradient(
                    center: lerp(x.center, y.center), radius: lerpNonNegative(x.radius, y.radius),
                    stops: lerp(x.stops, y.stops)))
        default:
            return pick(a, b)
        }
    }

    func lerp(_ a: Style, _ b: Style) -> Style {
        if eased == 0 || a == b { return a }
        if eased == 1 { return b }
        var s = pick(a, b)
        s.fill = lerp(a.fill, b.fill)
        s.stroke = lerp(a.stroke, b.stroke)
        s.strokeWidth = lerpNonNegative(a.strokeWidth, b.strokeWidth)
        if a.dash.count == b.dash.count { s.dash = zip(a.dash, b.dash).map { lerpNonNegative($0, $1) } }
        s.dashOffset = lerp(a.dashOffset, b.dashOffset)
        s.opacity = lerpUnit(a.opacity, b.opacity)
        return s
    }

    /// Paths with the same verbs point by point; others switch at t = 0.5.
    func lerp(_ a: Path, _ b: Path) -> Path {
        if eased == 0 || a == b { return a }
        if eased == 1 { return b }
        // A decoded path may hold fewer points than its verbs consume; only well-formed pairs interpolate.
        let needed = a.verbs.reduce(0) { $0 + $1.pointCount }
        guard a.verbs == b.verbs, a.points.count == needed, b.points.count == needed else { return pick(a, b) }
        var path = Path()
        path.reserveCapacity(verbs: a.verbs.count, points: a.points.count)
        var i = 0
        func next() -> Point {
            defer { i += 1 }
            return lerp(a.points[i], b.points[i])
        }
        for verb in a.verbs {
            switch verb {
            case .move: path.move(to: next())
            case .line: path.line(to: next())
            case .quad:
                let control = next()
                path.quad(to: next(), control: control)
            case .cubic:
                let c1 = next()
                let c2 = next()
                path.cubic(to: next(), control1: c1, control2: c2)
            case .close: path.close()
            }
        }
        return path
    }
}
