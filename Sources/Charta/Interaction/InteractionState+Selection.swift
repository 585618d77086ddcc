/// Taps, drags, hovering and arrow keys for the three kinds of selection.
extension InteractionState {
    /// A tap: selects the item hit (or clears), snaps to the nearest x, or clears a range.
    mutating func tap(at p: Point, _ chart: RenderedChart, _ measurer: any TextMeasurer) -> Selection? {
        switch chart.behavior.selection?.mode {
        case .item(let s)?:
            selection = hitItem(at: p, s, chart, measurer).map { .item(chart.selectedItem($0)) }
            return s.activatesOnTap ? selection : nil
        case .nearestX(let s)?:
            selectNearestX(at: p, s, chart, insidePlotOnly: true)
        case .rangeX?:
            selection = nil
            gesture = nil
        case nil:
            break
        }
        return nil
    }

    /// The topmost selectable item at `p`, by scene hit testing.
    func hitItem(at p: Point, _ s: ItemSelection, _ chart: RenderedChart, _ measurer: any TextMeasurer) -> ItemID? {
        let marks = s.marks.map(Set.init)
        let tolerance = s.tolerance.isFinite ? max(0, s.tolerance) : 0
        return chart.scene.hitTest(p, tolerance: tolerance, measurer: measurer).first {
            marks?.contains($0.mark) ?? true
        }
    }

    /// Selects the data x nearest to `p`, or clears the selection when there is no data there.
    mutating func selectNearestX(at p: Point, _ s: NearestXSelection, _ chart: RenderedChart, insidePlotOnly: Bool) {
        let plot = chart.plotFrame
        guard p.x.isFinite, p.y.isFinite, !insidePlotOnly || plot.contains(p) else {
            selection = nil
            return
        }
        let i = chart.index.nearestIndex(toSceneX: p.x, within: plot.minX...plot.maxX, radius: s.radius)
        selection = i.flatMap(chart.selectedX(at:)).map(Selection.x)
    }

    /// A press that moves: scrubs the nearest x, draws a brush, or pans the window.
    mutating func drag(_ phase: GesturePhase, at p: Point, _ chart: RenderedChart) {
        switch chart.behavior.selection?.mode {
        case .nearestX(let s)?:
            switch phase {
            case .began:
                selectNearestX(at: p, s, chart, insidePlotOnly: true)
                gesture = selection == nil ? nil : .selecting
            case .moved:
                if gesture == .selecting {
                    // While scrubbing only x counts, kept inside the plot.
                    let plot = chart.plotFrame
                    let x = p.x.isFinite ? min(max(p.x, plot.minX), plot.maxX) : p.x
                    selectNearestX(at: Point(x: x, y: plot.midY), s, chart, insidePlotOnly: false)
                } else {
                    selectNearestX(at: p, s, chart, insidePlotOnly: true)
                    if selection != nil { gesture = .selecting }
                }
            case .ended, .cancelled:
                gesture = nil
                if s.clearsOnRelease { selection = nil }
            }
        case .rangeX(let s)?:
            brush(phase, at: p, s, chart)
        case .item?, nil:
            panPointer(phase, pointerX: p.x, chart)
        }
    }

    /// Hovering: moves the nearest-x selection (leaving clears it) or tracks the item under the pointer.
    mutating func hover(at p: Point?, _ chart: RenderedChart, _ measurer: any TextMeasurer) {
        switch chart.behavior.selection?.mode {
        case .nearestX(let s)? where s.tracksHover && gesture == nil:
            guard let p else {
                selection = nil
                return
            }
            selectNearestX(at: p, s, chart, insidePlotOnly: true)
        case .item(let s)?:
            hoveredItem = p.flatMap { hitItem(at: $0, s, chart, measurer) }
        default:
            break
        }
    }

    /// A brush along x: anchored where the drag began, to where it is now, inside the plot.
    mutating func brush(_ phase: GesturePhase, at p: Point, _ s: RangeXSelection, _ chart: RenderedChart) {
        let plot = chart.plotFrame
        switch phase {
        case .began:
            selection = nil
            gesture = p.x.isFinite && p.y.isFinite && plot.contains(p) ? .brushing(anchorX: p.x) : nil
        case .moved, .ended:
            guard case .brushing(let anchor) = gesture, p.x.isFinite else { return }
            let x = min(max(p.x, plot.minX), plot.maxX)
            let wide = abs(x - anchor) >= (s.minimumWidth.isFinite ? s.minimumWidth : 0)
            selection = wide ? range(from: anchor, to: x, s, chart) : nil
            if phase == .ended { gesture = nil }
        case .cancelled:
            gesture = nil
            selection = nil
        }
    }

    /// The range between two scene x positions, in x units, snapped to data when asked.
    func range(from a: Double, to b: Double, _ s: RangeXSelection, _ chart: RenderedChart) -> Selection? {
        let (u, v) = (chart.xUnits(atSceneX: a), chart.xUnits(atSceneX: b))
        guard u.isFinite, v.isFinite else { return nil }
        var (low, high) = (min(u, v), max(u, v))
        if s.snapsToData, let i = chart.index.nearestIndex(toValue: low),
            let j = chart.index.nearestIndex(toValue: high)
        {
            (low, high) = (chart.index.xs[i], chart.index.xs[j])
        }
        guard let lower = chart.xValue(low), let upper = chart.xValue(high) else { return nil }
        return .range(
            SelectedRange(
                bounds: low...high, lower: lower, upper: upper, indices: chart.index.indices(in: low...high)))
    }

    /// The indices of the distinct x values visible in the plot.
    private func visibleIndices(_ chart: RenderedChart) -> Range<Int> {
        chart.index.visibleIndices(chart.plotFrame.minX...chart.plotFrame.maxX)
    }

    /// Arrow keys for nearest x: the previous or next data x (the first or last visible one to start).
    mutating func moveX(by delta: Int, _ chart: RenderedChart) {
        let count = chart.index.xs.count
        guard count > 0 else { return }
        let next: Int
        if case .x(let current)? = selection, current.index >= 0, current.index < count {
            next = min(max(current.index + delta, 0), count - 1)
        } else {
            let visible = visibleIndices(chart)
            guard !visible.isEmpty else { return }
            next = delta > 0 ? visible.lowerBound : visible.upperBound - 1
        }
        selection = chart.selectedX(at: next).map(Selection.x)
        reveal(chart.index.xs[next], chart)
    }

    /// Arrow keys for items: the previous or next selectable item along x (the first or last visible one
    /// to start).
    mutating func moveItem(by delta: Int, _ chart: RenderedChart) {
        let index = chart.index
        guard !index.refs.isEmpty else { return }
        var position: Int?
        if case .item(let current)? = selection, let row = current.item.row, let layer = chart.layer(current.item.mark),
            row >= 0, row < layer.rowCount, let slot = index.nearestIndex(toValue: layer.x[row]),
            index.xs[slot] == layer.x[row]
        {
            // Slices share their base's indices: this is the position in `refs`.
            position = index.rows(at: slot).firstIndex { $0 == RowRef(layer: current.item.mark, row: row) }
        }
        let next: Int
        if let position {
            next = min(max(position + delta, 0), index.refs.count - 1)
        } else {
            let visible = visibleIndices(chart)
            guard !visible.isEmpty else { return }
            next = delta > 0 ? index.starts[visible.lowerBound] : index.starts[visible.upperBound] - 1
        }
        let ref = index.refs[next]
        guard let id = chart.itemID(ref), let layer = chart.layer(ref.layer) else { return }
        selection = .item(chart.selectedItem(id))
        reveal(layer.x[ref.row], chart)
    }
}
