import Foundation

@testable import Charta

/// Helpers shared by the interaction tests.
enum InteractionFixture {
    /// A line chart of `ys` at x = `xs`, 400 × 300 points.
    static func line(xs: [Double], ys: [Double]) -> Chart {
        Chart(xs.indices) { LineMark(x: .value("X", xs[$0]), y: .value("Y", ys[$0])) }
            .frame(width: 400, height: 300)
    }

    /// The scene x of a number on the chart's x axis.
    static func px(_ v: Double, _ rendered: RenderedChart) -> Double {
        ChartProxy(rendered).position(forX: .number(v)) ?? .nan
    }

    /// A point at a number on the x axis, halfway down the plot.
    static func at(_ v: Double, _ rendered: RenderedChart) -> Point {
        Point(x: px(v, rendered), y: rendered.plotFrame.midY)
    }

    /// The selected x index, if the selection is a nearest-x one.
    static func xIndex(_ state: InteractionState) -> Int? {
        if case .x(let x)? = state.selection { return x.index }
        return nil
    }

    /// The selected item, if the selection is an item.
    static func item(_ state: InteractionState) -> ItemID? {
        if case .item(let item)? = state.selection { return item.item }
        return nil
    }

    /// The overlay sub-group with an id.
    static func part(_ id: String, of overlay: Group) -> Group? {
        for case .group(let g) in overlay.children where g.id == id { return g }
        return nil
    }
}
