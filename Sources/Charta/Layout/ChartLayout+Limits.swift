/// Enforcing a spec's ``RenderLimits`` around layout.
extension ChartLayout {
    /// The first input limit the spec exceeds (rows per layer, the length of axis format specifiers), as
    /// an error. Marks are counted in the finished scene (``RenderedChart/enforce(_:spec:size:)``), after
    /// data reduction has merged what would be drawn over each other.
    static func inputViolation(_ spec: ChartSpec) -> Diagnostic? {
        let limits = spec.limits
        for (i, layer) in spec.layers.enumerated() {
            let rows = layer.data.rowCount
            if rows > limits.rows {
                return Diagnostic(
                    .limitExceeded(.rows, limit: Double(limits.rows), amount: Double(rows)), severity: .error,
                    path: "layers[\(i)]")
            }
        }
        for (channel, axis) in spec.axes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let specifier: String
            switch axis.format {
            case .number(let s), .date(let s): specifier = s
            case .dateLevels(let s):
                specifier = TimeTickFormat.Granularity.allCases.map { s[$0] }.max { $0.count < $1.count } ?? ""
            default: continue
            }
            if specifier.count > limits.formatLength {
                return Diagnostic(
                    .limitExceeded(.formatLength, limit: Double(limits.formatLength), amount: Double(specifier.count)),
                    severity: .error, path: "axes.\(channel.rawValue).format")
            }
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
    /// with an ellipsis, and a scene with more than `sceneNodes` nodes or `marks` marks is refused.
    mutating func enforce(_ limits: RenderLimits, spec: ChartSpec, size: Size?) {
        var tally = SceneTally()
        if let root = RenderedChart.limited(scene.root, labelLength: limits.labelLength, inMark: false, tally: &tally) {
            scene.root = root
        }
        if tally.cut > 0 {
            diagnostics.append(
                Diagnostic(.limitExceeded(.labelLength, limit: Double(limits.labelLength), amount: nil)))
        }
        let refusal: (RenderLimit, Int)? =
            tally.nodes > limits.sceneNodes
            ? (.sceneNodes, tally.nodes) : tally.marks > limits.marks ? (.marks, tally.marks) : nil
        if let (limit, amount) = refusal {
            let diagnostic = Diagnostic(
                .limitExceeded(limit, limit: limit.value(in: limits), amount: Double(amount)), severity: .error)
            self = ChartLayout.refused(spec, size: size, diagnostic: diagnostic)
        }
    }

    /// What ``limited(_:labelLength:inMark:tally:)`` counts in a scene.
    private struct SceneTally {
        var nodes = 0
        /// Marks drawn: each node in a mark group, each vertex of a path there.
        var marks = 0
        /// Labels cut.
        var cut = 0
    }

    /// `group` with its labels cut, nil when none was: the scene's node arrays are only read (a mark
    /// group can hold a million nodes), and only a group with a cut label inside is copied and changed.
    private static func limited(_ group: Group, labelLength: Int, inMark: Bool, tally: inout SceneTally) -> Group? {
        let inMark = inMark || group.role == .mark
        tally.nodes += 1
        var changed: [(index: Int, node: SceneNode)] = []
        for (i, child) in group.children.enumerated() {
            switch child {
            case .group(let g):
                if let inner = limited(g, labelLength: labelLength, inMark: inMark, tally: &tally) {
                    changed.append((i, .group(inner)))
                }
                continue
            case .text(var t):
                if t.text.count > labelLength {
                    t.text = String(t.text.prefix(max(0, labelLength - 1))) + "…"
                    changed.append((i, .text(t)))
                    tally.cut += 1
                }
            case .path(let p) where inMark:
                tally.marks += max(1, p.path.verbs.count) - 1
            case .symbol(let s) where inMark:
                // A custom symbol counts its vertices, as a path does: each copy draws all of them.
                if case .custom(let custom) = s.shape { tally.marks += max(1, custom.outline.verbs.count) - 1 }
            default: break
            }
            tally.nodes += 1
            if inMark { tally.marks += 1 }
        }
        guard !changed.isEmpty else { return nil }
        var group = group
        for (i, node) in changed { group.children[i] = node }
        return group
    }
}
