#if Cairo
    import CCairo

    /// How ``CairoRenderer`` turns rendered pixels into PNG bytes.
    public struct PNGEncoding: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case cairo
            case charta(level: Int32, strategy: Int32, filter: PNGEncoder.Filter)
        }

        let kind: Kind

        /// cairo's own writer (`cairo_surface_write_to_png_stream`, libpng's default settings).
        public static let cairo = PNGEncoding(kind: .cairo)

        /// Charta's encoder with the settings measured best on the gallery charts.
        public static let standard = PNGEncoding(
            kind: .charta(level: 6, strategy: Z_DEFAULT_STRATEGY, filter: .adaptive))

        /// TEMPORARY for measuring.
        public static func custom(level: Int, strategy: Int, filter: Int) -> PNGEncoding {
            let filters: [PNGEncoder.Filter] = [.none, .sub, .up, .average, .paeth, .adaptive]
            return PNGEncoding(
                kind: .charta(level: Int32(level), strategy: Int32(strategy), filter: filters[min(5, max(0, filter))]))
        }

        /// Encodes a flushed image surface (`cairo_surface_t *`).
        func encode(_ surface: OpaquePointer) throws -> [UInt8] {
            switch kind {
            case .cairo:
                let sink = ByteSink()
                try sink.withClosure { closure in
                    try CairoRenderer.check(cairo_surface_write_to_png_stream(surface, ByteSink.write, closure))
                }
                return sink.bytes
            case .charta(let level, let strategy, let filter):
                guard let data = cairo_image_surface_get_data(surface) else { throw CairoError.cairo("no pixel data") }
                let encoder = PNGEncoder(level: level, strategy: strategy, filter: filter)
                return try encoder.encode(
                    pixels: data, width: Int(cairo_image_surface_get_width(surface)),
                    height: Int(cairo_image_surface_get_height(surface)),
                    stride: Int(cairo_image_surface_get_stride(surface)),
                    hasAlpha: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32)
            }
        }
    }
#endif
