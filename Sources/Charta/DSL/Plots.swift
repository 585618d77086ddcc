import ChartaSupport
import Foundation

/// A labelled column for a vectorized plot: values read from each element by a key path, or given as
/// an array. Swift Charts' `.value("Price", \.price)`.
public struct PlotColumn<Element, Value: Plottable>: @unchecked Sendable {
    /// The label: the column name and the default axis or legend title.
    public var label: String
    @usableFromInline let read: ([Element]) -> DataColumn

    @usableFromInline init(label: String, read: @escaping ([Element]) -> DataColumn) {
        self.label = label
        self.read = read
    }

    /// Values read from every element with a key path (inlinable, so that the read is specialised for
    /// the element and value types where the plot is made).
    @inlinable public static func value(_ label: String, _ keyPath: KeyPath<Element, Value>) -> PlotColumn {
        PlotColumn(label: label) { elements in DataColumn.of(elements.lazy.map { $0[keyPath: keyPath] }) }
    }

    /// Values given as an array, one per row (the elements are ignored; inlinable, so that the column is
    /// made specialised for the value type).
    @inlinable public static func value(_ label: String, _ values: [Value]) -> PlotColumn {
        PlotColumn(label: label) { _ in DataColumn.of(values) }
    }

    /// One value for every element: `series: .value("Series", "Forecast")` names a plot's one series.
    @_disfavoredOverload
    @inlinable public static func value(_ label: String, _ constant: Value) -> PlotColumn {
        PlotColumn(label: label) { elements in DataColumn.of(repeatElement(constant, count: elements.count)) }
    }
}

extension DataColumn {
    /// A column from plottable values without boxing numbers: `Double`, `Int` and `Date` values are
    /// copied straight into a number or date column; other types go through ``Plottable``. Values of
    /// another kind than the first one's are missing.
    @inlinable static func of<S: Sequence>(_ values: S) -> DataColumn where S.Element: Plottable {
        if let doubles = values as? [Double] { return .numbers(doubles) }
        if S.Element.self == Double.self { return .numbers(.mapped(values) { $0 as! Double }) }
        if S.Element.self == Int.self { return .numbers(.mapped(values) { Double($0 as! Int) }) }
        if S.Element.self == Date.self { return .dates(.mapped(values) { ($0 as! Date).timeIntervalSince1970 }) }
        return ofPlottable(values)
    }

    /// A column from values of any plottable type, through ``Plottable/plottableValue`` (inlinable too:
    /// unspecialised, each value cost a lookup of generic metadata, about 150 ns a row for strings).
    @inlinable static func ofPlottable<S: Sequence>(_ values: S) -> DataColumn where S.Element: Plottable {
        var builder: ColumnBuilder?
        for v in values {
            let value = v.plottableValue
            if builder == nil {
                builder = ColumnBuilder(kind: value.kind)
                builder?.reserveCapacity(values.underestimatedCount)
            }
            builder?.append(value)
        }
        return builder?.column ?? .numbers([])
    }
}

/// A whole layer from columns (the vectorized plots): no mark per row is ever made.
struct PlotContent: Sendable {
    var template: MarkInstance
    var columns: [(Channel, String, DataColumn)]

    func collect(into collector: inout MarkCollector) { collector.appendPlot(self) }
}

/// Builds a plot's columns from its data and channel columns.
func plotColumns<Element>(_ data: [Element], _ channels: [(Channel, String, ([Element]) -> DataColumn)]) -> [(
    Channel, String, DataColumn
)] {
    channels.map { ($0.0, $0.1, $0.2(data)) }
}

/// A line through every element of a collection, drawn as one layer from its columns (Swift Charts'
/// `LinePlot`): `LinePlot(prices, x: .value("Time", \.time), y: .value("Price", \.price))`.
public struct LinePlot: ChartContent {
    let content: PlotContent

    /// A line through `data`, one series per value of `series` when given.
    public init<Element, X: Plottable, Y: Plottable>(
        _ data: [Element], x: PlotColumn<Element, X>, y: PlotColumn<Element, Y>
    ) {
        content = PlotContent(
            template: MarkInstance(.line),
            columns: plotColumns(data, [(.x, x.label, x.read), (.y, y.label, y.read)]))
    }

    /// One line per value of `series`.
    public init<Element, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: [Element], x: PlotColumn<Element, X>, y: PlotColumn<Element, Y>, series: PlotColumn<Element, S>
    ) {
        content = PlotContent(
            template: MarkInstance(.line),
            columns: plotColumns(
                data, [(.x, x.label, x.read), (.y, y.label, y.read), (.series, series.label, series.read)]))
    }

    /// A line through columns given as arrays: `LinePlot(x: .value("t", ts), y: .value("v", vs))`.
    public init<X: Plottable, Y: Plottable>(x: PlotColumn<Never, X>, y: PlotColumn<Never, Y>) {
        content = PlotContent(
            template: MarkInstance(.line), columns: plotColumns([], [(.x, x.label, x.read), (.y, y.label, y.read)]))
    }

    /// The graph of a function over `domain`, sampled adaptively: densely where it bends, sparsely where
    /// it is straight, with a gap wherever it is not finite (see `FunctionSampler`):
    /// `LinePlot(x: "x", y: "sin x", domain: -10...10) { sin($0) }`.
    public init(x: String, y: String, domain: ClosedRange<Double>, function: @escaping (Double) -> Double) {
        let (xs, ys) = FunctionSampler.sample(domain: domain, function)
        content = PlotContent(template: MarkInstance(.line), columns: [(.x, x, .numbers(xs)), (.y, y, .numbers(ys))])
    }

    public func collect(into collector: inout MarkCollector) { content.collect(into: &collector) }
}

/// An area under every element of a collection, as one layer (Swift Charts' `AreaPlot`).
public struct AreaPlot: ChartContent {
    let content: PlotContent

    /// The area from zero to `y` along `x`.
    public init<Element, X: Plottable, Y: Plottable>(
        _ data: [Element], x: PlotColumn<Element, X>, y: PlotColumn<Element, Y>
    ) {
        var template = MarkInstance(.area)
        template.stacking = .unstacked
        content = PlotContent(
            template: template, columns: plotColumns(data, [(.x, x.label, x.read), (.y, y.label, y.read)]))
    }

    /// One area from zero to `y` per value of `series`.
    public init<Element, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: [Element], x: PlotColumn<Element, X>, y: PlotColumn<Element, Y>, series: PlotColumn<Element, S>
    ) {
        var template = MarkInstance(.area)
        template.stacking = .unstacked
        content = PlotContent(
            template: template,
            columns: plotColumns(
                data, [(.x, x.label, x.read), (.y, y.label, y.read), (.series, series.label, series.read)]))
    }

    /// The area between `yStart` and `yEnd` along `x`.
    public init<Element, X: Plottable, Y: Plottable>(
        _ data: [Element], x: PlotColumn<Element, X>, yStart: PlotColumn<Element, Y>, yEnd: PlotColumn<Element, Y>
    ) {
        content = PlotContent(
            template: MarkInstance(.area),
            columns: plotColumns(
                data, [(.x, x.label, x.read), (.y, yStart.label, yStart.read), (.y2, yEnd.label, yEnd.read)]))
    }

    /// One area between `yStart` and `yEnd` per value of `series`.
    public init<Element, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: [Element], x: PlotColumn<Element, X>, yStart: PlotColumn<Element, Y>, yEnd: PlotColumn<Element, Y>,
        series: PlotColumn<Element, S>
    ) {
        content = PlotContent(
            template: MarkInstance(.area),
            columns: plotColumns(
                data,
                [
                    (.x, x.label, x.read), (.y, yStart.label, yStart.read), (.y2, yEnd.label, yEnd.read),
                    (.series, series.label, series.read),
                ]))
    }

    /// The area between two functions over `domain`, each sampled adaptively (at the union of both
    /// functions' samples): `AreaPlot(x: "x", yStart: "low", yEnd: "high", domain: 0...5) { (sin($0), 2) }`.
    public init(
        x: String, yStart: String, yEnd: String, domain: ClosedRange<Double>,
        function: @escaping (Double) -> (yStart: Double, yEnd: Double)
    ) {
        let low = FunctionSampler.sample(domain: domain) { function($0).yStart }
        let high = FunctionSampler.sample(domain: domain) { function($0).yEnd }
        let xs = Array(Set(low.x + high.x)).sorted()
        let values = xs.map(function)
        let finite = { (v: Double) in v.isFinite ? v : Double.nan }
        content = PlotContent(
            template: MarkInstance(.area),
            columns: [
                (.x, x, .numbers(xs)), (.y, yStart, .numbers(values.map { finite($0.yStart) })),
                (.y2, yEnd, .numbers(values.map { finite($0.yEnd) })),
            ])
    }

    public func collect(into collector: inout MarkCollector) { content.collect(into: &collector) }
}

/// A symbol at every element of a collection, as one layer (Swift Charts' `PointPlot`).
public struct PointPlot: ChartContent {
    let content: PlotContent

    /// A point at (`x`, `y`) for each element.
    public init<Element, X: Plottable, Y: Plottable>(
        _ data: [Element], x: PlotColumn<Element, X>, y: PlotColumn<Element, Y>
    ) {
        content = PlotContent(
            template: MarkInstance(.point), columns: plotColumns(data, [(.x, x.label, x.read), (.y, y.label, y.read)]))
    }

    public func collect(into collector: inout MarkCollector) { content.collect(into: &collector) }
}

/// A bar for every element of a collection, as one layer (Swift Charts' `BarPlot`).
public struct BarPlot: ChartContent {
    let content: PlotContent

    /// A bar from zero (stacked on the bars before it) to `y` at `x`, for each element.
    public init<Element, X: Plottable, Y: Plottable>(
        _ data: [Element], x: PlotColumn<Element, X>, y: PlotColumn<Element, Y>
    ) {
        var template = MarkInstance(.bar)
        template.stacking = .standard
        content = PlotContent(
            template: template, columns: plotColumns(data, [(.x, x.label, x.read), (.y, y.label, y.read)]))
    }

    public func collect(into collector: inout MarkCollector) { content.collect(into: &collector) }
}

/// A rule for every element of a collection, as one layer (Swift Charts' `RulePlot`).
public struct RulePlot: ChartContent {
    let content: PlotContent

    /// A vertical rule across the plot at `x` for each element.
    public init<Element, X: Plottable>(_ data: [Element], x: PlotColumn<Element, X>) {
        content = PlotContent(template: MarkInstance(.rule), columns: plotColumns(data, [(.x, x.label, x.read)]))
    }

    /// A horizontal rule across the plot at `y` for each element.
    public init<Element, Y: Plottable>(_ data: [Element], y: PlotColumn<Element, Y>) {
        content = PlotContent(template: MarkInstance(.rule), columns: plotColumns(data, [(.y, y.label, y.read)]))
    }

    public func collect(into collector: inout MarkCollector) { content.collect(into: &collector) }
}

/// A rectangle for every element of a collection, as one layer (Swift Charts' `RectanglePlot`).
public struct RectanglePlot: ChartContent {
    let content: PlotContent

    /// A rectangle from (`xStart`, `yStart`) to (`xEnd`, `yEnd`) for each element.
    public init<Element, X: Plottable, Y: Plottable>(
        _ data: [Element], xStart: PlotColumn<Element, X>, xEnd: PlotColumn<Element, X>,
        yStart: PlotColumn<Element, Y>, yEnd: PlotColumn<Element, Y>
    ) {
        content = PlotContent(
            template: MarkInstance(.rect),
            columns: plotColumns(
                data,
                [
                    (.x, xStart.label, xStart.read), (.x2, xEnd.label, xEnd.read), (.y, yStart.label, yStart.read),
                    (.y2, yEnd.label, yEnd.read),
                ]))
    }

    public func collect(into collector: inout MarkCollector) { content.collect(into: &collector) }
}

extension Array where Element == Double {
    /// An empty array with room for `count` values, advised for huge pages when that room is large
    /// (``HugePages/advise(_:)``): the columns the DSL fills row by row.
    @usableFromInline static func reserved(_ count: Int) -> [Double] {
        [Double](unsafeUninitializedCapacity: count) { room, initialized in
            HugePages.advise(room)
            initialized = 0
        }
    }

    /// `values` mapped by `transform`, written straight into memory advised for huge pages when it is
    /// large: the columns plots read from their elements.
    @inlinable static func mapped<S: Sequence>(_ values: S, _ transform: (S.Element) -> Double) -> [Double] {
        var iterator = values.makeIterator()
        var out = [Double](unsafeUninitializedCapacity: values.underestimatedCount) { buffer, initialized in
            adviseHugePages(buffer)
            while initialized < buffer.count, let v = iterator.next() {
                (buffer.baseAddress! + initialized).initialize(to: transform(v))
                initialized += 1
            }
        }
        while let v = iterator.next() { out.append(transform(v)) }
        return out
    }

    /// ``HugePages/advise(_:)``, callable from inlinable code.
    @usableFromInline static func adviseHugePages(_ buffer: UnsafeMutableBufferPointer<Double>) {
        HugePages.advise(buffer)
    }
}
