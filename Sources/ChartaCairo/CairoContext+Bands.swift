#if Cairo
    import CCairo
    import ChartaScene
    import ChartaSupport

    extension CairoContext {
        /// Narrowest image, in pixels, whose long strokes and stroke outlines are drawn in two bands.
        static let minimumBandedWidth = 256

        /// Paints the pieces of a long path (strokes, or a filled outline) into the left and right halves
        /// of the target image at once (``TwoHalves``): cairo spends its time rasterising the polygon row
        /// by row, and each band's context rasterises only the columns of its half. Each band draws every
        /// piece, in order, through a view of the same pixels with the same transformation, clip and style,
        /// so a pixel is painted by the same shapes as in one pass; where cairo clips a polygon to a band's
        /// edge, its coverage of a pixel near the edge may round one level differently.
        ///
        /// Returns false, drawing nothing, when the context's state is more than a band copies (see
        /// ``directImage()``) or the image is narrower than ``minimumBandedWidth``.
        func paintInBands(_ pieces: [Path], style: Style) -> Bool {
            guard let (target, format, clip) = directImage() else { return false }
            let width = Int(cairo_image_surface_get_width(target))
            let (height, stride) = (cairo_image_surface_get_height(target), cairo_image_surface_get_stride(target))
            guard width >= Self.minimumBandedWidth else { return false }
            var (offsetX, offsetY, scaleX, scaleY) = (0.0, 0.0, 1.0, 1.0)
            cairo_surface_get_device_offset(target, &offsetX, &offsetY)
            cairo_surface_get_device_scale(target, &scaleX, &scaleY)
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            let tolerance = cairo_get_tolerance(cr)
            let reaches = pieces.map {
                Self.pieceColumns($0, matrix: matrix, scale: scaleX, offset: offsetX, style: style)
            }
            cairo_surface_flush(target)
            guard let pixels = cairo_image_surface_get_data(target) else { return false }
            _ = TwoHalves.run(width) { columns in
                // A view of this band's columns: same rows and stride, shifted by the band's first column.
                let band = cairo_image_surface_create_for_data(
                    pixels + 4 * columns.lowerBound, format, Int32(columns.count), height, stride)
                defer { cairo_surface_destroy(band) }
                cairo_surface_set_device_scale(band, scaleX, scaleY)
                cairo_surface_set_device_offset(band, offsetX - Double(columns.lowerBound), offsetY)
                // cairo_create never returns NULL (a failed one is a context in an error state).
                guard let bandCR = cairo_create(band) else { return false }
                defer { cairo_destroy(bandCR) }
                var bandMatrix = matrix
                cairo_set_matrix(bandCR, &bandMatrix)
                cairo_set_tolerance(bandCR, tolerance)
                clip.apply(to: bandCR)
                var context = CairoContext(cr: bandCR, measurer: measurer)
                context.clipped = clipped
                let (first, last) = (Double(columns.lowerBound), Double(columns.upperBound))
                for (piece, reach) in zip(pieces, reaches) {
                    if let reach, reach.upperBound < first || reach.lowerBound > last { continue }
                    context.paint(style) { context.appendPath(piece) }
                }
                cairo_surface_flush(band)
                return true
            }
            cairo_surface_mark_dirty(target)
            return true
        }
    }

    extension CairoContext {
        /// The context's target when its pixels can be drawn into other than through this context and
        /// give what this context would draw: an ARGB or RGB image that is the target itself (not PDF,
        /// not a pushed group), the OVER operator, default antialiasing, and a clip that is a list of
        /// rectangles. Nil otherwise.
        func directImage() -> (surface: OpaquePointer, format: cairo_format_t, clip: ClipRectangles)? {
            guard let target = cairo_get_group_target(cr), target == cairo_get_target(cr),
                cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
                cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, cairo_get_antialias(cr) == CAIRO_ANTIALIAS_DEFAULT
            else { return nil }
            let format = cairo_image_surface_get_format(target)
            guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
                let clip = ClipRectangles(cr, clipped: clipped)
            else { return nil }
            return (target, format, clip)
        }

        /// The image columns a piece can paint: its control points' box through the context's
        /// transformation to pixels, widened by the stroke's reach beyond the path (a miter can reach
        /// half the width times cairo's miter limit, 10) and two pixels. Nil, for every column, when
        /// the piece has no finite point.
        static func pieceColumns(
            _ piece: Path, matrix: cairo_matrix_t, scale: Double, offset: Double, style: Style
        ) -> ClosedRange<Double>? {
            guard let box = piece.controlPointBounds else { return nil }
            var matrix = matrix
            var (lo, hi) = (Double.infinity, -Double.infinity)
            for var (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
                cairo_matrix_transform_point(&matrix, &x, &y)
                (lo, hi) = (min(lo, x * scale + offset), max(hi, x * scale + offset))
            }
            let width = style.strokeWidth.isFinite ? abs(style.strokeWidth) : 0
            var (across, down) = ((width, 0.0), (0.0, width))
            cairo_matrix_transform_distance(&matrix, &across.0, &across.1)
            cairo_matrix_transform_distance(&matrix, &down.0, &down.1)
            // The horizontal half-extent of a disc of the stroke's width, in pixels.
            let radius = (across.0 * across.0 + down.0 * down.0).squareRoot() / 2 * scale
            let reach = radius * (style.lineJoin == .miter ? 10 : 1.5) + 2
            guard lo.isFinite, hi.isFinite, reach.isFinite else { return nil }
            return (lo - reach)...(hi + reach)
        }
    }

    /// The clip of a context as rectangles in its user space (cairo lists a clip only when it is a region
    /// of whole device pixels), to be set again on a band's context or bound a blend.
    struct ClipRectangles {
        /// Nil when nothing clips.
        let rectangles: [cairo_rectangle_t]?

        /// The clip of `cr`: none when `clipped` is false (``CairoContext/clipped``), else cairo's list of
        /// rectangles, or nil when the clip is not a list of rectangles.
        init?(_ cr: OpaquePointer, clipped: Bool) {
            guard clipped else {
                rectangles = nil
                return
            }
            guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
            defer { cairo_rectangle_list_destroy(list) }
            guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
            let count = Int(list.pointee.num_rectangles)
            rectangles = count == 0 ? [] : Array(UnsafeBufferPointer(start: list.pointee.rectangles, count: count))
        }

        func apply(to cr: OpaquePointer) {
            guard let rectangles else { return }
            for r in rectangles { cairo_rectangle(cr, r.x, r.y, r.width, r.height) }
            cairo_clip(cr)
        }
    }
#endif
