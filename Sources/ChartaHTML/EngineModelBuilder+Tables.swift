import Charta

/// The pointer tables of a view, each answered by the interaction engine.
extension EngineModelBuilder {
    /// Nearest x: the snap positions, and which selection a tap at each x inside the plot makes (drags
    /// scrub with the same table, their x kept inside the plot). When the plot shows more distinct x
    /// values than selections may be embedded, the page resolves a tap to a grid (``nearestXGrid(_:)``).
    mutating func nearestXTables(_ v: Int) {
        let chart = rendered[v]
        let plot = chart.plotFrame
        let xs = ChartProxy(chart, measurer: self.chart.measurer).xPositions
        model.views[v].xs = xs
        guard plot.width > 0, plot.height > 0 else { return }
        let empty = state(v, -1)
        let measurer = self.chart.measurer
        let tap = { (x: Double) in empty.reduce(.tap(Point(x: x, y: plot.midY)), in: chart, measurer: measurer) }
        if let step = nearestXGrid(v) {
            var rows: [(index: Int, selection: Int)] = []
            model.views[v].strip = StepTable.grid(plot.minX...plot.maxX, step: step) { x in
                let selection = tap(x).selection
                let id = selectionID(selection)
                if id >= 0, case .x(let s)? = selection, rows.last?.selection != id { rows.append((s.index, id)) }
                return id
            }
            rows.sort { $0.index < $1.index }
            gridRows[v] = rows
            model.views[v].xs = rows.map { xs[$0.index] }
            return
        }
        var gap = plot.width
        for (a, b) in zip(xs, xs.dropFirst()) where abs(b - a) > 0 { gap = min(gap, abs(b - a)) }
        let step = min(0.5, max(gap / 4, plot.width / 50_000))
        model.views[v].strip = StepTable.sampling(plot.minX...plot.maxX, step: step) { x in
            selectionID(tap(x).selection)
        }
    }

    /// The spacing of the grid a tap on view `v` snaps to before the engine picks the nearest row of the
    /// full data there, or nil when every x value in the plot can have its own selection. The grid is a
    /// quarter point, the width of the device columns large marks are reduced to, or coarser when the
    /// plot is wider than ``HTMLOptions/maxSelections`` (and, for charts drawing their selection,
    /// ``HTMLOptions/maxPictures``) quarter points; so a page holds at most that many selections,
    /// however many rows the chart has.
    func nearestXGrid(_ v: Int) -> Double? {
        let plot = rendered[v].plotFrame
        let xs = ChartProxy(rendered[v], measurer: chart.measurer).xPositions
        let visible = xs.lazy.filter { $0 >= plot.minX && $0 <= plot.maxX }.count
        var capacity = max(0, options.maxSelections) - selections.count
        if chart.drawsSelection { capacity = min(capacity, pictureBudget) }
        guard visible > capacity else { return nil }
        return max(EngineModelBuilder.tapResolution, plot.width / Double(max(1, capacity - 1)))
    }

    /// The finest grid a tap on a large chart snaps to, in points: a quarter point, as
    /// ``DataReduction`` reduces large marks to quarter-point device columns.
    static let tapResolution = 0.25

    /// Where an arrow key leads on a view whose taps snap to a grid: the neighbouring row the grid can
    /// reach, so the keys step through what taps select ([view, selection] after Left, then after Right).
    func gridArrowTargets(view v: Int, selection s: Int, rows: [(index: Int, selection: Int)]) -> [Int] {
        guard let first = rows.first, let last = rows.last else { return [-1, -1, -1, -1] }
        guard selections.indices.contains(s), case .x(let current) = selections[s] else {
            return [v, last.selection, v, first.selection]
        }
        let below = rows.last { $0.index < current.index }?.selection ?? s
        let above = rows.first { $0.index > current.index }?.selection ?? s
        return [v, below, v, above]
    }

    /// Item selection: the boxes of the selectable items, topmost first, and which elements are theirs.
    mutating func itemTables(_ v: Int) {
        guard case .item(let s)? = chart.behavior.selection?.mode else { return }
        let marks = s.marks.map(Set.init)
        let map = ItemMap(rendered[v].scene, measurer: chart.measurer)
        let proxy = ChartProxy(rendered[v], measurer: chart.measurer)
        var regions: [(rect: Rect, selection: Int)] = []
        for region in map.regions where marks?.contains(region.item.mark) ?? true {
            let id = selectionID(proxy.selection(of: region.item))
            if id >= 0 { regions.append((region.rect, id)) }
        }
        model.views[v].regions = regions
        model.views[v].selectable = map.elements.indices.filter { marks?.contains(map.elements[$0].mark) ?? true }
    }

    /// Swipes (and mouse drags) that pan the window: which view a drag by each horizontal distance comes
    /// to rest on.
    mutating func panTable(_ v: Int) {
        let chart = rendered[v]
        let plot = chart.plotFrame
        guard plot.width > 0 else { return }
        let xs = ChartProxy(chart, measurer: self.chart.measurer).xPositions
        let span = (xs.max() ?? 0) - (xs.min() ?? 0)
        let reach = (span.isFinite ? span : 0) + plot.width
        let start = state(v, -1)
        let measurer = self.chart.measurer
        let p = Point(x: plot.midX, y: plot.midY)
        let table = StepTable.sampling(-reach...reach, step: max(1, reach / 2000)) { dx in
            var s = start
            let q = Point(x: p.x + dx, y: p.y)
            s.handle(.drag(.began, p), in: chart, measurer: measurer)
            s.handle(.drag(.moved, q), in: chart, measurer: measurer)
            s.handle(.drag(.ended, q), in: chart, measurer: measurer)
            return view(for: s.viewport) ?? -1
        }
        model.views[v].pan = table.values.count > 1 ? table : nil
    }

    /// Pictures for every selection: the chart drawing it, or the engine's overlay; and for item
    /// selection, the elements each selection marks.
    mutating func finish(_ v: Int) {
        switch model.mode {
        case .item:
            guard case .item(let s)? = chart.behavior.selection?.mode else { break }
            let marks = s.marks.map(Set.init)
            let elements = ItemMap(rendered[v].scene, measurer: chart.measurer).elements
            for (id, selection) in selections.enumerated() {
                guard case .item(let item) = selection else { continue }
                model.views[v].selected[id] = model.views[v].selectable.filter { k in
                    let e = elements[k]
                    return (marks?.contains(e.mark) ?? true)
                        && (e == item.item
                            || (item.item.row == nil && e.mark == item.item.mark && e.series == item.item.series))
                }
            }
        case .x where !chart.drawsSelection:
            for id in selections.indices where pictureBudget > 0 {
                let overlay = state(v, id).overlay(for: rendered[v], measurer: chart.measurer)
                guard !overlay.children.isEmpty else { continue }
                model.views[v].overlays[id] = overlay
                pictureBudget -= 1
            }
        default:
            break
        }
        if chart.drawsSelection, model.mode != .none {
            for id in selections.indices where pictureBudget > 0 {
                let scene = chart.render(state(v, id)).scene
                guard scene != model.views[v].scene else { continue }
                model.views[v].selectionScenes[id] = scene
                pictureBudget -= 1
            }
        }
    }

    /// Names the views: "Page 2 of 3" when the window pages, else the first and last data x it shows.
    mutating func captionPages() {
        guard chart.behavior.viewport != nil, model.views.count > 1 else { return }
        if case .page? = chart.behavior.viewport?.snapping {
            let specStart = chart.spec.visibleX?.start ?? 0
            let order = viewports.indices.sorted {
                (viewports[$0]?.visibleX.start ?? specStart) < (viewports[$1]?.visibleX.start ?? specStart)
            }
            for (rank, v) in order.enumerated() {
                model.views[v].caption = "Page \(rank + 1) of \(order.count)"
            }
            return
        }
        for v in model.views.indices {
            let plot = model.views[v].plot
            let proxy = ChartProxy(rendered[v], measurer: chart.measurer)
            let first = proxy.value(atX: plot.minX)
            let last = proxy.value(atX: plot.maxX)
            model.views[v].caption = "\(text.format(first)) to \(text.format(last))"
        }
    }
}
