import Charta

/// A unit's mark as a ``MarkSpec``: kind, colour, opacity, symbol, stroke, corner radii, widths and
/// orientation from the mark definition and the config.
extension VLCompiler {
    mutating func markSpec(_ unit: VLUnit, infos: [VLChannel: VLScaleInfo]) -> MarkSpec {
        let config = config
        func prop(_ key: String) -> JSONValue? { unit.markProperty(key, config: config) }
        func num(_ key: String) -> Double? {
            if let d = prop(key)?.number { return d }
            // A signal `{"expr": "20"}` with a constant expression, evaluated on the spec's budget.
            guard let text = prop(key)?.object?["expr"]?.string,
                case .success(let e) = VLExpression.parse(text, maxDepth: limits.nestingDepth)
            else {
                return nil
            }
            let v = evaluate(e, .object([:]), at: "mark.\(key)")
            return v.isNumber && v.number.isFinite ? v.number : nil
        }
        let kind: MarkKind
        switch unit.markType {
        case "bar": kind = .bar
        case "line": kind = .line
        case "trail": kind = .trail
        case "area": kind = .area
        case "point", "circle", "square": kind = .point
        case "tick": kind = .tick
        case "rule": kind = .rule
        case "rect": kind = .rect
        case "text": kind = .text
        default: kind = .arc
        }
        var mark = MarkSpec(kind)
        let filled = prop("filled")?.bool ?? (unit.markType != "point")
        let colorKey = VLPaint(markType: unit.markType, filled: filled) == .stroke ? "stroke" : "fill"
        if let c = (prop(colorKey) ?? prop("color"))?.string.flatMap(VLColor.parse) { mark.style = .color(c) }
        mark.opacity = num("opacity")
        if kind == .text {
            switch prop("align")?.string {
            case "left"?: mark.textAnchor = .start
            case "right"?: mark.textAnchor = .end
            default: break
            }
        }
        if ["point", "circle", "square"].contains(unit.markType) {
            mark.filled = filled
            let shape = unit.markNode["shape"] ?? prop("shape").map { JSONNode($0, path: "config.mark.shape") }
            mark.symbol = unit.markType == "square" ? .square : symbol(shape) ?? .circle
            mark.symbolSize = VLCompiler.chartaSymbolSize(num("size") ?? 30, shape: mark.symbol)
            mark.lineWidth = num("strokeWidth") ?? 2
            if mark.opacity == nil { mark.opacity = 0.7 }
        }
        if ["line", "trail", "rule"].contains(unit.markType) {
            mark.lineWidth = num("strokeWidth") ?? (unit.markType == "rule" ? 1 : 2)
        }
        // A line's `fill` fills its path (a closed line is a polygon), as Vega draws it.
        if unit.markType == "line", let fill = prop("fill")?.string.flatMap(VLColor.parse) { mark.lineFill = fill }
        if let dash = prop("strokeDash")?.array?.compactMap(\.number) { mark.dash = dash }
        switch prop("strokeCap")?.string {
        case "round"?: mark.lineCap = .round
        case "square"?: mark.lineCap = .square
        case "butt"?: mark.lineCap = .butt
        default: break
        }
        mark.interpolation = interpolation(prop("interpolate")?.string)
        // An offset moves the whole mark only where its channel is a position, not one end of a range
        // (x2, a bar's length, or a second offset moving the other end).
        func moves(_ axis: VLChannel) -> Bool {
            let length = ["bar", "area"].contains(unit.markType) && (axis == .x) == (unit.orient == .horizontal)
            return unit.secondaryDef(axis) == nil && num(axis.name + "2Offset") == nil && !length
        }
        for axis in [VLChannel.x, .y] {
            guard let offset = num(axis.name + "Offset") else { continue }
            if moves(axis) {
                if axis == .x { mark.xOffset = offset } else { mark.yOffset = offset }
            } else {
                let path = unit.markNode[axis.name + "Offset"]?.path ?? JSONNode.join(unit.path, "mark")
                warnUnsupported("The mark property “\(axis)Offset” on one end of a range", at: path)
            }
        }
        if ["bar", "rect"].contains(unit.markType) {
            mark.cornerRadius = cornerRadii(unit, num)
            mark.horizontal = unit.orient.map { $0 == .horizontal }
        }
        if unit.markType == "area" { mark.horizontal = unit.orient.map { $0 == .horizontal } }
        if unit.markType == "arc" {
            var arc = ArcGeometry(innerRadius: num("innerRadius") ?? 0, outerRadius: num("outerRadius"))
            arc.padAngle = num("padAngle") ?? 0
            let range = infos[.theta]?.def.scale?["range"]?.value.array?.compactMap(\.number) ?? []
            if range.count == 2, range.allSatisfy(\.isFinite) { (arc.startAngle, arc.endAngle) = (range[0], range[1]) }
            if arc != ArcGeometry() { mark.arc = arc }
        }
        let alongX = unit.markType == "tick" ? unit.orient == .horizontal : unit.orient != .horizontal
        let widthKey = alongX ? "width" : "height"
        if let w = prop(widthKey) {
            if let d = w.number {
                mark.width = .fixed(d)
            } else if let band = w.object?["band"]?.number {
                mark.width = .ratio(band)
            }
        }
        // A bar's `size` is its width in points (Vega-Lite's mark `size` for bars).
        if unit.markType == "bar", case .automatic = mark.width, let size = num("size"), size.isFinite, size >= 0 {
            mark.width = .fixed(size)
        }
        if unit.markType == "tick" {
            mark.lineWidth = num("thickness") ?? 1
            if let size = num("size") { mark.width = .fixed(size) }
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
        return mark
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
    func cornerRadii(_ unit: VLUnit, _ num: (String) -> Double?) -> CornerRadii? {
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
