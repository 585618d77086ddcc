#if Cairo
    import CCairo
    import ChartaScene

    extension CairoContext {
        /// Draws a rectangle with its corners rounded by the scene's one corner rule
        /// (``CornerRadii/clamped(toFit:)`` through `Path.addRoundedRect(_:cornerRadii:)`).
        /// Like SVG's `<rect>`, a rectangle of zero width or height draws nothing, not even its stroke.
        func drawRect(_ node: RectNode) {
            let r = Self.drawableRect(node.rect)
            guard r.width > 0, r.height > 0 else { return }
            let radii = node.cornerRadii.clamped(toFit: r.size)
            paint(node.style) {
                if radii == .zero {
                    cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                } else {
                    var path = Path()
                    path.addRoundedRect(r, cornerRadii: radii)
                    appendPath(path)
                }
            }
        }

        /// Strokes a line segment; it has no interior, so its fill is ignored.
        func drawLine(_ node: LineNode) {
            paint(node.style, fillable: false) {
                cairo_move_to(cr, Self.coordinate(node.from.x), Self.coordinate(node.from.y))
                cairo_line_to(cr, Self.coordinate(node.to.x), Self.coordinate(node.to.y))
            }
        }

        /// Most verbs stroked at once. Cairo's stroker breaks on very long paths (from about six million
        /// vertices the stroke of a line turns into filled bands), and a bounded piece also bounds the
        /// memory of its polygon.
        static let strokePieceVerbs = 65_536

        /// Most verbs stroked at once into pixels when round caps and round joins make the seams of pieces
        /// invisible (a round cap on each side of a seam covers what the round join would). Cairo
        /// rasterises each stroke's polygon over the polygon's extent, so short pieces of a long, dense line
        /// (a reduced line of a million rows has four vertices per quarter point) cost much less than the
        /// whole: the 23,584-vertex line of a 10⁷-row chart strokes in 32 ms instead of 61 ms in pieces of
        /// 1,024 verbs (cairo 1.16, thread CPU time), and its PNG is drawn in 52 ms instead of 60 ms with
        /// pieces of 256 (medians of 9). In BandedStrokeTests 0.008 % of the pixels of such a line change
        /// by more than 32 of 255, where the antialiased edges of two pieces overlap at a seam. (Cairo's
        /// fast antialiasing, 4×4 coverage samples per pixel, strokes that line in 15 ms instead of 36 ms,
        /// but moves a reduced line further from the full one than ReductionPixelTests allow: 0.4 % of the
        /// pixels at scale 2.)
        static let roundStrokePieceVerbs = 256

        /// Draws a path. A long round stroke of a line whose x goes one way (a line chart's line) into an
        /// image is filled as its outline (``fillStrokeOutline(_:style:)``); any other long path is stroked
        /// piece by piece (see ``strokePieceVerbs`` and ``roundStrokePieceVerbs``).
        func drawPath(_ node: PathNode) {
            guard !node.path.isEmpty else { return }
            // Short pieces only pay off in pixels; a PDF keeps its long strokes whole.
            let round =
                node.style.lineCap == .round && node.style.lineJoin == .round
                && cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
            let pieceVerbs = round ? Self.roundStrokePieceVerbs : Self.strokePieceVerbs
            guard node.path.verbs.count > pieceVerbs, node.style.stroke != nil else {
                return paint(node.style) { appendPath(node.path) }
            }
            var fill = node.style
            fill.stroke = nil
            if fill.fill != nil { paint(fill) { appendPath(node.path) } }
            if round, fillStrokeOutline(node.path, style: node.style) { return }
            strokeInPieces(node.path, style: node.style, maxVerbs: pieceVerbs)
        }

        /// Strokes a long path in pieces that join seamlessly: dashes continue from piece to piece, and a
        /// translucent stroke is drawn opaque into a group composited once, so overlaps do not darken.
        func strokeInPieces(_ path: Path, style: Style, maxVerbs: Int) {
            var stroke = style
            stroke.fill = nil
            let opacity = Self.unitInterval(style.opacity)
            let translucent =
                opacity < 1 || (style.stroke.map { if case .color(let c) = $0 { c.alpha < 1 } else { false } } ?? false)
            if translucent {
                cairo_push_group(cr)
                stroke.opacity = 1
                if case .color(var c)? = style.stroke {
                    c.alpha = 1
                    stroke.stroke = .color(c)
                }
            }
            var dashOffset = style.dashOffset.isFinite ? style.dashOffset : 0
            let dashed = !style.dash.isEmpty
            if !translucent, !dashed, bandedStrokes {
                var pieces: [Path] = []
                path.forEachPiece(maxVerbs: maxVerbs) { pieces.append($0) }
                if paintInBands(pieces, style: stroke) { return }
            }
            path.forEachPiece(maxVerbs: maxVerbs) { piece in
                stroke.dashOffset = dashOffset
                if dashed { dashOffset += length(of: piece) }
                paint(stroke) { appendPath(piece) }
            }
            if translucent {
                cairo_pop_group_to_source(cr)
                let alpha: Double = if case .color(let c)? = style.stroke { Self.unitInterval(c.alpha) } else { 1 }
                cairo_paint_with_alpha(cr, opacity * alpha)
            }
        }

        /// The length of a path as cairo flattens it (for carrying a dash pattern across pieces).
        func length(of path: Path) -> Double {
            cairo_new_path(cr)
            appendPath(path)
            defer { cairo_new_path(cr) }
            guard let flat = cairo_copy_path_flat(cr) else { return 0 }
            defer { cairo_path_destroy(flat) }
            var total = 0.0
            var (last, start) = ((0.0, 0.0), (0.0, 0.0))
            var i = 0
            let data = flat.pointee.data!
            while i < Int(flat.pointee.num_data) {
                let header = data[i].header
                let p = i + 1 < Int(flat.pointee.num_data) ? (data[i + 1].point.x, data[i + 1].point.y) : last
                switch header.type {
                case CAIRO_PATH_MOVE_TO: (last, start) = (p, p)
                case CAIRO_PATH_LINE_TO:
                    total += ((p.0 - last.0) * (p.0 - last.0) + (p.1 - last.1) * (p.1 - last.1)).squareRoot()
                    last = p
                case CAIRO_PATH_CLOSE_PATH:
                    total += ((start.0 - last.0) * (start.0 - last.0) + (start.1 - last.1) * (start.1 - last.1))
                        .squareRoot()
                    last = start
                default: break
                }
                i += Int(header.length)
            }
            return total
        }

        /// Draws a symbol: a circle of radius √(size/π) (d3-shape's `symbolCircle`; like SVG's `<circle>`,
        /// radius 0 draws nothing), every other shape from ``SymbolShape/path(center:size:)``.
        func drawSymbol(_ node: SymbolNode) {
            let size = node.size.isFinite ? max(0, node.size) : 0
            if node.shape == .circle {
                let radius = min(1e6, (size / Double.pi).squareRoot())
                guard radius > 0 else { return }
                let (x, y) = (Self.coordinate(node.center.x), Self.coordinate(node.center.y))
                paint(node.style) {
                    cairo_new_sub_path(cr)
                    cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
                    cairo_close_path(cr)
                }
            } else {
                paint(node.style) { appendPath(node.shape.path(center: node.center, size: size)) }
            }
        }

        /// Adds a scene path to cairo's current path, with the SVG writer's handling of malformed input:
        /// when the points run out the path stops there, a leading close is dropped, and a leading line
        /// or curve starts the path (cairo, like canvas, moves to its first point). Quadratic segments
        /// become cubics with the same curve (control points at ⅔ towards the quadratic's control point).
        func appendPath(_ path: Path) {
            path.verbs.withUnsafeBufferPointer { verbs in
                path.points.withUnsafeBufferPointer { points in
                    var pointIndex = 0
                    var current = Point.zero
                    var subpathStart = Point.zero
                    var started = false
                    for verb in verbs {
                        let base = pointIndex
                        guard base + verb.pointCount <= points.count else { return }
                        pointIndex += verb.pointCount
                        switch verb {
                        case .move, .line:
                            let p = Self.point(points[base])
                            if verb == .move || !started {
                                cairo_move_to(cr, p.x, p.y)
                                subpathStart = p
                            } else {
                                cairo_line_to(cr, p.x, p.y)
                            }
                            current = p
                        case .quad:
                            let (c, p) = (Self.point(points[base]), Self.point(points[base + 1]))
                            let start = started ? current : c
                            if !started {
                                cairo_move_to(cr, start.x, start.y)
                                subpathStart = start
                            }
                            cairo_curve_to(
                                cr, start.x + 2 / 3 * (c.x - start.x), start.y + 2 / 3 * (c.y - start.y),
                                p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                            current = p
                        case .cubic:
                            let c1 = Self.point(points[base])
                            let c2 = Self.point(points[base + 1])
                            let p = Self.point(points[base + 2])
                            if !started {
                                cairo_move_to(cr, c1.x, c1.y)
                                subpathStart = c1
                            }
                            cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                            current = p
                        case .close:
                            guard started else { continue }
                            cairo_close_path(cr)
                            current = subpathStart
                        }
                        started = true
                    }
                }
            }
        }

        /// A rectangle cairo can hold: non-finite origin and size components count as 0 (as the SVG writer
        /// prints them), then both corners are kept within ±10⁶ (see ``coordinate(_:)``); standardized.
        static func drawableRect(_ r: Rect) -> Rect {
            let (x, y) = (number(r.origin.x), number(r.origin.y))
            let (w, h) = (number(r.size.width), number(r.size.height))
            func clamp(_ v: Double) -> Double { min(1e6, max(-1e6, v)) }  // x + w may overflow to ±∞
            return Rect(corner: Point(x: clamp(x), y: clamp(y)), Point(x: clamp(x + w), y: clamp(y + h)))
        }

        /// A point with both coordinates made drawable (see ``coordinate(_:)``).
        @inline(__always)
        static func point(_ p: Point) -> Point {
            Point(x: coordinate(p.x), y: coordinate(p.y))
        }
    }
#endif
