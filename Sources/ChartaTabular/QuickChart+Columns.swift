import Charta

extension QuickChart {
    /// The columns a quick chart draws when they are not named, as a user expects them: x is the first
    /// column in file order (for JSON too), unless that is text and a later column holds dates (a
    /// `symbol,date,price` file is drawn over its dates); y is the first number column other than x,
    /// else the first other column. A name that is given is kept.
    public static func columns(in table: DataTable, x: String?, y: String?) -> (x: String, y: String) {
        let names = table.names
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
}
