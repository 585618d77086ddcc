import ChartaScene
import ChartaSupport

/// The outline of a round-capped, round-joined stroke of a polyline whose x only grows (or only
/// shrinks), as polygons to fill.
///
/// Such a stroke is every point within half the stroke width of the line: a disc at each vertex and a
/// rectangle along each segment. Where the line is a function of x, every vertical line meets the stroke
/// in one interval (moving along the line from one point of the stroke to another, the discs on the way
/// overlap that vertical line in intervals that slide without a break), so the stroke is the region
/// between a top and a bottom envelope. Each envelope is sampled at the stroke's two ends and at every
/// multiple of the step between them (in device space, eight per pixel, so pixel edges are samples): at
/// a sample, the top is the least y of the vertex discs and rectangle sides that reach it, the bottom the
/// greatest. That is exact at the samples and joins them with straight lines, whose distance from the
/// true circular arcs is under 1/200 pixel at eight samples per pixel.
///
/// A dense line (a reduced line of millions of rows has four vertices per quarter pixel) crosses each
/// row of pixels hundreds of times, and a rasteriser pays for every crossing of every segment's outline;
/// the envelopes cross each row a few times, so filling them costs a fraction of stroking the line.
enum MonotoneStrokeOutline {
    /// Samples of each envelope per device pixel.
    static let samplesPerPixel = 8.0
    /// Most samples of one outline; a wider line is stroked instead.
    static let maximumSamples = 1 << 22

    /// A stroke's top and bottom sampled at increasing x.
    struct Envelope {
        var x: [Double]
        var top: [Double]
        var bottom: [Double]

        /// The top left to right, then the bottom right to left.
        var polygon: [Point] {
            zip(x, top).map { Point(x: $0, y: $1) } + zip(x, bottom).reversed().map { Point(x: $0, y: $1) }
        }
    }

    /// One envelope per subpath of two or more points that reaches `window` (all when it is nil), sampled
    /// only within it. Nil when a subpath has a curve or a close, when its x both grows and shrinks, when
    /// the x spans of two subpaths overlap (their outlines would overlap over long stretches, which is no
    /// cheaper to fill than to stroke), or when one would need more than ``maximumSamples`` samples or
    /// than that many per disc. `radius` is half the stroke width and `step` the distance between samples,
    /// both in the units of the points `point` makes of the path's points.
    static func envelopes(
        _ path: Path, radius: Double, step: Double, within window: ClosedRange<Double>? = nil,
        point: (Point) -> Point
    ) -> [Envelope]? {
        guard radius > 0, radius.isFinite, step > 0, step.isFinite, 2 * radius / step < Double(maximumSamples) else {
            return nil
        }
        var lines: [[Point]] = []
        var line: [Point] = []
        var pointIndex = 0
        for verb in path.verbs {
            guard pointIndex + verb.pointCount <= path.points.count else { break }
            defer { pointIndex += verb.pointCount }
            switch verb {
            case .move:
                if line.count > 1 { lines.append(line) }
                line = [point(path.points[pointIndex])]
            case .line: line.append(point(path.points[pointIndex]))
            case .quad, .cubic, .close: return nil
            }
        }
        if line.count > 1 { lines.append(line) }
        // Pairs, not ranges: the first array of ranges a process makes costs a conformance scan, as
        // `SmallTable` describes.
        let spans = lines.map {
            (low: Swift.min($0[0].x, $0[$0.count - 1].x), high: Swift.max($0[0].x, $0[$0.count - 1].x))
        }
        .sorted { $0.low < $1.low }
        for (a, b) in zip(spans, spans.dropFirst()) where a.high > b.low { return nil }
        var envelopes: [Envelope] = []
        for line in lines {
            guard let envelope = envelope(of: line, radius: radius, step: step, within: window) else { return nil }
            if !envelope.x.isEmpty { envelopes.append(envelope) }
        }
        return envelopes
    }

    /// The envelope of one polyline of two or more points, or nil (see
    /// ``envelopes(_:radius:step:within:point:)``); it has no samples when it misses `window`.
    /// `inHalves` says whether its two halves are sampled at once (by default, when there is much to do).
    static func envelope(
        of line: [Point], radius r: Double, step h: Double, within window: ClosedRange<Double>? = nil,
        inHalves: Bool? = nil
    ) -> Envelope? {
        guard let first = line.first, let last = line.last, r > 0, h > 0, 2 * r / h < Double(maximumSamples) else {
            return nil
        }
        let ascending = first.x <= last.x
        for i in 1..<line.count where ascending ? line[i].x < line[i - 1].x : line[i].x > line[i - 1].x {
            return nil
        }
        var (left, right) = ascending ? (first.x - r, last.x + r) : (last.x - r, first.x + r)
        if let window {
            (left, right) = (Swift.max(left, window.lowerBound), Swift.min(right, window.upperBound))
            guard left < right else { return Envelope(x: [], top: [], bottom: []) }
        }
        // The ends, and the multiples of `h` strictly between them.
        let (firstStep, lastStep) = ((left / h).rounded(.down) + 1, (right / h).rounded(.up) - 1)
        guard lastStep - firstStep < Double(maximumSamples) else { return nil }
        let steps = Swift.max(0, Int(lastStep - firstStep) + 1)
        var xs = [left]
        xs.reserveCapacity(steps + 2)
        for j in 0..<steps { xs.append((firstStep + Double(j)) * h) }
        xs.append(right)
        let count = xs.count
        var top = [Double](repeating: .infinity, count: count)
        var bottom = [Double](repeating: -.infinity, count: count)
        // The samples from the first at or after `a` to the last at or before `b` (with a little slack for
        // rounding: a sample just outside a disc gets its edge's y, and one just beyond a side's end the
        // side's y continued).
        func samples(_ a: Double, _ b: Double) -> ClosedRange<Int>? {
            let (lower, upper) = (a - 1e-9 * h, b + 1e-9 * h)
            guard lower <= right, upper >= left else { return nil }
            // Kept within a sample of the ends, so that far values convert to Int.
            let (a, b) = (Swift.max(lower, left - h), Swift.min(upper, right + h))
            let from = a <= left ? 0 : Swift.max(1, Int((a / h).rounded(.up) - firstStep) + 1)
            let to = b >= right ? count - 1 : Swift.min(count - 2, Int((b / h).rounded(.down) - firstStep) + 1)
            return from <= to ? from...to : nil
        }
        xs.withUnsafeBufferPointer { xs in
            top.withUnsafeMutableBufferPointer { top in
                bottom.withUnsafeMutableBufferPointer { bottom in
                    // Each sample takes the discs and sides that reach it; a long outline is sampled in two
                    // halves at once, each writing only its own samples.
                    let (top, bottom) = (top.baseAddress!, bottom.baseAddress!)
                    let fill = { (own: Range<Int>) in
                        func reach(_ a: Double, _ b: Double) -> ClosedRange<Int>? {
                            guard let range = samples(a, b) else { return nil }
                            let (from, to) = (
                                Swift.max(range.lowerBound, own.lowerBound),
                                Swift.min(range.upperBound, own.upperBound - 1)
                            )
                            return from <= to ? from...to : nil
                        }
                        for p in line {
                            guard let range = reach(p.x - r, p.x + r) else { continue }
                            for k in range {
                                let dx = xs[k] - p.x
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
                                guard let range = reach(low + sx, high + sx) else { continue }
                                for k in range {
                                    let y = p.y + sy + (xs[k] - p.x - sx) * slope
                                    top[k] = Swift.min(top[k], y)
                                    bottom[k] = Swift.max(bottom[k], y)
                                }
                            }
                        }
                    }
                    // The work is about one disc's samples per vertex (fewer than maximumSamples, checked above).
                    if inHalves ?? TwoHalves.splits(line.count * Int((2 * r / h).rounded(.up))) {
                        _ = TwoHalves.run(count, fill)
                    } else {
                        fill(0..<count)
                    }
                }
            }
        }
        guard top.allSatisfy(\.isFinite), bottom.allSatisfy(\.isFinite) else { return nil }
        return Envelope(x: xs, top: top, bottom: bottom)
    }
}
