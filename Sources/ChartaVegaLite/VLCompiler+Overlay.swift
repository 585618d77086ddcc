import Charta

/// Layers a unit adds beside its own: one per strokeDash category, and the line and point overlays of
/// `"line": true` and `"point": true`.
extension VLCompiler {
    /// Vega's default strokeDash range.
    static let dashPalette: [[Double]] = [[1, 0], [4, 2], [2, 1], [1, 1], [1, 2, 4, 2]]

    /// A strokeDash field splits the layer: one layer per category, each with its dash pattern.
    func dashLayers(_ unit: VLUnit, layer: LayerSpec, infos: [VLChannel: VLScaleInfo]) -> [LayerSpec] {
        guard let def = unit.defs[.strokeDash], def.hasField, let info = infos[.strokeDash], info.isDiscrete,
            let values = unit.frame[.strokeDash]
        else { return [layer] }
        var rowsByLabel: [String: [Int]] = [:]
        for (row, v) in values.enumerated() { rowsByLabel[label(v, def: def), default: []].append(row) }
        return info.labels.enumerated().compactMap { i, category in
            guard let keep = rowsByLabel[category], !keep.isEmpty else { return nil }
            var part = layer
            var table = layer.data.rows(keep)
            if part.encoding[.color] == nil {
                try? table.append("series", .strings(keep.map { _ in category }))
                part.encoding[.series] = ChannelEncoding(.field("series"), type: .nominal)
            }
            part.data = table
            part.mark.dash = VLCompiler.dashPalette[i % VLCompiler.dashPalette.count]
            if part.mark.dash == [1, 0] { part.mark.dash = [] }
            return part
        }
    }

    /// The extra layers of `"line": true` on areas and `"point": true` on lines and areas.
    func overlays(_ unit: VLUnit, base: LayerSpec) -> [LayerSpec] {
        var out: [LayerSpec] = []
        guard ["line", "area", "trail"].contains(unit.markType) else { return out }
        if unit.markType == "area", let line = unit.markProperty("line", config: config), line != .bool(false),
            line != .null
        {
            var mark = MarkSpec(.line, lineWidth: 2)
            if let c = line.object?["color"]?.string.flatMap(VLColor.parse) { mark.style = .color(c) }
            var layer = base
            layer.mark = mark
            out.append(layer)
        }
        // A constant `shape` on a line is drawn as a point overlay of that shape, as Vega-Lite renders it.
        let shape = unit.markType == "line" ? unit.defs[.shape]?.value?.string.flatMap(VLCompiler.shape) : nil
        let point = unit.markProperty("point", config: config) ?? (shape != nil ? .bool(true) : nil)
        if let point, point != .bool(false), point != .null, point.string != "transparent" {
            var mark = MarkSpec(
                .point, symbol: shape ?? .circle, symbolSize: VLCompiler.chartaSymbolSize(30, shape: shape ?? .circle),
                filled: true)
            if let c = point.object?["color"]?.string.flatMap(VLColor.parse) { mark.style = .color(c) }
            if case .color(let c)? = base.mark.style, mark.style == nil { mark.style = .color(c) }
            var layer = base
            layer.mark = mark
            out.append(layer)
        }
        return out
    }
}

extension VLCompiler {
    /// The projection of the first `nearest` point selection among a view's `params`: the channels it
    /// lists in `encodings`, or encodes by a field it lists in `fields`; both when it names neither
    /// (Vega-Lite's `project.hasChannel` in `selection/nearest.ts`).
    func nearestProjection(_ params: JSONNode?, unit: VLUnit) -> (x: Bool, y: Bool)? {
        for p in params?.elements ?? [] {
            guard let select = p["select"], select.value.string == nil, select["nearest"]?.value.bool == true,
                (select["type"]?.value.string ?? "point") == "point"
            else { continue }
            // Only `encodings` name channels (Vega-Lite's `project.hasChannel`); `fields` leave both.
            let encodings = Set(select["encodings"]?.value.array?.compactMap(\.string) ?? [])
            let (x, y) = (encodings.contains(VLChannel.x.name), encodings.contains(VLChannel.y.name))
            return x || y ? (x, y) : (true, true)
        }
        return nil
    }

    /// The Voronoi cells Vega-Lite adds after a unit with a `nearest` selection (not on lines, areas or
    /// trails, where it warns and adds none): the unit's positions only, without the channel the
    /// selection does not project onto.
    func voronoiLayer(_ unit: VLUnit, base: LayerSpec) -> LayerSpec? {
        guard let nearest = unit.nearest, !["line", "area", "trail"].contains(unit.markType) else { return nil }
        var layer = base
        layer.mark = MarkSpec(.voronoi)
        layer.encoding = base.encoding.filter { channel, _ in
            (channel == .x && nearest.x) || (channel == .y && nearest.y)
        }
        layer.annotations = []
        return layer
    }
}
