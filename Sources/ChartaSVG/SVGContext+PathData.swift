import ChartaScene

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
        body.ensure(path.points.count * 14 + 64)  // a typical size, so large paths grow the buffer once
        path.verbs.withUnsafeBufferPointer { verbs in
            path.points.withUnsafeBufferPointer { points in
                var verbIndex = 0
                var pointIndex = 0
                var started = false
                var truncated = false
                while verbIndex < verbs.count && !truncated {
                    body.withUnsafeSpace(reserve: Self.batch * Self.segmentReserve) { out in
                        var n = 0
                        let end = min(verbs.count, verbIndex + Self.batch)
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
