#if Cairo
    import CCairo

    /// How ``CairoRenderer`` turns rendered pixels into PNG bytes.
    ///
    /// Measured on the ten gallery charts at scale 2 (Benchmarks/png-bench, release build): Charta's
    /// encoder writes 15 % less than ``cairo`` (smaller on each of the ten charts) in well under half of
    /// cairo's encoding time. There ``standard`` writes 153 kB in all (159 kB with zlib 4), ``fast``
    /// 161 kB (187 kB with zlib 3) and ``smallest`` 138 kB (140 kB with zlib 9) in about 1.8 s instead of
    /// 0.17 s.
    ///
    /// Compression is libdeflate's (whole-buffer DEFLATE in a zlib stream). Its level is a trade of bytes
    /// for time; on a 1600×1000 line chart of 10⁷ points (filtered as the encoder filters them, RGB,
    /// libdeflate 1.14 and zlib 1.2.13, thread CPU time, best of 5):
    ///
    /// | compressor, level | 10⁷-point line |
    /// |---|---|
    /// | zlib 3 | 241 kB, 11.7 ms |
    /// | zlib 4 (the standard until libdeflate) | 223 kB, 16.8 ms |
    /// | zlib 6 (libpng's and Pillow's default) | 216 kB, 25.7 ms |
    /// | libdeflate 2 (``fast``) | 220 kB, 7.2 ms |
    /// | libdeflate 5 (``standard``) | 216 kB, 8.6 ms |
    /// | libdeflate 6 | 214 kB, 10.1 ms |
    /// | libdeflate 9 | 211 kB, 69 ms |
    /// | libdeflate 12 (``smallest``) | 184 kB, 991 ms |
    ///
    /// libdeflate 5 writes what zlib 6 writes in a third of its time, and is faster than any zlib level.
    public struct PNGEncoding: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            /// cairo's writer.
            case cairo
            /// ``PNGEncoder`` at a libdeflate level.
            case charta(level: Int32)
        }

        let kind: Kind

        /// Charta's encoder (palette when the image has at most 256 colours, Up/None row filters,
        /// libdeflate level 5): the default.
        public static let standard = PNGEncoding(kind: .charta(level: 5))

        /// Charta's encoder at libdeflate's highest level (12): the smallest files, many times slower
        /// (on a 1600×1000 line chart of 10⁷ points 15 % smaller than ``standard``, in a second instead
        /// of 9 ms).
        public static let smallest = PNGEncoding(kind: .charta(level: 12))

        /// Charta's encoder at libdeflate level 2: for large images where encoding time counts more than
        /// bytes. On a 1600×1000 line chart of 10⁷ points (RGB, rows filtered None/Up) compression takes
        /// a sixth less time than ``standard`` for a file 2 % larger (220 kB instead of 216 kB). Row filter
        /// *Sub* and zlib's `Z_RLE` strategy were measured too and lose on both counts (Sub: 275 kB at zlib
        /// level 6; `Z_RLE`: 587 kB).
        public static let fast = PNGEncoding(kind: .charta(level: 2))

        /// cairo's own writer (`cairo_surface_write_to_png_stream`: libpng with its default settings).
        public static let cairo = PNGEncoding(kind: .cairo)

        /// Encodes a flushed image surface (`cairo_surface_t *`).
        func encode(_ surface: OpaquePointer) throws -> [UInt8] {
            switch kind {
            case .cairo:
                let sink = ByteSink()
                try sink.withClosure { closure in
                    try CairoRenderer.check(cairo_surface_write_to_png_stream(surface, ByteSink.write, closure))
                }
                return sink.bytes
            case .charta(let level):
                guard let data = cairo_image_surface_get_data(surface) else { throw CairoError.cairo("no pixel data") }
                return try PNGEncoder(level: level).encode(
                    pixels: data, width: Int(cairo_image_surface_get_width(surface)),
                    height: Int(cairo_image_surface_get_height(surface)),
                    stride: Int(cairo_image_surface_get_stride(surface)),
                    hasAlpha: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32)
            }
        }
    }
#endif
