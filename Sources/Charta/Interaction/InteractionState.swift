/// The interaction state of one chart: what is selected and which part is visible. A pure state
/// machine: events go in, a new state comes out, and ``overlay(for:measurer:)`` and
/// ``scene(for:measurer:)`` draw it. The chart's ``InteractionBehavior`` (in its spec) decides what
/// each event does:
///
/// ```swift
/// let chart = Chart { … }.chartSelection(.nearestX)
/// var state = InteractionState()
/// let rendered = chart.render()
/// state = state.reduce(.drag(.began, Point(x: 120, y: 80)), in: rendered)
/// let scene = state.scene(for: rendered)   // the chart with rule, markers and info bubble
/// ```
///
/// When the viewport changes, render `chart.applying(state)` and keep reducing against that.
public struct InteractionState: Hashable, Sendable {
    /// What is selected, with its data; nil: nothing.
    public var selection: Selection?
    /// The visible window; nil: as the spec says.
    public var viewport: Viewport?
    /// The item under the pointer (item selection only).
    public var hoveredItem: ItemID?
    /// The gesture in progress.
    var gesture: Gesture?

    /// Creates a state.
    public init(selection: Selection? = nil, viewport: Viewport? = nil) {
        self.selection = selection
        self.viewport = viewport
    }

    /// The state after `event`, on the chart as rendered now (`measurer`: the one it was laid out with,
    /// for hit testing text).
    public func reduce(
        _ event: InteractionEvent, in chart: RenderedChart, measurer: any TextMeasurer = StandardTextMeasurer.shared
    ) -> InteractionState {
        var next = self
        next.handle(event, in: chart, measurer: measurer)
        return next
    }

    /// Applies `event` on the chart as rendered now and returns what changed, for the host.
    @discardableResult
    public mutating func handle(
        _ event: InteractionEvent, in chart: RenderedChart, measurer: any TextMeasurer = StandardTextMeasurer.shared
    ) -> [InteractionChange] {
        let (oldSelection, oldViewport) = (selection, viewport)
        var activated: Selection?
        switch event {
        case .tap(let p):
            activated = tap(at: p, chart, measurer)
        case .doubleTap(let p):
            if chart.behavior.viewport?.zoomLimits != nil {
                zoomByDoubleTap(at: p, chart)
            } else {
                activated = tap(at: p, chart, measurer)
            }
        case .drag(let phase, let p):
            drag(phase, at: p, chart)
        case .hover(let p):
            hover(at: p, chart, measurer)
        case .scroll(let delta):
            scroll(by: delta, chart)
        case .pan(let phase, let translation):
            pan(phase, translation: translation, chart)
        case .pinch(let scale, let anchor):
            pinch(scale: scale, anchor: anchor, chart)
        case .key(let key):
            activated = press(key, chart)
        case .viewport(let command):
            apply(command, chart)
        }
        var changes: [InteractionChange] = []
        if selection != oldSelection { changes.append(.selection(selection)) }
        if viewport != oldViewport { changes.append(.viewport(viewport)) }
        if let activated { changes.append(.activated(activated)) }
        return changes
    }

    /// Handles a key: Escape clears, Enter activates, arrows move the selection (or the window) and up
    /// and down zoom.
    private mutating func press(_ key: InteractionKey, _ chart: RenderedChart) -> Selection? {
        switch key {
        case .escape:
            selection = nil
            gesture = nil
        case .enter:
            return selection
        case .left, .right:
            let delta = key == .left ? -1 : 1
            switch chart.behavior.selection?.mode {
            case .item?: moveItem(by: delta, chart)
            case .nearestX?: moveX(by: delta, chart)
            case .rangeX?, nil: apply(.step(by: delta), chart)
            }
        case .up, .down:
            let factor = chart.behavior.viewport?.doubleTapZoom ?? 2
            apply(.zoom(by: key == .up ? factor : 1 / factor, around: nil), chart)
        }
        return nil
    }
}

/// What an event changed, for hosts that react to changes rather than read the state.
public enum InteractionChange: Hashable, Sendable {
    /// The selection changed (nil: cleared).
    case selection(Selection?)
    /// The visible window changed (nil: back to the spec's); render `chart.applying(state)`.
    case viewport(Viewport?)
    /// The user activated the selection (Enter, or a tap with `activatesOnTap`).
    case activated(Selection)
}

/// A gesture in progress.
enum Gesture: Hashable, Sendable {
    /// A drag that moves the nearest-x selection.
    case selecting
    /// A brush drag that began at this scene x.
    case brushing(anchorX: Double)
    /// A pan that began with the pointer at `pointerX` and the window at `start`.
    case panning(pointerX: Double, start: Double)
}
