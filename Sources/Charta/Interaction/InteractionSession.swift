/// A host's handle on a chart's interaction: keeps the ``InteractionState`` and reports every change to
/// a callback, or as an `AsyncStream` (for the SwiftUI and UIKit adapters and the HTML document).
public struct InteractionSession: Sendable {
    /// The current state.
    public private(set) var state: InteractionState
    /// Called with each change, in order.
    public var onChange: (@Sendable (InteractionChange) -> Void)?

    /// Creates a session.
    public init(state: InteractionState = InteractionState(), onChange: (@Sendable (InteractionChange) -> Void)? = nil)
    {
        self.state = state
        self.onChange = onChange
    }

    /// Applies an event on the chart as rendered now, reports and returns what changed.
    @discardableResult
    public mutating func send(
        _ event: InteractionEvent, in chart: RenderedChart, measurer: any TextMeasurer = StandardTextMeasurer.shared
    ) -> [InteractionChange] {
        let changes = state.handle(event, in: chart, measurer: measurer)
        if let onChange { for change in changes { onChange(change) } }
        return changes
    }

    /// A session whose changes arrive on the returned stream; the stream finishes when the last copy of
    /// the session is gone.
    public static func streaming(state: InteractionState = InteractionState()) -> (
        session: InteractionSession, changes: AsyncStream<InteractionChange>
    ) {
        let (stream, continuation) = AsyncStream<InteractionChange>.makeStream()
        let finisher = StreamFinisher(continuation)
        return (InteractionSession(state: state, onChange: { finisher.continuation.yield($0) }), stream)
    }
}

/// Finishes a stream when the sessions holding it are gone.
private final class StreamFinisher: Sendable {
    let continuation: AsyncStream<InteractionChange>.Continuation

    init(_ continuation: AsyncStream<InteractionChange>.Continuation) { self.continuation = continuation }

    deinit { continuation.finish() }
}
