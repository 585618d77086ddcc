/// Lays out a faceted chart: one cell per row and column value, each an ordinary chart of the rows with
/// that value, aligned on their plots; y axes only in the first column, x axes only in the last row, one
/// legend, headers per row and column, and the chart title above all.
enum FacetLayout {
    static func render(_ spec: ChartSpec, facet: FacetSpec, measurer: any TextMeasurer) -> RenderedChart {
        let rows = values(facet.row, spec)
        let columns = values(facet.column, spec)
        let cellCount = rows.count * columns.count
        guard cellCount <= spec.limits.facetCells else {
            let kind = DiagnosticKind.limitExceeded(
                .facetCells, limit: Double(spec.limits.facetCells), amount: Double(cellCount))
            return ChartLayout.refused(spec, size: nil, diagnostic: Diagnostic(kind, severity: .error))
        }
        let members = spec.layers.map { cellRows($0, facet: facet, rows: rows, columns: columns) }
        // The grid: rows by columns, or the column's cells wrapped into rows of `wrap` (cell i at row i / wrap,
        // column i % wrap), each slot naming its (row, column) of the facet values.
        let wrap = facet.row == nil ? facet.wrap.map { max(1, $0) } : nil
        let gridRows = wrap.map { (columns.count + $0 - 1) / $0 } ?? rows.count
        let gridColumns = wrap.map { min($0, columns.count) } ?? columns.count
        func slot(_ r: Int, _ c: Int) -> (Int, Int)? {
            guard let wrap else { return (r, c) }
            return r * wrap + c < columns.count ? (0, r * wrap + c) : nil
        }
        // An x axis under each cell with none below it (Vega's grid footers per column).
        func showsX(_ r: Int, _ c: Int) -> Bool {
            guard let wrap else { return r == rows.count - 1 }
            return (r + 1) * wrap + c >= columns.count
        }
        let legendCell: (Int, Int) =
            switch spec.legend.position {
            case .right: (0, gridColumns - 1)
            case .bottom: (gridRows - 1, 0)
            case .top, .left: (0, 0)
            }
        var cells: [[RenderedChart]] = []
        var empty: [[Bool]] = []
        var headers: [[String?]] = []
        for r in 0..<gridRows {
            var line: [RenderedChart] = []
            var blanks: [Bool] = []
            var names: [String?] = []
            for c in 0..<gridColumns {
                // The budget is asked between cells, so a stopped render leaves the remaining cells undrawn.
                if let budget = spec.limits.budget, budget.isExhausted {
                    return ChartLayout.refused(spec, size: nil, diagnostic: budget.diagnostic)
                }
                let place = slot(r, c)
                var sub = spec
                sub.growsToFitMarks = false
                sub.title = nil
                sub.padding = EdgeInsets(all: 0)
                sub.layers = zip(spec.layers, members).map { layer, cells in
                    layer.keeping(rows: place.map { cells[$0.0][$0.1] } ?? [])
                }
                // A nested facet splits the cell's rows again, by the values that occur in them.
                sub.facet = facet.inner.map { present($0, in: sub.layers) }
                // Shared axes are drawn once per row or column; independent ones in every cell; a
                // nested facet places its own.
                if c > 0 && !facet.ownsYAxis && facet.inner == nil { sub.axes[.y] = hidden(spec.axes[.y]) }
                if !showsX(r, c) && !facet.ownsXAxis && facet.inner == nil { sub.axes[.x] = hidden(spec.axes[.x]) }
                if (r, c) != legendCell { sub.legend.hidden = true }
                if facet.independentX { sub.scales[.x] = independent(sub.scales[.x], .x, sub.layers) }
                if facet.independentY { sub.scales[.y] = independent(sub.scales[.y], .y, sub.layers) }
                var cell = ChartLayout.render(sub, measurer: measurer)
                // A nested facet is placed by its whole box, headers and axes included (as Vega places a
                // facet's cell group), so the outer headers centre on it and the outer spacing runs
                // between the boxes.
                if facet.inner != nil {
                    // The inner cells' frames stand out of the box by their width on the left and right,
                    // as Vega bounds a stroked rectangle (facet_column_facet_column_point_future.svg:
                    // outer columns 1001 apart).
                    let frame = sub.facet?.viewStroke ?? 0
                    cell.plotFrame = Rect(
                        x: -frame, y: 0, width: cell.scene.size.width + 2 * frame, height: cell.scene.size.height)
                }
                line.append(cell)
                // Every row and column pair has a cell, with or without data (Vega-Lite crosses the two
                // facet fields: `aggregate: {cross: true}` in compile/facet.ts), but a cell without data
                // draws nothing when its scales are its own, whose domains are then empty; a wrapped
                // grid's places after the last value stay empty.
                let hasData = sub.layers.contains { $0.data.rowCount > 0 }
                blanks.append(place == nil || (!hasData && (facet.independentX || facet.independentY)))
                names.append(place.flatMap { columns[$0.1] })
            }
            cells.append(line)
            empty.append(blanks)
            headers.append(names)
        }
        if wrap != nil {
            return assemble(
                spec, facet: facet, rows: Array(repeating: nil, count: gridRows),
                columns: Array(repeating: nil, count: gridColumns), cells: cells, empty: empty,
                cellHeaders: headers, measurer: measurer)
        }
        return assemble(
            spec, facet: facet, rows: rows, columns: columns, cells: cells, empty: empty, measurer: measurer)
    }

    /// The values of a facet field: given, or in order of first appearance over the layers.
    static func values(_ field: FacetField?, _ spec: ChartSpec) -> [String?] {
        guard let field else { return [nil] }
        if let values = field.values, !values.isEmpty { return values }
        var seen: [String] = []
        var known: Set<String> = []
        for layer in spec.layers {
            guard let column = layer.data[field.field] else { continue }
            for row in 0..<column.count {
                guard let v = column[row] else { continue }
                let label = ChannelDomain.categoryLabel(v)
                if known.insert(label).inserted { seen.append(label) }
            }
        }
        return seen.isEmpty ? [nil] : seen
    }

    /// A nested facet with only the header values that occur in the cell's layers, in their order
    /// (one pass over the cell's rows); fields without given values keep their order of appearance.
    static func present(_ facet: FacetSpec, in layers: [LayerSpec]) -> FacetSpec {
        func only(_ field: FacetField?) -> FacetField? {
            guard var field, let values = field.values else { return field }
            var seen: Set<String> = []
            for layer in layers {
                guard let column = layer.data[field.field] else { continue }
                for row in 0..<column.count {
                    if let v = column[row] { seen.insert(ChannelDomain.categoryLabel(v)) }
                }
            }
            field.values = values.filter(seen.contains)
            return field
        }
        var out = facet
        out.row = only(facet.row)
        out.column = only(facet.column)
        return out
    }

    /// The rows of a layer in each cell (`[row value][column value]`), in one pass over the rows: a row
    /// belongs to the cells of its values, or to every row (column) when the facet has no row (column)
    /// field or the layer lacks it; a row without a value in a facet field belongs to none.
    static func cellRows(_ layer: LayerSpec, facet: FacetSpec, rows: [String?], columns: [String?]) -> [[[Int]]] {
        func places(_ field: String?, _ values: [String?]) -> (Int) -> [Int] {
            let all = Array(values.indices)
            guard let field, let data = layer.data[field], !values.contains(nil) else { return { _ in all } }
            var index: [String: Int] = [:]
            for (i, v) in values.enumerated() { if let v, index[v] == nil { index[v] = i } }
            return { row in data[row].flatMap { index[ChannelDomain.categoryLabel($0)] }.map { [$0] } ?? [] }
        }
        let rowPlaces = places(facet.row?.field, rows)
        let columnPlaces = places(facet.column?.field, columns)
        var out = Array(repeating: Array(repeating: [Int](), count: columns.count), count: rows.count)
        for i in 0..<layer.data.rowCount {
            let cs = columnPlaces(i)
            for r in rowPlaces(i) { for c in cs { out[r][c].append(i) } }
        }
        return out
    }

    /// An axis that is not drawn but keeps its grid.
    static func hidden(_ axis: AxisSpec?) -> AxisSpec {
        var a = axis ?? AxisSpec()
        a.hidden = true
        a.keepsGrid = true
        return a
    }

    /// A categorical scale limited to the categories that a cell's layers use.
    static func independent(_ scale: ScaleSpec?, _ channel: Channel, _ layers: [LayerSpec]) -> ScaleSpec? {
        guard var scale, case .categories(let all)? = scale.domain else { return scale }
        var present: Set<String> = []
        for layer in layers {
            for row in 0..<layer.data.rowCount {
                if let v = layer.value(channel, row: row) { present.insert(ChannelDomain.categoryLabel(v)) }
            }
        }
        scale.domain = .categories(all.filter { present.contains($0) })
        return scale
    }
}
