import Foundation

/// What interaction needs from a laid-out chart: its behaviour, the x index, colours and values.
extension RenderedChart {
    /// Keeps the spec and series colours and, for interactive charts, indexes the data along x.
    mutating func prepareInteraction(spec: ChartSpec, seriesColors: [String: Color]) {
        self.spec = spec
        self.seriesColors = seriesColors
        guard spec.interaction.isInteractive else { return }
        let selection = spec.interaction.selection?.mode
        let marks: Set<Int>?
        switch selection {
        case .item(let s)?: marks = s.marks.map(Set.init)
        case .nearestX(let s)?: marks = s.marks.map(Set.init)
        case .rangeX?, nil: marks = nil
        }
        let isItem: Bool
        if case .item? = selection { isItem = true } else { isItem = false }
        let (x, minX) = (self.x, plotFrame.minX)
        index = XIndex(
            layers: layers,
            participates: { layer in
                if let marks { return marks.contains(layer.index) }
                return RenderedChart.takesPart(layer, itemSelection: isItem)
            },
            followsY: spec.interaction.viewport?.followsY != nil && y.domain.kind != .categorical,
            center: { minX + x.center($0) })
    }

    /// Whether a layer takes part in selection by default: vertical data marks (for items, those drawn
    /// one node per row).
    static func takesPart(_ layer: LayerData, itemSelection: Bool) -> Bool {
        guard layer.valueChannel != .x else { return false }
        switch layer.spec.mark.kind {
        case .bar, .rect, .point: return true
        case .line, .area, .trail: return !itemSelection
        case .rule, .text, .tick, .arc, .voronoi, .image: return false
        }
    }

    /// The chart's interaction behaviour.
    var behavior: InteractionBehavior { spec.interaction }

    /// The mark context of the layout, for colours and positions.
    var markContext: MarkContext {
        MarkContext(plot: plotFrame, x: x, y: y, theme: spec.theme, seriesColors: seriesColors)
    }

    /// The layer with index `i`, if any.
    func layer(_ i: Int) -> LayerData? { layers.indices.contains(i) ? layers[i] : nil }

    /// An x position (x units) as a data value: a category, a date or a number.
    func xValue(_ v: Double) -> DataValue? {
        guard v.isFinite else { return nil }
        switch x.domain.kind {
        case .categorical:
            let categories = x.domain.categories
            guard !categories.isEmpty else { return nil }
            let i = min(max(v.rounded(), 0), Double(categories.count - 1))
            return .string(categories[Int(i)])
        case .temporal: return .date(Date(timeIntervalSince1970: v))
        case .quantitative: return .number(v)
        }
    }

    /// The x units at a scene x: unrounded category positions for band and point scales.
    func xUnits(atSceneX sceneX: Double) -> Double {
        let offset = sceneX - plotFrame.minX
        guard case .band(let band) = x.kind else { return x.value(atOffset: offset) }
        guard band.step > 0, band.step.isFinite else { return .nan }
        let first = band(0) ?? 0
        return (offset - first - band.bandwidth / 2) / band.step
    }

    /// The data row of a layer by column name, without the DSL's internal columns.
    func fields(_ ref: RowRef) -> [String: DataValue] {
        guard let layer = layer(ref.layer), ref.row >= 0, ref.row < layer.rowCount else { return [:] }
        var fields: [String: DataValue] = [:]
        for (name, column) in zip(layer.spec.data.names, layer.spec.data.columns) where !name.hasPrefix("__") {
            fields[name] = column[ref.row]
        }
        return fields
    }

    /// The value of a column (hidden ones included) in an item's row.
    package func value(_ column: String, of item: ItemID) -> DataValue? {
        guard let row = item.row, let layer = layer(item.mark), row >= 0, row < layer.rowCount else { return nil }
        return layer.spec.data[column]?[row]
    }

    /// The item id layout gave a row.
    func itemID(_ ref: RowRef) -> ItemID? {
        guard let layer = layer(ref.layer), ref.row >= 0, ref.row < layer.rowCount else { return nil }
        return MarkBuilder.item(layer, row: ref.row)
    }

    /// The selection value of an item.
    func selectedItem(_ item: ItemID) -> SelectedItem {
        guard let row = item.row, let layer = layer(item.mark), row >= 0, row < layer.rowCount else {
            return SelectedItem(item: item)
        }
        return SelectedItem(
            item: item, x: layer.spec.value(.x, row: row), y: layer.spec.value(.y, row: row),
            fields: fields(RowRef(layer: item.mark, row: row)))
    }

    /// The selection value of distinct x number `i`: one point per series, preferring lines, then points,
    /// bars and areas when several layers draw the same series.
    func selectedX(at i: Int) -> SelectedX? {
        guard index.xs.indices.contains(i), let value = xValue(index.xs[i]) else { return nil }
        var order: [String] = []
        var best: [String: (rank: Int, ref: RowRef)] = [:]
        for ref in index.rows(at: i) {
            guard let layer = layer(ref.layer) else { continue }
            let key = layer.series[ref.row].map { "s:" + $0 } ?? "m:\(ref.layer)"
            let rank = RenderedChart.seriesRank(layer.spec.mark.kind)
            if let current = best[key] {
                if rank < current.rank { best[key] = (rank, ref) }
            } else {
                order.append(key)
                best[key] = (rank, ref)
            }
        }
        let points = order.compactMap { key -> SelectedPoint? in
            guard let ref = best[key]?.ref, let layer = layer(ref.layer), let item = itemID(ref) else { return nil }
            return SelectedPoint(
                item: item, series: layer.series[ref.row], y: layer.spec.value(.y, row: ref.row), fields: fields(ref))
        }
        return SelectedX(index: i, x: value, points: points)
    }

    private static func seriesRank(_ kind: MarkKind) -> Int {
        switch kind {
        case .line: 0
        case .point: 1
        case .bar, .rect: 2
        case .area: 3
        default: 4
        }
    }

    /// The scene position and colour of a row's point.
    func point(_ item: ItemID) -> (Point, Color)? {
        guard let row = item.row, let layer = layer(item.mark), row >= 0, row < layer.rowCount else { return nil }
        let ctx = markContext
        let p = Point(x: ctx.px(layer.x[row]), y: ctx.py(layer.y[row]))
        guard p.x.isFinite, p.y.isFinite else { return nil }
        return (p, ctx.color(layer, row: row))
    }
}
