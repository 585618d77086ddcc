#if Cairo
    import CCairo
    import ChartaScene
    import ChartaSupport

    extension CairoContext {
        /// Paints a round stroke of a line whose x only grows or only shrinks as the region between its
        /// top and bottom envelopes (``MonotoneStrokeOutline``), in device space; false, painting nothing,
        /// for a dashed stroke, a path that is not such a line, or a transformation other than a uniform
        /// scale and a move. A solid colour is blended straight into an image's pixels from the exact
        /// area of each pixel that the region covers (``blend(_:color:opacity:)``); otherwise the region is
        /// filled by cairo, in an image's two halves at once (``paintInBands(_:style:)``). Either way each
        /// pixel is painted once, so a translucent stroke needs no group.
        func fillStrokeOutline(_ path: Path, style: Style) -> Bool {
            guard style.dash.isEmpty, let stroke = style.stroke else { return false }
            let width = style.strokeWidth.isFinite ? max(0, style.strokeWidth) : 0
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            let target = cairo_get_target(cr)
            var (scaleX, scaleY, offsetX, offsetY) = (1.0, 1.0, 0.0, 0.0)
            cairo_surface_get_device_scale(target, &scaleX, &scaleY)
            cairo_surface_get_device_offset(target, &offsetX, &offsetY)
            let scale = m.xx * scaleX
            guard width > 0, m.xy == 0, m.yx == 0, m.xx == m.yy, scaleX == scaleY, scale > 0 else { return false }
            let device = { (p: Point) -> Point in
                let q = Self.point(p)
                return Point(x: (q.x * m.xx + m.x0) * scaleX + offsetX, y: (q.y * m.yy + m.y0) * scaleY + offsetY)
            }
            guard
                let envelopes = MonotoneStrokeOutline.envelopes(
                    path, radius: width / 2 * scale, step: 1 / MonotoneStrokeOutline.samplesPerPixel,
                    within: Self.deviceColumns(of: target), point: device)
            else { return false }
            let opacity = Self.unitInterval(style.opacity)
            if case .color(let color) = stroke {
                // A transparent colour paints nothing.
                if opacity * Self.unitInterval(color.alpha) == 0 { return true }
                if blend(envelopes, color: color, opacity: opacity) { return true }
            }
            var outline = Path()
            for envelope in envelopes {
                let user = envelope.polygon.map {
                    Point(x: (($0.x - offsetX) / scaleX - m.x0) / m.xx, y: (($0.y - offsetY) / scaleY - m.y0) / m.yy)
                }
                outline.move(to: user[0])
                for p in user.dropFirst() { outline.line(to: p) }
                outline.close()
            }
            let fill = Style(fill: stroke, strokeWidth: 0, opacity: style.opacity)
            if bandedStrokes, paintInBands([outline], style: fill) { return true }
            paint(fill) { appendPath(outline) }
            return true
        }

        /// The device x that an image target's pixels span, widened by a pixel (nil for other targets):
        /// a stroke's outline is only sampled there.
        static func deviceColumns(of target: OpaquePointer?) -> ClosedRange<Double>? {
            guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
            return -1...Double(cairo_image_surface_get_width(target)) + 1
        }

        /// Blends a colour into the target image's pixels (premultiplied, OVER) where the envelopes
        /// cover them, each pixel weighted by the share of it covered; false, drawing nothing, when the
        /// target cannot be drawn into directly (``directImage()``) or is not at device scale 1, the clip
        /// is more than one rectangle, or envelopes overlap.
        func blend(_ envelopes: [MonotoneStrokeOutline.Envelope], color: Color, opacity: Double) -> Bool {
            guard let (target, format, clip) = directImage() else { return false }
            var (scaleX, scaleY, offsetX, offsetY) = (1.0, 1.0, 0.0, 0.0)
            cairo_surface_get_device_scale(target, &scaleX, &scaleY)
            cairo_surface_get_device_offset(target, &offsetX, &offsetY)
            guard scaleX == 1, scaleY == 1, offsetX == 0, offsetY == 0 else { return false }
            // The pixels that may be painted: the image, within the clip (whole pixels: a clip cairo lists).
            var columns = 0..<Int(cairo_image_surface_get_width(target))
            var rows = 0..<Int(cairo_image_surface_get_height(target))
            if let rectangles = clip.rectangles {
                guard rectangles.count <= 1 else { return false }
                guard let r = rectangles.first else { return true }  // everything is clipped away
                var (x0, y0, x1, y1) = (r.x, r.y, r.x + r.width, r.y + r.height)
                cairo_user_to_device(cr, &x0, &y0)
                cairo_user_to_device(cr, &x1, &y1)
                let pixel = { (v: Double) in Int(min(1e9, max(-1e9, v)).rounded()) }
                columns = columns.clamped(to: pixel(min(x0, x1))..<max(pixel(min(x0, x1)), pixel(max(x0, x1))))
                rows = rows.clamped(to: pixel(min(y0, y1))..<max(pixel(min(y0, y1)), pixel(max(y0, y1))))
            }
            guard !columns.isEmpty, !rows.isEmpty else { return true }
            let alpha = Self.unitInterval(color.alpha) * opacity
            let source = (Self.unitInterval(color.red), Self.unitInterval(color.green), Self.unitInterval(color.blue))
            cairo_surface_flush(target)
            guard let pixels = cairo_image_surface_get_data(target) else { return false }
            let stride = Int(cairo_image_surface_get_stride(target))
            let opaque = format == CAIRO_FORMAT_RGB24
            // Each half of the columns is blended at once when there are many pixels to visit.
            let blendColumns = { (half: Range<Int>) in
                EnvelopeCoverage.columns(
                    of: envelopes, columns: columns.lowerBound + half.lowerBound..<columns.lowerBound + half.upperBound,
                    rows: rows
                ) { column, firstRow, shares in
                    for (i, share) in shares.enumerated() where share > 0 {
                        let word = UnsafeMutableRawPointer(pixels + (firstRow + i) * stride + 4 * column)
                            .assumingMemoryBound(to: UInt32.self)
                        word.pointee = Self.over(word.pointee, source, share * alpha, opaque: opaque)
                    }
                }
            }
            let samples = envelopes.reduce(0) { $0 + $1.x.count }
            let done =
                TwoHalves.splits(samples * 32)
                ? TwoHalves.run(columns.count, blendColumns) == (true, true)
                : blendColumns(0..<columns.count)
            cairo_surface_mark_dirty(target)
            return done
        }

        /// A premultiplied 0xAARRGGBB pixel with `color` (straight, 0…1) at alpha `k` drawn over it; an
        /// opaque pixel (RGB24) stays opaque.
        @inline(__always)
        static func over(_ pixel: UInt32, _ color: (Double, Double, Double), _ k: Double, opaque: Bool) -> UInt32 {
            let keep = 1 - k
            func channel(_ shift: UInt32, _ value: Double) -> UInt32 {
                let d = Double((pixel >> shift) & 0xFF)
                return UInt32(min(255, (value * k * 255 + d * keep).rounded())) << shift
            }
            let a = opaque ? 0xFF00_0000 : channel(24, 1)
            return a | channel(16, color.0) | channel(8, color.1) | channel(0, color.2)
        }
    }
#endif
