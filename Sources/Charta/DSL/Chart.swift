/// A chart described in the Swift DSL, in the style of Swift Charts:
///
/// ```swift
/// let chart = Chart(sales) {
///     BarMark(x: .value("Month", $0.month), y: .value("Total", $0.total))
/// }
/// .chartYAxis(format: .compact(threshold: 10_000))
/// ```
///
/// The content is compiled once into a ``ChartSpec`` (``spec``), the same model that Vega-Lite input
/// produces. Chart modifiers return a modified copy.
public struct Chart: Sendable {
    /// The compiled chart model.
    public var spec: ChartSpec
    /// Problems found while compiling the content (for example a channel mixing numbers and strings);
    /// the layers they concern are left out of ``spec``.
    public private(set) var errors: [ChartaError]

    /// A chart of the given content.
    public init(@ChartContentBuilder content: () -> any ChartContent) {
        var collector = MarkCollector()
        content().collect(into: &collector)
        let (layers, errors) = collector.finish()
        self.spec = ChartSpec(layers: layers)
        self.errors = errors
    }

    /// A chart with content for every element of `data`.
    @_disfavoredOverload
    public init<Data: Sequence>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> any ChartContent) {
        self.init { ForEach(data, content: content) }
    }

    /// A chart with content of one type (usually one mark) for every element of `data`. The `ForEach` is
    /// made here, where `content` is known, so that its marks are built in place as in a `ForEach` written
    /// in a chart's content (made inside a closure, it called `content` through a pointer).
    @inlinable public init<Data: Sequence, Content: ChartContent>(
        _ data: Data, @ChartContentBuilder content: (Data.Element) -> Content
    ) {
        let marks = ForEach(data, content: content)
        self.init { marks }
    }

    /// A chart with content for every element of `data`, identified by `id` (Swift Charts' form; the
    /// identity is not needed to draw the chart).
    @inlinable public init<Data: Sequence, ID: Hashable, Content: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> Content
    ) {
        self.init(data, content: content)
    }

    /// A chart with content for every element of `data`, identified by `id`.
    @_disfavoredOverload
    public init<Data: Sequence, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> any ChartContent
    ) {
        self.init(data, content: content)
    }

    func with(_ change: (inout ChartSpec) -> Void) -> Chart {
        var copy = self
        change(&copy.spec)
        return copy
    }
}
