import Charta

/// The pointer tables of a view, each answered by the interaction engine.
extension EngineModelBuilder {
    /// Nearest x: the snap positions, and which selection a tap at each x inside the plot makes (drags
    /// scrub with the same table, their x kept inside the plot).
    mutating func nearestXTables(_ v: Int) {
        let chart = rendered[v]
        let plot = chart.plotFrame
        let xs = ChartProxy(chart, measurer: self.chart.measurer).xPositions
        model.views[v].xs = xs
        guard plot.width > 0, plot.height > 0 else { return }
        var gap = plot.width
        for (a, b) in zip(xs, xs.dropFirst()) where abs(b - a) > 0 { gap = min(gap, abs(b - a)) }
        let step = min(0.5, max(gap / 4, plot.width / 50_000))
        let empty = state(v, -1)
        let measurer = self.chart.measurer
        model.views[v].strip = StepTable.sampling(plot.minX...plot.maxX, step: step) { x in
            selectionID(empty.reduce(.tap(Point(x: x, y: plot.midY)), in: chart, measurer: measurer).selection)
        }
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
