/// Builds chart content from marks, `ForEach`, `if` and `for` statements, as Swift Charts does.
@resultBuilder
public enum ChartContentBuilder {
    // A single mark keeps its own type, so that `ForEach` over a million rows gets each row's mark as a
    // value rather than boxed in an existential and wrapped in a one-element group (a block of one part
    // only matches the generic `buildBlock`), and a `for` loop over marks of one type keeps them in an
    // array of that type. Inlinable and consuming, so that the mark a `ForEach` closure makes is moved
    // through them rather than copied.
    @inlinable public static func buildExpression<Content: ChartContent>(_ content: consuming Content) -> Content {
        content
    }
    public static func buildBlock() -> ChartContentGroup { ChartContentGroup([]) }
    @inlinable public static func buildBlock<Content: ChartContent>(_ content: consuming Content) -> Content { content }
    public static func buildBlock(
        _ first: any ChartContent, _ second: any ChartContent, _ rest: any ChartContent...
    ) -> ChartContentGroup {
        ChartContentGroup([first, second] + rest)
    }
    public static func buildOptional(_ part: (any ChartContent)?) -> ChartContentGroup {
        ChartContentGroup(part.map { [$0] } ?? [])
    }
    public static func buildEither(first: any ChartContent) -> ChartContentGroup { ChartContentGroup([first]) }
    public static func buildEither(second: any ChartContent) -> ChartContentGroup { ChartContentGroup([second]) }
    public static func buildArray(_ parts: [any ChartContent]) -> ChartContentGroup { ChartContentGroup(parts) }
    public static func buildArray<Content: ChartContent>(_ parts: [Content]) -> ChartContentGroup {
        ChartContentGroup([ChartContentArray(parts: parts)])
    }
    public static func buildLimitedAvailability(_ part: any ChartContent) -> ChartContentGroup {
        ChartContentGroup([part])
    }
}

/// Content grouped as one (Swift Charts' `Plot`, used to group marks and to apply modifiers to them all).
public struct Plot<Content: ChartContent>: ChartContent {
    let content: Content

    /// Groups the builder's content.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    public consuming func collect(into collector: inout MarkCollector) { content.collect(into: &collector) }
}

/// A sequence of chart content, drawn in order.
public struct ChartContentGroup: ChartContent {
    let parts: [any ChartContent]

    /// Groups content.
    public init(_ parts: [any ChartContent]) { self.parts = parts }

    /// Groups the builder's content.
    public init(@ChartContentBuilder _ content: () -> any ChartContent) { self.parts = [content()] }

    /// A group of the content the builder makes.
    public init<Content: ChartContent>(@ChartContentBuilder content: () -> Content) { self.parts = [content()] }

    public func collect(into collector: inout MarkCollector) {
        for part in parts { part.collect(into: &collector) }
    }
}

/// The content of a `for` loop whose body has one type: collected part by part with no existential box
/// per part.
struct ChartContentArray<Content: ChartContent>: ChartContent {
    let parts: [Content]

    func collect(into collector: inout MarkCollector) {
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
    @_disfavoredOverload
    public init<Data: Sequence>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> any ChartContent) {
        var recorder = MarkCollector.recorder(capacity: data.underestimatedCount)
        for element in data { content(element).collect(into: &recorder) }
        marks = recorder.finishRecording()
    }

    /// Content of one type for each element (the usual case, one mark per element): each element's
    /// content is collected as a value, with no existential box per element.
    @inlinable public init<Data: Sequence, Content: ChartContent>(
        _ data: Data, @ChartContentBuilder content: (Data.Element) -> Content
    ) {
        var recorder = MarkCollector.recorder(capacity: data.underestimatedCount)
        Content._collect(each: data, content, into: &recorder)
        self.init(recorded: &recorder)
    }

    /// Content of one type for each element, identified by `id` (Swift Charts' form; the identity is not
    /// needed to draw the chart).
    @inlinable public init<Data: Sequence, ID: Hashable, Content: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> Content
    ) {
        self.init(data, content: content)
    }

    /// The content recorded by `recorder`.
    @usableFromInline init(recorded recorder: inout MarkCollector) { marks = recorder.finishRecording() }

    public func collect(into collector: inout MarkCollector) {
        for content in marks {
            switch content {
            case .layer(let layer): collector.append(layer: layer)
            case .plot(let plot): collector.appendPlot(plot)
            }
        }
    }
}
