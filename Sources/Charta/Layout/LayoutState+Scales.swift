import Foundation

/// Building the positional scales and their axes for the current plot frame.
extension LayoutState {
    /// Default band paddings (Vega-Lite's): inner 0.1, outer half of it; point scales 0.5.
    static let bandPaddingInner = 0.1

    mutating func buildScales() {
        x = makeScale(.x, domain: xDomain, length: plot.width)
        y = makeScale(.y, domain: yDomain, length: plot.height)
        for (channel, scale) in [(Channel.x, x), (.y, y)] {
            let kind = Diagnostic(.logDomainNotPositive(channel: channel)).kind
            if case .continuous(let s as LogScale) = scale.kind, !s.isDomainValid,
                !diagnostics.contains(where: { $0.kind == kind })
            {
                diagnostics.append(Diagnostic(kind))
            }
        }
        xAxis = axisModel(.x, scale: x)
        yAxis = axisModel(.y, scale: y)
    }

    /// Default tick count for an axis length (Vega-Lite's: one tick per 40 points).
    static func tickCount(length: Double) -> Int {
        Int(clamped: (length / 40).rounded(.up), to: 2...TickMath.maximumCount)
    }

    func tickCount(_ channel: Channel, length: Double, bounds: [Double]? = nil) -> Int {
        LayoutState.tickCount(spec, channel, length: length, bounds: bounds)
    }

    /// The tick count of a channel's axis: the spec's, else the default for its length; fewer over a
    /// number domain's `bounds` when more would step by less than the axis's ``AxisSpec/tickMinStep``.
    static func tickCount(_ spec: ChartSpec, _ channel: Channel, length: Double, bounds: [Double]? = nil) -> Int {
        var count = LayoutState.tickCount(length: length)
        if case .automatic(let given?)? = spec.axes[channel]?.values { count = max(1, given) }
        guard let minStep = spec.axes[channel]?.tickMinStep, let lo = bounds?.min(), let hi = bounds?.max() else {
            return count
        }
        return TickMath.count(start: lo, stop: hi, desired: count, minimumStep: minStep)
    }

    func makeScale(_ channel: Channel, domain: ChannelDomain, length: Double) -> PositionScale {
        let settings = spec.scales[channel]
        // Plot insets keep the data away from the plot frame's edges (Swift Charts' plot insets).
        let insets = spec.plotInsets
        let (lo, hi) = channel == .y ? (insets.top, length - insets.bottom) : (insets.leading, length - insets.trailing)
        var range = channel == .y ? [hi, lo] : [lo, hi]
        if settings?.reverse == true { range.reverse() }
        let count = tickCount(channel, length: length)
        switch domain.kind {
        case .categorical:
            let isPoint = settings?.kind == .point || (!domain.hasBands && settings?.kind != .band)
            var band = BandScale(domain: Array(domain.categories.indices), range: range)
            band.paddingInner = isPoint ? 1 : settings?.paddingInner ?? LayoutState.bandPaddingInner
            band.paddingOuter = settings?.paddingOuter ?? (isPoint ? 0.5 : band.paddingInner / 2)
            if channel == .y, !isPoint, settings?.paddingInner == nil, settings?.paddingOuter == nil,
                let rows = cellBandRows(length: length)
            {
                // On a grid, bands of whole rows from the plot's top: `rows − 1` rows of bar and one of gap.
                band.paddingInner = rows > 1 ? 1 / Double(rows) : 0
                band.paddingOuter = 0
            }
            if channel == .x, let window = spec.visibleX, window.length > 0 {
                // A page of `length` bands fills the plot; the others continue off-screen, same width.
                let slots = { (n: Double) in n - band.paddingInner + 2 * band.paddingOuter }
                let step = (hi - lo) / slots(window.length)
                let first = window.startCategory.flatMap(domain.categories.firstIndex).map(Double.init)
                let start = lo - (first ?? (window.start.isFinite ? window.start : 0)) * step
                band.range = [start, start + step * slots(Double(domain.categories.count))]
            }
            return PositionScale(kind: .band(band), domain: domain, length: length)
        case .temporal:
            var bounds = numericDomain(domain, settings: settings, includesZero: false)
            if let pad = barPadding[channel], settings?.domain == nil {
                // Bars centred on the first and last dates stay inside the plot, as on a number scale.
                bounds = [bounds[0] - pad, bounds[1] + pad]
            }
            if channel == .x, let window = spec.visibleX, window.length > 0 {
                // A window of `length` seconds from its start (the first date when none is given).
                let start = window.start.isFinite ? window.start : bounds[0]
                bounds = [start, start + window.length]
            }
            var time = TimeScale(
                domain: [Date(timeIntervalSince1970: bounds[0]), Date(timeIntervalSince1970: bounds[1])], range: range,
                calendar: spec.calendar)
            if settings?.nice == true, spec.visibleX == nil || channel != .x { time = time.nice(count: count) }
            return PositionScale(kind: .time(time), domain: domain, length: length)
        case .quantitative:
            let includesZero = settings?.includesZero ?? domain.hasValueBars
            var bounds = numericDomain(domain, settings: settings, includesZero: includesZero)
            let linear = settings?.kind == nil || settings?.kind == .linear
            if let pad = barPadding[channel], linear, settings?.domain == nil,
                domain.extent.map({ $0.lowerBound < $0.upperBound }) == true
            {
                // Bars centred on the extreme positions reach half a bar beyond them (zero stays the base).
                if bounds[0] > -Double.infinity, domain.extent?.lowerBound == bounds[0] { bounds[0] -= pad }
                if bounds[1] < Double.infinity, domain.extent?.upperBound == bounds[1] { bounds[1] += pad }
            }
            let nice = settings?.nice ?? (settings?.domain == nil)
            var scale: any ContinuousScale
            switch settings?.kind {
            case .log(let base)?: scale = LogScale(base: base, domain: bounds, range: range)
            case .pow(let exponent)?: scale = PowScale(exponent: exponent, domain: bounds, range: range)
            case .symlog(let constant)?: scale = SymlogScale(constant: constant, domain: bounds, range: range)
            default: scale = LinearScale(domain: bounds, range: range)
            }
            if nice { scale = scale.nice(count: tickCount(channel, length: length, bounds: bounds)) }
            if channel == .x, let window = spec.visibleX, window.length > 0 {
                let start = window.start.isFinite ? window.start : scale.domain[0]
                scale.domain = [start, start + window.length]
            }
            return PositionScale(kind: .continuous(scale), domain: domain, length: length)
        }
    }

    /// The explicit domain, or the data's extent (with zero when asked), widened when it has no width.
    func numericDomain(_ domain: ChannelDomain, settings: ScaleSpec?, includesZero: Bool) -> [Double] {
        switch settings?.domain {
        case .numbers(let r)?, .dates(let r)?: return [r.lowerBound, r.upperBound]
        default: break
        }
        guard var extent = domain.extent else { return domain.kind == .temporal ? [0, 86400] : [0, 1] }
        if includesZero { extent = min(extent.lowerBound, 0)...max(extent.upperBound, 0) }
        if extent.lowerBound == extent.upperBound {
            let v = extent.lowerBound
            let pad = domain.kind == .temporal ? 43200 : (v == 0 ? 1 : abs(v) * 0.1)
            extent = (v - pad)...(v + pad)
            if includesZero { extent = min(v, 0)...max(v, 0) == 0...0 ? 0...1 : min(v, 0)...max(v, 0) }
        }
        return [extent.lowerBound, extent.upperBound]
    }

    func axisModel(_ channel: Channel, scale: PositionScale) -> AxisModel? {
        let count = tickCount(channel, length: scale.length, bounds: scale.numberBounds)
        var model =
            if let grid = measurer.textGrid {
                cellAxisModel(channel, scale: scale, count: count, grid: grid)
            } else {
                axisModel(channel, scale: scale, count: count)
            }
        model.noteCalendar(plan: model.labelPlan(measurer: measurer), measurer: measurer)
        return model
    }

    /// The axis of a channel with about `count` ticks (unless its values say otherwise).
    func axisModel(_ channel: Channel, scale: PositionScale, count: Int, values: AxisValues? = nil) -> AxisModel {
        let settings = spec.axes[channel] ?? AxisSpec()
        let edge: Edge
        switch (channel, settings.position) {
        case (.x, .top): edge = .top
        case (.x, _): edge = .bottom
        case (_, .trailing): edge = .right
        default: edge = .left
        }
        var ticks = scale.shownTicks(
            values: values ?? settings.values, format: settings.format, count: count, memo: tickLabels
        )
        .map {
            var tick = $0
            if let value = $0.value, let parts = settings.partsByValue[value] {
                tick.label = parts.text ?? $0.label
                (tick.labelHidden, tick.tickHidden, tick.gridHidden) = (!parts.label, !parts.tick, !parts.grid)
            } else {
                tick.label = settings.relabel[$0.label] ?? $0.label
                tick.labelHidden = settings.hiddenLabels.contains($0.label)
                tick.tickHidden = settings.hiddenTicks.contains($0.label)
            }
            return tick
        }
        if settings.labelsCentered, scale.domain.kind != .categorical {
            ticks = Self.centeringLabels(ticks, length: scale.length)
        }
        let title = (settings.title ?? (settings.hidden ? nil : scale.domain.title)).flatMap { $0.isEmpty ? nil : $0 }
        var model = AxisModel(
            edge: edge, length: scale.length, ticks: ticks, title: title, spec: settings, theme: spec.theme,
            gridByDefault: scale.domain.kind != .categorical, isCategorical: scale.domain.kind == .categorical)
        if settings.namesYearInTitle, case .time(let time) = scale.kind { model.calendarNote = (time, title) }
        return model
    }

    /// `ticks` (in order along the axis) with each label halfway to the next tick, the last as far past
    /// its own as the one before; a label off the axis `length` points long is hidden.
    static func centeringLabels(_ ticks: [AxisTick], length: Double) -> [AxisTick] {
        guard ticks.count > 1 else { return ticks }
        return ticks.indices.map { i in
            var tick = ticks[i]
            let next = i + 1 < ticks.count ? ticks[i + 1].offset - tick.offset : tick.offset - ticks[i - 1].offset
            tick.labelShift = next / 2
            if tick.labelOffset < -0.5 || tick.labelOffset > length + 0.5 { tick.labelHidden = true }
            return tick
        }
    }
}
