#if Cairo
    import CCairo
    import Charta
    import Testing

    @testable import ChartaCairo

    /// The PNG encoder's zlib stream, compressed in two halves at once and joined, inflates (with zlib,
    /// which also checks the Adler-32) to exactly the bytes compressed.
    @Suite struct PNGDeflateTests {
        /// `count` bytes: runs and repeats like filtered image rows, or noise that deflate stores as is
        /// (stored blocks end on a byte boundary, which the join must handle too).
        static func bytes(_ count: Int, noise: Bool, seed: UInt64) -> [UInt8] {
            var g = SeededGenerator(seed: seed)
            if noise { return (0..<count).map { _ in UInt8.random(in: 0...255, using: &g) } }
            var out: [UInt8] = []
            out.reserveCapacity(count)
            while out.count < count {
                let run = Int.random(in: 1...300, using: &g)
                let value = UInt8.random(in: 0...6, using: &g) * 40
                out += repeatElement(value, count: min(run, count - out.count))
            }
            return out
        }

        static func inflated(_ stream: [UInt8], expectedCount: Int) -> [UInt8]? {
            var out = [UInt8](repeating: 0, count: expectedCount + 1)
            var length = UInt(out.count)
            let status = out.withUnsafeMutableBufferPointer { o in
                stream.withUnsafeBufferPointer { s in uncompress(o.baseAddress, &length, s.baseAddress, UInt(s.count)) }
            }
            guard status == Z_OK else { return nil }
            return Array(out[..<Int(length)])
        }

        @Test(arguments: [false, true], [PNGEncoder.minimumSplitBytes, 3_000_001])
        func streamCompressedInHalvesInflatesToTheInput(noise: Bool, count: Int) throws {
            let data = Self.bytes(count, noise: noise, seed: UInt64(count))
            let stream = try data.withUnsafeBytes { try PNGEncoder(level: 5).deflate($0) }
            #expect(Self.inflated(stream, expectedCount: data.count) == data)
            // The joined stream's header (libdeflate's own, for one pass at level 5, is 78 5E).
            #expect(stream.prefix(2) == [0x78, 0x9C])
        }

        @Test func joinedRawStreamsInflateToBothInputs() throws {
            for (i, noise) in [(0, false), (1, true), (2, false)] {
                let first = Self.bytes(200_000 + 7 * i, noise: noise, seed: UInt64(i))
                let second = Self.bytes(150_000, noise: !noise, seed: UInt64(i + 10))
                let raw = { (data: [UInt8]) -> [UInt8] in
                    let compressor = libdeflate_alloc_compressor(5)
                    defer { libdeflate_free_compressor(compressor) }
                    var out = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(compressor, data.count))
                    let n = libdeflate_deflate_compress(compressor, data, data.count, &out, out.count)
                    return Array(out[..<n])
                }
                let joined = try #require(PNGEncoder.openEnded(raw(first))) + raw(second)
                // Inflate as raw DEFLATE through a zlib wrapper with the checksum of both inputs.
                var stream: [UInt8] = [0x78, 0x9C] + joined
                let adler = adler32(adler32(1, first, UInt32(first.count)), second, UInt32(second.count))
                stream.appendBigEndian(UInt32(truncatingIfNeeded: adler))
                #expect(Self.inflated(stream, expectedCount: first.count + second.count) == first + second)
            }
        }

        @Test func streamsThatDoNotDecodeAreNotJoined() {
            #expect(PNGEncoder.lastBlockAndEnd(of: [0xFF, 0xFF, 0xFF, 0xFF]) == nil)
            #expect(PNGEncoder.lastBlockAndEnd(of: []) == nil)
            #expect(PNGEncoder.openEnded([0x07]) == nil)
        }
    }
#endif
