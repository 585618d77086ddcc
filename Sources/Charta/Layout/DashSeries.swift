import ChartaScene

/// Lines told apart by their stroke: a line, rule, trail or area layer with a category on
/// ``Channel/strokeDash`` (Swift Charts' `lineStyle(by:)`) becomes one layer per category, drawn with
/// that category's stroke from ``ChartSpec/lineStyles`` (Vega's default dashes when none is given), and
/// a legend of line swatches in those strokes names the categories when no other legend does.
///
/// Categories keep the scale's order, then the order the data first shows them, so a category has
/// the same stroke in every layer.
enum DashSeries {
    /// `spec` with its strokeDash layers split by category, or unchanged.
    static func resolved(_ spec: ChartSpec) -> ChartSpec {
        guard spec.layers.contains(where: splits) else { return spec }
        var order = spec.lineStyles?.domain ?? []
        var seen = Set(order)
        for layer in spec.layers where splits(layer) {
            for label in labels(layer) where seen.insert(label).inserted { order.append(label) }
        }
        let strokes = spec.lineStyles?.range ?? []
        func stroke(_ i: Int) -> LineStyleScale.Stroke {
            guard strokes.isEmpty else { return strokes[i % strokes.count] }
            return LineStyleScale.Stroke(dash: LineStyleScale.defaultDashes[i % LineStyleScale.defaultDashes.count])
        }
        var out = spec
        out.layers = spec.layers.flatMap { layer -> [LayerSpec] in
            guard splits(layer) else { return [layer] }
            var rows: [String: [Int]] = [:]
            for (row, label) in labels(layer).enumerated() { rows[label, default: []].append(row) }
            return order.enumerated().compactMap { i, label in
                guard let keep = rows[label] else { return nil }
                var part = layer.keeping(rows: keep)
                part.encoding[.strokeDash] = nil
                let look = stroke(i)
                part.mark.dash = look.dash
                if let width = look.lineWidth { part.mark.lineWidth = width }
                if let cap = look.lineCap { part.mark.lineCap = cap }
                return part
            }
        }
        let colored = spec.layers.contains { $0.encoding[.color] != nil }
        if out.legend.content == nil, !colored, let first = spec.layers.first(where: splits) {
            var color = ColorPalette(scale: nil, theme: spec.theme).color(at: 0)
            if case .color(let c)? = first.mark.style { color = c }
            out.legend.content = .symbols(
                order.enumerated().map { i, label in
                    var entry = LegendEntry(label, color: color)
                    entry.dash = stroke(i).dash
                    return entry
                })
            out.legend.title = out.legend.title ?? first.fieldName(.strokeDash)
        }
        return out
    }

    /// Whether a layer is drawn as strokes split by a strokeDash column.
    static func splits(_ layer: LayerSpec) -> Bool {
        [.line, .rule, .trail, .area].contains(layer.mark.kind) && layer.column(.strokeDash) != nil
    }

    /// The category of each row (a missing value is a category of its own, named "").
    private static func labels(_ layer: LayerSpec) -> [String] {
        guard let column = layer.column(.strokeDash) else { return [] }
        return (0..<column.count).map { column[$0]?.categoryLabel ?? "" }
    }
}
