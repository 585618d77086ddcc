import Charta

/// Turns a chart into one self-contained HTML page (no network references) that behaves as the
/// interaction engine decides: taps, drags, swipes, hovering and keys select and page exactly as
/// `InteractionState` would, because every answer was computed by it in Swift and embedded as tables
/// and pictures. The page is a pure function of its input: the same chart gives the same bytes.
///
/// ```swift
/// let chart = Chart { … }.chartSelection(.nearestX)
/// let html = HTMLRenderer().render(InteractiveChart(chart))
/// ```
///
/// The chart element (a focusable `<figure>`) dispatches `charta-select` (the selection's data, or
/// `{kind: "none"}`), `charta-activate` (Enter, or a tap that activates) and `charta-viewport` events;
/// an `aria-live` region announces selections and pages, and selected items carry
/// `aria-selected="true"`. Range selection (`ChartSelection.rangeX`) is not precomputed: such charts
/// are shown with their viewport controls only. Selection parameters (`ParamInteraction`, from
/// Vega-Lite's `params`) are carried out by the page's script over tables of item centres and keys:
/// brushes, point selections, legend bindings and scale-bound pan and zoom.
public struct HTMLRenderer: Sendable {
    /// The text of every `<script>` element a page may hold, as written: a server names them by hash in
    /// its content security policy, so that no other script runs in a page.
    public static let scripts = [engineScript, animatedEngineScript, paramsScript, zoomScript]

    static let engineScript = "\n" + HTMLScript.source
    static let animatedEngineScript = "\n" + HTMLScript.animation + HTMLScript.source
    static let paramsScript = "\n" + HTMLScript.params
    static let zoomScript = "\n" + HTMLScript.zoom

    /// The settings used for every page.
    public var options: HTMLOptions

    /// Creates a renderer.
    public init(options: HTMLOptions = HTMLOptions()) {
        self.options = options
    }

    /// The page of a chart; a chart without an interaction behaviour is embedded statically, with its
    /// SVG's accessibility (title, description, roles) and no script.
    public func render(_ chart: InteractiveChart) -> String {
        guard chart.behavior.isInteractive else {
            return render(chart.render(chart.state), measurer: chart.measurer)
        }
        let model = HTMLModel(chart, options: options)
        return HTMLPage(model: model, options: options, isInteractive: true, measurer: chart.measurer).document()
    }

    /// The page of a navigation between precomputed charts (buttons and keys move between them).
    public func render(_ navigation: ChartNavigation, measurer: any TextMeasurer = StandardTextMeasurer.shared)
        -> String
    {
        let model = HTMLModel(navigation, options: options)
        return HTMLPage(model: model, options: options, isInteractive: !model.views.isEmpty, measurer: measurer)
            .document()
    }

    /// The page of a laid-out chart without interaction: its SVG embedded with its accessibility, playing
    /// its entry animation with CSS when the chart has an animation.
    public func render(_ chart: RenderedChart, measurer: any TextMeasurer = StandardTextMeasurer.shared) -> String {
        var model = HTMLModel(size: chart.scene.size, title: options.title ?? chart.scene.title)
        model.views = [HTMLModel.View(scene: chart.scene, caption: "", targets: [], plot: chart.plotFrame)]
        model.views[0].entry = chart.entryAnimation.layers
        model.animation = chart.animation
        return HTMLPage(model: model, options: options, isInteractive: false, measurer: measurer).document()
    }
}
