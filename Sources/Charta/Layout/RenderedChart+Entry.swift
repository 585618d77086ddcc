/// The entry animation: bars and areas grow from their baseline, other marks fade in, when the chart
/// first appears.
extension RenderedChart {
    /// The chart's animation (``ChartSpec/animation``); nil when the chart does not ask to animate.
    public var animation: ChartAnimation? { spec.animation }

    /// The entry animation as back ends play it: the chart's timing and easing (``ChartSpec/animation``,
    /// or ``ChartAnimation/default`` when none is set) and the effect of each data layer group: bars and
    /// areas grow from zero on their value scale (kept inside the plot), lines, points, rules, text and
    /// the other marks fade in. Concatenated and faceted charts animate every cell.
    public var entryAnimation: EntryAnimation {
        EntryAnimation(spec.animation ?? .default, layers: entryEffects)
    }

    /// The chart as it starts its entry animation: every bar collapsed onto its baseline, every area
    /// flattened onto it and every other data layer transparent; other nodes as in ``scene``.
    public var entryStartScene: Scene {
        scene.entryStart(entryAnimation)
    }

    /// The entry animation from ``entryStartScene`` to ``scene``, eased by the chart's animation
    /// (d3-transition's cubic in-out when none is set). Hosts that animate themselves draw
    /// `entryTransition.scene(at: t)` for t from 0 to 1 over the animation's duration.
    public var entryTransition: Transition {
        Transition(from: entryStartScene, to: scene, easing: entryAnimation.easing)
    }

    /// The animated change from this chart to `next` (another page, window or selection of it), eased
    /// by `next`'s animation: kept items move, items that appear grow from their layer's baseline (or
    /// fade in) and items that leave shrink onto it (or fade out), as interactive pages animate it.
    public func transition(to next: RenderedChart) -> Transition {
        Transition(from: scene, to: next.scene, easing: next.entryAnimation.easing, itemEffects: next.entryEffects)
    }

    /// The entry effect of each layer, in the order layout draws their groups.
    func layerEntryEffects() -> [EntryAnimation.Effect?] {
        layers.map { entryEffect(of: $0) }
    }

    /// How a layer enters: bars and areas grow from the zero line of their value scale (kept inside the
    /// plot), horizontal bars sideways; every other mark fades in.
    private func entryEffect(of layer: LayerData) -> EntryAnimation.Effect {
        switch layer.spec.mark.kind {
        case .bar where layer.valueChannel == .x:
            return .growX(baseline: plotFrame.minX + x.center(0).clampedToPlot(x))
        case .bar, .area:
            return .growY(baseline: plotFrame.minY + y.center(0).clampedToPlot(y))
        default:
            return .fade
        }
    }
}

extension EntryAnimation {
    /// An entry animation with the timing and easing of a chart's animation.
    public init(_ animation: ChartAnimation, layers: [Effect?]) {
        self.init(duration: animation.duration, easing: animation.easing, layers: layers)
    }
}
