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
/// The content is evaluated once per element when the `ForEach` is made, and only its marks are kept
/// (as plain values, not as boxed content), to be assembled into columns when the chart collects them.
public struct ForEach: ChartContent {
    let marks: [RecordedContent]

    /// Content for each element.
    public init<Data: Sequence>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> any ChartContent) {
        var recorder = MarkCollector()
        recorder.recorded = []
        recorder.recorded?.reserveCapacity(data.underestimatedCount)
        for element in data { content(element).collect(into: &recorder) }
        marks = recorder.recorded ?? []
    }

    public func collect(into collector: inout MarkCollector) {
        for content in marks {
            switch content {
            case .mark(let mark): collector.append(mark)
            case .plot(let plot): collector.appendPlot(plot)
            }
        }
    }
}
