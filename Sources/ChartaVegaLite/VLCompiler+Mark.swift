import Charta

/// A unit's mark as a ``MarkSpec``: kind, colour, opacity, symbol, stroke, corner radii, widths and
/// orientation from the mark definition and the config.
extension VLCompiler {
    mutating func markSpec(_ unit: VLUnit, infos: [VLChannel: VLScaleInfo]) -> MarkSpec {
        var mark = MarkSpec(VLCompiler.markKind(unit.markType))
        paintMark(unit, &mark)
        strokeMark(unit, &mark)
        offsetMark(unit, &mark)
        shapeMark(unit, infos: infos, &mark)
        sizeMark(unit, infos: infos, &mark)
        // Vega-Lite clips the marks of a view whose scales a selection binds (`scaleClip`), as they pan out.
        let bound = view.selections.contains { selections[$0]?.bindsScales == true }
        mark.clipsToPlot = markValue(unit, "clip")?.bool ?? bound
        return mark
    }

    /// A mark property from the mark definition or the config.
    func markValue(_ unit: VLUnit, _ key: String) -> JSONValue? { unit.markProperty(key, config: config) }

    /// A numeric mark property, or a signal `{"expr": "20"}` with a constant expression, evaluated on
    /// the spec's budget.
    mutating func markNumber(_ unit: VLUnit, _ key: String) -> Double? {
        let value = markValue(unit, key)
        if let d = value?.number { return d }
        guard let text = value?.object?["expr"]?.string,
            case .success(let e) = VLExpression.parse(text, maxDepth: limits.nestingDepth)
        else {
            return nil
        }
        let v = evaluate(e, .object([:]), at: "mark.\(key)")
        return v.isNumber && v.number.isFinite ? v.number : nil
    }

    static func markKind(_ markType: String) -> MarkKind {
        switch markType {
        case "bar": .bar
        case "line": .line
        case "trail": .trail
        case "area": .area
        case "point", "circle", "square": .point
        case "tick": .tick
        case "rule": .rule
        case "rect": .rect
        case "text": .text
        case "image": .image
        default: .arc
        }
    }

    /// Colour, opacity, text alignment and point symbols.
    mutating func paintMark(_ unit: VLUnit, _ mark: inout MarkSpec) {
        let filled = isFilled(unit)
        let colorKey = paintKey(unit)
        if let c = (markValue(unit, colorKey) ?? markValue(unit, "color"))?.string.flatMap(VLColor.parse) {
            mark.style = .color(c)
        }
        mark.opacity = markNumber(unit, "opacity")
        if unit.markType == "arc", filled, let stroke = markValue(unit, "stroke")?.string.flatMap(VLColor.parse) {
            mark.outline = stroke
            mark.lineWidth = markNumber(unit, "strokeWidth")
        }
        if mark.kind == .text {
            switch markValue(unit, "align")?.string {
            case "left"?: mark.textAnchor = .start
            case "right"?: mark.textAnchor = .end
            default: break
            }
        }
        if ["point", "circle", "square"].contains(unit.markType) {
            mark.filled = filled
            let shape =
                unit.markNode["shape"] ?? markValue(unit, "shape").map { JSONNode($0, path: "config.mark.shape") }
            mark.symbol = unit.markType == "square" ? .square : symbol(shape) ?? .circle
            mark.symbolSize = VLCompiler.chartaSymbolSize(markNumber(unit, "size") ?? 30, shape: mark.symbol)
            mark.lineWidth = markNumber(unit, "strokeWidth") ?? 2
            if mark.opacity == nil { mark.opacity = 0.7 }
        }
    }

    /// Whether the mark is filled: every mark but `point`, unless `filled` says otherwise.
    func isFilled(_ unit: VLUnit) -> Bool { markValue(unit, "filled")?.bool ?? (unit.markType != "point") }

    /// The mark property its colour sets: `stroke` for lines and unfilled points, `fill` otherwise.
    func paintKey(_ unit: VLUnit) -> String {
        VLPaint(markType: unit.markType, filled: isFilled(unit)) == .stroke ? "stroke" : "fill"
    }

    /// Stroke width, a line's fill, dashes, caps and interpolation.
    mutating func strokeMark(_ unit: VLUnit, _ mark: inout MarkSpec) {
        if ["line", "trail", "rule"].contains(unit.markType) {
            mark.lineWidth = markNumber(unit, "strokeWidth") ?? (unit.markType == "rule" ? 1 : 2)
        }
        // A line's `fill` fills its path (a closed line is a polygon), as Vega draws it.
        if unit.markType == "line", let fill = markValue(unit, "fill")?.string.flatMap(VLColor.parse) {
            mark.lineFill = fill
        }
        if let dash = markValue(unit, "strokeDash")?.array?.compactMap(\.number) { mark.dash = dash }
        switch markValue(unit, "strokeCap")?.string {
        case "round"?: mark.lineCap = .round
        case "square"?: mark.lineCap = .square
        case "butt"?: mark.lineCap = .butt
        default: break
        }
        mark.interpolation = interpolation(markValue(unit, "interpolate")?.string)
    }

    /// `xOffset`/`yOffset` move the whole mark only where the channel is a position, not one end of a
    /// range (x2, a bar's length, or a second offset moving the other end).
    mutating func offsetMark(_ unit: VLUnit, _ mark: inout MarkSpec) {
        for axis in [VLChannel.x, .y] {
            guard let offset = markNumber(unit, axis.name + "Offset") else { continue }
            let length = ["bar", "area"].contains(unit.markType) && (axis == .x) == (unit.orient == .horizontal)
            let moves = unit.secondaryDef(axis) == nil && markNumber(unit, axis.name + "2Offset") == nil && !length
            if moves {
                if axis == .x { mark.xOffset = offset } else { mark.yOffset = offset }
            } else {
                let path = unit.markNode[axis.name + "Offset"]?.path ?? JSONNode.join(unit.path, "mark")
                warnUnsupported("The mark property “\(axis)Offset” on one end of a range", at: path)
            }
        }
        // A text's `dx` and `dy` move it by points from its place (Vega's text offsets).
        if unit.markType == "text" {
            mark.xOffset += markNumber(unit, "dx") ?? 0
            mark.yOffset += markNumber(unit, "dy") ?? 0
        }
    }

    /// Corner radii, orientation and an arc's radii and angles.
    mutating func shapeMark(_ unit: VLUnit, infos: [VLChannel: VLScaleInfo], _ mark: inout MarkSpec) {
        if ["bar", "rect"].contains(unit.markType) {
            mark.cornerRadius = cornerRadii(unit)
            mark.horizontal = unit.orient.map { $0 == .horizontal }
        }
        if unit.markType == "area" { mark.horizontal = unit.orient.map { $0 == .horizontal } }
        if unit.markType == "arc" { mark.arc = arcGeometry(unit, infos: infos) }
        if unit.markType == "text" && (unit.defs[.theta] != nil || unit.defs[.radius] != nil) {
            var geometry = ArcGeometry(outerRadius: markNumber(unit, "radius"))
            geometry.radiusOffset = markNumber(unit, "radiusOffset") ?? 0
            geometry.thetaOffset = markNumber(unit, "thetaOffset") ?? 0
            mark.arc = geometry
        }
    }

    /// An arc's radii (`outerRadius` or `radius`, `innerRadius` or `radius2`, in either order), pad angle,
    /// and the angles it spans (the theta scale's `range`, or the mark's `theta` and `theta2` for an arc
    /// without a theta channel); nil when all are the defaults.
    mutating func arcGeometry(_ unit: VLUnit, infos: [VLChannel: VLScaleInfo]) -> ArcGeometry? {
        var inner = markNumber(unit, "innerRadius") ?? markNumber(unit, "radius2") ?? 0
        var outer = markNumber(unit, "outerRadius") ?? markNumber(unit, "radius")
        if let o = outer, o < inner { (inner, outer) = (o, inner) }
        var arc = ArcGeometry(innerRadius: inner, outerRadius: outer)
        arc.padAngle = markNumber(unit, "padAngle") ?? 0
        let range = infos[.theta]?.def.scale?["range"]?.value.array?.compactMap(\.number) ?? []
        if range.count == 2, range.allSatisfy(\.isFinite) { (arc.startAngle, arc.endAngle) = (range[0], range[1]) }
        if unit.defs[.theta] == nil, let start = markNumber(unit, "theta"), let end = markNumber(unit, "theta2") {
            (arc.startAngle, arc.endAngle) = (start, end)
        }
        return arc == ArcGeometry() ? nil : arc
    }

    /// The mark's width across its dimension: `width`/`height` (points or a band ratio), a bar's or
    /// tick's `size`, or `continuousBandSize` for bars along a continuous dimension.
    mutating func sizeMark(_ unit: VLUnit, infos: [VLChannel: VLScaleInfo], _ mark: inout MarkSpec) {
        let alongX = unit.markType == "tick" ? unit.orient == .horizontal : unit.orient != .horizontal
        if let w = markValue(unit, alongX ? "width" : "height") {
            if let d = w.number {
                mark.width = .fixed(d)
            } else if let band = w.object?["band"]?.number {
                mark.width = .ratio(band)
            }
        }
        // A bar's `size` is its width in points (Vega-Lite's mark `size` for bars).
        if unit.markType == "bar", case .automatic = mark.width, let size = markNumber(unit, "size"), size.isFinite,
            size >= 0
        {
            mark.width = .fixed(size)
        }
        if unit.markType == "tick" {
            mark.lineWidth = markNumber(unit, "thickness") ?? 1
            if let size = markNumber(unit, "size") { mark.width = .fixed(size) }
            mark.horizontal = unit.orient.map { $0 == .horizontal }
        }
        // Bars along a continuous dimension are `continuousBandSize` (5) points wide.
        if unit.markType == "bar", case .automatic = mark.width, let orient = unit.orient {
            let dimension: VLChannel = orient == .vertical ? .x : .y
            if let def = unit.defs[dimension], infos[dimension]?.isDiscrete == false, !def.isBinned,
                def.timeUnit == nil, unit.secondaryDef(dimension) == nil
            {
                mark.width = .fixed(config.number("bar", "continuousBandSize") ?? 5)
            }
        }
    }

    /// Vega's default symbol range for shape scales, in Charta's shapes.
    static let shapePalette: [SymbolShape] = [
        .circle, .square, .boxTriangleUp, .cross, .diamond, .triangleRight, .boxTriangleDown, .triangleLeft,
    ]

    /// The shapes of a shape scale, one per category: `scale.range` when it names shapes (or gives SVG
    /// path data), else Vega's default range.
    mutating func shapeRange(_ def: VLFieldDef) -> [SymbolShape] {
        let given = (def.scale?["range"]?.elements ?? []).compactMap { symbol($0) }
        return given.isEmpty ? VLCompiler.shapePalette : given
    }

    /// A Vega shape (``shape(_:)``), reported once at the value's path when Charta cannot draw it.
    mutating func symbol(_ node: JSONNode?) -> SymbolShape? {
        guard let node, let name = node.value.string else { return nil }
        let shape = VLCompiler.shape(name)
        guard !diagnostics.contains(where: { $0.path == node.path }) else { return shape }
        if ["arrow", "wedge", "stroke"].contains(name) {
            warnUnsupported("The shape “\(name)” (drawn as a circle)", at: node.path)
        } else if VLCompiler.namedSymbol(name) == nil {
            do {
                _ = try SymbolPath(name)
            } catch {
                warn(
                    "The shape “\(name)” is neither a symbol name nor valid SVG path data (\(error.message) at "
                        + "character \(error.offset + 1)); nothing is drawn for it", at: node.path)
            }
        }
        return shape
    }

    /// A Vega shape: one of Vega's symbol names, else SVG path data in the unit box (Vega's custom
    /// symbols). Path data that does not parse is an empty outline (nothing is drawn); Vega's `arrow`,
    /// `wedge` and `stroke` are nil (drawn as circles).
    static func shape(_ name: String) -> SymbolShape? {
        if let named = namedSymbol(name) { return named }
        if ["arrow", "wedge", "stroke"].contains(name) { return nil }
        return ((try? SymbolPath(name)) ?? (try? SymbolPath(""))).map(SymbolShape.custom)
    }

    /// Vega's symbol names as Charta's shapes.
    static func namedSymbol(_ name: String) -> SymbolShape? {
        switch name {
        case "circle": .circle
        case "square": .square
        case "diamond": .diamond
        case "triangle": .triangleUp
        case "triangle-up": .boxTriangleUp
        case "triangle-down": .boxTriangleDown
        case "triangle-left": .triangleLeft
        case "triangle-right": .triangleRight
        case "cross": .cross
        case "star": .star
        case "wye": .wye
        default: nil
        }
    }

    func interpolation(_ name: String?) -> InterpolationMethod? {
        switch name {
        case "linear"?: .linear
        case "linear-closed"?: .linearClosed
        case "monotone"?: .monotone
        case "step"?: .stepCenter
        case "step-before"?: .stepStart
        case "step-after"?: .stepEnd
        case "basis"?, "basis-open"?, "basis-closed"?: .basis
        case "cardinal"?, "cardinal-open"?, "cardinal-closed"?: .cardinal(tension: 0)
        case "catmull-rom"?: .catmullRom(alpha: 0.5)
        case "natural"?: .natural
        default: nil
        }
    }

    /// Corner radii from `cornerRadius`, the per-corner forms and `cornerRadiusEnd` (the corners at the
    /// value end of the bar).
    mutating func cornerRadii(_ unit: VLUnit) -> CornerRadii? {
        func num(_ key: String) -> Double? { markNumber(unit, key) }
        let all = num("cornerRadius") ?? 0
        var r = CornerRadii(
            topLeft: num("cornerRadiusTopLeft") ?? all, topRight: num("cornerRadiusTopRight") ?? all,
            bottomRight: num("cornerRadiusBottomRight") ?? all, bottomLeft: num("cornerRadiusBottomLeft") ?? all)
        if let end = num("cornerRadiusEnd") {
            if unit.orient == .horizontal {
                r.topRight = end
                r.bottomRight = end
            } else {
                r.topLeft = end
                r.topRight = end
            }
        }
        return r == .zero ? nil : r
    }

}
