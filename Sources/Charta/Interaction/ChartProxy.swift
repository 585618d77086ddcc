import Foundation

/// Answers questions about a laid-out chart in scene coordinates, as Swift Charts' `ChartProxy` does
/// for a view: where a value is drawn, which value is at a position, which items are at a point.
/// Headless, so hosts, tests and the interaction engine share it.
public struct ChartProxy: Sendable {
    /// The laid-out chart.
    public let chart: RenderedChart
    /// The measurer the chart was laid out with (for hit testing text).
    public let measurer: any TextMeasurer

    /// A proxy for a laid-out chart.
    public init(_ chart: RenderedChart, measurer: any TextMeasurer = StandardTextMeasurer.shared) {
        self.chart = chart
        self.measurer = measurer
    }

    /// The plot area in scene coordinates.
    public var plotFrame: Rect { chart.plotFrame }

    /// The scene x of an x value's centre (the middle of its band for categories); nil when the value
    /// does not fit the scale (a string on a numeric axis, an unknown category).
    public func position(forX value: DataValue) -> Double? {
        units(value, chart.x).map { chart.plotFrame.minX + chart.x.center($0) }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The scene y of a y value's centre.
    public func position(forY value: DataValue) -> Double? {
        units(value, chart.y).map { chart.plotFrame.minY + chart.y.center($0) }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The x value at a scene x: a number, a date, or the category whose band is nearest.
    public func value(atX x: Double) -> DataValue? {
        guard x.isFinite else { return nil }
        return value(chart.x.value(atOffset: x - chart.plotFrame.minX), chart.x)
    }

    /// The y value at a scene y.
    public func value(atY y: Double) -> DataValue? {
        guard y.isFinite else { return nil }
        return value(chart.y.value(atOffset: y - chart.plotFrame.minY), chart.y)
    }

    /// The items drawn at a point, topmost first (scene hit testing; `tolerance` in points).
    public func items(at point: Point, tolerance: Double = 0) -> [ItemID] {
        chart.scene.hitTest(point, tolerance: tolerance, measurer: measurer)
    }

    /// The item drawn closest to a point, within `maxDistance` points.
    public func nearestItem(to point: Point, maxDistance: Double = .infinity) -> ItemID? {
        chart.scene.nearestItem(to: point, maxDistance: maxDistance, measurer: measurer)
    }

    /// The items that meet a rectangle, topmost first.
    public func items(in rect: Rect) -> [ItemID] { chart.scene.items(in: rect, measurer: measurer) }

    /// An item's x and y values and its data row.
    public func values(of item: ItemID) -> SelectedItem { chart.selectedItem(item) }

    /// The scene x of each distinct data x that selection snaps to, in ascending x order (empty unless the
    /// chart has a selection or viewport behaviour): the snap positions and hit regions of a host that
    /// precomputes them. Index `i` is ``SelectedX/index``.
    public var xPositions: [Double] { chart.index.centers }

    /// The nearest-x selection of distinct x number `i` (see ``xPositions``), to set
    /// ``InteractionState/selection`` from the host.
    public func selection(atXIndex i: Int) -> Selection? { chart.selectedX(at: i).map(Selection.x) }

    /// The item selection of an item, to set ``InteractionState/selection`` from the host.
    public func selection(of item: ItemID) -> Selection { .item(chart.selectedItem(item)) }

    /// A data value in a scale's units (numbers, seconds, category indices).
    private func units(_ value: DataValue, _ scale: PositionScale) -> Double? {
        switch (scale.domain.kind, value) {
        case (.categorical, _):
            let label = ChannelDomain.categoryLabel(value)
            return scale.domain.categories.firstIndex(of: label).map(Double.init)
        case (.temporal, .date(let d)): return d.timeIntervalSince1970
        case (_, .number(let n)): return n.isFinite ? n : nil
        case (.quantitative, .date(let d)): return d.timeIntervalSince1970
        case (_, .string): return nil
        }
    }

    /// A position in a scale's units as a data value.
    private func value(_ v: Double, _ scale: PositionScale) -> DataValue? {
        guard v.isFinite else { return nil }
        switch scale.domain.kind {
        case .categorical:
            let categories = scale.domain.categories
            guard !categories.isEmpty else { return nil }
            return .string(categories[Int(min(max(v.rounded(), 0), Double(categories.count - 1)))])
        case .temporal: return .date(Date(timeIntervalSince1970: v))
        case .quantitative: return .number(v)
        }
    }
}
