/// The series of every row of a layer, stored as one small code per row (no string per row): the names
/// in first-appearance order and, per row, an index into them (−1 for no series).
struct SeriesColumn: Sendable {
    /// The distinct series names, in first-appearance order.
    private(set) var names: [String] = []
    /// Per row, the index of its name in ``names`` (−1: none); nil when no row has a series.
    private(set) var codes: [Int32]?

    /// No series for any row.
    init() {}

    /// The series of each row from a channel's values.
    init(_ spec: LayerSpec, _ channel: Channel) {
        var labels = LabelCodes()
        codes = spec.categoryCodes(channel, rowCount: spec.data.rowCount) { labels.code($0) }
        names = labels.labels
    }

    /// The series name of a row, nil when it has none.
    subscript(row: Int) -> String? {
        guard let codes, row >= 0, row < codes.count else { return nil }
        let code = codes[row]
        return code < 0 ? nil : names[Int(code)]
    }

    /// The series code of a row (−1 for none).
    func code(_ row: Int) -> Int32 { codes.map { row < $0.count ? $0[row] : -1 } ?? -1 }
}

/// Row indices of a layer: all of its rows in order, or a list (one series of several, or the rows a
/// reduction kept). Whole layers need no index array.
struct RowSelection: RandomAccessCollection, Sendable {
    /// The number of rows when ``list`` is nil.
    let total: Int
    /// The rows, when not all of them.
    let list: [Int]?

    /// All `count` rows.
    init(all count: Int) {
        total = count
        list = nil
    }

    /// The listed rows.
    init(_ rows: [Int]) {
        total = rows.count
        list = rows
    }

    var startIndex: Int { 0 }
    var endIndex: Int { list?.count ?? total }
    subscript(i: Int) -> Int { list?[i] ?? i }
}
