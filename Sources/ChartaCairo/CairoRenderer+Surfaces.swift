#if Cairo
    import CCairo
    import ChartaScene

    extension CairoRenderer {
        /// cairo's largest image surface side, in pixels.
        static let maxPixels = 32767.0

        /// Draws the scene into an image surface and hands it to `body` with the font warnings.
        ///
        /// A scene with an opaque background is drawn into an RGB surface (every pixel ends opaque), any
        /// other into ARGB; a large one's pixels are in huge pages where the system has them
        /// (``PixelMemory``).
        func withImageSurface<T>(
            _ scene: Scene, scale: Double, _ body: (OpaquePointer, [FontWarning]) throws -> T
        ) throws -> T {
            guard scale.isFinite, scale > 0 else { throw CairoError.invalidScale(scale) }
            let width = (scene.size.width * scale).rounded(.up)
            let height = (scene.size.height * scale).rounded(.up)
            guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= Self.maxPixels,
                height <= Self.maxPixels
            else { throw CairoError.invalidSize(width: width, height: height) }
            let opaque = (scene.background?.alpha ?? 0) >= 1
            let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
            let stride = cairo_format_stride_for_width(format, Int32(width))
            guard stride > 0, let memory = PixelMemory(count: Int(stride) * Int(height)),
                let surface = cairo_image_surface_create_for_data(
                    memory.base.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), stride)
            else { throw CairoError.cairo("cannot create an image surface") }
            defer {
                cairo_surface_destroy(surface)
                memory.release()
            }
            try Self.check(cairo_surface_status(surface))
            let warnings = try draw(scene, on: surface, scale: scale)
            cairo_surface_flush(surface)
            return try body(surface, warnings)
        }

        /// Draws the scene on a surface at a scale and returns the font warnings; throws cairo's error if
        /// drawing failed.
        func draw(_ scene: Scene, on surface: OpaquePointer, scale: Double) throws -> [FontWarning] {
            guard let cr = cairo_create(surface) else { throw CairoError.cairo("cannot create a context") }
            defer { cairo_destroy(cr) }
            if scale != 1 { cairo_scale(cr, scale, scale) }
            var context = CairoContext(cr: cr, measurer: measurer)
            context.imageDirectory = imageDirectory
            context.bandedStrokes = bandedStrokes
            context.draw(scene)
            try Self.check(cairo_status(cr))
            return context.warnings
        }

        func renderPNG(_ scene: Scene, scale: Double) throws -> CairoOutput {
            try withImageSurface(scene, scale: scale) { surface, warnings in
                let bytes = try pngEncoding.encode(surface)
                return CairoOutput(bytes: bytes, fontWarnings: warnings)
            }
        }

        func renderPDF(_ scene: Scene) throws -> CairoOutput {
            let (width, height) = (scene.size.width, scene.size.height)
            guard width.isFinite, height.isFinite, width > 0, height > 0 else {
                throw CairoError.invalidSize(width: width, height: height)
            }
            let sink = ByteSink()
            let warnings = try sink.withClosure { closure -> [FontWarning] in
                guard let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, closure, width, height) else {
                    throw CairoError.cairo("cannot create a PDF surface")
                }
                defer { cairo_surface_destroy(surface) }
                try Self.check(cairo_surface_status(surface))
                if !scene.title.isEmpty {
                    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, scene.title)
                }
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Charta")
                // No creation date (cairo would write the current time): the same scene gives the same bytes.
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
                let warnings = try draw(scene, on: surface, scale: 1)
                cairo_surface_finish(surface)
                try Self.check(cairo_surface_status(surface))
                return warnings
            }
            return CairoOutput(bytes: sink.bytes, fontWarnings: warnings)
        }

        /// The advance width of `text` in `font` as the renderer draws it, in points; nil when no font can be
        /// had or the size is not finite and positive.
        func textAdvance(_ text: String, font: Font) -> Double? {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return nil }
            defer { cairo_surface_destroy(surface) }
            guard let cr = cairo_create(surface) else { return nil }
            defer { cairo_destroy(cr) }
            return CairoContext(cr: cr, measurer: measurer).advance(of: text, font: font)
        }

        /// Throws cairo's message for a failure status.
        static func check(_ status: cairo_status_t) throws {
            guard status != CAIRO_STATUS_SUCCESS else { return }
            throw CairoError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
#endif
