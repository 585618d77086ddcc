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
        let bytes = cell.utf8
        guard bytes.count <= 12 else { return false }
        // Every marker with a digit has a `#`: a number is never missing.
        var digit = false
        var hash = false
        for byte in bytes {
            if byte == UInt8(ascii: "#") { hash = true }
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { digit = true }
        }
        if digit, !hash { return false }
        let padded = bytes.first == 0x20 || bytes.last == 0x20 || bytes.first == 0x09 || bytes.last == 0x09
        return markers.contains((padded ? cell.trimmingCharacters(in: .whitespaces) : cell).lowercased())
    }
}
