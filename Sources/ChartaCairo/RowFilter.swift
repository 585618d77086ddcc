#if Cairo
    /// PNG's five scanline filters (PNG specification §9.2) and the adaptive choice between them.
    enum RowFilter {
        /// Filters `current` against `previous` (zeros for the first row) into `out` and returns the
        /// filter type byte. `scratch` is a row-sized buffer for trying filters.
        static func apply(
            _ filter: PNGEncoder.Filter, current: [UInt8], previous: [UInt8], channels: Int, scratch: inout [UInt8],
            into out: UnsafeMutableBufferPointer<UInt8>
        ) -> UInt8 {
            current.withUnsafeBufferPointer { cur in
                previous.withUnsafeBufferPointer { prev in
                    switch filter {
                    case .none: return run(0, cur, prev, channels, out)
                    case .sub: return run(1, cur, prev, channels, out)
                    case .up: return run(2, cur, prev, channels, out)
                    case .average: return run(3, cur, prev, channels, out)
                    case .paeth: return run(4, cur, prev, channels, out)
                    case .adaptive:
                        return scratch.withUnsafeMutableBufferPointer { trial in
                            var best: UInt8 = 0
                            var bestScore = Int.max
                            for type in UInt8(0)...4 {
                                _ = run(type, cur, prev, channels, trial)
                                let score = Self.score(trial, limit: bestScore)
                                if score < bestScore {
                                    bestScore = score
                                    best = type
                                }
                            }
                            return run(best, cur, prev, channels, out)
                        }
                    }
                }
            }
        }

        /// The sum of the bytes taken as signed values, stopping once it reaches `limit`.
        private static func score(_ row: UnsafeMutableBufferPointer<UInt8>, limit: Int) -> Int {
            var sum = 0
            for byte in row {
                sum += Int(Int8(bitPattern: byte).magnitude)
                if sum >= limit { return sum }
            }
            return sum
        }

        /// Applies filter `type` and returns it.
        @inline(__always)
        private static func run(
            _ type: UInt8, _ cur: UnsafeBufferPointer<UInt8>, _ prev: UnsafeBufferPointer<UInt8>, _ bpp: Int,
            _ out: UnsafeMutableBufferPointer<UInt8>
        ) -> UInt8 {
            let n = cur.count
            switch type {
            case 0:
                for i in 0..<n { out[i] = cur[i] }
            case 1:
                for i in 0..<n { out[i] = cur[i] &- (i >= bpp ? cur[i - bpp] : 0) }
            case 2:
                for i in 0..<n { out[i] = cur[i] &- prev[i] }
            case 3:
                for i in 0..<n {
                    let left = i >= bpp ? Int(cur[i - bpp]) : 0
                    out[i] = cur[i] &- UInt8(truncatingIfNeeded: (left + Int(prev[i])) / 2)
                }
            default:
                for i in 0..<n {
                    let a = i >= bpp ? Int(cur[i - bpp]) : 0
                    let b = Int(prev[i])
                    let c = i >= bpp ? Int(prev[i - bpp]) : 0
                    out[i] = cur[i] &- UInt8(truncatingIfNeeded: paeth(a, b, c))
                }
            }
            return type
        }

        /// The Paeth predictor (Paeth 1991; PNG specification §9.4).
        @inline(__always)
        private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
            let p = a + b - c
            let pa = abs(p - a)
            let pb = abs(p - b)
            let pc = abs(p - c)
            if pa <= pb && pa <= pc { return a }
            return pb <= pc ? b : c
        }
    }
#endif
