import Charta
import ChartaTabular
import Foundation
import Testing

/// NumPy `.npy` files written byte by byte: the element types and shapes read, and each refusal.
@Suite struct NumPyArrayTests {
    /// A `.npy` file: magic, version, header length (2 bytes in version 1, else 4), the header padded
    /// with spaces to a newline so that the data starts on a multiple of 64, then `data`.
    static func file(_ header: String, version: UInt8 = 1, data: [UInt8]) -> Data {
        let lengthBytes = version == 1 ? 2 : 4
        var text = header
        while (8 + lengthBytes + text.utf8.count + 1) % 64 != 0 { text += " " }
        text += "\n"
        var bytes: [UInt8] = [0x93] + Array("NUMPY".utf8) + [version, 0]
        let length = text.utf8.count
        bytes += (0..<lengthBytes).map { UInt8((length >> (8 * $0)) & 0xFF) }
        return Data(bytes + Array(text.utf8) + data)
    }

    static func header(_ descr: String, _ shape: String, fortran: String = "False") -> String {
        "{'descr': '\(descr)', 'fortran_order': \(fortran), 'shape': \(shape), }"
    }

    static func littleEndian<T: FixedWidthInteger>(_ values: [T]) -> [UInt8] {
        values.flatMap { value in withUnsafeBytes(of: value.littleEndian, Array.init) }
    }

    static func doubles(_ values: [Double]) -> [UInt8] { littleEndian(values.map(\.bitPattern)) }

    static func numbers(_ table: DataTable, _ name: String) -> [Double]? {
        if case .numbers(let values)? = table[name] { return values }
        return nil
    }

    @Test func float64PairsAreXAndY() throws {
        let data = Self.file(Self.header("<f8", "(3, 2)"), data: Self.doubles([0, 1.5, 1, -2, 2.5, .infinity]))
        #expect(NumPyArray.isNumPy(data))
        let table = try NumPyArray.table(data)
        #expect(table.names == ["x", "y"])
        #expect(Self.numbers(table, "x") == [0, 1, 2.5])
        #expect(Self.numbers(table, "y") == [1.5, -2, .infinity])
    }

    @Test func int32ValuesAreYOverTheirIndex() throws {
        let data = Self.file(Self.header("<i4", "(4,)"), data: Self.littleEndian([Int32(7), -3, .max, .min]))
        let table = try NumPyArray.table(data)
        #expect(Self.numbers(table, "x") == [0, 1, 2, 3])
        #expect(Self.numbers(table, "y") == [7, -3, Double(Int32.max), Double(Int32.min)])
    }

    @Test func otherTypesAndVersionsAreRead() throws {
        let floats = Self.littleEndian([Float(0.5), 2, -1, 4].map(\.bitPattern))
        let f4 = try NumPyArray.table(Self.file(Self.header("<f4", "(2, 2)"), version: 2, data: floats))
        #expect(Self.numbers(f4, "x") == [0.5, -1])
        #expect(Self.numbers(f4, "y") == [2, 4])
        let longs = Self.littleEndian([Int64(1) << 40, -5])
        let i8 = try NumPyArray.table(Self.file(Self.header("<i8", "(2,)"), version: 3, data: longs))
        #expect(Self.numbers(i8, "y") == [Double(Int64(1) << 40), -5])
        // Keys in another order, double quotes, no trailing comma, Python 2's long suffix.
        let plain = "{\"shape\": (1L, 2), \"fortran_order\": False, \"descr\": \"<f8\"}"
        let other = try NumPyArray.table(Self.file(plain, data: Self.doubles([3, 4])))
        #expect(Self.numbers(other, "x") == [3])
        let empty = try NumPyArray.table(Self.file(Self.header("<f8", "(0, 2)"), data: []))
        #expect(empty.rowCount == 0)
    }

    @Test(arguments: [
        (header("<f8", "(2,)"), 2, "cut off"),
        (header(">f8", "(1,)"), 8, "big-endian"),
        (header("<f8", "(1, 2)", fortran: "True"), 16, "Fortran order"),
        (header("<u2", "(1,)"), 2, "<u2"),
        (header("|b1", "(1,)"), 1, "|b1"),
        (header("<f8", "(2, 3)"), 48, "(2, 3)"),
        (header("<f8", "(2, 2, 2)"), 64, "(2, 2, 2)"),
        (header("<f8", "()"), 8, "()"),
        ("{'descr': [('a', '<f8')], 'fortran_order': False, 'shape': (1,), }", 8, "structured"),
        ("{'descr': '<f8', 'shape': (1,), }", 8, "fortran_order"),
        ("{'descr': '<f8', 'fortran_order': False, 'shape': (1,) ", 8, "unexpected"),
        ("{'descr': '<f8', 'fortran_order': False, 'shape': (99999999999999999999,), }", 8, "too large"),
        ("{'descr': '<f8', 'fortran_order': False, 'shape': (4611686018427387904, 2), }", 8, "cut off"),
    ])
    func refusals(header: String, dataBytes: Int, message: String) throws {
        let data = Self.file(header, data: [UInt8](repeating: 0, count: dataBytes))
        #expect {
            try NumPyArray.table(data)
        } throws: { error in
            (error as? NumPyArray.Failure)?.message.contains(message) == true
        }
    }

    @Test func otherFilesAreRefused() {
        #expect(!NumPyArray.isNumPy(Data("x,y\n1,2\n".utf8)))
        for data in [
            Data("x,y\n1,2\n".utf8), Data([0x93] + Array("NUMPY".utf8)),
            Data([0x93] + Array("NUMPY".utf8) + [4, 0, 0, 0]),
        ] {
            #expect(throws: NumPyArray.Failure.self) { try NumPyArray.table(data) }
        }
        var truncatedHeader = Self.file(Self.header("<f8", "(1,)"), data: [])
        truncatedHeader.removeLast(20)
        #expect {
            try NumPyArray.table(truncatedHeader)
        } throws: { error in
            (error as? NumPyArray.Failure)?.message.contains("header is cut off") == true
        }
    }
}
