/// Merging overplotted points with one bit per cell and colour (see ``MarkBuilder/pointLooks(_:_:_:)``).
extension MarkBuilder {
    /// Cells and looks a merge may mark in its bit set: 32 MB of bits (a 1600 × 1000 plot at four cells
    /// per point takes 3.2 MB per look).
    static let maxCellBits = 1 << 28

    /// The points ``mergedPerCell(_:)`` keeps, for a layer whose points all have the mark's shape and size
    /// and no identity colour, so that a point's look is its series' colour: the last point of each
    /// quarter-point cell and colour, in row order, without a look per row or a hash per point. `xs` and
    /// `ys` are the rows' chart-space centres (nil: the plot's middle). Rows from the first the budget
    /// stops at are left out, as are positions that are not finite or lie 10⁹ points out. Nil, before the
    /// budget is asked, when the points spread over more cells and colours than ``maxCellBits``.
    static func lastPointPerCellAndColor(
        _ layer: LayerData, _ rows: RowSelection, xs: [Double]?, ys: [Double]?, shape: SymbolShape, size: Double,
        _ ctx: MarkContext
    ) -> [PointLook]? {
        let density = DataReduction.columnsPerPoint
        let position = { (k: Int) in Point(x: xs?[k] ?? ctx.plot.midX, y: ys?[k] ?? ctx.plot.midY) }
        // One look per distinct colour of the series (and of rows without one).
        let names = layer.series.names
        var lookOfColor: [Color: Int] = [:]
        let lookOfCode = (-1..<names.count).map { code in
            let color = ctx.color(layer, series: code < 0 ? nil : names[code])
            if let look = lookOfColor[color] { return look }
            lookOfColor[color] = lookOfColor.count
            return lookOfColor.count - 1
        }
        let stop = ctx.budget == nil ? nil : { (k: Int) in ctx.shouldStop(atRow: rows[k]) }
        let kept = lastPerCell(count: rows.count, looks: lookOfColor.count, stop: stop) { k in
            let p = position(k)
            guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e9, abs(p.y) < 1e9 else { return nil }
            return (
                Int((p.x * density).rounded(.down)), Int((p.y * density).rounded(.down)),
                lookOfCode[Int(layer.series.code(rows[k])) + 1]
            )
        }
        return kept?.map { k in
            let row = rows[k]
            return PointLook(
                row: row, position: position(k), color: ctx.color(layer, row: row), shape: shape, size: size)
        }
    }

    /// Of points `0..<count`, each in a cell (column and line) with one of `looks` looks or in none (nil),
    /// the last of each cell and look, ascending, among the points before the first that `stop` (if any)
    /// is true for (asked in order, as a per-row loop asks the render budget): the points are read backwards and
    /// a point is kept when its bit (cell and look) is not yet set. Nil, before `stop` is asked, when the
    /// cells the points span, times the looks, are more than ``maxCellBits``.
    static func lastPerCell(
        count: Int, looks: Int, stop: ((Int) -> Bool)? = nil, cell: (Int) -> (column: Int, line: Int, look: Int)?
    ) -> [Int]? {
        var (minColumn, maxColumn, minLine, maxLine) = (Int.max, Int.min, Int.max, Int.min)
        for k in 0..<count {
            guard let c = cell(k) else { continue }
            (minColumn, maxColumn) = (min(minColumn, c.column), max(maxColumn, c.column))
            (minLine, maxLine) = (min(minLine, c.line), max(maxLine, c.line))
        }
        guard minColumn <= maxColumn else { return [] }
        let (columns, columnsOverflow) = maxColumn.subtractingReportingOverflow(minColumn)
        let (lines, linesOverflow) = maxLine.subtractingReportingOverflow(minLine)
        guard !columnsOverflow, !linesOverflow, columns < Int.max, lines < Int.max else { return nil }
        let (width, height) = (columns + 1, lines + 1)
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, looks > 0, area <= maxCellBits / looks else { return nil }
        let end = stop.flatMap { (0..<count).first(where: $0) } ?? count
        var bits = [UInt64](repeating: 0, count: (area * looks + 63) / 64)
        var kept: [Int] = []
        for k in stride(from: end - 1, through: 0, by: -1) {
            guard let c = cell(k) else { continue }
            let bit = (c.look * height + c.line - minLine) * width + c.column - minColumn
            let (word, mask) = (bit >> 6, UInt64(1) << (bit & 63))
            guard bits[word] & mask == 0 else { continue }
            bits[word] |= mask
            kept.append(k)
        }
        return kept.reversed()
    }
}
