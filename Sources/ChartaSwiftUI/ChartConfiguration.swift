import Charta
import ChartaScene
import Foundation

/// What the chart modifiers above a chart in the view tree say about it, applied when the chart is laid
/// out. Modifiers nearer the chart are applied later, so they win, as in SwiftUI.
struct ChartConfiguration {
    /// Changes to the chart model, outermost first.
    var edits: [(inout ChartSpec) -> Void] = []
    /// Axis content from `chartXAxis { }` / `chartYAxis { }`.
    var axes: [Channel: [AxisMarks]] = [:]
    /// Views drawn over and under the chart, made with its proxy.
    var overlays: [(alignment: Alignment, content: (ChartProxy) -> any View)] = []
    var backgrounds: [(alignment: Alignment, content: (ChartProxy) -> any View)] = []
    /// The view made from the plot area by `chartPlotStyle`.
    var plotStyle: ((ChartPlotContent) -> any View)?
    /// A legend of the app's own, placed beside the plot.
    var legend: CustomLegend?
    /// Bindings that selection by touch sets: by x, by y, by angle.
    var xSelection: ((DataValue?) -> Void)?
    var ySelection: ((DataValue?) -> Void)?
    var angleSelection: ((DataValue?) -> Void)?
    /// A gesture over the plot made with the chart's proxy (`chartGesture`).
    var gesture: ((ChartProxy) -> GestureHandlers)?
    /// Padding inside the plot along x and y (`chartXScale(range: .plotDimension(padding:))`).
    var xPadding: (start: Double, end: Double)?
    var yPadding: (start: Double, end: Double)?
}

/// A legend given as a view.
struct CustomLegend {
    var position: AnnotationPosition
    var alignment: Alignment?
    var spacing: Double?
    var content: () -> any View
}

/// The plot area, as `chartPlotStyle`'s closure receives it: a view that stands for the plot, to which
/// the closure adds backgrounds, borders and overlays.
public struct ChartPlotContent {
}

extension ChartPlotContent: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement { PlotPlaceholderElement() }
}

/// Where the plot goes in the plot style's view: what is placed before it is drawn behind the chart,
/// what is placed after it in front.
struct PlotPlaceholderElement: LayoutElement {
    func size(for proposal: ProposedSize) -> Size { proposal.replacingUnspecified(width: 10, height: 10) }
    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        canvas.nodes.append(.group(ChartaScene.Group(id: PlotPlaceholderElement.marker)))
    }
    static let marker = "charta-plot-placeholder"
}
