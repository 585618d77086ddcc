/// Paging, sliding, panning, scrolling and zooming the visible x window.
extension InteractionState {
    /// The visible window now: the state's, else the one the chart was rendered with.
    func window(_ chart: RenderedChart, _ model: WindowModel) -> VisibleDomain {
        viewport?.visibleX ?? chart.specWindow(model)
    }

    /// Shows `window`, with the y domain of its data when the behaviour follows y.
    mutating func show(_ window: VisibleDomain, _ chart: RenderedChart, _ model: WindowModel) {
        var yDomain: ClosedRange<Double>?
        if let follow = model.behavior.followsY, let extent = chart.index.yExtent(in: model.visibleRange(window)) {
            yDomain = follow.domain(covering: extent)
        }
        viewport = Viewport(visibleX: window, yDomain: yDomain)
    }

    /// Carries out a host command.
    mutating func apply(_ command: ViewportCommand, _ chart: RenderedChart) {
        guard let model = chart.windowModel else { return }
        let w = window(chart, model)
        switch command {
        case .page(let pages):
            show(model.moved(w, by: Double(pages) * w.length), chart, model)
        case .step(let steps):
            show(model.moved(w, by: Double(steps) * model.unit(w.length)), chart, model)
        case .scroll(let start):
            show(VisibleDomain(length: w.length, start: model.snapped(start, length: w.length)), chart, model)
        case .zoom(let factor, let anchor):
            if let zoomed = model.zoomed(w, by: factor, around: anchor ?? (w.start + w.length / 2)) {
                show(zoomed, chart, model)
            }
        case .reset:
            viewport = nil
            gesture = nil
        }
    }

    /// Moves the window so that x position `v` is visible (after a keyboard move of the selection).
    mutating func reveal(_ v: Double, _ chart: RenderedChart) {
        guard let model = chart.windowModel else { return }
        let w = window(chart, model)
        let moved = model.revealing(v, in: w)
        if moved != w { show(moved, chart, model) }
    }

    /// A pan (or a drag on a chart whose selection does not use drags): the window follows the pointer
    /// and comes to rest at a snapping position when it ends.
    mutating func panPointer(_ phase: GesturePhase, pointerX: Double, _ chart: RenderedChart) {
        guard let model = chart.windowModel, pointerX.isFinite else { return }
        let w = window(chart, model)
        guard case .panning(let originX, let originStart) = gesture else {
            if phase == .began || phase == .moved { gesture = .panning(pointerX: pointerX, start: w.start) }
            return
        }
        let perUnit = chart.pointsPerUnit(w, model)
        guard perUnit > 0, perUnit.isFinite else { return }
        let start = originStart - (pointerX - originX) / perUnit
        switch phase {
        case .began:
            gesture = .panning(pointerX: pointerX, start: w.start)
        case .moved:
            show(VisibleDomain(length: w.length, start: model.clamped(start, length: w.length)), chart, model)
        case .ended:
            show(VisibleDomain(length: w.length, start: model.snapped(start, length: w.length)), chart, model)
            gesture = nil
        case .cancelled:
            show(VisibleDomain(length: w.length, start: model.snapped(originStart, length: w.length)), chart, model)
            gesture = nil
        }
    }

    /// A two-finger pan by its translation since it began.
    mutating func pan(_ phase: GesturePhase, translation: Point, _ chart: RenderedChart) {
        panPointer(phase, pointerX: translation.x, chart)
    }

    /// A scroll wheel: a resting unit per event when the window snaps, else by the distance scrolled.
    mutating func scroll(by delta: Point, _ chart: RenderedChart) {
        guard let model = chart.windowModel else { return }
        let d = delta.x != 0 ? delta.x : delta.y
        guard d.isFinite, d != 0 else { return }
        if case .none = model.behavior.snapping {
            let w = window(chart, model)
            let perUnit = chart.pointsPerUnit(w, model)
            guard perUnit > 0, perUnit.isFinite else { return }
            show(
                VisibleDomain(length: w.length, start: model.clamped(w.start + d / perUnit, length: w.length)), chart,
                model)
        } else {
            apply(.step(by: d > 0 ? 1 : -1), chart)
        }
    }

    /// A pinch by `scale` around a point.
    mutating func pinch(scale: Double, anchor: Point, _ chart: RenderedChart) {
        apply(.zoom(by: scale, around: chart.xUnits(atSceneX: anchor.x)), chart)
    }

    /// A double tap: zooms in around the point, or resets when fully zoomed in.
    mutating func zoomByDoubleTap(at p: Point, _ chart: RenderedChart) {
        guard let model = chart.windowModel, let limits = model.behavior.zoomLimits else { return }
        let w = window(chart, model)
        let smallest = max(limits.lowerBound, model.isBand ? 1 : 0)
        if w.length <= smallest * (1 + WindowModel.epsilon) {
            apply(.reset, chart)
        } else {
            apply(.zoom(by: model.behavior.doubleTapZoom, around: chart.xUnits(atSceneX: p.x)), chart)
        }
    }
}

extension RenderedChart {
    /// The window arithmetic of a chart with a viewport behaviour and a non-empty x domain.
    var windowModel: WindowModel? {
        guard let behavior = spec.interaction.viewport else { return nil }
        var bounds: ClosedRange<Double>?
        switch x.domain.kind {
        case .categorical:
            bounds = x.domain.categories.isEmpty ? nil : 0...Double(x.domain.categories.count)
        case .temporal, .quantitative:
            switch spec.scales[.x]?.domain {
            case .numbers(let r)?, .dates(let r)?: bounds = r
            default: bounds = x.domain.extent
            }
        }
        guard let bounds, bounds.lowerBound.isFinite, bounds.upperBound.isFinite,
            bounds.upperBound > bounds.lowerBound
        else { return nil }
        return WindowModel(bounds: bounds, behavior: behavior, isBand: x.domain.kind == .categorical)
    }

    /// The window the chart was rendered with: its spec's visible x, else the whole domain.
    func specWindow(_ model: WindowModel) -> VisibleDomain {
        if var w = spec.visibleX, w.length > 0, w.length.isFinite, w.start.isFinite {
            if let category = w.startCategory, let i = x.domain.categories.firstIndex(of: category) {
                w = VisibleDomain(length: w.length, start: Double(i))
            }
            return w
        }
        return VisibleDomain(length: model.total, start: model.bounds.lowerBound)
    }

    /// Points per x unit: the band step, or the plot width over the window's length.
    func pointsPerUnit(_ window: VisibleDomain, _ model: WindowModel) -> Double {
        model.isBand ? x.step : plotFrame.width / window.length
    }
}

extension YFollow {
    /// The y domain for a data extent: with zero when asked, padded by a fraction of its span.
    func domain(covering extent: ClosedRange<Double>) -> ClosedRange<Double> {
        var (low, high) = (extent.lowerBound, extent.upperBound)
        if includesZero { (low, high) = (min(low, 0), max(high, 0)) }
        let span = high - low
        let pad = span > 0 ? span * (padding.isFinite ? max(0, padding) : 0) : max(abs(low) * 0.1, 1)
        return (low - pad)...(high + pad)
    }
}
