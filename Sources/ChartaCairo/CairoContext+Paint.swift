#if Cairo
    import CCairo
    import ChartaScene

    extension CairoContext {
        /// Fills and strokes the current path with a style, then clears the path.
        ///
        /// SVG's `opacity` applies to the shape as a whole: when a shape has both a fill and a stroke and
        /// is translucent, both are drawn into a group that is composited once, so the stroke does not
        /// show the fill through it. With only one of them, the opacity is folded into the paint.
        /// `fillable` is false for lines, which have no interior (the SVG back end writes no fill for
        /// `<line>`).
        func paint(_ style: Style, fillable: Bool = true, path: () -> Void) {
            let opacity = Self.unitInterval(style.opacity)
            let fill = fillable ? style.fill : nil
            let width = style.strokeWidth.isFinite ? max(0, style.strokeWidth) : 0
            let stroke = width > 0 ? style.stroke : nil
            guard opacity > 0, fill != nil || stroke != nil else { return }
            let grouped = opacity < 1 && fill != nil && stroke != nil
            if grouped { cairo_push_group(cr) }
            let alpha = grouped ? 1 : opacity
            path()
            if let fill, setSource(fill, alpha: alpha) {
                cairo_set_fill_rule(cr, style.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill_preserve(cr)
            }
            if let stroke, setSource(stroke, alpha: alpha) {
                setStrokeStyle(style, width: width)
                cairo_stroke_preserve(cr)
            }
            cairo_new_path(cr)
            if grouped {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
        }

        /// Sets width, dashes, cap and join for stroking, with the SVG back end's rules: a dash array
        /// with a negative or non-finite length, or with no positive length, draws a solid line.
        func setStrokeStyle(_ style: Style, width: Double) {
            cairo_set_line_width(cr, width)
            let dash = style.dash
            if !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) {
                let offset = style.dashOffset.isFinite ? style.dashOffset : 0
                dash.withUnsafeBufferPointer { lengths in
                    cairo_set_dash(cr, lengths.baseAddress, Int32(clamping: lengths.count), offset)
                }
            } else {
                cairo_set_dash(cr, nil, 0, 0)
            }
            switch style.lineCap {
            case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
            }
            switch style.lineJoin {
            case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
            }
        }

        /// Makes `paint`, with its alpha multiplied by `alpha`, the source; false when it paints nothing
        /// (a gradient without stops, as SVG treats it).
        ///
        /// Gradients are in the user space of the node (SVG's `gradientUnits="userSpaceOnUse"`) and pad
        /// beyond their ends (SVG's `spreadMethod="pad"`). As in SVG, offsets are clamped to 0…1 and each
        /// is raised to the largest before it; a linear gradient whose ends coincide, or a radial one of
        /// radius 0, paints its last stop's colour.
        func setSource(_ paint: Paint, alpha: Double) -> Bool {
            switch paint {
            case .color(let c):
                cairo_set_source_rgba(cr, c.red, c.green, c.blue, Self.unitInterval(c.alpha) * alpha)
                return true
            case .linearGradient(let g):
                let (x0, y0) = (Self.coordinate(g.start.x), Self.coordinate(g.start.y))
                let (x1, y1) = (Self.coordinate(g.end.x), Self.coordinate(g.end.y))
                if x0 == x1 && y0 == y1 { return setLastStop(g.stops, alpha: alpha) }
                guard g.stops.count > 1 else { return setLastStop(g.stops, alpha: alpha) }
                return setGradient(cairo_pattern_create_linear(x0, y0, x1, y1), g.stops, alpha: alpha)
            case .radialGradient(let g):
                let (cx, cy) = (Self.coordinate(g.center.x), Self.coordinate(g.center.y))
                let r = g.radius.isFinite ? min(1e6, max(0, g.radius)) : 0
                guard r > 0, g.stops.count > 1 else { return setLastStop(g.stops, alpha: alpha) }
                return setGradient(cairo_pattern_create_radial(cx, cy, 0, cx, cy, r), g.stops, alpha: alpha)
            }
        }

        private func setLastStop(_ stops: [GradientStop], alpha: Double) -> Bool {
            guard let last = stops.last else { return false }
            return setSource(.color(last.color), alpha: alpha)
        }

        private func setGradient(_ pattern: OpaquePointer?, _ stops: [GradientStop], alpha: Double) -> Bool {
            guard let pattern else { return false }
            var previous = 0.0
            for stop in stops {
                let offset = max(previous, Self.unitInterval(stop.offset))
                previous = offset
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(
                    pattern, offset, c.red, c.green, c.blue, Self.unitInterval(c.alpha) * alpha)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            return true
        }
    }
#endif
