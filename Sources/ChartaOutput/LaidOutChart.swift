import Charta

/// A chart laid out for one format (``ChartFormat/layout(_:settings:)``), ready to encode: the spec as
/// laid out (sized) and its rendered scene and diagnostics.
public struct LaidOutChart: Sendable {
    /// The chart as laid out, with the requested size applied; interactive HTML is built from it.
    public var spec: ChartSpec
    /// The scene, plot frame and diagnostics of layout.
    public var rendered: RenderedChart
    /// Terminal text: rows were added for labels, so blank rows at the bottom are dropped when encoding.
    var grewToFitLabels = false

    /// Wraps a chart laid out elsewhere; `spec` is the chart as it was laid out.
    public init(spec: ChartSpec, rendered: RenderedChart) {
        self.spec = spec
        self.rendered = rendered
    }

    /// Problems found while laying the chart out.
    public var diagnostics: [Diagnostic] { rendered.diagnostics }

    /// Whether layout refused the chart (an error diagnostic, such as a render limit the spec exceeds).
    public var isRefused: Bool { diagnostics.contains { $0.severity == .error } }
}
