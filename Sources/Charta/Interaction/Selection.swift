/// What is selected, with the data the host needs: the item and its row, or the x index with every
/// series' point there, or a range along x.
public enum Selection: Hashable, Sendable, Codable {
    /// An item (item selection).
    case item(SelectedItem)
    /// A data x with the series' points there (nearest-x selection).
    case x(SelectedX)
    /// A range along x (range selection).
    case range(SelectedRange)

    /// The selected row (items) or index into the distinct x values (nearest x); nil for ranges.
    public var index: Int? {
        switch self {
        case .item(let item): item.item.row
        case .x(let x): x.index
        case .range: nil
        }
    }
}

/// A selected item: its identity, its x and y values, and its data row.
public struct SelectedItem: Hashable, Sendable, Codable {
    /// The item as the scene identifies it.
    public var item: ItemID
    /// The item's x value as given.
    public var x: DataValue?
    /// The item's y value as given (not stacked).
    public var y: DataValue?
    /// The item's data row by column name (the DSL's value labels); empty for a whole series.
    public var fields: [String: DataValue]

    /// Creates a selected item.
    public init(item: ItemID, x: DataValue? = nil, y: DataValue? = nil, fields: [String: DataValue] = [:]) {
        self.item = item
        self.x = x
        self.y = y
        self.fields = fields
    }
}

/// One series' point at the selected x.
public struct SelectedPoint: Hashable, Sendable, Codable {
    /// The point as the scene identifies it.
    public var item: ItemID
    /// The series name; nil for a layer without series.
    public var series: String?
    /// The data value as given (not stacked).
    public var y: DataValue?
    /// The point's data row by column name: its payload for the host.
    public var fields: [String: DataValue]

    /// Creates a selected point.
    public init(item: ItemID, series: String?, y: DataValue?, fields: [String: DataValue] = [:]) {
        self.item = item
        self.series = series
        self.y = y
        self.fields = fields
    }
}

/// The data x nearest the pointer, with every series' point there.
public struct SelectedX: Hashable, Sendable, Codable {
    /// The index among the chart's distinct data x values, ascending (the hour of a day, the day of a month).
    public var index: Int
    /// The x value: a number, a date, or a category.
    public var x: DataValue
    /// The points at that x, one per series, in layer order.
    public var points: [SelectedPoint]

    /// Creates a selected x.
    public init(index: Int, x: DataValue, points: [SelectedPoint]) {
        self.index = index
        self.x = x
        self.points = points
    }
}

/// A range along x.
public struct SelectedRange: Hashable, Sendable, Codable {
    /// The range in x units (numbers, seconds for dates, indices for categories).
    public var bounds: ClosedRange<Double>
    /// The lower end as a data value (the nearest category for band scales).
    public var lower: DataValue
    /// The upper end as a data value.
    public var upper: DataValue
    /// The indices of the distinct data x values inside the range.
    public var indices: Range<Int>

    /// Creates a selected range.
    public init(bounds: ClosedRange<Double>, lower: DataValue, upper: DataValue, indices: Range<Int>) {
        self.bounds = bounds
        self.lower = lower
        self.upper = upper
        self.indices = indices
    }
}
