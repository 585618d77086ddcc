/// Errors that stop Charta from building a chart. Every message is written here, in one place.
public enum ChartaError: Error, Hashable, Sendable, CustomStringConvertible {
    case duplicateColumn(String)
    case mismatchedColumnLengths(column: String, expected: Int, actual: Int)
    case mixedColumnTypes(column: String)
    case missingColumn(String)

    /// A readable message for people.
    public var description: String {
        switch self {
        case .duplicateColumn(let name):
            "The data has two columns named “\(name)”."
        case .mismatchedColumnLengths(let name, let expected, let actual):
            "Column “\(name)” has \(actual) values, but the other columns have \(expected)."
        case .mixedColumnTypes(let name):
            "Column “\(name)” mixes numbers, dates and strings; a column holds one kind of value."
        case .missingColumn(let name):
            "No column named “\(name)” in the data."
        }
    }
}
