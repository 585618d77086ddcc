/// The header of a NumPy `.npy` file (format versions 1.0, 2.0 and 3.0): after the magic bytes
/// `\x93NUMPY`, the version and the header's length, a Python dict literal such as
/// `{'descr': '<f8', 'fortran_order': False, 'shape': (1000, 2), }` padded with spaces to a newline
/// (numpy/lib/format.py). Only that literal's small grammar is read: quoted strings, `True`/`False`
/// and tuples of whole numbers.
struct NumPyHeader: Hashable, Sendable {
    /// The element type, such as `<f8` (little-endian 8-byte float).
    var descr: String
    /// Whether the array is stored column-major.
    var fortranOrder: Bool
    /// The length of each dimension.
    var shape: [Int]
    /// Where the data starts, in bytes from the file's start.
    var dataOffset: Int

    /// The shape as Python writes a tuple: `(3,)`, `(3, 2)`, `()`.
    var shapeText: String {
        "(" + shape.map(String.init).joined(separator: ", ") + (shape.count == 1 ? ",)" : ")")
    }

    /// The magic bytes every `.npy` file starts with.
    static let magic: [UInt8] = [0x93] + Array("NUMPY".utf8)

    /// Reads the header at the start of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) throws(NumPyArray.Failure) {
        guard bytes.count >= 10, bytes.prefix(6).elementsEqual(Self.magic) else {
            throw NumPyArray.Failure(message: "it is not a NumPy .npy file (it does not start with \\x93NUMPY)")
        }
        let major = bytes[6]
        let lengthBytes: Int
        switch major {
        case 1: lengthBytes = 2
        case 2, 3: lengthBytes = 4
        default:
            throw NumPyArray.Failure(message: "its .npy format version \(major).\(bytes[7]) is not 1.0, 2.0 or 3.0")
        }
        guard bytes.count >= 8 + lengthBytes else { throw NumPyArray.Failure(message: "its header is cut off") }
        let length = (0..<lengthBytes).reduce(0) { sum, i in sum | Int(bytes[8 + i]) << (8 * i) }
        let start = 8 + lengthBytes
        guard bytes.count - start >= length else { throw NumPyArray.Failure(message: "its header is cut off") }
        var scanner = NumPyHeader.Scanner(bytes: Array(bytes[start..<(start + length)]))
        let dict = try scanner.dictionary()
        guard case .text(let descr)? = dict["descr"] else {
            throw NumPyArray.Failure(message: "its header has no 'descr' string (a structured dtype is not read)")
        }
        guard case .flag(let fortranOrder)? = dict["fortran_order"] else {
            throw NumPyArray.Failure(message: "its header has no 'fortran_order' True or False")
        }
        guard case .numbers(let shape)? = dict["shape"] else {
            throw NumPyArray.Failure(message: "its header has no 'shape' tuple")
        }
        self.descr = descr
        self.fortranOrder = fortranOrder
        self.shape = shape
        dataOffset = start + length
    }

    /// A value of the header's dict.
    enum Value: Hashable {
        case text(String)
        case flag(Bool)
        case numbers([Int])
    }
}

extension NumPyHeader {
    /// Reads the dict literal of a header, byte by byte.
    struct Scanner {
        var bytes: [UInt8]
        var at = 0

        /// The whole literal: `{` key `:` value pairs separated by commas (a trailing one allowed) `}`.
        mutating func dictionary() throws(NumPyArray.Failure) -> [String: Value] {
            try expect(UInt8(ascii: "{"))
            var dict: [String: Value] = [:]
            while true {
                skipSpace()
                if peek == UInt8(ascii: "}") { break }
                let key = try string()
                try expect(UInt8(ascii: ":"))
                dict[key] = try value()
                try afterElement(closing: UInt8(ascii: "}"))
            }
            at += 1
            return dict
        }

        /// A string, a flag or a tuple of whole numbers.
        mutating func value() throws(NumPyArray.Failure) -> Value {
            skipSpace()
            switch peek {
            case UInt8(ascii: "'"), UInt8(ascii: "\""): return .text(try string())
            case UInt8(ascii: "("): return .numbers(try tuple())
            case UInt8(ascii: "["):
                throw NumPyArray.Failure(
                    message: "its dtype is structured (a list of fields); only plain numbers are read")
            default:
                if word("True") { return .flag(true) }
                if word("False") { return .flag(false) }
                throw unexpected()
            }
        }

        /// A quoted string without escapes, as NumPy writes keys and type names.
        mutating func string() throws(NumPyArray.Failure) -> String {
            skipSpace()
            guard let quote = peek, quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else {
                throw unexpected()
            }
            at += 1
            let start = at
            while at < bytes.count, bytes[at] != quote {
                guard bytes[at] != UInt8(ascii: "\\") else { throw unexpected() }
                at += 1
            }
            guard at < bytes.count else { throw NumPyArray.Failure(message: "its header has an unterminated string") }
            at += 1
            return String(decoding: bytes[start..<(at - 1)], as: UTF8.self)
        }

        /// `(` whole numbers separated by commas (a trailing one allowed, Python 2's `L` suffix too) `)`.
        mutating func tuple() throws(NumPyArray.Failure) -> [Int] {
            try expect(UInt8(ascii: "("))
            var numbers: [Int] = []
            while true {
                skipSpace()
                if peek == UInt8(ascii: ")") { break }
                let start = at
                var n = 0
                while let digit = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) {
                    let (times, o1) = n.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
                    guard !o1, !o2 else { throw NumPyArray.Failure(message: "its shape has a number too large") }
                    n = sum
                    at += 1
                }
                guard at > start else { throw unexpected() }
                if peek == UInt8(ascii: "L") { at += 1 }
                numbers.append(n)
                try afterElement(closing: UInt8(ascii: ")"))
            }
            at += 1
            return numbers
        }

        var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

        /// Steps over the `,` after an element; without one, the next byte must be `closing`, which is
        /// left for the caller's loop to find.
        mutating func afterElement(closing: UInt8) throws(NumPyArray.Failure) {
            skipSpace()
            if peek == UInt8(ascii: ",") {
                at += 1
            } else {
                try expect(closing)
                at -= 1
            }
        }

        mutating func skipSpace() {
            while let b = peek, b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") { at += 1 }
        }

        /// Consumes `text` when it comes next.
        mutating func word(_ text: String) -> Bool {
            let utf8 = Array(text.utf8)
            guard bytes.count - at >= utf8.count, bytes[at..<(at + utf8.count)].elementsEqual(utf8) else {
                return false
            }
            at += utf8.count
            return true
        }

        mutating func expect(_ byte: UInt8) throws(NumPyArray.Failure) {
            skipSpace()
            guard peek == byte else { throw unexpected() }
            at += 1
        }

        func unexpected() -> NumPyArray.Failure {
            let found = peek.map { "“\(String(decoding: [$0], as: UTF8.self))”" } ?? "its end"
            return NumPyArray.Failure(
                message: "its header is not a dict of descr, fortran_order and shape: unexpected \(found) at byte \(at)"
            )
        }
    }
}
