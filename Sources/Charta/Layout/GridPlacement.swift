/// Places boxes on a grid the way Vega's grid layout does (vega-view-transforms `gridLayout`): each box
/// is given relative to its own origin (the plot's corner), cells are `padding` apart between their
/// boxes, and columns and rows line up by `align`. The result is each cell's origin, with the first
/// cell's origin at (0, 0).
struct GridPlacement {
    var columns: Int
    var align: GridAlign
    var center: Bool
    var rowPadding: Double
    var columnPadding: Double

    /// The origin of each box in grid coordinates.
    func origins(_ boxes: [Rect]) -> [Point] {
        let n = boxes.count
        guard n > 0 else { return [] }
        let ncols = max(1, min(columns, n))
        let nrows = (n + ncols - 1) / ncols
        func offset(_ v: Double) -> Double { v < 0 ? (-v).rounded(.up) : 0 }
        var xExtent = Array(repeating: 0.0, count: ncols)
        var yExtent = Array(repeating: 0.0, count: nrows)
        var xMax = 0.0
        var yMax = 0.0
        var xOffset = Array(repeating: 0.0, count: n)
        var yOffset = Array(repeating: 0.0, count: n)
        for (i, b) in boxes.enumerated() {
            let (c, r) = (i % ncols, i / ncols)
            let px = b.maxX.rounded(.up)
            let py = b.maxY.rounded(.up)
            xMax = max(xMax, px)
            yMax = max(yMax, py)
            xExtent[c] = max(xExtent[c], px)
            yExtent[r] = max(yExtent[r], py)
            xOffset[i] = c == 0 ? 0 : columnPadding + offset(b.minX)
            yOffset[i] = r == 0 ? 0 : rowPadding + offset(b.minY)
        }
        switch align {
        case .each:
            for c in 1..<max(1, ncols) {
                let cells = Array(stride(from: c, to: n, by: ncols))
                let o = cells.map { xOffset[$0] }.max() ?? 0
                for i in cells { xOffset[i] = o + xExtent[c - 1] }
            }
            for r in 1..<max(1, nrows) {
                let cells = Array(r * ncols..<min(n, r * ncols + ncols))
                let o = cells.map { yOffset[$0] }.max() ?? 0
                for i in cells { yOffset[i] = o + yExtent[r - 1] }
            }
        case .all:
            let ox = (0..<n).filter { $0 % ncols != 0 }.map { xOffset[$0] }.max() ?? 0
            for i in 0..<n where i % ncols != 0 { xOffset[i] = ox + xMax }
            let oy = (ncols..<max(ncols, n)).map { yOffset[$0] }.max() ?? 0
            for i in ncols..<max(ncols, n) { yOffset[i] = oy + yMax }
        case .none:
            for i in 0..<n where i % ncols != 0 { xOffset[i] += xExtent[i % ncols - 1] }
            for i in ncols..<max(ncols, n) { yOffset[i] += yExtent[i / ncols - 1] }
        }
        var origins = Array(repeating: Point(x: 0, y: 0), count: n)
        var x = 0.0
        for i in 0..<n {
            x = xOffset[i] + (i % ncols != 0 ? x : 0)
            origins[i].x = x
        }
        for c in 0..<ncols {
            var y = 0.0
            for i in stride(from: c, to: n, by: ncols) {
                y += yOffset[i]
                origins[i].y = y
            }
        }
        if center && align != .none {
            for i in 0..<n {
                if nrows > 1 {
                    let room = (align == .all ? xMax : xExtent[i % ncols]) - boxes[i].maxX
                    if room > 0 { origins[i].x += room / 2 }
                }
                if ncols != 1 {
                    let room = (align == .all ? yMax : yExtent[i / ncols]) - boxes[i].maxY
                    if room > 0 { origins[i].y += room / 2 }
                }
            }
        }
        return origins
    }
}
