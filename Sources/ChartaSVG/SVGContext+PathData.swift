import ChartaScene
import ChartaSupport

extension SVGContext {
    /// The most bytes one path segment can take: a leading move, a letter and three points.
    private static let segmentReserve = 2 + 4 * (2 * NumberFormat.maxLength + 2)
    /// Segments written per reservation of output space.
    private static let batch = 512

    /// Writes compact absolute path data: `M1,2L3,4Q…C…Z`, with no spaces between commands.
    ///
    /// This is the hot loop for large series: verbs and points are read through buffer pointers and the
    /// digits of up to ``batch`` segments go straight into one reservation of output space. Malformed
    /// input never traps: when the points run out the data stops there. A path that does not start with
    /// a move starts as canvas would: a leading line becomes a move, a leading curve first moves to its
    /// first control point; a leading close is dropped.
    mutating func writePathData(_ path: Path) {
        let format = self.format
        path.verbs.withUnsafeBufferPointer { verbs in
            path.points.withUnsafeBufferPointer { points in
                // A long path is written in two halves at once (``TwoHalves``): the first into
                // the body, the second into a writer of its own that is appended after it.
                if points.count >= Self.splitPoints, let middle = Self.middle(verbs, points) {
                    // Only the first half touches the body, through this pointer, and `run` returns when
                    // both halves are done; the second half reads nothing of `self`.
                    let right = withUnsafeMutablePointer(to: &body) { first in
                        nonisolated(unsafe) let first = first
                        return TwoHalves.run(verbs.count, middle: middle.verb) { half -> ByteWriter? in
                            guard half.lowerBound > 0 else {
                                Self.write(verbs[half], points, from: 0, started: false, format, to: &first.pointee)
                                return nil
                            }
                            var writer = ByteWriter()
                            Self.write(verbs[half], points, from: middle.point, started: true, format, to: &writer)
                            return writer
                        }.1
                    }
                    if let right { body.write(right) }
                    return
                }
                Self.write(verbs[...], points, from: 0, started: false, format, to: &body)
            }
        }
    }

    /// Points from which path data is written in two halves.
    static let splitPoints = 1 << 14

    /// Where a path splits into halves that write what one pass writes: the verb at about the middle and
    /// the index of its first point. Nil unless the first half starts the path (so the second continues
    /// it) and its verbs find their points (so the second half starts where one pass would be). Where the
    /// points run out in the second half, it stops there as one pass does.
    static func middle(_ verbs: UnsafeBufferPointer<PathVerb>, _ points: UnsafeBufferPointer<Point>) -> (
        verb: Int, point: Int
    )? {
        let verb = verbs.count / 2
        guard verb > 0, verbs[0] == .move else { return nil }
        let point = verbs[..<verb].reduce(0) { $0 + $1.pointCount }
        return point <= points.count ? (verb, point) : nil
    }

    /// Writes the segments of `verbs`, whose first point is `points[first]`; `started` is whether a
    /// command was written before them.
    private static func write(
        _ verbs: Slice<UnsafeBufferPointer<PathVerb>>, _ points: UnsafeBufferPointer<Point>, from first: Int,
        started: Bool, _ format: NumberFormat, to body: inout ByteWriter
    ) {
        body.ensure((points.count - first) * 14 + 64)  // a typical size, so large paths grow the buffer once
        var verbIndex = verbs.startIndex
        var pointIndex = first
        var started = started
        var truncated = false
        while verbIndex < verbs.endIndex && !truncated {
            body.withUnsafeSpace(reserve: Self.batch * Self.segmentReserve) { out in
                var n = 0
                let end = min(verbs.endIndex, verbIndex + Self.batch)
                while verbIndex < end {
                    let verb = verbs[verbIndex]
                    let needed = verb.pointCount
                    guard pointIndex + needed <= points.count else {
                        truncated = true
                        break
                    }
                    verbIndex += 1
                    if verb == .line && started {  // the common case, kept short
                        out[n] = UInt8(ascii: "L")
                        n += 1 + Self.writePair(points[pointIndex], format, to: out + n + 1)
                        pointIndex += 1
                        continue
                    }
                    if verb == .close && !started { continue }
                    if !started && (verb == .quad || verb == .cubic) {
                        out[n] = UInt8(ascii: "M")
                        n += 1 + Self.writePair(points[pointIndex], format, to: out + n + 1)
                    }
                    switch verb {
                    case .move: out[n] = UInt8(ascii: "M")
                    case .line: out[n] = started ? UInt8(ascii: "L") : UInt8(ascii: "M")
                    case .quad: out[n] = UInt8(ascii: "Q")
                    case .cubic: out[n] = UInt8(ascii: "C")
                    case .close: out[n] = UInt8(ascii: "Z")
                    }
                    n += 1
                    started = true
                    for k in 0..<needed {
                        if k > 0 {
                            out[n] = UInt8(ascii: " ")
                            n += 1
                        }
                        n += Self.writePair(points[pointIndex + k], format, to: out + n)
                    }
                    pointIndex += needed
                }
                return n
            }
        }
    }

    /// Writes `x,y` and returns the byte count.
    @inline(__always)
    private static func writePair(_ p: Point, _ format: NumberFormat, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var n = format.write(p.x, to: out)
        out[n] = UInt8(ascii: ",")
        n += 1
        n += format.write(p.y, to: out + n)
        return n
    }
}
