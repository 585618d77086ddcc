/// Chooses the delimiter of delimited text from its first lines, as Python's `csv.Sniffer` does for
/// pandas' `read_csv(sep=None)` and csvkit's `--sniff-limit`: of `,` `;` tab and `|`, the one that
/// occurs outside quotes in the header and the same number of times on the most lines after it (ties
/// go to the earlier candidate, so a comma wins over a semicolon that only appears in some rows).
public enum DelimiterSniffer {
    /// The candidates, in order of preference.
    public static let candidates: [Character] = [",", ";", "\t", "|"]

    /// The delimiter of `text`, judged on its first `lines` records; a comma when none is found.
    public static func sniff(_ text: String, lines: Int = 30) -> Character {
        let bytes = candidates.map { $0.asciiValue! }
        var records: [[Int]] = []
        var counts = [Int](repeating: 0, count: bytes.count)
        var quoted = false
        var empty = true
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
            } else if !quoted, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if !empty { records.append(counts) }
                if records.count == lines { break }
                counts = [Int](repeating: 0, count: bytes.count)
                empty = true
                continue
            } else if !quoted, let c = bytes.firstIndex(of: byte) {
                counts[c] += 1
            }
            empty = false
        }
        if !empty, records.count < lines { records.append(counts) }
        guard let header = records.first else { return "," }
        var best: (candidate: Int, agreeing: Int)?
        for c in bytes.indices where header[c] > 0 {
            let agreeing = records.count(where: { $0[c] == header[c] })
            if best == nil || agreeing > best!.agreeing { best = (c, agreeing) }
        }
        return best.map { candidates[$0.candidate] } ?? ","
    }
}
