import Foundation

/// The order in which the rows' keys first appear in JSON text, so that columns follow the file as
/// pandas' `read_json` and d3's `json` keep it (`JSONSerialization` hands back unordered dictionaries).
enum JSONKeyOrder {
    /// The keys of the objects nested `rowDepth` deep (2: the objects of a top-level array; 1: each line's
    /// object in JSON lines), in order of first appearance. It only scans; the values are parsed elsewhere.
    static func keys(_ text: String, rowDepth: Int) -> [String] {
        var keys: [String] = []
        var seen: Set<String> = []
        var stack: [UInt8] = []
        var expectingKey = false
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                stack.append(byte)
                expectingKey = byte == UInt8(ascii: "{")
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = stack.last == UInt8(ascii: "{")
            case UInt8(ascii: "\""):
                var raw: [UInt8] = []
                var escaped = false
                while let b = bytes.next() {
                    if !escaped, b == UInt8(ascii: "\"") { break }
                    escaped = !escaped && b == UInt8(ascii: "\\")
                    raw.append(b)
                }
                if expectingKey, stack.count == rowDepth, let key = unescaped(raw), seen.insert(key).inserted {
                    keys.append(key)
                }
                expectingKey = false
            default:
                break
            }
        }
        return keys
    }

    /// A JSON string's text from the bytes between its quotes.
    private static func unescaped(_ raw: [UInt8]) -> String? {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        let quoted = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
        return (try? JSONSerialization.jsonObject(with: quoted, options: [.fragmentsAllowed])) as? String
    }
}
