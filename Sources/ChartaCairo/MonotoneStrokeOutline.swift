import ChartaScene

/// The outline of a round-capped, round-joined stroke of a polyline whose x only grows (or only
/// shrinks), as polygons to fill.
///
/// Such a stroke is every point within half the stroke width of the line: a disc at each vertex and a
/// rectangle along each segment. Where the line is a function of x, every vertical line meets the stroke
/// in one interval (moving along the line from one point of the stroke to another, the discs on the way
/// overlap that vertical line in intervals that slide without a break), so the stroke is the region
/// between a top and a bottom envelope. Each envelope is sampled at evenly spaced x: at a sample, the top
/// is the least y of the vertex discs and rectangle sides that reach it, the bottom the greatest. That
/// is exact at the samples and joins them with straight lines, whose distance from the true circular
/// arcs is under 1/200 pixel at eight samples per pixel.
///
/// A dense line (a reduced line of millions of rows has four vertices per quarter pixel) crosses each
/// row of pixels hundreds of times, and a rasteriser pays for every crossing of every segment's outline;
/// the envelopes cross each row a few times, so filling them costs a fraction of stroking the line.
enum MonotoneStrokeOutline {
    /// Samples of each envelope per device pixel.
    static let samplesPerPixel = 8.0
    /// Most samples of one outline; a wider line is stroked instead.
    static let maximumSamples = 1 << 22

    /// One polygon per subpath of two or more points: the top envelope left to right, then the bottom
    /// one right to left. Nil when a subpath has a curve or a close, when its x both grows and shrinks,
    /// or when the outline would need more than ``maximumSamples`` samples. `radius` is half the stroke
    /// width and `step` the distance between samples, both in the points' units; `point` makes each
    /// point drawable, as for the stroke.
    static func polygons(
        _ path: Path, radius: Double, step: Double, point: (Point) -> Point
    ) -> [[Point]]? {
        guard radius > 0, radius.isFinite, step > 0, step.isFinite else { return nil }
        var polygons: [[Point]] = []
        var line: [Point] = []
        var pointIndex = 0
        func finishLine() -> Bool {
            defer { line.removeAll(keepingCapacity: true) }
            guard line.count > 1 else { return true }
            guard let polygon = outline(of: line, radius: radius, step: step) else { return false }
            polygons.append(polygon)
            return true
        }
        for verb in path.verbs {
            guard pointIndex + verb.pointCount <= path.points.count else { break }
            defer { pointIndex += verb.pointCount }
            switch verb {
            case .move:
                guard finishLine() else { return nil }
                line.append(point(path.points[pointIndex]))
            case .line: line.append(point(path.points[pointIndex]))
            case .quad, .cubic, .close: return nil
            }
        }
        guard finishLine() else { return nil }
        return polygons
    }

    /// The outline of one polyline of two or more points, or nil (see ``polygons(_:radius:step:point:)``).
    static func outline(of line: [Point], radius r: Double, step h: Double) -> [Point]? {
        guard let first = line.first, let last = line.last else { return nil }
        let ascending = first.x <= last.x
        for i in 1..<line.count where ascending ? line[i].x < line[i - 1].x : line[i].x > line[i - 1].x {
            return nil
        }
        let (left, right) = ascending ? (first.x - r, last.x + r) : (last.x - r, first.x + r)
        let spans = ((right - left) / h).rounded(.up)
        guard spans < Double(maximumSamples) else { return nil }
        // Samples evenly spaced from `left` to `right`, both included, at most `h` apart.
        let (count, h) = (Int(spans) + 1, (right - left) / spans)
        var top = [Double](repeating: .infinity, count: count)
        var bottom = [Double](repeating: -.infinity, count: count)
        // The samples from the first at or after `a` to the last at or before `b` (with a little slack for
        // rounding: a sample just outside a disc gets its edge's y, and one just beyond a side's end the
        // side's y continued).
        func samples(_ a: Double, _ b: Double) -> ClosedRange<Int>? {
            let from = Swift.max(0, Int(((a - left) / h - 1e-9).rounded(.up)))
            let to = Swift.min(count - 1, Int(((b - left) / h + 1e-9).rounded(.down)))
            return from <= to ? from...to : nil
        }
        top.withUnsafeMutableBufferPointer { top in
            bottom.withUnsafeMutableBufferPointer { bottom in
                for p in line {
                    guard let range = samples(p.x - r, p.x + r) else { continue }
                    for k in range {
                        let dx = left + Double(k) * h - p.x
                        let dy = Swift.max(0, r * r - dx * dx).squareRoot()
                        top[k] = Swift.min(top[k], p.y - dy)
                        bottom[k] = Swift.max(bottom[k], p.y + dy)
                    }
                }
                for i in 1..<line.count {
                    let (p, q) = (line[i - 1], line[i])
                    let (dx, dy) = (q.x - p.x, q.y - p.y)
                    // A vertical segment's sides meet a vertical line only within its discs.
                    guard dx != 0 else { continue }
                    let length = (dx * dx + dy * dy).squareRoot()
                    let (slope, low, high) = (dy / dx, Swift.min(p.x, q.x), Swift.max(p.x, q.x))
                    // The sides are the segment moved by ±(−dy, dx)·r/length.
                    let (nx, ny) = (-dy * r / length, dx * r / length)
                    for (sx, sy) in [(nx, ny), (-nx, -ny)] {
                        guard let range = samples(low + sx, high + sx) else { continue }
                        for k in range {
                            let y = p.y + sy + (left + Double(k) * h - p.x - sx) * slope
                            top[k] = Swift.min(top[k], y)
                            bottom[k] = Swift.max(bottom[k], y)
                        }
                    }
                }
            }
        }
        var polygon: [Point] = []
        polygon.reserveCapacity(2 * count)
        for k in 0..<count {
            guard top[k].isFinite, bottom[k].isFinite else { return nil }
            polygon.append(Point(x: left + Double(k) * h, y: top[k]))
        }
        for k in (0..<count).reversed() { polygon.append(Point(x: left + Double(k) * h, y: bottom[k])) }
        return polygon
    }
}
