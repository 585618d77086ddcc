/// Enforcing a spec's ``RenderLimits`` around layout.
extension ChartLayout {
    /// The first input limit the spec exceeds (rows per layer, marks over all layers), as an error.
    static func inputViolation(_ spec: ChartSpec) -> Diagnostic? {
        let limits = spec.limits
        var marks = 0
        for (i, layer) in spec.layers.enumerated() {
            let rows = layer.data.rowCount
            if rows > limits.rows {
                return Diagnostic(
                    .limitExceeded(.rows, limit: Double(limits.rows), amount: Double(rows)), severity: .error,
                    path: "layers[\(i)]")
            }
            marks += rows
        }
        guard marks <= limits.marks else {
            return Diagnostic(
                .limitExceeded(.marks, limit: Double(limits.marks), amount: Double(marks)), severity: .error)
        }
        return nil
    }

    /// An empty chart of the spec's size (within the canvas limit) carrying `diagnostic`: what layout
    /// returns instead of doing work a limit forbids.
    static func refused(_ spec: ChartSpec, size: Size?, diagnostic: Diagnostic) -> RenderedChart {
        let asked = Size(
            width: size?.width ?? spec.size.width.total ?? defaultSize.width,
            height: size?.height ?? spec.size.height.total ?? defaultSize.height)
        let total = limitedCanvas(asked, limit: spec.limits.canvasPixels).size
        let scene = Scene(
            size: total, background: spec.theme.background, title: spec.title ?? "Chart",
            summary: "An empty chart: \(diagnostic.kind.message)", root: Group(children: []))
        let scale = PositionScale(
            kind: .continuous(LinearScale()),
            domain: ChannelDomain(kind: .quantitative, categories: [], hasBands: false, hasValueBars: false),
            length: 0)
        return RenderedChart(
            scene: scene, plotFrame: Rect(origin: .zero, size: total), diagnostics: [diagnostic], layers: [],
            x: scale, y: scale, spec: spec)
    }

    /// `size` shrunk so that its area is within `limit` square points and both sides are finite and at
    /// least 1: the longer side gives way first, so a very wide chart keeps its height. Reports whether it
    /// had to shrink.
    static func limitedCanvas(_ size: Size, limit: Double) -> (size: Size, shrunk: Bool) {
        let limit = limit.isFinite ? max(1, limit) : .greatestFiniteMagnitude
        func side(_ v: Double) -> Double { v.isNaN ? 1 : min(max(1, v), limit) }
        var w = side(size.width)
        var h = side(size.height)
        if w * h > limit {
            let root = limit.squareRoot()
            if min(w, h) <= root {
                if w > h { w = limit / h } else { h = limit / w }
            } else {
                w = root
                h = root
            }
        }
        let shrunk = w < size.width || h < size.height || size.width.isNaN || size.height.isNaN
        return (Size(width: w, height: h), shrunk)
    }
}

extension RenderedChart {
    /// Applies the limits on output to a finished chart: text longer than `labelLength` characters is cut
    /// with an ellipsis, and a scene with more than `sceneNodes` nodes is refused.
    mutating func enforce(_ limits: RenderLimits, spec: ChartSpec, size: Size?) {
        var nodes = 0
        var cut = 0
        scene.root = RenderedChart.limited(scene.root, labelLength: limits.labelLength, nodes: &nodes, cut: &cut)
        if cut > 0 {
            diagnostics.append(
                Diagnostic(.limitExceeded(.labelLength, limit: Double(limits.labelLength), amount: nil)))
        }
        if nodes > limits.sceneNodes {
            let diagnostic = Diagnostic(
                .limitExceeded(.sceneNodes, limit: Double(limits.sceneNodes), amount: Double(nodes)), severity: .error)
            self = ChartLayout.refused(spec, size: size, diagnostic: diagnostic)
        }
    }

    private static func limited(_ group: Group, labelLength: Int, nodes: inout Int, cut: inout Int) -> Group {
        var group = group
        nodes += 1
        for i in group.children.indices {
            switch group.children[i] {
            case .group(let g):
                // Written back only when a label inside was cut, so an unchanged scene is never copied.
                let before = cut
                let inner = limited(g, labelLength: labelLength, nodes: &nodes, cut: &cut)
                if cut != before { group.children[i] = .group(inner) }
            case .text(var t):
                nodes += 1
                if t.text.count > labelLength {
                    t.text = String(t.text.prefix(max(0, labelLength - 1))) + "…"
                    group.children[i] = .text(t)
                    cut += 1
                }
            default:
                nodes += 1
            }
        }
        return group
    }
}
