#if Cairo
    import CCairo
    import ChartaScene

    /// One run of text turned into positioned glyphs with one scaled font; the glyph and cluster arrays
    /// are cairo's and are freed by ``release()``.
    private struct GlyphRun {
        let font: OpaquePointer
        let utf8: [CChar]
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var glyphCount: Int32 = 0
        var clusters: UnsafeMutablePointer<cairo_text_cluster_t>?
        var clusterCount: Int32 = 0
        var flags = cairo_text_cluster_flags_t(rawValue: 0)

        func release() {
            cairo_glyph_free(glyphs)
            cairo_text_cluster_free(clusters)
            cairo_scaled_font_destroy(font)
        }
    }

    extension CairoContext {
        /// The largest em, in device pixels, that text is drawn at. FreeType refuses sizes beyond 65,535
        /// pixels, and when it does, cairo 1.16 leaves the face it shares between scaled fonts in a state
        /// that breaks every later text in the process (advances of 0); larger text draws nothing.
        static let maxEmPixels = 10_000.0

        /// Draws a text run like the SVG back end: anchored by its advance width, its baseline moved from
        /// the measurer's ascent and descent (`top`: ascent below the position, `bottom`: descent above
        /// it, `middle`: half their difference), rotated about the position, filled and then stroked.
        ///
        /// Glyphs come from fontconfig's match for the font's family list, with per-character fallback
        /// (``FontCatalog``), at their design advances without kerning, as ``StandardTextMeasurer``
        /// measures. Filled text is drawn with `cairo_show_text_glyphs`, so PDF keeps it as text.
        mutating func drawText(_ node: TextNode) {
            let lines = node.lines
            if lines.count > 1 {
                let height = measurer.ascent(of: node.font) + measurer.descent(of: node.font)
                for k in lines.indices { drawText(node.line(k, of: lines, lineHeight: height)) }
                return
            }
            let font = node.font
            let style = node.style
            let opacity = Self.unitInterval(style.opacity)
            let width = style.strokeWidth.isFinite ? max(0, style.strokeWidth) : 0
            let stroke = width > 0 ? style.stroke : nil
            guard font.size.isFinite, font.size > 0, opacity > 0, style.fill != nil || stroke != nil else { return }
            guard let resolved = FontCatalog.shared.resolve(node.text, font: font) else {
                warn(
                    FontWarning(
                        reason: .missingGlyphs, requestedFamily: font.family, weight: font.weight, resolvedFamily: "",
                        characters: String(node.text.prefix(32))))
                return
            }
            report(resolved, font: font)
            guard !resolved.runs.isEmpty else { return }

            cairo_save(cr)
            defer { cairo_restore(cr) }
            // SVG's rotate(angle, x, y): the text's user space turns about its position, and that space is
            // the one a gradient paint is given in (gradientUnits="userSpaceOnUse").
            let (x, y) = (Self.coordinate(node.position.x), Self.coordinate(node.position.y))
            if node.angle.isFinite, node.angle != 0 {
                cairo_translate(cr, x, y)
                cairo_rotate(cr, node.angle.truncatingRemainder(dividingBy: 360) * Double.pi / 180)
                cairo_translate(cr, -x, -y)
            }
            let (runs, advance) = glyphRuns(resolved, size: font.size)
            defer { for run in runs { run.release() } }
            let anchorShift: Double
            switch node.anchor {
            case .start: anchorShift = 0
            case .middle: anchorShift = -advance / 2
            case .end: anchorShift = -advance
            }
            // Glyphs are moved, not the user space, so that paints stay where the scene put them.
            let dx = x + anchorShift
            let dy = y + measurer.baselineShift(node.baseline, font: font)
            for run in runs {
                guard let glyphs = run.glyphs else { continue }
                for i in 0..<Int(run.glyphCount) {
                    glyphs[i].x += dx
                    glyphs[i].y += dy
                }
            }

            let grouped = opacity < 1 && style.fill != nil && stroke != nil
            if grouped { cairo_push_group(cr) }
            let alpha = grouped ? 1 : opacity
            if let fill = style.fill, setSource(fill, alpha: alpha) {
                for run in runs {
                    cairo_set_scaled_font(cr, run.font)
                    cairo_show_text_glyphs(
                        cr, run.utf8, Int32(clamping: run.utf8.count - 1), run.glyphs, run.glyphCount, run.clusters,
                        run.clusterCount, run.flags)
                }
            }
            if let stroke, setSource(stroke, alpha: alpha) {
                setStrokeStyle(style, width: width)
                for run in runs {
                    cairo_set_scaled_font(cr, run.font)
                    cairo_glyph_path(cr, run.glyphs, run.glyphCount)
                }
                cairo_stroke(cr)
            }
            if grouped {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
        }

        /// The advance width of `text` as this context draws it (fallback fonts included); nil when no font
        /// can be had.
        func advance(of text: String, font: Font) -> Double? {
            guard font.size.isFinite, font.size > 0, let resolved = FontCatalog.shared.resolve(text, font: font) else {
                return nil
            }
            let (runs, width) = glyphRuns(resolved, size: font.size)
            for run in runs { run.release() }
            return width
        }

        /// Shapes every run of a resolved text one after the other from x = 0 and returns the runs with
        /// their total advance; the caller releases the runs.
        private func glyphRuns(_ resolved: ResolvedText, size: Double) -> ([GlyphRun], Double) {
            var runs: [GlyphRun] = []
            var pen = 0.0
            for run in resolved.runs {
                guard let glyphRun = makeGlyphRun(run, size: size, pen: &pen) else { continue }
                runs.append(glyphRun)
            }
            return (runs, pen)
        }

        /// Shapes one run at `pen` (glyph positions from the font's advances) and moves the pen past it;
        /// nil when cairo cannot make the scaled font or the glyphs.
        private func makeGlyphRun(_ run: FontRun, size: Double, pen: inout Double) -> GlyphRun? {
            var fontMatrix = cairo_matrix_t()
            cairo_matrix_init_scale(&fontMatrix, size, size)
            var ctm = cairo_matrix_t()
            cairo_get_matrix(cr, &ctm)
            let em =
                max((ctm.xx * ctm.xx + ctm.yx * ctm.yx).squareRoot(), (ctm.xy * ctm.xy + ctm.yy * ctm.yy).squareRoot())
                * size
            guard em.isFinite, em <= Self.maxEmPixels else { return nil }
            guard let options = cairo_font_options_create() else { return nil }
            defer { cairo_font_options_destroy(options) }
            cairo_get_font_options(cr, options)
            guard let font = cairo_scaled_font_create(run.face.face, &fontMatrix, &ctm, options) else { return nil }
            guard cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS else {
                cairo_scaled_font_destroy(font)
                return nil
            }
            var glyphRun = GlyphRun(font: font, utf8: Array(run.text.utf8CString))
            let status = cairo_scaled_font_text_to_glyphs(
                font, pen, 0, glyphRun.utf8, Int32(clamping: glyphRun.utf8.count - 1), &glyphRun.glyphs,
                &glyphRun.glyphCount, &glyphRun.clusters, &glyphRun.clusterCount, &glyphRun.flags)
            guard status == CAIRO_STATUS_SUCCESS, glyphRun.glyphCount > 0 else {
                glyphRun.release()
                return nil
            }
            var extents = cairo_text_extents_t()
            cairo_scaled_font_glyph_extents(font, glyphRun.glyphs, glyphRun.glyphCount, &extents)
            if extents.x_advance.isFinite { pen += extents.x_advance }
            return glyphRun
        }

        /// Records what fontconfig substituted for the request.
        private mutating func report(_ resolved: ResolvedText, font: Font) {
            if !resolved.isRequestedFamily {
                warn(
                    FontWarning(
                        reason: .familySubstituted, requestedFamily: font.family, weight: font.weight,
                        resolvedFamily: resolved.primaryFamily))
            }
            for run in resolved.runs {
                let reason: FontWarning.Reason
                switch run.choice {
                case .primary: continue
                case .fallback: reason = .fallbackFont
                case .missing: reason = .missingGlyphs
                }
                warn(
                    FontWarning(
                        reason: reason, requestedFamily: font.family, weight: font.weight,
                        resolvedFamily: run.face.family, characters: run.text))
            }
        }
    }
#endif
