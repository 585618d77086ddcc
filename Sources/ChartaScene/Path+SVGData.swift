extension Path {
    /// Reads SVG path data (the `d` attribute; SVG 2, §9.3 "Path data"): moveto, lineto, horizontal and
    /// vertical lineto, cubic and quadratic Béziers with their smooth forms, elliptical arcs and
    /// closepath, absolute (upper case) and relative (lower case), with a command's parameters repeated
    /// for further segments (after a moveto the repeats are linetos).
    ///
    /// Arcs become cubic Béziers (`addEllipticalArc(from:to:radiusX:radiusY:rotation:largeArc:sweep:)`)
    /// and a smooth curve's first control point is the previous curve's last one reflected, or the
    /// current point after any other command, as the specification says. A drawing command after a
    /// closepath starts its subpath where the closed one started. Empty data is an empty path; anything
    /// else that does not follow the grammar (data not starting with a moveto, a missing or malformed
    /// number, a stray character) throws, with the byte offset where reading stopped.
    public init(svgPathData text: String) throws(SVGPathDataError) {
        var reader = SVGPathReader(text)
        self = try reader.read()
    }
}

/// The state of reading SVG path data into a ``Path``: the current point, the start of the open
/// subpath and the last control points for the smooth curve commands.
private struct SVGPathReader {
    var scanner: SVGPathScanner
    var path = Path()
    var current = Point(x: 0, y: 0)
    var subpathStart = Point(x: 0, y: 0)
    /// The second control point of the previous command when it was a cubic (C, c, S, s).
    var cubicControl: Point?
    /// The control point of the previous command when it was a quadratic (Q, q, T, t).
    var quadControl: Point?
    /// Whether the last command closed a subpath, so a drawing command must first start a new one.
    var closed = false

    init(_ text: String) { scanner = SVGPathScanner(text) }

    mutating func read() throws(SVGPathDataError) -> Path {
        scanner.skipSpace()
        if scanner.isAtEnd { return path }
        let start = scanner.index
        guard var command = scanner.command(), command | 0x20 == UInt8(ascii: "m") else {
            throw SVGPathDataError(offset: start, message: "path data must start with a moveto (M or m)")
        }
        while true {
            scanner.skipSpace()
            try segment(command)
            scanner.skipSpace()
            if scanner.isAtEnd { return path }
            if let next = scanner.command() {
                command = next
            } else if command | 0x20 == UInt8(ascii: "z") || !scanner.startsNumber {
                throw scanner.error("expected a path command letter")
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            }
        }
    }

    /// Reads the parameters of one segment of `command` and adds the segment.
    private mutating func segment(_ command: UInt8) throws(SVGPathDataError) {
        let relative = command >= UInt8(ascii: "a")
        let origin = relative ? current : Point(x: 0, y: 0)
        var nextCubic: Point?
        var nextQuad: Point?
        switch command | 0x20 {
        case UInt8(ascii: "z"):
            path.close()
            current = subpathStart
            closed = true
        case UInt8(ascii: "m"):
            current = try point(from: origin)
            subpathStart = current
            path.move(to: current)
            closed = false
        case UInt8(ascii: "l"):
            try draw(to: point(from: origin))
        case UInt8(ascii: "h"):
            try draw(to: Point(x: origin.x + scanner.number(), y: current.y))
        case UInt8(ascii: "v"):
            try draw(to: Point(x: current.x, y: origin.y + scanner.number()))
        case UInt8(ascii: "c"), UInt8(ascii: "s"):
            let c1 =
                command | 0x20 == UInt8(ascii: "c")
                ? try point(from: origin) : Self.reflect(cubicControl, about: current)
            let c2 = try point(from: origin)
            let end = try point(from: origin)
            startSubpathIfClosed()
            path.cubic(to: end, control1: c1, control2: c2)
            current = end
            nextCubic = c2
        case UInt8(ascii: "q"), UInt8(ascii: "t"):
            let control =
                command | 0x20 == UInt8(ascii: "q")
                ? try point(from: origin) : Self.reflect(quadControl, about: current)
            let end = try point(from: origin)
            startSubpathIfClosed()
            path.quad(to: end, control: control)
            current = end
            nextQuad = control
        default:
            try arc(from: origin)
        }
        cubicControl = nextCubic
        quadControl = nextQuad
    }

    /// Reads an arc's seven parameters and adds the arc.
    private mutating func arc(from origin: Point) throws(SVGPathDataError) {
        let rx = try scanner.number()
        let ry = try scanner.number()
        let rotation = try scanner.number()
        let largeArc = try scanner.flag()
        let sweep = try scanner.flag()
        let end = try point(from: origin)
        startSubpathIfClosed()
        path.addEllipticalArc(
            from: current, to: end, radiusX: rx, radiusY: ry, rotation: rotation, largeArc: largeArc, sweep: sweep)
        current = end
    }

    /// Reads a coordinate pair, relative to `origin`.
    private mutating func point(from origin: Point) throws(SVGPathDataError) -> Point {
        let x = try scanner.number()
        let y = try scanner.number()
        return Point(x: origin.x + x, y: origin.y + y)
    }

    /// Adds a straight line.
    private mutating func draw(to end: Point) {
        startSubpathIfClosed()
        path.line(to: end)
        current = end
    }

    /// After a closepath, starts the next subpath at the closed one's start, so every back end draws the
    /// segment from there.
    private mutating func startSubpathIfClosed() {
        guard closed else { return }
        path.move(to: current)
        closed = false
    }

    /// The reflection of the previous control point about the current point, or the current point when
    /// the previous command was not a curve of the same kind.
    private static func reflect(_ control: Point?, about p: Point) -> Point {
        guard let control else { return p }
        return Point(x: 2 * p.x - control.x, y: 2 * p.y - control.y)
    }
}
