/// Builds chart content from marks, `ForEach`, `if` and `for` statements, as Swift Charts does.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression(_ content: some ChartContent) -> any ChartContent { content }
    public static func buildBlock(_ parts: any ChartContent...) -> any ChartContent { ChartContentGroup(parts) }
    public static func buildOptional(_ part: (any ChartContent)?) -> any ChartContent {
        ChartContentGroup(part.map { [$0] } ?? [])
    }
    public static func buildEither(first: any ChartContent) -> any ChartContent { first }
    public static func buildEither(second: any ChartContent) -> any ChartContent { second }
    public static func buildArray(_ parts: [any ChartContent]) -> any ChartContent { ChartContentGroup(parts) }
    public static func buildLimitedAvailability(_ part: any ChartContent) -> any ChartContent { part }
}

/// A sequence of chart content, drawn in order.
public struct ChartContentGroup: ChartContent {
    let parts: [any ChartContent]

    /// Groups content.
    public init(_ parts: [any ChartContent]) { self.parts = parts }

    /// Groups the builder's content.
    public init(@ChartContentBuilder _ content: () -> any ChartContent) { self.parts = [content()] }

    public func collect(into collector: inout MarkCollector) {
        for part in parts { part.collect(into: &collector) }
    }
}

/// Repeats content for every element of a collection.
///
/// The content is evaluated once per element when the `ForEach` is made, and only its marks' values are
/// kept, in the columns of the layers they form, to be joined to the chart's layers when it collects
/// them.
public struct ForEach: ChartContent {
    let marks: [RecordedContent]

    /// Content for each element.
    public init<Data: Sequence>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> any ChartContent) {
        var recorder = MarkCollector()
        recorder.recorded = []
        for element in data { content(element).collect(into: &recorder) }
        marks = recorder.finishRecording()
    }

    public func collect(into collector: inout MarkCollector) {
        for content in marks {
            switch content {
            case .layer(let layer): collector.append(layer: layer)
            case .plot(let plot): collector.appendPlot(plot)
            }
        }
    }
}
