import Charta

/// A chart of two columns of a table, as `charta plot` draws it: the mark, x and y, and optionally a
/// column that splits the rows into coloured series.
public struct QuickChart: Hashable, Sendable {
    /// The mark kinds a quick chart can draw.
    public enum Mark: String, Hashable, Sendable, CaseIterable {
        /// Lines through the rows in order of x (one per series).
        case line
        /// A bar per row.
        case bar
        /// A point per row.
        case point
        /// Areas down to zero, in order of x.
        case area
    }

    /// The column on x.
    public var x: String
    /// The column on y.
    public var y: String
    /// The mark.
    public var mark: Mark
    /// The column whose values are the series, if any.
    public var color: String?
    /// The chart's title, if any.
    public var title: String?

    /// Creates a quick chart.
    public init(x: String, y: String, mark: Mark = .line, color: String? = nil, title: String? = nil) {
        self.x = x
        self.y = y
        self.mark = mark
        self.color = color
        self.title = title
    }

    /// A reading failure, with a message for people.
    public struct Failure: Error, Hashable, Sendable {
        /// What went wrong.
        public var message: String
    }

    /// The chart spec for `table`: one layer over the table itself (no copy per row), with each
    /// channel's type following its column (numbers quantitative, dates temporal, text nominal), except
    /// that bars over numbers on x stand in a row of their own (ordinal), one bar a value.
    public func spec(_ table: DataTable) throws(Failure) -> ChartSpec {
        for name in [x, y] + (color.map { [$0] } ?? []) where table[name] == nil {
            let guess = NameSuggestion.closest(to: name, in: table.names).map { " (did you mean “\($0)”?)" } ?? ""
            throw Failure(
                message: "there is no column “\(name)”\(guess); the columns are \(table.names.joined(separator: ", "))")
        }
        try Self.checkValues(table, x: x, y: y)
        var encoding: [Channel: ChannelEncoding] = [
            .x: .field(x, type: mark == .bar && table[x]!.kind == .number ? .ordinal : Self.type(of: table[x]!)),
            .y: .field(y, type: Self.type(of: table[y]!)),
        ]
        if let color { encoding[.color] = .field(color, type: .nominal) }
        let data = mark == .line || mark == .area ? Self.sorted(table, by: x) : table
        let layer = LayerSpec(mark: MarkSpec(Self.kind(mark)), data: data, encoding: encoding)
        var spec = ChartSpec(layers: [layer], title: title)
        for (channel, name) in [(Channel.x, x), (.y, y)] where Self.holdsYears(name, table[name]!) {
            spec.axes[channel, default: AxisSpec()].format = .number("d")
            spec.axes[channel, default: AxisSpec()].tickMinStep = 1
        }
        // Labels thinned to fit may leave out every year ("April October April"): the title then says it.
        for (channel, name) in [(Channel.x, x), (.y, y)] where table[name]!.kind == .date {
            spec.axes[channel, default: AxisSpec()].namesYearInTitle = true
        }
        return spec
    }

    /// Throws unless some row has both an x and a y value: a file of headers only, or a column whose
    /// cells are all empty or NA, has nothing to draw, and an empty chart would look like a success.
    static func checkValues(_ table: DataTable, x: String, y: String) throws(Failure) {
        guard table.rowCount > 0 else { throw Failure(message: "there are no rows to chart, only the header") }
        let (xs, ys) = (table[x]!, table[y]!)
        for (name, column) in [(x, xs), (y, ys)] where !(0..<column.count).contains(where: { column[$0] != nil }) {
            throw Failure(message: "column “\(name)” has no values: every cell is empty or stands for a missing value")
        }
        guard (0..<table.rowCount).contains(where: { xs[$0] != nil && ys[$0] != nil }) else {
            throw Failure(message: "no row has both an “\(x)” and a “\(y)” value")
        }
    }

    /// Whether a column of numbers holds years: whole numbers, in a column named for years (`year`,
    /// `Year`, `fiscal_year`) or all within 1900…2100. Years are labelled without a thousands separator
    /// and step by whole years (`2000 2001`, not `2,000 2,000.5`).
    static func holdsYears(_ name: String, _ column: DataColumn) -> Bool {
        guard case .numbers(let values) = column else { return false }
        // One pass that stops at the first value that is not a year: a column of 10⁸ rows is not copied.
        var any = false
        for value in values where value.isFinite {
            guard value == value.rounded(), abs(value) < 10_000 else { return false }
            any = true
        }
        guard any else { return false }
        return name.lowercased().contains("year") || values.allSatisfy { !$0.isFinite || (1900...2100).contains($0) }
    }

    /// The rows in ascending order of a number or date column (stable; missing values last), as
    /// Vega-Lite draws lines and areas; the table itself when it is in order already or `name` is text.
    static func sorted(_ table: DataTable, by name: String) -> DataTable {
        guard let column = table[name], column.kind != .string else { return table }
        let count = column.count
        var inOrder = true
        var previous = -Double.infinity
        for row in 0..<count {
            let value = column.number(at: row)
            if value.isNaN || value < previous {
                inOrder = false
                break
            }
            previous = value
        }
        if inOrder { return table }
        let order = (0..<count).sorted { a, b in
            let (u, v) = (column.number(at: a), column.number(at: b))
            switch (u.isNaN, v.isNaN) {
            case (false, false): return u < v || (u == v && a < b)
            case (false, true): return true
            case (true, false): return false
            case (true, true): return a < b
            }
        }
        return (try? DataTable(zip(table.names, table.columns).map { ($0, $1.rows(order)) })) ?? table
    }

    static func type(of column: DataColumn) -> MeasureType {
        switch column.kind {
        case .number: .quantitative
        case .date: .temporal
        case .string: .nominal
        }
    }

    static func kind(_ mark: Mark) -> MarkKind {
        switch mark {
        case .line: .line
        case .bar: .bar
        case .point: .point
        case .area: .area
        }
    }
}
