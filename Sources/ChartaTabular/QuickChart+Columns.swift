import Charta

extension QuickChart {
    /// The columns a quick chart draws when they are not named, as a user expects them: x is the first
    /// column in file order (for JSON too), unless that is text and a later column holds dates (a
    /// `symbol,date,price` file is drawn over its dates); y is the first number column other than x,
    /// else the first other column. A name that is given is kept. A leading unnamed row counter, as
    /// pandas writes its index, is passed over.
    public static func columns(in table: DataTable, x: String?, y: String?) -> (x: String, y: String) {
        var names = table.names
        // A row counter without a name (pandas' `to_csv` index, read as “column 1”) is not data.
        if names.count > 2, names[0] == "column 1", let index = table[names[0]], Self.isRowCounter(index) {
            names.removeFirst()
        }
        let candidates = names.filter { $0 != y }
        var chosenX = x ?? candidates.first ?? names.first ?? "x"
        if x == nil, table[chosenX]?.kind == .string, let date = candidates.first(where: { table[$0]?.kind == .date }) {
            chosenX = date
        }
        if let y { return (chosenX, y) }
        let others = names.filter { $0 != chosenX }
        let number = others.first { table[$0]?.kind == .number }
        return (chosenX, number ?? others.first ?? chosenX)
    }

    /// Whether a column counts the rows: 0, 1, 2, … or 1, 2, 3, ….
    static func isRowCounter(_ column: DataColumn) -> Bool {
        guard column.kind == .number, column.count > 0 else { return false }
        let start = column.number(at: 0)
        guard start == 0 || start == 1 else { return false }
        return (0..<column.count).allSatisfy { column.number(at: $0) == start + Double($0) }
    }
}
