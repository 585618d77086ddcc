import Charta

/// Charts laid out ahead of time that the user steps between with buttons and keys, for navigation the
/// interaction engine does not own (the monthly chart's month chevrons and year buttons). Each view is a
/// rendered chart; each command leads from a view to another view or is disabled there.
public struct ChartNavigation: Sendable {
    /// A button of the page, with the keys that press it.
    public struct Command: Hashable, Sendable {
        /// The button's visible text (a chevron, say).
        public var symbol: String
        /// What the button does, for assistive technology and as its tooltip.
        public var label: String
        /// The keys that press it, as the browser names them (`ArrowLeft`, `PageDown`).
        public var keys: [String]

        /// Creates a command.
        public init(symbol: String, label: String, keys: [String] = []) {
            self.symbol = symbol
            self.label = label
            self.keys = keys
        }
    }

    /// One picture of the navigation.
    public struct View: Sendable {
        /// The chart shown.
        public var chart: RenderedChart
        /// The text shown between the buttons and announced when the view appears ("2023, May to Dec").
        public var caption: String
        /// For each command, the view it leads to; nil: the command is disabled here.
        public var targets: [Int?]

        /// Creates a view.
        public init(chart: RenderedChart, caption: String, targets: [Int?]) {
            self.chart = chart
            self.caption = caption
            self.targets = targets
        }
    }

    /// The buttons, in the order they are shown (the caption sits in the middle).
    public var commands: [Command]
    /// The views.
    public var views: [View]
    /// The view shown first.
    public var start: Int

    /// A navigation from its views.
    public init(commands: [Command], views: [View], start: Int = 0) {
        self.commands = commands
        self.views = views
        self.start = start
    }

    /// The views reachable from `start` through `commands`, found breadth first (at most `limit`; a
    /// command whose target lies beyond the limit is disabled). A command that leaves the value unchanged
    /// is disabled in that view.
    public static func exploring<Value: Hashable>(
        from start: Value, commands: [(Command, (Value) -> Value)], limit: Int = 256,
        caption: (Value) -> String, render: (Value) -> RenderedChart
    ) -> ChartNavigation {
        var values = [start]
        var index = [start: 0]
        var targets: [[Int?]] = []
        var next = 0
        while next < values.count {
            let value = values[next]
            var row: [Int?] = []
            for (_, step) in commands {
                let target = step(value)
                if target == value {
                    row.append(nil)
                } else if let known = index[target] {
                    row.append(known)
                } else if values.count < max(1, limit) {
                    index[target] = values.count
                    row.append(values.count)
                    values.append(target)
                } else {
                    row.append(nil)
                }
            }
            targets.append(row)
            next += 1
        }
        let views = zip(values, targets).map { value, row in
            View(chart: render(value), caption: caption(value), targets: row)
        }
        return ChartNavigation(commands: commands.map(\.0), views: views, start: 0)
    }
}
