#if Cairo
    import CCairo

    /// How ``CairoRenderer`` turns rendered pixels into PNG bytes.
    ///
    /// Measured on the ten gallery charts at scale 2 (Benchmarks/png-bench, release build): ``standard``
    /// writes 155 kB where ``cairo`` writes 191 kB (19 % less, smaller on nine of the ten charts) and
    /// spends about 40 % of cairo's encoding time; ``smallest`` writes 141 kB in about four times the
    /// encoding time of ``standard``.
    public struct PNGEncoding: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            /// cairo's writer.
            case cairo
            /// ``PNGEncoder`` at a zlib level.
            case charta(level: Int32)
        }

        let kind: Kind

        /// Charta's encoder (palette when the image has at most 256 colours, Up/None row filters, zlib
        /// level 6): the default.
        public static let standard = PNGEncoding(kind: .charta(level: 6))

        /// Charta's encoder at zlib's highest level (9): the smallest files, slower.
        public static let smallest = PNGEncoding(kind: .charta(level: 9))

        /// Charta's encoder at zlib level 3: for large images where encoding time counts more than bytes.
        /// On a 1600×1000 line chart of 10⁷ points (RGB, rows filtered None/Up) deflate takes 24 ms instead
        /// of 61 ms for a file 12 % larger (241 kB instead of 215 kB). Row filter *Sub* and zlib's `Z_RLE`
        /// strategy were measured too and lose on both counts (Sub: 275 kB at level 6; `Z_RLE`: 587 kB).
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
