/// The state of a monotone cubic run (d3-shape's `curveMonotoneX`), working in a frame where the
/// independent variable is `x`; `transposed` swaps x and y on the way in and out (`curveMonotoneY`).
///
/// Tangents follow Steffen, M. 1990, "A Simple Method for Monotonic Interpolation in One Dimension",
/// Astronomy and Astrophysics 239, 443: the slope at an interior point is limited by the neighbouring
/// secant slopes so that the spline never overshoots the data. Each Hermite segment is written as a
/// cubic Bézier with control points one third along the interval.
private struct MonotoneState {
    let transposed: Bool
    var x0 = Double.nan
    var y0 = Double.nan
    var x1 = Double.nan
    var y1 = Double.nan
    var t0 = Double.nan
    var stage = 0

    /// A point in the caller's frame.
    func out(_ x: Double, _ y: Double) -> Point {
        transposed ? Point(x: y, y: x) : Point(x: x, y: y)
    }

    /// Steffen's slope at (x1, y1) given the next point (x2, y2); 0 where it is undefined.
    func interiorSlope(_ x2: Double, _ y2: Double) -> Double {
        let h0 = x1 - x0
        let h1 = x2 - x1
        // A zero interval borrows the sign of its neighbour, as d3 does, so vertical runs get ±∞ slopes.
        let s0 = (y1 - y0) / (h0 != 0 ? h0 : (h1 < 0 ? -0.0 : 0.0))
        let s1 = (y2 - y1) / (h1 != 0 ? h1 : (h0 < 0 ? -0.0 : 0.0))
        let p = (s0 * h1 + s1 * h0) / (h0 + h1)
        let limit = Swift.min(abs(s0), abs(s1), 0.5 * abs(p))
        guard !s0.isNaN, !s1.isNaN, !p.isNaN else { return 0 }
        let result = (Self.sign(s0) + Self.sign(s1)) * limit
        return result.isNaN ? 0 : result
    }

    /// A one-sided slope at an end of the run, from the secant and the neighbouring tangent `t`.
    func endSlope(_ t: Double) -> Double {
        let h = x1 - x0
        return h != 0 ? (3 * (y1 - y0) / h - t) / 2 : t
    }

    /// The Hermite segment from (x0, y0) to (x1, y1) with tangents `ta` and `tb`.
    func segment(_ ta: Double, _ tb: Double, _ path: inout Path) {
        let dx = (x1 - x0) / 3
        path.cubic(to: out(x1, y1), control1: out(x0 + dx, y0 + dx * ta), control2: out(x1 - dx, y1 - dx * tb))
    }

    static func sign(_ v: Double) -> Double { v < 0 ? -1 : 1 }
}

extension Curve {
    /// A monotone cubic run (d3-shape's `curveMonotoneX`, or `curveMonotoneY` when `transposed`).
    /// Points equal to the previous one are skipped, as in d3.
    static func monotoneRun<Input: CurveInput>(
        _ input: Input, transposed: Bool, _ path: inout Path, _ start: CurveStart
    ) {
        var s = MonotoneState(transposed: transposed)
        for i in 0..<input.count {
            let q = input[i]
            let (x, y) = transposed ? (q.y, q.x) : (q.x, q.y)
            if x == s.x1 && y == s.y1 { continue }
            var t1 = Double.nan
            switch s.stage {
            case 0:
                s.stage = 1
                start.begin(s.out(x, y), &path)
            case 1:
                s.stage = 2
            case 2:
                s.stage = 3
                t1 = s.interiorSlope(x, y)
                s.segment(s.endSlope(t1), t1, &path)
            default:
                t1 = s.interiorSlope(x, y)
                s.segment(s.t0, t1, &path)
            }
            s.x0 = s.x1
            s.x1 = x
            s.y0 = s.y1
            s.y1 = y
            s.t0 = t1
        }
        switch s.stage {
        case 2: path.line(to: s.out(s.x1, s.y1))
        case 3: s.segment(s.t0, s.endSlope(s.t0), &path)
        default: break
        }
    }
}
