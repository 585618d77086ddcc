/// How a line or area passes through its points: a small strategy value with d3-shape's curve set.
///
/// Each case reproduces the geometry of the d3-shape curve of the same name (`curveLinear`,
/// `curveStep`, `curveMonotoneX`, …), including d3's handling of runs of zero, one and two points.
/// Feed it a run of points with ``append(_:to:continuing:)``; ``LineGenerator`` and ``AreaGenerator``
/// split columns at gaps and call it once per run.
public enum Curve: Hashable, Codable, Sendable {
    /// Straight segments between the points (d3's `curveLinear`).
    case linear
    /// Straight segments between the points and back to the first, closing each run
    /// (d3's `curveLinearClosed`).
    case linearClosed
    /// A step whose vertical changes sit halfway between points (d3's `curveStep`).
    case step
    /// A step that changes y at the previous point's x, then runs level to the next point
    /// (d3's `curveStepBefore`).
    case stepBefore
    /// A step that keeps each point's y until the next point's x (d3's `curveStepAfter`).
    case stepAfter
    /// A cubic spline that preserves monotonicity in y for points monotone in x, never overshooting the
    /// data (d3's `curveMonotoneX`, Steffen 1990).
    case monotoneX
    /// Like ``monotoneX`` with the roles of x and y exchanged (d3's `curveMonotoneY`).
    case monotoneY
    /// A Catmull–Rom spline with the given parameterisation `alpha` in 0…1: 0 uniform, 0.5 centripetal
    /// (d3's default), 1 chordal (d3's `curveCatmullRom.alpha`, Yuksel et al. 2011).
    case catmullRom(alpha: Double)
    /// A cardinal spline with the given `tension` in 0…1; 0 is Catmull–Rom-like, 1 straight lines
    /// (d3's `curveCardinal.tension`).
    case cardinal(tension: Double)
    /// A uniform cubic B-spline that starts and ends at the end points but only approaches the others
    /// (d3's `curveBasis`).
    case basis
    /// A natural cubic spline whose second derivative is zero at both ends (d3's `curveNatural`).
    case natural
    /// Cubic segments with horizontal tangents at every point (d3's `curveBumpX`).
    case bumpX
    /// Cubic segments with vertical tangents at every point (d3's `curveBumpY`).
    case bumpY

    /// d3's default Catmull–Rom curve (centripetal, alpha 0.5).
    public static let catmullRom = Curve.catmullRom(alpha: 0.5)
    /// d3's default cardinal curve (tension 0).
    public static let cardinal = Curve.cardinal(tension: 0)

    /// Appends one run of points drawn with this curve.
    ///
    /// With `continuing == false` the run starts a subpath at its first point (d3's line); with `true`
    /// the first point is joined to the path's current point with a straight line (d3's area, which
    /// draws its lower edge that way); an empty path always starts with a move. Only ``linearClosed``
    /// closes the subpath: otherwise ``LineGenerator`` closes a run that drew only its start point, as d3 does, and
    /// ``AreaGenerator`` closes each area. An empty array appends nothing.
    public func append(_ points: [Point], to path: inout Path, continuing: Bool) {
        appendRun(ArrayCurveInput(points: points), to: &path, continuing: continuing)
    }

    /// A path through the points: one subpath, closed when it has a single point (d3's line).
    public func path(through points: [Point]) -> Path {
        var path = Path()
        path.reserveAdditional(estimatedCapacity(pointCount: points.count))
        append(points, to: &path, continuing: false)
        if path.verbs.count == 1 { path.close() }
        return path
    }

    /// Appends a run read through `input`; the generators use it to feed columns without copying.
    func appendRun<Input: CurveInput>(_ input: Input, to path: inout Path, continuing: Bool) {
        guard input.count > 0 else { return }
        let start = CurveStart(continuing: continuing)
        switch self {
        case .linear: Curve.linearRun(input, &path, start)
        case .linearClosed:
            Curve.linearRun(input, &path, start)
            path.close()
        case .step: Curve.stepRun(input, t: 0.5, &path, start)
        case .stepBefore: Curve.stepRun(input, t: 0, &path, start)
        case .stepAfter: Curve.stepRun(input, t: 1, &path, start)
        case .monotoneX: Curve.monotoneRun(input, transposed: false, &path, start)
        case .monotoneY: Curve.monotoneRun(input, transposed: true, &path, start)
        case .catmullRom(let alpha): Curve.catmullRomRun(input, alpha: alpha, &path, start)
        case .cardinal(let tension): Curve.cardinalRun(input, tension: tension, &path, start)
        case .basis: Curve.basisRun(input, &path, start)
        case .natural: Curve.naturalRun(input, &path, start)
        case .bumpX: Curve.bumpRun(input, horizontal: true, &path, start)
        case .bumpY: Curve.bumpRun(input, horizontal: false, &path, start)
        }
    }

    /// The curve that draws the same run walked backwards: d3's step flips its `t` on an area's lower
    /// edge (which it draws in reverse), so `stepBefore` and `stepAfter` swap; every other curve is
    /// symmetric.
    var reversedRunCurve: Curve {
        switch self {
        case .stepBefore: .stepAfter
        case .stepAfter: .stepBefore
        default: self
        }
    }

    /// Upper bounds on the verbs and points a run of `pointCount` points appends.
    func estimatedCapacity(pointCount n: Int) -> (verbs: Int, points: Int) {
        let n = max(0, n)
        switch self {
        case .linear: return (n, n)
        case .linearClosed: return (n + 1, n)
        case .step, .stepBefore, .stepAfter: return (2 * n, 2 * n)
        case .basis: return (n + 3, 3 * n + 3)
        default: return (n, 3 * n)
        }
    }
}

/// Random access to the points of one run, so curves read columns in place (no per-point objects).
protocol CurveInput {
    /// The number of points.
    var count: Int { get }
    /// The point at offset `i` in `0..<count`.
    subscript(_ i: Int) -> Point { get }
}

/// A ``CurveInput`` over an array.
struct ArrayCurveInput: CurveInput {
    let points: [Point]
    var count: Int { points.count }
    subscript(_ i: Int) -> Point { points[i] }
}

/// Writes a curve's first point as a move or a line (d3's `_line` flag).
struct CurveStart {
    /// Whether the first point joins the current point with a line.
    let continuing: Bool

    /// Starts the run at `p`.
    func begin(_ p: Point, _ path: inout Path) {
        if continuing && !path.isEmpty { path.line(to: p) } else { path.move(to: p) }
    }
}

extension Path {
    /// Makes room for `extra` more verbs and points, growing geometrically so that repeated appends
    /// stay linear.
    mutating func reserveAdditional(_ extra: (verbs: Int, points: Int)) {
        let verbsNeeded = verbs.count + extra.verbs
        let pointsNeeded = points.count + extra.points
        guard verbsNeeded > verbs.capacity || pointsNeeded > points.capacity else { return }
        reserveCapacity(
            verbs: Swift.max(verbsNeeded, 2 * verbs.count), points: Swift.max(pointsNeeded, 2 * points.count))
    }
}
