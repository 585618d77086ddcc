#if Cairo
    import CCairo
    import ChartaScene
    import ChartaSupport

    /// A PNG encoder for cairo's pixels, tuned for charts: large flat areas, thin lines and antialiased
    /// edges (PNG: ISO/IEC 15948, W3C PNG Specification, 2nd edition).
    ///
    /// An image with at most 256 distinct pixels (many charts) is written with a palette, one byte per
    /// pixel. Otherwise pixels are un-premultiplied into 8-bit RGB, or RGBA when some pixel is not opaque,
    /// and each row is filtered with *Up* when it repeats the row above (it becomes a run of zeros, which
    /// deflate codes with distance 1) and with *None* otherwise (antialiased shapes and text repeat
    /// exactly, which deflate finds better unfiltered). On the gallery charts this beats both libpng's
    /// adaptive filtering (minimum sum of absolute differences, PNG specification §12.8) and any single
    /// filter; Benchmarks/png-bench measures it. The whole image goes through one zlib stream, which a
    /// large image's two parts are compressed into at once (``deflate(_:)``).
    struct PNGEncoder {
        /// libdeflate compression level, 0…12.
        var level: Int32 = 5
        /// Always 8-bit RGBA without a palette, so that frames of an animation share one pixel format.
        var alwaysRGBA = false

        /// Encodes a cairo image surface's pixels: `CAIRO_FORMAT_ARGB32` (premultiplied, alpha in the high
        /// byte of a native-endian 32-bit word) when `hasAlpha`, else `CAIRO_FORMAT_RGB24`.
        func encode(
            pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, hasAlpha: Bool
        ) throws -> [UInt8] {
            let opaqueMask: UInt32 = hasAlpha ? 0 : 0xFF00_0000
            if !alwaysRGBA,
                var table = ColorTable(
                    pixels: pixels, width: width, height: height, stride: stride, opaqueMask: opaqueMask)
            {
                return try encodeIndexed(
                    pixels: pixels, width: width, height: height, stride: stride, opaqueMask: opaqueMask,
                    table: &table)
            }
            let opaque =
                !alwaysRGBA && (!hasAlpha || Self.isOpaque(pixels, width: width, height: height, stride: stride))
            let channels = opaque ? 3 : 4
            let rowBytes = width * channels
            let count = height * (rowBytes + 1)
            guard let filtered = PixelMemory(count: count) else { throw CairoError.cairo("out of memory") }
            defer { filtered.release() }
            let out = filtered.base.assumingMemoryBound(to: UInt8.self)
            // Rows filtered from `rows.lowerBound` on. Each row is written unfiltered in place and then
            // compared with the last row written unfiltered (rows between were equal to it), or with the
            // row above the first (zeros above the image's first row).
            let filter = { (rows: Range<Int>) in
                var above = [UInt8](repeating: 0, count: rowBytes)
                if rows.lowerBound > 0 {
                    above.withUnsafeMutableBufferPointer { row in
                        Self.unpremultiply(
                            pixels + (rows.lowerBound - 1) * stride, width: width, opaque: opaque,
                            into: row.baseAddress!)
                    }
                }
                above.withUnsafeBufferPointer { above in
                    var reference = above.baseAddress!
                    for y in rows {
                        let start = y * (rowBytes + 1)
                        let row = out + start + 1
                        Self.unpremultiply(pixels + y * stride, width: width, opaque: opaque, into: row)
                        if memcmp(row, reference, rowBytes) == 0 {
                            row.update(repeating: 0, count: rowBytes)
                            out[start] = 2  // Up
                        } else {
                            out[start] = 0  // None
                            reference = UnsafePointer(row)
                        }
                    }
                }
            }
            if TwoHalves.splits(width * height) {
                _ = TwoHalves.run(height, filter)
            } else {
                filter(0..<height)
            }
            let compressed = try deflate(UnsafeRawBufferPointer(start: filtered.base, count: count))
            var png = Self.signature
            Self.appendChunk("IHDR", Self.header(width: width, height: height, colorType: opaque ? 2 : 6), to: &png)
            Self.appendChunk("IDAT", compressed, to: &png)
            Self.appendChunk("IEND", [], to: &png)
            return png
        }

        /// Writes an indexed-colour PNG: `PLTE` with the straight colours, `tRNS` when some are translucent,
        /// and one index byte per pixel, unfiltered.
        private func encodeIndexed(
            pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, opaqueMask: UInt32,
            table: inout ColorTable
        ) throws -> [UInt8] {
            var rows = [UInt8](repeating: 0, count: height * (width + 1))
            rows.withUnsafeMutableBufferPointer { out in
                var last: UInt32 = 0
                var lastIndex: UInt8 = 0
                var first = true
                for y in 0..<height {
                    let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                    let start = y * (width + 1) + 1  // the filter byte before it stays 0 (None)
                    for x in 0..<width {
                        let p = row[x] | opaqueMask
                        if first || p != last {
                            lastIndex = table.index(of: p) ?? 0
                            last = p
                            first = false
                        }
                        out[start + x] = lastIndex
                    }
                }
            }
            var colors: [UInt8] = []
            var alphas: [UInt8] = []
            for p in table.colors {
                let a = p >> 24
                alphas.append(UInt8(truncatingIfNeeded: a))
                for shift: UInt32 in [16, 8, 0] {
                    let c = (p >> shift) & 0xFF
                    colors.append(a == 0 ? 0 : UInt8(truncatingIfNeeded: min(255, (c * 255 + a / 2) / a)))
                }
            }
            while alphas.last == 255 { alphas.removeLast() }
            var png = Self.signature
            Self.appendChunk("IHDR", Self.header(width: width, height: height, colorType: 3), to: &png)
            Self.appendChunk("PLTE", colors, to: &png)
            if !alphas.isEmpty { Self.appendChunk("tRNS", alphas, to: &png) }
            Self.appendChunk("IDAT", try rows.withUnsafeBytes { try deflate($0) }, to: &png)
            Self.appendChunk("IEND", [], to: &png)
            return png
        }

        /// PNG's eight-byte signature.
        private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

        /// The `IHDR` data: size, bit depth 8, the colour type, deflate, adaptive filtering, no interlace.
        private static func header(width: Int, height: Int, colorType: UInt8) -> [UInt8] {
            var header: [UInt8] = []
            header.appendBigEndian(UInt32(truncatingIfNeeded: width))
            header.appendBigEndian(UInt32(truncatingIfNeeded: height))
            header += [8, colorType, 0, 0, 0]
            return header
        }

        /// Whether every pixel of an ARGB32 image has alpha 255.
        private static func isOpaque(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
            for y in 0..<height {
                let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width where row[x] >> 24 != 0xFF { return false }
            }
            return true
        }

        /// Turns one row of native-endian premultiplied 0xAARRGGBB words into straight RGB or RGBA bytes at
        /// `out`, rounding to nearest.
        private static func unpremultiply(
            _ source: UnsafePointer<UInt8>, width: Int, opaque: Bool, into out: UnsafeMutablePointer<UInt8>
        ) {
            let words = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
            if opaque {
                for x in 0..<width {
                    let p = words[x]
                    out[3 &* x] = UInt8(truncatingIfNeeded: p >> 16)
                    out[3 &* x &+ 1] = UInt8(truncatingIfNeeded: p >> 8)
                    out[3 &* x &+ 2] = UInt8(truncatingIfNeeded: p)
                }
                return
            }
            for x in 0..<width {
                let p = words[x]
                let a = p >> 24
                let o = 4 &* x
                out[o + 3] = UInt8(truncatingIfNeeded: a)
                switch a {
                case 0: (out[o], out[o + 1], out[o + 2]) = (0, 0, 0)
                case 0xFF:
                    out[o] = UInt8(truncatingIfNeeded: p >> 16)
                    out[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                    out[o + 2] = UInt8(truncatingIfNeeded: p)
                default:
                    let half = a / 2
                    out[o] = UInt8(truncatingIfNeeded: min(255, (((p >> 16) & 0xFF) * 255 + half) / a))
                    out[o + 1] = UInt8(truncatingIfNeeded: min(255, (((p >> 8) & 0xFF) * 255 + half) / a))
                    out[o + 2] = UInt8(truncatingIfNeeded: min(255, ((p & 0xFF) * 255 + half) / a))
                }
            }
        }

        /// Appends a chunk: length, type, data and the CRC-32 of type and data.
        static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
            png.appendBigEndian(UInt32(truncatingIfNeeded: data.count))
            let typeAndData = Array(type.utf8) + data
            png += typeAndData
            let crc = typeAndData.withUnsafeBufferPointer { buffer in
                crc32(0, buffer.baseAddress, UInt32(buffer.count))
            }
            png.appendBigEndian(UInt32(truncatingIfNeeded: crc))
        }
    }

    extension [UInt8] {
        /// Appends a 32-bit value, most significant byte first (PNG's byte order).
        mutating func appendBigEndian(_ value: UInt32) {
            append(contentsOf: [
                UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
            ])
        }
    }
#endif
