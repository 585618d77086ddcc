#if Cairo
    import CCairo
    import ChartaScene

    /// The state of one render: the cairo context to draw into, the metrics that place text baselines,
    /// and the font warnings collected on the way.
    ///
    /// Drawing follows the SVG back end node for node, so an SVG and a PNG of one scene agree: the same
    /// corner rule, the same baseline shift, SVG's miter limit of 4, group clips in the group's own
    /// coordinates, and SVG's rules for degenerate input (a zero-size rectangle, a zero-radius circle, a
    /// singular group transform or a zero opacity draw nothing; non-finite numbers count as 0).
    struct CairoContext {
        /// The cairo context (`cairo_t *`), owned by the caller.
        let cr: OpaquePointer
        let measurer: any TextMeasurer
        /// Warnings in first-seen order, merged by reason, family and weight.
        private(set) var warnings: [FontWarning] = []
        /// Whether long strokes into an image may be drawn in two bands at once (``paintInBands(_:style:)``).
        var bandedStrokes = true
        /// Whether a clip may be in force: a group's clip sets it while the group is drawn. Cairo cannot tell
        /// no clip from a clip it cannot list as rectangles (a rotated one), so drawing that copies the
        /// clip as rectangles asks this first; a context made for a clipped cairo context must set it.
        var clipped = false
        /// Where pictures with a relative address are read from; nil draws no pictures from files.
        var imageDirectory: String?

        init(cr: OpaquePointer, measurer: any TextMeasurer) {
            self.cr = cr
            self.measurer = measurer
            cairo_set_miter_limit(cr, 4)  // SVG's initial stroke-miterlimit; cairo's own default is 10
            Self.setFontOptions(cr)
        }

        /// Draws the whole scene: the background, then the root group.
        mutating func draw(_ scene: Scene) {
            if let background = scene.background, background.alpha > 0 {
                cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
                cairo_paint(cr)
            }
            drawGroup(scene.root)
        }

        /// Draws any node.
        mutating func drawNode(_ node: SceneNode) {
            switch node {
            case .group(let group): drawGroup(group)
            case .rect(let rect): drawRect(rect)
            case .path(let path): drawPath(path)
            case .line(let line): drawLine(line)
            case .text(let text): drawText(text)
            case .symbol(let symbol): drawSymbol(symbol)
            case .image(let image): drawImage(image)
            }
        }

        /// Draws a group: its transform, then its clip in the transformed (the group's own) coordinates,
        /// then the children, composited with the group's opacity when it is below 1.
        mutating func drawGroup(_ group: Group) {
            let opacity = Self.unitInterval(group.opacity)
            guard opacity > 0, !group.children.isEmpty else { return }
            let t = group.transform
            let needsState = !t.isIdentity || group.clip != nil || opacity < 1
            guard needsState else {
                for child in group.children { drawNode(child) }
                return
            }
            if !t.isIdentity {
                let coefficients = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.number)
                let det = coefficients[0] * coefficients[3] - coefficients[1] * coefficients[2]
                guard det != 0, det.isFinite else { return }  // SVG does not draw under a singular transform
            }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            if !t.isIdentity {
                var matrix = cairo_matrix_t(
                    xx: Self.number(t.a), yx: Self.number(t.b), xy: Self.number(t.c), yy: Self.number(t.d),
                    x0: Self.coordinate(t.tx), y0: Self.coordinate(t.ty))
                cairo_transform(cr, &matrix)
            }
            let wasClipped = clipped
            defer { clipped = wasClipped }
            if let clip = group.clip {
                let r = Self.drawableRect(clip)
                cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                cairo_clip(cr)
                clipped = true
            }
            if opacity < 1 { cairo_push_group(cr) }
            for child in group.children { drawNode(child) }
            if opacity < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
        }

        /// Adds a warning, merging it into an earlier one with the same reason, family and weight.
        mutating func warn(_ warning: FontWarning) {
            var unique = ""
            for character in warning.characters where !unique.contains(character) && unique.count < 32 {
                unique.append(character)
            }
            var warning = warning
            warning.characters = unique
            if let index = warnings.firstIndex(where: {
                $0.reason == warning.reason && $0.requestedFamily == warning.requestedFamily
                    && $0.weight == warning.weight && $0.resolvedFamily == warning.resolvedFamily
            }) {
                var merged = warnings[index]
                for character in warning.characters where !merged.characters.contains(character) {
                    guard merged.characters.count < 32 else { break }
                    merged.characters.append(character)
                }
                warnings[index] = merged
            } else {
                warnings.append(warning)
            }
        }

        /// Clamps an opacity to 0…1; NaN counts as 0 (as in ``Color`` and the SVG back end).
        static func unitInterval(_ value: Double) -> Double {
            value.isNaN ? 0 : min(1, max(0, value))
        }

        /// A finite number as is, anything else as 0 (the SVG writer prints NaN and infinities as `0`).
        static func number(_ value: Double) -> Double {
            value.isFinite ? value : 0
        }

        /// A coordinate cairo can hold: non-finite becomes 0, and magnitudes are kept within ±10⁶, far
        /// outside any drawing but inside the 24.8 fixed-point range cairo converts device coordinates
        /// to (beyond it they would wrap around).
        static func coordinate(_ value: Double) -> Double {
            value.isFinite ? min(1e6, max(-1e6, value)) : 0
        }

        /// Text is drawn with design advances: no hinted metrics, no hinting, grey antialiasing.
        private static func setFontOptions(_ cr: OpaquePointer) {
            guard let options = cairo_font_options_create() else { return }
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_set_font_options(cr, options)
            cairo_font_options_destroy(options)
        }
    }
#endif
