import ChartaScene

/// One walk over a scene onto a ``TerminalCanvas``.
struct TerminalDrawing {
    var canvas: TerminalCanvas
    let measurer: CellTextMeasurer
    let colorMode: TerminalColorMode
    /// The scene's background, which translucent shading is composited over.
    var background: Color?
    /// The marker of each series colour when series are told apart without colour (see
    /// ``markers(for:colorMode:)``); empty otherwise.
    var markers: [Color: Character] = [:]
    /// Markers found while drawing, drawn over the marks at the end.
    var pendingMarkers: [PendingMarker] = []

    /// What the enclosing groups decide for their children.
    struct Context {
        var transform = AffineTransform.identity
        var opacity = 1.0
        var clip: Rect?
        var role: Role?
        /// The side of the plot of the enclosing axis.
        var orient: Edge?
    }

    /// Fills under this opacity are not drawn; lines and text always are.
    static let fillThreshold = 0.2

    mutating func draw(_ node: SceneNode, context: Context) {
        switch node {
        case .group(let group): drawGroup(group, context: context)
        case .rect(let rect): drawRect(rect, context: context)
        case .path(let path): drawPath(path.path, style: path.style, context: context)
        case .line(let line): drawLine(line, context: context)
        case .text(let text): drawText(text, context: context)
        case .symbol(let symbol): drawSymbol(symbol, context: context)
        case .image: break  // a text grid draws no pictures
        }
    }

    private mutating func drawGroup(_ group: Group, context: Context) {
        var inner = context
        inner.transform = group.transform.concatenating(context.transform)
        inner.opacity *= group.opacity
        if let role = group.role, context.role != .background, context.role != .axisGrid { inner.role = role }
        if let orient = group.orient { inner.orient = orient }
        if let clip = group.clip {
            let corners = [
                clip.origin, Point(x: clip.maxX, y: clip.minY), Point(x: clip.minX, y: clip.maxY),
                Point(x: clip.maxX, y: clip.maxY),
            ].map(inner.transform.apply)
            var box = Rect(corner: corners[0], corners[3])
            for corner in corners { box = box.union(Rect(origin: corner, size: .zero)) }
            inner.clip = context.clip.map { $0.intersection(box) ?? Rect(origin: box.origin, size: .zero) } ?? box
        }
        for child in Self.ordered(group) {
            if case .rect(let rect) = child, Self.isPanel(rect, in: group) {
                drawPanel(rect, context: inner)
                continue
            }
            let saved = canvas.clip
            if let clip = inner.clip {
                canvas.clip = saved.intersection(clip) ?? Rect(origin: clip.origin, size: .zero)
            }
            draw(child, context: inner)
            canvas.clip = saved
        }
    }

    /// An axis's children with its domain line first, so ticks find the line they join.
    static func ordered(_ group: Group) -> [SceneNode] {
        guard group.role == .axis else { return group.children }
        func isDomain(_ node: SceneNode) -> Bool {
            if case .group(let g) = node { return g.role == .axisDomain }
            return false
        }
        return group.children.filter(isDomain) + group.children.filter { !isDomain($0) }
    }

    /// Whether a rectangle is the box behind text of its group (an info bubble, a label's background):
    /// a sibling text node starts inside it.
    static func isPanel(_ rect: RectNode, in group: Group) -> Bool {
        let box = rect.rect.standardized
        return group.children.contains { node in
            if case .text(let text) = node { return box.contains(text.position) }
            return false
        }
    }

    /// A box behind text: the cells it covers are cleared (and take its colour as their background in
    /// colour output); its stroke is left out, as a frame would cover the text next to it.
    private mutating func drawPanel(_ node: RectNode, context: Context) {
        let a = context.transform.apply(node.rect.origin)
        let b = context.transform.apply(Point(x: node.rect.maxX, y: node.rect.maxY))
        let rect = Rect(corner: a, b)
        let (c0, c1, r0, r1) = canvas.cellRange(rect.intersection(canvas.clip))
        let fill = color(node.style.fill, style: node.style, context: context)
        for row in r0..<max(r0, r1) {
            for column in c0..<max(c0, c1) where canvas.isVisible(column, row) {
                canvas.setGlyph(column, row, .empty, color: nil)
                if colorMode != .none, let (c, alpha) = fill, alpha > 0.5 {
                    canvas.update(column, row) { $0.background = c }
                }
            }
        }
    }

    /// A solid colour and its effective opacity, for a paint; gradients give their most opaque stop.
    func color(_ paint: Paint?, style: Style, context: Context) -> (Color, Double)? {
        let base: Color
        switch paint {
        case .none: return nil
        case .color(let c): base = c
        case .linearGradient(let g):
            guard let c = g.stops.max(by: { $0.color.alpha < $1.color.alpha })?.color else { return nil }
            base = c
        case .radialGradient(let g):
            guard let c = g.stops.max(by: { $0.color.alpha < $1.color.alpha })?.color else { return nil }
            base = c
        }
        let alpha = base.alpha * style.opacity * context.opacity
        return alpha > 0.01 ? (Color(red: base.red, green: base.green, blue: base.blue), alpha) : nil
    }

    private mutating func drawRect(_ node: RectNode, context: Context) {
        let a = context.transform.apply(node.rect.origin)
        let b = context.transform.apply(Point(x: node.rect.maxX, y: node.rect.maxY))
        let rect = Rect(corner: a, b)
        if context.role == .background {
            if colorMode != .none, let (fill, alpha) = color(node.style.fill, style: node.style, context: context),
                alpha > 0.5
            {
                canvas.fillBackground(rect, color: fill)
            }
            return
        }
        if case .color? = node.style.fill,
            let (fill, alpha) = color(node.style.fill, style: node.style, context: context),
            alpha >= Self.fillThreshold
        {
            if context.role != .mark, rect.width <= canvas.cellSize.width * 1.5, rect.height <= canvas.cellSize.height,
                rect.width * rect.height >= 4
            {
                // A swatch about a cell in size (a legend or bubble key) is one whole cell.
                let column = Int((rect.midX / canvas.cellSize.width).rounded(.down))
                let row = Int((rect.midY / canvas.cellSize.height).rounded(.down))
                canvas.put("■", column: column, row: row, vertical: false, color: fill)
                return
            }
            canvas.fillRect(rect, color: fill, alpha: alpha)
        } else if let (stroke, _) = color(node.style.stroke, style: node.style, context: context) {
            let corners = [
                rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
                Point(x: rect.minX, y: rect.maxY),
            ]
            for i in 0..<4 { canvas.boxLine(corners[i], corners[(i + 1) % 4], color: stroke, dotted: false) }
        }
    }

    private mutating func drawLine(_ node: LineNode, context: Context) {
        guard let (stroke, _) = color(node.style.stroke, style: node.style, context: context) else { return }
        let a = context.transform.apply(node.from)
        let b = context.transform.apply(node.to)
        // Grid lines are faint dots that give way to everything else.
        if context.role == .axisGrid, canvas.faintLine(a, b, color: stroke) { return }
        let dotted = context.role == .axisGrid || !node.style.dash.isEmpty
        let outward = context.role == .axisTick ? context.orient : nil
        if !canvas.boxLine(a, b, color: stroke, dotted: dotted, outward: outward) {
            canvas.strokeSegment(a, b, color: stroke)
        }
    }

    private mutating func drawPath(_ path: Path, style: Style, context: Context) {
        let polylines = path.applying(context.transform).flattened(tolerance: 0.5)
        if case .color? = style.fill, let (fill, alpha) = color(style.fill, style: style, context: context),
            alpha >= Self.fillThreshold
        {
            canvas.fillPolygons(polylines.map(\.points), evenOdd: style.fillRule == .evenOdd, color: fill)
            if style.stroke == nil { stroke(polylines, color: fill) }
        }
        if colorMode == .trueColor, case .linearGradient(let gradient)? = style.fill {
            shade(polylines, gradient: gradient, style: style, context: context)
        }
        if let (stroke, _) = color(style.stroke, style: style, context: context) {
            self.stroke(polylines, color: stroke)
            if context.role == .mark, style.fill == nil { markLines(polylines, color: stroke) }
        }
    }

    private mutating func stroke(_ polylines: [Polyline], color: Color) {
        for line in polylines {
            let points = line.points
            guard let first = points.first else { continue }
            if points.count == 1 { canvas.strokeSegment(first, first, color: color) }
            for i in points.indices.dropFirst() { canvas.strokeSegment(points[i - 1], points[i], color: color) }
            if line.isClosed, points.count > 2, let last = points.last {
                canvas.strokeSegment(last, first, color: color)
            }
        }
    }

    private mutating func drawSymbol(_ node: SymbolNode, context: Context) {
        let center = context.transform.apply(node.center)
        let radius = (max(0, node.size) / Double.pi).squareRoot()
        let dotWidth = canvas.cellSize.width / Double(TerminalCanvas.dotsAcross)
        if context.role == .legendSymbol {
            // A legend swatch is one cell: a bullet in the symbol's colour.
            guard let (c, _) = color(node.style.fill ?? node.style.stroke, style: node.style, context: context) else {
                return
            }
            // The cell of the symbol's leading edge, so a cell is left before its label.
            let column = Int(((center.x - radius) / canvas.cellSize.width).rounded())
            let row = Int((center.y / canvas.cellSize.height).rounded(.down))
            let glyph = marker(c) ?? (node.shape == .circle ? "●" : "■")
            canvas.put(String(glyph), column: column, row: row, vertical: false, color: c)
            return
        }
        if let (c, _) = color(node.style.fill ?? node.style.stroke, style: node.style, context: context),
            let glyph = marker(c)
        {
            // A point of a marked series: its marker in its cell.
            let (column, row) = cellOf(center)
            if canvas.isVisible(column, row) {
                pendingMarkers.append(PendingMarker(column: column, row: row, glyph: glyph, color: c))
            }
            return
        }
        if radius * 2 < dotWidth * 2 {
            // Smaller than two dots: one dot, in the stroke or the fill colour.
            guard let (c, _) = color(node.style.stroke ?? node.style.fill, style: node.style, context: context) else {
                return
            }
            canvas.strokeSegment(center, center, color: c)
            return
        }
        var local = context
        local.transform = .identity
        drawPath(node.shape.path(center: center, size: node.size), style: node.style, context: local)
    }
}
