import Charta

/// A chart of two columns of a table, as `charta plot` draws it: the mark, x and y, and optionally a
/// column that splits the rows into coloured series.
public struct QuickChart: Hashable, Sendable {
    /// The mark kinds a quick chart can draw.
    public enum Mark: String, Hashable, Sendable, CaseIterable {
        case line, bar, point, area
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
    /// channel's type following its column (numbers quantitative, dates temporal, text nominal).
    public func spec(_ table: DataTable) throws(Failure) -> ChartSpec {
        for name in [x, y] + (color.map { [$0] } ?? []) where table[name] == nil {
            throw Failure(
                message: "there is no column “\(name)”; the columns are \(table.names.joined(separator: ", "))")
        }
        var encoding: [Channel: ChannelEncoding] = [
            .x: .field(x, type: Self.type(of: table[x]!)),
            .y: .field(y, type: Self.type(of: table[y]!)),
        ]
        if let color { encoding[.color] = .field(color, type: .nominal) }
        let layer = LayerSpec(mark: MarkSpec(Self.kind(mark)), data: table, encoding: encoding)
        return ChartSpec(layers: [layer], title: title)
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
