import Charta

/// A chart as an interactive page shows it: its spec (behaviour, calendar, field names), the state it
/// starts in, and how it is laid out for any state. ``HTMLRenderer`` asks the interaction engine what
/// every input does in every state the page can reach and embeds the answers.
public struct InteractiveChart: Sendable {
    /// The chart's spec: its `ChartSpec.interaction` says what taps, drags, keys and buttons do; its
    /// calendar and field names word the announcements.
    public var spec: ChartSpec
    /// The state the page opens in.
    public var state: InteractionState
    /// Whether ``render`` draws the selection itself (with the chart's own marks, like the energy chart's
    /// rule and circles); otherwise the page draws the engine's overlay and item styles over the chart.
    public var drawsSelection: Bool
    /// The chart laid out for a state: its visible window and, with ``drawsSelection``, its selection.
    public var render: @Sendable (InteractionState) -> RenderedChart
    /// The measurer the chart is laid out with (hit testing and item boxes use it too).
    public var measurer: any TextMeasurer

    /// A chart spec (from Vega-Lite, say) in `state`, laid out with `ChartLayout` unless `render` lays
    /// it out some other way.
    public init(
        spec: ChartSpec, state: InteractionState = InteractionState(), drawsSelection: Bool = false,
        measurer: any TextMeasurer = StandardTextMeasurer.shared,
        render: (@Sendable (InteractionState) -> RenderedChart)? = nil
    ) {
        self.spec = spec
        self.state = state
        self.drawsSelection = drawsSelection
        self.measurer = measurer
        self.render = render ?? { state in ChartLayout.render(spec.applying(state), measurer: measurer) }
    }

    /// A DSL chart in `state`. With `chartForState`, the chart for each state draws its selection itself
    /// (as a gallery entry's `chartForState` does); the behaviour is the one of `chart`.
    public init(
        _ chart: Chart, state: InteractionState = InteractionState(),
        chartForState: (@Sendable (InteractionState) -> Chart)? = nil,
        measurer: any TextMeasurer = StandardTextMeasurer.shared
    ) {
        self.init(spec: chart.spec, state: state, drawsSelection: chartForState != nil, measurer: measurer) {
            state in
            (chartForState?(state) ?? chart).applying(state).render(measurer: measurer)
        }
    }

    /// The chart's interaction behaviour.
    var behavior: InteractionBehavior { spec.interaction }
}
