#if Cairo
    import CCairo
    import ChartaScene
    import ChartaSupport

    extension PNGEncoder {
        /// Bytes from which the zlib stream is compressed in two parts at once.
        static let minimumSplitBytes = 1 << 20

        /// Compresses `data` into one zlib stream with libdeflate (Eric Biggers' whole-buffer DEFLATE, which
        /// finds the same matches as zlib at about twice its speed, see ``PNGEncoding``). From
        /// ``minimumSplitBytes`` two parts are compressed at once, the first made open-ended
        /// (``openEnded(_:)``) so that the second can follow it: matches do not reach back across the seam,
        /// which costs well under 1 % of the size.
        func deflate(_ source: UnsafeRawBufferPointer) throws -> [UInt8] {
            if source.count >= Self.minimumSplitBytes {
                // The first part is also decoded to find its last block, so it is made shorter.
                let middle = source.count / 5 * 2
                let (first, second) = TwoHalves.run(source.count, middle: middle) { part in
                    let bytes = UnsafeRawBufferPointer(rebasing: source[part])
                    let adler = libdeflate_adler32(1, bytes.baseAddress, bytes.count)
                    let raw = compress(bytes, zlib: false)
                    return (part.lowerBound == 0 ? raw.flatMap(Self.openEnded) : raw).map { ($0, adler) }
                }
                if let first, let second {
                    let checksum = adler32_combine(UInt(first.1), UInt(second.1), source.count - middle)
                    return Self.zlibStream(first.0 + second.0, adler: checksum)
                }
            }
            guard let stream = compress(source, zlib: true) else { throw CairoError.compression(level) }
            return stream
        }

        /// `data` compressed by libdeflate at the encoder's level in one pass, as a zlib stream or as raw
        /// DEFLATE; nil when libdeflate fails. The output buffer is libdeflate's bound for the input, left
        /// uninitialised so that only the pages written are touched.
        private func compress(_ data: UnsafeRawBufferPointer, zlib: Bool) -> [UInt8]? {
            guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
            defer { libdeflate_free_compressor(compressor) }
            let bound =
                zlib
                ? libdeflate_zlib_compress_bound(compressor, data.count)
                : libdeflate_deflate_compress_bound(compressor, data.count)
            let stream = [UInt8](unsafeUninitializedCapacity: bound) { out, written in
                written =
                    zlib
                    ? libdeflate_zlib_compress(compressor, data.baseAddress, data.count, out.baseAddress, bound)
                    : libdeflate_deflate_compress(compressor, data.baseAddress, data.count, out.baseAddress, bound)
            }
            return stream.isEmpty ? nil : stream
        }

        /// A zlib stream (RFC 1950): header (deflate, 32 KB window, default level), the raw DEFLATE data, and
        /// the Adler-32 of the uncompressed bytes, most significant byte first.
        private static func zlibStream(_ raw: [UInt8], adler: UInt) -> [UInt8] {
            var stream: [UInt8] = []
            stream.reserveCapacity(raw.count + 6)
            stream += [0x78, 0x9C]
            stream += raw
            stream.appendBigEndian(UInt32(truncatingIfNeeded: adler))
            return stream
        }

        /// A raw DEFLATE stream that another can follow (the two decode to the first's bytes then the
        /// second's, RFC 1951): its last block loses its BFINAL bit, and an empty
        /// stored block after it (what zlib's sync flush writes) ends it on a byte boundary. The last block
        /// is found by decoding the stream with zlib's `inflate`, which can stop at each block's end; nil
        /// when the stream does not decode.
        static func openEnded(_ raw: [UInt8]) -> [UInt8]? {
            var stream = raw
            guard let (lastBlock, end) = lastBlockAndEnd(of: stream) else { return nil }
            stream[lastBlock / 8] &= ~(1 << UInt8(lastBlock % 8))
            // Three zero bits (BFINAL 0, BTYPE 00 stored) from the end, padding to the byte, LEN 0, NLEN ~0.
            let length = (end + 3 + 7) / 8
            if end / 8 < stream.count { stream[end / 8] &= (1 << UInt8(end % 8)) &- 1 }
            if stream.count > length {
                stream.removeSubrange(length...)
            } else {
                stream += [UInt8](repeating: 0, count: length - stream.count)
            }
            stream += [0x00, 0x00, 0xFF, 0xFF]
            return stream
        }

        /// The bit at which the last block of a raw DEFLATE stream starts, and the bit after its end; nil
        /// when the stream does not decode to its end or its last block's BFINAL bit is not where it
        /// should be. Bits count from the least significant of the first byte, as DEFLATE packs them.
        static func lastBlockAndEnd(of stream: [UInt8]) -> (Int, Int)? {
            var z = z_stream()
            guard inflateInit2_(&z, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
            defer { inflateEnd(&z) }
            let windowSize = 1 << 16
            let window = UnsafeMutablePointer<UInt8>.allocate(capacity: windowSize)
            defer { window.deallocate() }
            var (lastBlock, end) = (0, -1)
            // Decoding stops at each block's end; `end` stays -1 unless the stream decodes to its end.
            stream.withUnsafeBufferPointer { input in
                z.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                z.avail_in = UInt32(input.count)
                while true {
                    z.next_out = window
                    z.avail_out = UInt32(windowSize)
                    let status = inflate(&z, Z_BLOCK)
                    let bit = (input.count - Int(z.avail_in)) * 8 - Int(z.data_type & 63)
                    // At a block's end (128): the next block starts here, or, after the last block (64), the
                    // stream ends (its last byte's padding, which zlib skips before it reports the end, is not
                    // part of it).
                    if z.data_type & 128 != 0 {
                        if z.data_type & 64 != 0 { end = bit } else { lastBlock = bit }
                    }
                    guard status == Z_OK else {
                        if status != Z_STREAM_END { end = -1 }
                        return
                    }
                }
            }
            guard end > lastBlock, stream[lastBlock / 8] >> UInt8(lastBlock % 8) & 1 == 1 else { return nil }
            return (lastBlock, end)
        }
    }
#endif
