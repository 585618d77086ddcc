/// Malformed SVG path data: the byte offset where reading stopped and why.
public struct SVGPathDataError: Error, Hashable, Sendable {
    /// The offset in the data's UTF-8 bytes where the problem is.
    public var offset: Int
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates an error at a byte offset.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// Reads the tokens of SVG path data (SVG 2, §9.3.9 "The grammar for path data"): command letters,
/// numbers (with optional sign, fraction and exponent, so `-.5e-3` and `0.5.5` read as they do in
/// browsers) and the one-digit flags of arcs, separated by optional white space and at most one comma.
struct SVGPathScanner {
    let bytes: [UInt8]
    private(set) var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { index >= bytes.count }

    /// Skips white space (space, tab, line feed, form feed, carriage return).
    mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    /// Skips white space and at most one comma with white space around it.
    mutating func skipSeparator() {
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipSpace()
        }
    }

    /// The command letter at the current position, consumed; nil (nothing consumed) when the next byte
    /// is not one.
    mutating func command() -> UInt8? {
        guard index < bytes.count, Self.commandLetters.contains(bytes[index]) else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    /// Whether a number (or flag) can start at the current position.
    var startsNumber: Bool {
        guard index < bytes.count else { return false }
        let b = bytes[index]
        return Self.isDigit(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
    }

    /// Reads one number and the separator after it.
    mutating func number() throws(SVGPathDataError) -> Double {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        let integerDigits = digits()
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = digits()
        }
        guard integerDigits + fractionDigits > 0 else {
            index = start
            throw error("expected a number")
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            // "2em" is not an exponent: the number ends before the "e".
            if digits() == 0 { index = mark }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("the number \(text) is out of range")
        }
        skipSeparator()
        return value
    }

    /// Reads an arc flag (a single `0` or `1`, which needs no separator after it) and the separator after it.
    mutating func flag() throws(SVGPathDataError) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw error("expected an arc flag (0 or 1)")
        }
        let value = bytes[index] == UInt8(ascii: "1")
        index += 1
        skipSeparator()
        return value
    }

    /// An error at the current position.
    func error(_ message: String) -> SVGPathDataError {
        SVGPathDataError(offset: index, message: message)
    }

    /// Consumes decimal digits and returns how many.
    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        return index - start
    }

    private static let commandLetters = Set("MmZzLlHhVvCcSsQqTtAa".utf8)

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }
}
