/// Thinning out marks with more rows than the plot has pixels, before their scene nodes are built (see
/// ``DataReduction``).
extension MarkBuilder {
    /// The rows of a line series that M4 keeps (all of them when reduction does not apply), and their
    /// chart-space centres: from the values layout's reduction recorded when it reduced these rows in
    /// these columns, else read from the columns.
    static func lineCenters(_ layer: LayerData, _ all: RowSelection, _ ctx: MarkContext) -> (
        rows: RowSelection, x: [Double], y: [Double]
    ) {
        let reduces = ctx.reduction.applies(rows: all.count, width: ctx.plot.width)
        let (rows, source): (RowSelection, (x: [Double], y: [Double], rows: RowSelection))
        if reduces, let kept = reducedLine(layer, .y, all, ctx)?.kept {
            // The recorded values, one per kept row.
            rows = RowSelection(kept.rows)
            source = (kept.x, kept.y, RowSelection(all: kept.rows.count))
        } else if reduces, let columns = m4Columns(ctx) {
            let kept = shown(M4.Kept(rows: m4(layer, .y, all, ctx)), of: layer, in: columns, ctx)
            rows = RowSelection(kept.rows)
            source = (layer.x, layer.y, rows)
        } else {
            rows = reduces ? RowSelection(m4(layer, .y, all, ctx)) : all
            source = (layer.x, layer.y, rows)
        }
        return (
            rows, ctx.x.centers(source.x, rows: source.rows, origin: ctx.plot.minX),
            ctx.y.centers(source.y, rows: source.rows, origin: ctx.plot.minY)
        )
    }

    /// The straight path through the rows layout reduced a line to (``reducedLine(_:_:_:_:)``), and the
    /// first of them: the path ``lineCenters(_:_:_:)`` and a linear ``LineGenerator`` draw, with each point
    /// worked out once from the kept values into the path's own array (no columns of centres between).
    /// Nil unless the line is drawn straight along affine scales through at least two kept rows, every
    /// point finite (a point that is not is a gap, which the generator draws).
    static func reducedPolyline(_ layer: LayerData, _ all: RowSelection, _ ctx: MarkContext, curve: Curve) -> (
        first: Int, path: Path
    )? {
        guard curve == .linear, ctx.reduction.applies(rows: all.count, width: ctx.plot.width),
            let kept = reducedLine(layer, .y, all, ctx)?.kept, kept.rows.count >= 2,
            let (xSlope, xIntercept) = ctx.x.affine, let (ySlope, yIntercept) = ctx.y.affine
        else { return nil }
        // As `PositionScale.centers`: slope × value + (origin + intercept).
        let (xShift, yShift) = (ctx.plot.minX + xIntercept, ctx.plot.minY + yIntercept)
        var finite = true
        let points = [Point](unsafeUninitializedCapacity: kept.rows.count) { buffer, count in
            for i in 0..<buffer.count {
                let p = Point(x: xSlope * kept.x[i] + xShift, y: ySlope * kept.y[i] + yShift)
                finite = finite && p.x.isFinite && p.y.isFinite
                buffer[i] = p
            }
            count = buffer.count
        }
        return finite ? (kept.rows[0], Path(polyline: points)) : nil
    }

    /// Of the rows M4 kept of a line, those its plot shows: in a plot that clips sideways, the rows in the
    /// plot's columns, widened by the stroke, and the nearest row on each side (``M4/clipped(_:x:columns:window:)``);
    /// elsewhere all of them.
    static func shown(_ kept: M4.Kept, of layer: LayerData, in columns: ReducedLine.Columns, _ ctx: MarkContext)
        -> M4.Kept
    {
        guard ctx.clipsSideways, layer.spec.mark.drawsOnlyWhatItShows, layer.spec.encoding[.xOffset] == nil else {
            return kept
        }
        let window = shownColumns(
            plot: ctx.plot, lineWidth: layer.spec.mark.lineWidth, density: ctx.lineColumnsPerPoint)
        return M4.clipped(kept, x: layer.x, columns: columns, window: window)
    }

    /// The device columns a line of `lineWidth` can light in `plot`: the plot's own, widened by half a
    /// stroke (round joins and caps reach that far beyond a point) and a point of slack, at `density`
    /// columns per point.
    static func shownColumns(plot: Rect, lineWidth: Double?, density: Double) -> ClosedRange<Double> {
        let margin = (lineWidth ?? 2) / 2 + 1
        return ((plot.minX - margin) * density).rounded(.down)...((plot.maxX + margin) * density).rounded(.down)
    }

    /// The line layout reduced already (``LayoutState/settleEstimates(size:)``) when it is the reduction of
    /// these rows of `channel` in the columns the marks are drawn in.
    static func reducedLine(_ layer: LayerData, _ channel: Channel, _ rows: RowSelection, _ ctx: MarkContext)
        -> ReducedLine?
    {
        guard rows.list == nil, channel == .y, let line = layer.reducedLine, line.columns == m4Columns(ctx) else {
            return nil
        }
        return line
    }

    /// The rows of an area series that M4 keeps on its upper edge and (when it varies) its lower edge.
    static func areaRows(_ layer: LayerData, _ rows: RowSelection, _ ctx: MarkContext) -> RowSelection {
        guard ctx.reduction.applies(rows: rows.count, width: ctx.plot.width),
            layer.spec.encoding[.yOffset] == nil
        else { return rows }
        let top = m4(layer, .y, rows, ctx)
        guard layer.y2 != nil else { return RowSelection(top) }
        return RowSelection(mergedAscending(top, m4(layer, .y2, rows, ctx)))
    }

    /// M4 over the selected rows of x and the y column of `channel` (y or y2), in device columns; returns
    /// layer row indices.
    static func m4(_ layer: LayerData, _ channel: Channel, _ rows: RowSelection, _ ctx: MarkContext) -> [Int] {
        let (x, y) = (layer.x, layer.positions(channel) ?? [])
        let density = ctx.lineColumnsPerPoint
        let (xs, ys) = rows.list.map { list in (list.map { x[$0] }, list.map { y[$0] }) } ?? (x, y)
        let kept: [Int]
        if let columns = m4Columns(ctx) {
            // Whole columns were scanned by layout already; a selection of rows is checked afresh.
            let whole = rows.list == nil
            if let line = reducedLine(layer, channel, rows, ctx) { return line.kept.rows }
            let summary = whole ? layer.summaries[.x] : nil
            let yFinite = whole && layer.summaries[channel]?.anyNonFinite == false
            kept = M4.keptRows(
                x: xs, y: ys, slope: columns.slope, intercept: columns.intercept,
                xSortedAndFinite: summary?.sortedAndFinite, yFinite: yFinite)
        } else {
            kept = M4.keptRows(x: xs.map(ctx.px), y: ys, slope: density, intercept: 0)
        }
        guard let list = rows.list else { return kept }
        return kept.map { list[$0] }
    }

    /// The device columns M4 reduces to when x maps affinely: a row's column is
    /// `floor(slope × x + intercept)`, at the context's columns per point of the plot.
    static func m4Columns(_ ctx: MarkContext) -> ReducedLine.Columns? {
        guard let (slope, intercept) = ctx.x.affine else { return nil }
        return ReducedLine.columns(
            slope: slope, intercept: intercept, plotMinX: ctx.plot.minX, density: ctx.lineColumnsPerPoint)
    }

    /// Two ascending index lists merged into one, each index once.
    static func mergedAscending(_ a: [Int], _ b: [Int]) -> [Int] {
        var merged: [Int] = []
        merged.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            let next = j == b.count || (i < a.count && a[i] <= b[j]) ? a[i] : b[j]
            if i < a.count, a[i] == next { i += 1 }
            if j < b.count, b[j] == next { j += 1 }
            merged.append(next)
        }
        return merged
    }

    /// The points of a layer's rows, each row's position, colour, shape and size computed once; when
    /// reduction applies, points that land on the same pixel with the same look are merged into the last
    /// of them (it is drawn on top), in row order. Rows whose position is not finite are left out.
    static func pointLooks(_ layer: LayerData, _ rows: RowSelection, _ ctx: MarkContext) -> [PointLook] {
        let translucent = (layer.spec.mark.opacity ?? 1) < 1 || layer.spec.encoding[.opacity] != nil
        let reduces =
            ctx.reduction.appliesToPoints(
                rows: rows.count, width: ctx.plot.width, height: ctx.plot.height, translucent: translucent)
            && layer.spec.encoding[.xOffset] == nil && layer.spec.encoding[.yOffset] == nil
        // Without offsets (always so when reducing), positions are worked out for all rows at once; a shape
        // or size the layer does not encode is the mark's for every row.
        let xs =
            reduces && layer.spec.encoding[.x] != nil
            ? ctx.x.centers(layer.x, rows: rows, origin: ctx.plot.minX) : nil
        let ys =
            reduces && layer.spec.encoding[.y] != nil
            ? ctx.y.centers(layer.y, rows: rows, origin: ctx.plot.minY) : nil
        let fixedShape = layer.spec.encoding[.shape] == nil ? markSymbol(layer) : nil
        let fixedSize = layer.spec.encoding[.size] == nil ? markSymbolSize(layer) : nil
        if reduces, let shape = fixedShape, let size = fixedSize, layer.identityColors == nil,
            let kept = lastPointPerCellAndColor(layer, rows, xs: xs, ys: ys, shape: shape, size: size, ctx)
        {
            return kept
        }
        var looks: [PointLook] = []
        looks.reserveCapacity(rows.count)
        var knownShapes: [String: SymbolShape?] = [:]
        for (k, row) in rows.enumerated() {
            if ctx.shouldStop(atRow: row) { break }
            let p =
                reduces
                ? Point(x: xs?[k] ?? ctx.plot.midX, y: ys?[k] ?? ctx.plot.midY) : position(layer, row: row, ctx)
            guard p.x.isFinite, p.y.isFinite, !reduces || (abs(p.x) < 1e9 && abs(p.y) < 1e9) else { continue }
            looks.append(
                PointLook(
                    row: row, position: p, color: ctx.color(layer, row: row),
                    shape: fixedShape
                        ?? symbolShape(layer, row: row, known: &knownShapes, byValue: ctx.shapesByValue),
                    size: fixedSize ?? symbolSize(layer, row: row)))
        }
        return reduces ? mergedPerCell(looks) : looks
    }

    /// The looks left when, of the points in one quarter-point cell with the same colour, shape and size,
    /// only the last is kept (it is drawn on top), in their order. Cells are hashed by position alone and
    /// the looks of one cell are chained, so a point costs one lookup of two integers.
    static func mergedPerCell(_ looks: [PointLook]) -> [PointLook] {
        struct Cell: Hashable {
            var column: Int
            var line: Int
        }
        let density = DataReduction.columnsPerPoint
        var heads: [Cell: Int] = [:]
        heads.reserveCapacity(looks.count)
        // Per kept entry: the look it holds and the next entry of its cell (-1: none).
        var entries: [(look: Int, next: Int)] = []
        entries.reserveCapacity(looks.count)
        for (k, look) in looks.enumerated() {
            let cell = Cell(
                column: Int((look.position.x * density).rounded(.down)),
                line: Int((look.position.y * density).rounded(.down)))
            // One hash lookup per point: the cell's head is read and, for a new look, updated in place.
            Self.keep(k, of: looks, inChainAt: &heads[cell, default: -1], entries: &entries)
        }
        var kept = [Bool](repeating: false, count: looks.count)
        for entry in entries { kept[entry.look] = true }
        return looks.indices.compactMap { kept[$0] ? looks[$0] : nil }
    }

    /// Puts look `k` into the chain of its cell that starts at `head`: over the entry with the same look,
    /// or as a new entry at the head.
    @inline(__always)
    private static func keep(
        _ k: Int, of looks: [PointLook], inChainAt head: inout Int, entries: inout [(look: Int, next: Int)]
    ) {
        let look = looks[k]
        var e = head
        while e >= 0 {
            let other = looks[entries[e].look]
            if other.color == look.color, other.shape == look.shape, other.size == look.size {
                entries[e].look = k
                return
            }
            e = entries[e].next
        }
        entries.append((k, head))
        head = entries.count - 1
    }
}

/// A point as layout draws it: its row and the look its channels give it.
struct PointLook {
    var row: Int
    var position: Point
    var color: Color
    var shape: SymbolShape
    var size: Double
}

extension PositionScale {
    /// The chart-space centres of `values[row]` for the selected rows (the plot's `origin` added): one
    /// multiply-add per row when the scale is affine, instead of a call through the scale per row.
    func centers(_ values: [Double], rows: RowSelection, origin: Double) -> [Double] {
        if case .band = kind, rows.count >= domain.categories.count {
            // Category indices: each band's centre is worked out once, not once a row (when there are
            // more rows than bands: this is called once per series).
            let table = domain.categories.indices.map { origin + center(Double($0)) }
            let look = { (v: Double) in
                v >= 0 && v < Double(table.count) && v == v.rounded(.down) ? table[Int(v)] : origin + center(v)
            }
            guard let list = rows.list else { return values.map(look) }
            return list.map { look(values[$0]) }
        }
        guard let (slope, intercept) = affine else { return rows.map { origin + center(values[$0]) } }
        let shift = origin + intercept
        guard let list = rows.list else { return values.map { slope * $0 + shift } }
        return list.map { slope * values[$0] + shift }
    }

    /// The slope and intercept when the scale maps values to offsets by one affine function (an unclamped
    /// two-stop linear or time scale): offset = slope × value + intercept. Nil otherwise.
    var affine: (Double, Double)? {
        let (lo, hi): (Double, Double)
        switch kind {
        case .continuous(let s as LinearScale):
            guard s.domain.count == 2, s.range.count == 2, !s.clamp, !s.round else { return nil }
            (lo, hi) = (s.domain[0], s.domain[1])
        case .time(let s):
            guard s.domain.count == 2, s.range.count == 2, !s.clamp else { return nil }
            (lo, hi) = (s.domain[0].timeIntervalSince1970, s.domain[1].timeIntervalSince1970)
        default: return nil
        }
        guard hi != lo, lo.isFinite, hi.isFinite else { return nil }
        let (a, b) = (center(lo), center(hi))
        let slope = (b - a) / (hi - lo)
        guard slope.isFinite, slope != 0 else { return nil }
        return (slope, a - slope * lo)
    }
}

extension MarkBuilder {
    /// How a bar layer's bars are merged: per device column when they stand upright, per device row when
    /// they lie (horizontal bars), when reduction applies to as many bars as the plot is long, their
    /// corners are square and no offset channel places them inside a band; not at all otherwise. Bars
    /// centred in the bands of a band scale and no wider than its step never overlap the bars of another
    /// band, so each band's bars are merged even when other bands' bars come between them (stacked
    /// bars of categories that take turns, as rows of several categories usually do).
    static func barMerger(_ layer: LayerData, _ ctx: MarkContext) -> BarMerger {
        let horizontal = layer.valueChannel == .x
        let length = horizontal ? ctx.plot.height : ctx.plot.width
        guard ctx.reduction.applies(rows: layer.rowCount, width: length),
            (layer.spec.mark.cornerRadius ?? .zero) == .zero, layer.spec.encoding[.xOffset] == nil,
            layer.spec.encoding[.yOffset] == nil
        else { return BarMerger(nil) }
        let (scale, position, end) = horizontal ? (ctx.y, layer.y, layer.y2) : (ctx.x, layer.x, layer.x2)
        let disjoint =
            scale.bandwidth > 0 && end == nil && layer.spec.column(.size) == nil
            && abs(bandWidth(layer, scale, position)) <= scale.step
        return BarMerger(horizontal ? .rows : .columns, disjointBands: disjoint)
    }
}

/// Merges bars whose centres fall into one device column (one device row for horizontal bars), that
/// share a style and that overlap or meet along the values into one bar covering them all (the union's
/// bounds: out to the largest value, back to the smallest below zero): consecutive bars, or, when bars
/// of different columns never overlap, each column's bars in turn.
struct BarMerger {
    /// Along which device lines bars are merged.
    enum Direction {
        /// Upright bars, per column.
        case columns
        /// Horizontal bars, per row.
        case rows
    }

    /// Nil when bars are not merged.
    let direction: Direction?
    /// Whether bars of different columns never overlap, so that a column's bars merge across other
    /// columns' bars.
    let disjointBands: Bool
    /// The bars being grown, one per column when columns are disjoint, else the latest only.
    private var growing: [RectNode] = []
    /// The column of each bar being grown.
    private var columns: [Double: Int] = [:]
    private var column = 0.0

    init(_ direction: Direction?, disjointBands: Bool = false) {
        self.direction = direction
        self.disjointBands = disjointBands
    }

    /// Adds a bar filled with `fill` and no other style (`Style(fill:)`, as every bar layout draws);
    /// returns the bar it completes, if any. The bar's node (`node`) is made only when it starts a bar to
    /// grow or is not merged, not for each bar merged.
    mutating func add(_ rect: Rect, fill: Paint, node: () -> RectNode) -> RectNode? {
        guard let direction else { return node() }
        // Twice as fine as lines: a merged bar reaches its longest bar's length over its whole column.
        let centre = direction == .columns ? rect.midX : rect.midY
        let c = (centre * 2 * DataReduction.columnsPerPoint).rounded(.down)
        let k = disjointBands ? columns[c] : (growing.isEmpty || c != column ? nil : 0)
        guard let k else {
            // A new column: with disjoint columns it joins the others, else it completes the latest.
            let done = disjointBands ? nil : growing.popLast()
            if disjointBands { columns[c] = growing.count }
            growing.append(node())
            column = c
            return done
        }
        if growing[k].style.fill == fill,
            Self.touch(growing[k].rect, rect, along: direction, overlapping: Self.isOpaque(fill: fill))
        {
            // In place: copying the bar being grown would retain and release its style per bar.
            growing[k].rect = growing[k].rect.union(rect)
            return nil
        }
        // Another fill in the column, or a bar apart from the one grown so far along the values (the
        // union would cover the gap between them, and the bars drawn there before them): the bar grown so
        // far is done, and this one is grown in its place.
        let done = growing[k]
        growing[k] = node()
        return done
    }

    /// Whether two bars meet, or (when `overlapping`) overlap or meet, along the values (y for upright
    /// bars), so that their union covers only what they cover there. Stacked bars meet where one ends and
    /// the next begins, up to the rounding of a rectangle's far edge (a millionth of a point is allowed).
    static func touch(_ a: Rect, _ b: Rect, along direction: Direction, overlapping: Bool) -> Bool {
        let slack = 1e-6
        let (a0, a1, b0, b1) =
            direction == .columns ? (a.minY, a.maxY, b.minY, b.maxY) : (a.minX, a.maxX, b.minX, b.maxX)
        guard a0 <= b1 + slack && b0 <= a1 + slack else { return false }
        // Translucent bars that overlap show the overlap darker; their union would not.
        return overlapping || min(a1, b1) - max(a0, b0) <= slack
    }

    /// Whether a fill paints its bars opaque: one colour of full alpha (a bar's style is its fill alone).
    static func isOpaque(fill: Paint) -> Bool {
        guard case .color(let c) = fill else { return false }
        return c.alpha >= 1
    }

    /// The bars still being grown, in the order their columns began.
    var pending: [RectNode] { growing }
}

extension MarkSpec {
    /// Whether a line of this mark in a plot that clips it sideways looks the same drawn from only the
    /// rows in the plot's columns and the nearest row on each side: a straight line of a finite stroke
    /// with no symbols, no dashes (their phase runs from the path's start), no fill (closed across the
    /// path's ends) and no offset. Other curves take their tangents from the rows around.
    var drawsOnlyWhatItShows: Bool {
        guard kind == .line, symbol == nil, dash.isEmpty, lineFill == nil, xOffset == 0, yOffset == 0 else {
            return false
        }
        guard case .linear = interpolation ?? .linear else { return false }
        return lineWidth.map { $0.isFinite && $0 >= 0 } ?? true
    }
}
