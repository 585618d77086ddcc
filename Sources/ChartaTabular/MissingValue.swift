/// The cells read as missing values rather than text: pandas' default `na_values` for `read_csv`
/// (`NA`, `NaN`, `null`, `n/a`, `#N/A`, `None`, …), agate's (csvkit's) default `null_values`, and a lone
/// dash, compared without case (as agate does; pandas compares exactly) and without surrounding spaces.
enum MissingValue {
    /// The markers, lowercased.
    static let markers: Set<String> = [
        "", "#n/a", "#n/a n/a", "#na", "-1.#ind", "-1.#qnan", "-nan", "1.#ind", "1.#qnan", "<na>", "n/a", "na",
        "nan", "null", "none", "-", "--", "—",
    ]

    /// Whether a cell is a missing value.
    static func isMissing(_ cell: String) -> Bool {
        guard cell.utf8.count <= 10 else { return false }
        if let first = cell.utf8.first, first >= UInt8(ascii: "2"), first <= UInt8(ascii: "9") { return false }
        return markers.contains(cell.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
