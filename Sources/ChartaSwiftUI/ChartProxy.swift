import Charta
import ChartaScene
import Foundation

/// Setters of a chart's selection bindings.
struct SelectionSetters {
    var x: ((DataValue?) -> Void)?
    var y: ((DataValue?) -> Void)?
    var angle: ((DataValue?) -> Void)?
}

/// Answers where values are drawn in a laid-out chart and which values lie at a place, for
/// `chartOverlay` and `chartBackground` content (Swift Charts' `ChartProxy`). Positions are in the plot
/// area's coordinates: x from its leading edge, y from its top.
public struct ChartProxy {
    /// The chart as laid out: its scene, scales, ticks and diagnostics (Charta's addition).
    public let rendered: RenderedChart
    /// Where the chart's own frame starts in the rendered view.
    let origin: Point
    /// The chart's selection bindings, which the `select…` methods set.
    var selection = SelectionSetters()
    private var core: Charta.ChartProxy { Charta.ChartProxy(rendered) }
    private var plot: Rect { rendered.plotFrame }

    init(rendered: RenderedChart, origin: Point) {
        self.rendered = rendered
        self.origin = origin
    }

    /// The plot area, to resolve in a ``GeometryProxy`` (`geometry[proxy.plotAreaFrame]`).
    public var plotAreaFrame: Anchor<CGRect> {
        Anchor<CGRect>.rect(
            Rect(x: origin.x + plot.minX, y: origin.y + plot.minY, width: plot.width, height: plot.height))
    }

    /// The plot area (iOS 17's name).
    public var plotFrame: Anchor<CGRect>? { plotAreaFrame }

    /// The plot area in the rendered view's coordinates (Charta's addition, for feeding input at a value).
    public var plotFrameInView: CGRect {
        CGRect(x: origin.x + plot.minX, y: origin.y + plot.minY, width: plot.width, height: plot.height)
    }

    /// The size of the plot area.
    public var plotAreaSize: CGSize { CGSize(width: plot.width, height: plot.height) }

    /// The size of the plot area (iOS 17's name).
    public var plotSize: CGSize { plotAreaSize }

    /// The x value at a distance from the plot's leading edge.
    public func value<P: Plottable>(atX x: Double, as type: P.Type = P.self) -> P? {
        core.value(atX: plot.minX + x).flatMap(P.init(dataValue:))
    }

    /// The y value at a distance from the plot's top.
    public func value<P: Plottable>(atY y: Double, as type: P.Type = P.self) -> P? {
        core.value(atY: plot.minY + y).flatMap(P.init(dataValue:))
    }

    /// The x and y values at a place in the plot.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x: X = value(atX: Double(location.x)), let y: Y = value(atY: Double(location.y)) else { return nil }
        return (x, y)
    }

    /// The distance from the plot's leading edge at which an x value is drawn.
    public func position<P: Plottable>(forX value: P) -> Double? {
        core.position(forX: value.plottableValue).map { $0 - plot.minX }
    }

    /// The distance from the plot's top at which a y value is drawn.
    public func position<P: Plottable>(forY value: P) -> Double? {
        core.position(forY: value.plottableValue).map { $0 - plot.minY }
    }

    /// The place in the plot where an (x, y) pair is drawn.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// Selects the x value at a distance from the plot's leading edge (for `chartGesture`).
    public func selectXValue(at x: Double) { selection.x?(core.value(atX: plot.minX + x)) }

    /// Selects the y value at a distance from the plot's top (for `chartGesture`).
    public func selectYValue(at y: Double) { selection.y?(core.value(atY: plot.minY + y)) }

    /// Selects the angle value at a place in the plot (for `chartGesture`).
    public func selectAngleValue(at location: CGPoint) {
        selection.angle?(rendered.sectorValue(at: Point(location), inPlot: true))
    }

    /// Selects an x range (accepted; range selections are not kept when rendering).
    public func selectXRange(from start: Double, to end: Double) {}

    /// Selects a y range (accepted; range selections are not kept when rendering).
    public func selectYRange(from start: Double, to end: Double) {}

    /// The span an x value covers (its band for categories; a point otherwise).
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<Double>? {
        guard let center = position(forX: value) else { return nil }
        let half = rendered.bandwidth(.x) / 2
        return (center - half)...(center + half)
    }

    /// The span a y value covers.
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<Double>? {
        guard let center = position(forY: value) else { return nil }
        let half = rendered.bandwidth(.y) / 2
        return (center - half)...(center + half)
    }
}
