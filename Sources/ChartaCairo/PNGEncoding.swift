#if Cairo
    import CCairo

    /// How ``CairoRenderer`` turns rendered pixels into PNG bytes.
    ///
    /// Measured on the ten gallery charts at scale 2 (Benchmarks/png-bench, release build): Charta's
    /// encoder writes 15 % to 20 % less than ``cairo`` (smaller on nine of the ten charts) in well under half
    /// of cairo's encoding time.
    ///
    /// zlib's level is a trade of bytes for time; on the gallery charts and a 1600×1000 line chart of 10⁷
    /// points (filtered as the encoder filters them, zlib 1.2.13, CPU time):
    ///
    /// | zlib level | gallery, 10 charts | 10⁷-point line |
    /// |---|---|---|
    /// | 1 | 458 kB, 25 ms | 251 kB, 9.5 ms |
    /// | 3 (``fast``) | 440 kB, 27 ms | 239 kB, 10.9 ms |
    /// | 4 (``standard``) | 385 kB, 48 ms | 221 kB, 16.6 ms |
    /// | 6 (libpng's and Pillow's default) | 374 kB, 62 ms | 214 kB, 24.7 ms |
    ///
    /// Level 4 is the first of zlib's lazy-matching levels: 3 % more bytes than level 6 for a quarter to a
    /// third less time, where the levels below it cost 15 % to 20 % more bytes.
    public struct PNGEncoding: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            /// cairo's writer.
            case cairo
            /// ``PNGEncoder`` at a zlib level.
            case charta(level: Int32)
        }

        let kind: Kind

        /// Charta's encoder (palette when the image has at most 256 colours, Up/None row filters, zlib
        /// level 4): the default.
        public static let standard = PNGEncoding(kind: .charta(level: 4))

        /// Charta's encoder at zlib's highest level (9): the smallest files, slower.
        public static let smallest = PNGEncoding(kind: .charta(level: 9))

        /// Charta's encoder at zlib level 3: for large images where encoding time counts more than bytes.
        /// On a 1600×1000 line chart of 10⁷ points (RGB, rows filtered None/Up) deflate takes a third less
        /// time than ``standard`` for a file 8 % larger (239 kB instead of 221 kB). Row filter *Sub* and
        /// zlib's `Z_RLE` strategy were measured too and lose on both counts (Sub: 275 kB at level 6;
        /// `Z_RLE`: 587 kB).
        public static let fast = PNGEncoding(kind: .charta(level: 3))

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
