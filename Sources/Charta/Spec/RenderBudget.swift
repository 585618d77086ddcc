/// A way for the caller to stop a render that has run too long: a server gives each render a
/// deadline, a user interface cancels the render of a chart it no longer shows. The core never reads
/// a clock; it asks ``isExhausted`` at stage boundaries and every ``checkInterval`` rows of its per-row
/// loops (cooperative cancellation), and a render that finds it exhausted stops with an error
/// diagnostic ``DiagnosticKind/stopped(_:)`` that names ``reason``.
///
/// A budget compares by identity: two budgets are equal only when they are the same budget.
public final class RenderBudget: Hashable, Sendable, CustomStringConvertible {
    /// How many rows a per-row loop handles between two checks.
    public static let checkInterval = 4_096

    /// What ran out, for the diagnostic: for example “the render deadline of 2000 ms”.
    public let reason: String
    private let shouldStop: @Sendable () -> Bool

    /// Creates a budget that is exhausted whenever `shouldStop` returns true; `shouldStop` is called
    /// from the rendering thread and must be cheap.
    public init(reason: String, shouldStop: @escaping @Sendable () -> Bool) {
        self.reason = reason
        self.shouldStop = shouldStop
    }

    /// Whether the render should stop now.
    public var isExhausted: Bool { shouldStop() }

    /// The error diagnostic a stopped render reports.
    public var diagnostic: Diagnostic { Diagnostic(.stopped(reason), severity: .error) }

    /// `RenderBudget(reason)`.
    public var description: String { "RenderBudget(\(reason))" }

    /// Whether two budgets are the same budget.
    public static func == (l: RenderBudget, r: RenderBudget) -> Bool { l === r }

    /// Hashes the budget's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension RenderBudget? {
    /// Whether a per-row loop at `row` should stop: the budget is asked only every
    /// ``RenderBudget/checkInterval`` rows (a remainder, not a clock, per row), so hot loops stay fast.
    /// The one check every per-row loop of the reader and of layout goes through.
    public func shouldStop(atRow row: Int = 0) -> Bool {
        guard let budget = self, row % RenderBudget.checkInterval == 0 else { return false }
        return budget.isExhausted
    }

    /// Whether a loop over a group of `rows` (row indices, each row in one group only) should stop: asked
    /// when the group holds a row at a check interval, so all groups together ask as often as one loop.
    public func shouldStop(atAnyOf rows: some Sequence<Int>) -> Bool {
        guard self != nil else { return false }
        return rows.contains { shouldStop(atRow: $0) }
    }

    /// `0..<count`, ending early at the first check (every ``RenderBudget/checkInterval`` rows) that finds
    /// the budget exhausted: the rows of a per-row loop written as a `map` or `compactMap`.
    public func checkedRows(_ count: Int) -> LazyPrefixWhileSequence<Range<Int>> {
        (0..<count).lazy.prefix { !shouldStop(atRow: $0) }
    }
}

extension RenderLimits {
    /// Whether the render should stop: the budget is exhausted. Checked every ``RenderBudget/checkInterval``
    /// rows when `row` counts the rows of a per-row loop (any `row` when there is no interval to respect).
    public func shouldStop(atRow row: Int = 0) -> Bool { budget.shouldStop(atRow: row) }
}
