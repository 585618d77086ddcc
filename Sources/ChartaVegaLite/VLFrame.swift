import Charta

/// A column of a unit's frame: the values of a channel's definition, of one of a list of definitions
/// (the second tooltip), of a facet level's field, or a column derived from one of them (the ends of a
/// channel's bins).
struct VLColumn: Hashable, Sendable, Comparable {
    /// What fills the column.
    enum Base: Hashable, Sendable {
        case channel(VLChannel)
        /// One of the definitions a listed channel (`tooltip`, `detail`, `order`) holds, by its place.
        case listed(VLChannel, Int)
        /// A facet level's row or column field; depth 0 is the innermost facet.
        case facetRow(depth: Int)
        case facetColumn(depth: Int)
        /// Flags of the rows kept for the scales but not drawn (other frames of an animation).
        case hiddenRows
        /// Flags of the rows drawn (as gaps in a path) but left out of the scales.
        case outsideDomains
        /// A field that point selections compare, as the data has it.
        case selectionField(String)
    }

    /// What a derived column holds about its base column's values.
    enum Part: Hashable, Sendable {
        case value
        /// The ends of bins and time-unit intervals.
        case end
        /// The lower ends of stacked values.
        case stackStart
        /// The compared field of an `argmin`/`argmax` aggregate.
        case argument
        /// Flags of the rows whose invalid values are shown at zero.
        case shownInvalid
    }

    let base: Base
    let part: Part

    init(_ base: Base, _ part: Part = .value) {
        self.base = base
        self.part = part
    }

    static func channel(_ channel: VLChannel) -> VLColumn { VLColumn(.channel(channel)) }

    /// The column of this one's base that holds `part`.
    func with(_ part: Part) -> VLColumn { VLColumn(base, part) }

    /// The channel whose definition fills the column's base, if a single channel does.
    var channel: VLChannel? {
        if case .channel(let c) = base { return c }
        return nil
    }

    /// The column's name in a layer's table; columns sort by it.
    var name: String {
        let stem =
            switch base {
            case .channel(let c): c.name
            case .listed(let c, let i): "\(c.name)\(i)"
            case .facetRow(let depth): depth == 0 ? "facetRow" : "facetRow\(depth)"
            case .facetColumn(let depth): depth == 0 ? "facetColumn" : "facetColumn\(depth)"
            case .hiddenRows: VLCompiler.hiddenRowColumn
            case .outsideDomains: "__outsideDomains"
            case .selectionField(let field): ParamSelection.column(field)
            }
        return
            switch part
        {
        case .value: stem
        case .end: stem + "__end"
        case .stackStart: stem + "__stack0"
        case .argument: stem + "__arg"
        case .shownInvalid: stem + "__invalid"
        }
    }

    static func < (a: VLColumn, b: VLColumn) -> Bool { a.name < b.name }
}

/// Columnar data while the reader transforms it: columns of ``VLValue`` of equal length.
struct VLFrame: Sendable {
    private(set) var names: [VLColumn] = []
    private(set) var columns: [VLColumn: [VLValue]] = [:]
    private(set) var count: Int

    init(count: Int) {
        self.count = count
    }

    subscript(column: VLColumn) -> [VLValue]? { columns[column] }

    /// The column a channel's definition fills.
    subscript(channel: VLChannel) -> [VLValue]? { columns[.channel(channel)] }

    /// A column derived from a channel's.
    subscript(channel: VLChannel, part: VLColumn.Part) -> [VLValue]? { columns[VLColumn(.channel(channel), part)] }

    /// A column's values as the scales see them: without the rows flagged outside domains.
    func forDomains(_ column: VLColumn) -> [VLValue]? {
        guard let values = columns[column] else { return nil }
        guard let outside = columns[VLColumn(.outsideDomains)] else { return values }
        return values.indices.compactMap { $0 < outside.count && outside[$0] == .bool(true) ? nil : values[$0] }
    }

    /// Adds or replaces a column (padded with nulls or cut to the frame's length).
    mutating func set(_ column: VLColumn, _ values: [VLValue]) {
        var v = values
        if v.count < count { v += Array(repeating: .null, count: count - v.count) }
        if v.count > count { v.removeLast(v.count - count) }
        if columns.updateValue(v, forKey: column) == nil { names.append(column) }
    }

    mutating func set(_ channel: VLChannel, _ values: [VLValue]) { set(.channel(channel), values) }

    mutating func set(_ channel: VLChannel, _ part: VLColumn.Part, _ values: [VLValue]) {
        set(VLColumn(.channel(channel), part), values)
    }

    /// The rows at these indices, in this order.
    func rows(_ indices: [Int]) -> VLFrame {
        var out = VLFrame(count: indices.count)
        for name in names {
            let column = columns[name] ?? []
            out.set(name, indices.map { $0 >= 0 && $0 < column.count ? column[$0] : .null })
        }
        return out
    }

    /// This frame with `other`'s rows appended (columns missing on either side are null).
    func appending(_ other: VLFrame) -> VLFrame {
        var out = VLFrame(count: count + other.count)
        for name in names + other.names.filter({ columns[$0] == nil }) {
            let mine = columns[name] ?? Array(repeating: .null, count: count)
            let theirs = other.columns[name] ?? Array(repeating: .null, count: other.count)
            out.set(name, mine + theirs)
        }
        return out
    }
}
