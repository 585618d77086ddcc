extension CornerRadii {
    /// The radii a renderer draws for a rectangle of the given size: negative or non-finite radii become
    /// 0, and when adjacent radii add up to more than a side, all four are scaled down by the same factor
    /// (CSS Backgrounds and Borders Level 3, §5.5), so corners never overlap. Every back end and hit
    /// testing share this rule.
    public func clamped(toFit size: Size) -> CornerRadii {
        func clean(_ r: Double) -> Double { r.isFinite ? Swift.max(0, r) : 0 }
        let w = size.width.isFinite ? abs(size.width) : 0
        let h = size.height.isFinite ? abs(size.height) : 0
        let fitted = CornerRadii(
            topLeft: clean(topLeft), topRight: clean(topRight), bottomRight: clean(bottomRight),
            bottomLeft: clean(bottomLeft))
        var factor = 1.0
        for (side, sum) in [
            (w, fitted.topLeft + fitted.topRight), (w, fitted.bottomLeft + fitted.bottomRight),
            (h, fitted.topLeft + fitted.bottomLeft), (h, fitted.topRight + fitted.bottomRight),
        ] where sum > 0 {
            factor = Swift.min(factor, side / sum)
        }
        guard factor < 1 else { return fitted }
        return CornerRadii(
            topLeft: fitted.topLeft * factor, topRight: fitted.topRight * factor,
            bottomRight: fitted.bottomRight * factor, bottomLeft: fitted.bottomLeft * factor)
    }
}

extension Path {
    /// Adds a closed rectangle with rounded corners (radii clamped with ``CornerRadii/clamped(toFit:)``),
    /// drawn clockwise on screen from the top-left corner; square corners when every radius is 0.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadii: CornerRadii) {
        let r = rect.standardized
        let radii = cornerRadii.clamped(toFit: r.size)
        guard radii != .zero else {
            addRect(r)
            return
        }
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        move(to: Point(x: x0 + radii.topLeft, y: y0))
        line(to: Point(x: x1 - radii.topRight, y: y0))
        corner(Point(x: x1, y: y0), to: Point(x: x1, y: y0 + radii.topRight), radius: radii.topRight)
        line(to: Point(x: x1, y: y1 - radii.bottomRight))
        corner(Point(x: x1, y: y1), to: Point(x: x1 - radii.bottomRight, y: y1), radius: radii.bottomRight)
        line(to: Point(x: x0 + radii.bottomLeft, y: y1))
        corner(Point(x: x0, y: y1), to: Point(x: x0, y: y1 - radii.bottomLeft), radius: radii.bottomLeft)
        line(to: Point(x: x0, y: y0 + radii.topLeft))
        corner(Point(x: x0, y: y0), to: Point(x: x0 + radii.topLeft, y: y0), radius: radii.topLeft)
        close()
    }

    /// A quarter circle from the current point to `end` rounding the square corner `vertex`, as one
    /// cubic with the standard control distance 4/3·tan(π/8) of the radius.
    private mutating func corner(_ vertex: Point, to end: Point, radius: Double) {
        guard radius > 0, let start = currentPoint else { return }
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        cubic(
            to: end,
            control1: Point(x: start.x + k * (vertex.x - start.x), y: start.y + k * (vertex.y - start.y)),
            control2: Point(x: end.x + k * (vertex.x - end.x), y: end.y + k * (vertex.y - end.y)))
    }
}
