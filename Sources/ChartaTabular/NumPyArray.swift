import Charta
import Foundation

/// Reads a NumPy `.npy` file of numbers (format versions 1.0, 2.0 and 3.0) as a table of two number
/// columns, `x` and `y`: an array of shape (N, 2) in C order gives x from its first column and y from
/// its second; an array of shape (N,) gives y, with x the row's index. Elements are little-endian
/// 8- or 4-byte floats or integers (`<f8`, `<f4`, `<i8`, `<i4`), converted to `Double`.
///
/// The bytes are read once, de-interleaved into the two columns in one pass, so a file of 10⁸ rows
/// (1.6 GB, best mapped into memory with `Data(contentsOf:options: .alwaysMapped)`) takes one sweep.
public enum NumPyArray {
    /// Why a file can't be read as a table, for people (“it is not a NumPy .npy file …”).
    public struct Failure: Error, Hashable, Sendable {
        /// What is wrong.
        public var message: String
    }

    /// The element types read.
    enum Element: String, CaseIterable {
        case float64 = "<f8"
        case float32 = "<f4"
        case int64 = "<i8"
        case int32 = "<i4"

        /// Bytes per element.
        var size: Int {
            switch self {
            case .float64, .int64: 8
            case .float32, .int32: 4
            }
        }

        /// The element `type` names, or the reason it is not read.
        static func named(_ type: String) throws(Failure) -> Element {
            if let element = Element(rawValue: type) { return element }
            let accepted = allCases.map(\.rawValue).joined(separator: ", ")
            if type.hasPrefix(">") {
                throw Failure(
                    message:
                        "its elements are big-endian (\(type)); only little-endian \(accepted) are read (save with a.astype('<f8'))"
                )
            }
            throw Failure(message: "its elements are \(type); only \(accepted) are read")
        }
    }

    /// Whether `data` starts as a `.npy` file does (`\x93NUMPY`).
    public static func isNumPy(_ data: Data) -> Bool { data.prefix(6).elementsEqual(NumPyHeader.magic) }

    /// The table of the `.npy` file `data`: columns `x` and `y`, numbers.
    public static func table(_ data: Data) throws(Failure) -> DataTable {
        let (x, y) = try data.withUnsafeBytes { bytes in Result { () throws(Failure) in try columns(bytes) } }.get()
        do {
            return try DataTable([("x", .numbers(x)), ("y", .numbers(y))])
        } catch {
            throw Failure(message: "the columns could not form a table: \(error)")
        }
    }

    /// x and y of the `.npy` file `bytes`.
    static func columns(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> (x: [Double], y: [Double]) {
        let header = try NumPyHeader(bytes)
        let element = try Element.named(header.descr)
        guard !header.fortranOrder else {
            throw Failure(
                message: "it is stored in Fortran order; only C order is read (save with np.ascontiguousarray)")
        }
        let rows: Int
        let width: Int
        switch header.shape.count {
        case 1: (rows, width) = (header.shape[0], 1)
        case 2 where header.shape[1] == 2: (rows, width) = (header.shape[0], 2)
        default: throw Failure(message: "its shape is \(header.shapeText); only (N,) and (N, 2) are read")
        }
        let (cells, o1) = rows.multipliedReportingOverflow(by: width)
        let (length, o2) = cells.multipliedReportingOverflow(by: element.size)
        let available = bytes.count - header.dataOffset
        guard !o1, !o2, available >= length, let base = bytes.baseAddress else {
            let needed = o1 || o2 ? "more than can be addressed" : "\(length) bytes"
            throw Failure(
                message: "its data is cut off: shape \(header.shapeText) needs \(needed), the file has \(available)")
        }
        let start = base + header.dataOffset
        switch element {
        case .float64:
            return split(start, rows: rows, width: width, size: 8) {
                Double(bitPattern: UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)))
            }
        case .float32:
            return split(start, rows: rows, width: width, size: 4) {
                Double(Float(bitPattern: UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))))
            }
        case .int64:
            return split(start, rows: rows, width: width, size: 8) {
                Double(Int64(littleEndian: $0.loadUnaligned(as: Int64.self)))
            }
        case .int32:
            return split(start, rows: rows, width: width, size: 4) {
                Double(Int32(littleEndian: $0.loadUnaligned(as: Int32.self)))
            }
        }
    }

    /// The `rows` × `width` elements at `start` (`size` bytes each, read by `load`) as x and y: with two
    /// columns each row's first and second element, with one the row's index and its element.
    @inline(__always)
    static func split(
        _ start: UnsafeRawPointer, rows: Int, width: Int, size: Int, _ load: (UnsafeRawPointer) -> Double
    ) -> (x: [Double], y: [Double]) {
        var y: [Double] = []
        let x = [Double](unsafeUninitializedCapacity: rows) { xs, xCount in
            y = [Double](unsafeUninitializedCapacity: rows) { ys, yCount in
                if width == 2 {
                    for row in 0..<rows {
                        let at = start + row * 2 * size
                        xs[row] = load(at)
                        ys[row] = load(at + size)
                    }
                } else {
                    for row in 0..<rows {
                        xs[row] = Double(row)
                        ys[row] = load(start + row * size)
                    }
                }
                yCount = rows
            }
            xCount = rows
        }
        return (x, y)
    }
}
