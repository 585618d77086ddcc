import Charta
import Foundation
import Testing

/// `DataTable.rows(as:)`: a table's rows as an app's own `Decodable` values, for charts written with
/// Swift Charts' plots.
@Suite struct DataTableRowsTests {
    enum Region: String, Decodable { case north, south }

    struct Sale: Decodable, Equatable {
        var day: Date
        var amount: Double
        var units: Int
        var region: Region
        var note: String?
        var discount: Float?
    }

    static let table = try! DataTable([
        ("day", .dates([0, 86_400, 172_800])),
        ("amount", .numbers([3.5, 5, .nan])),
        ("units", .numbers([1, 2, 3])),
        ("region", .strings(["north", "south", "north"])),
        ("note", .strings(["first", nil, "third"])),
    ])

    /// Every column but `discount`, which the table lacks and which is optional: it decodes as nil.
    @Test func eachRowIsAValueOfTheAppsType() throws {
        let table = Self.table
        let complete = try DataTable([
            ("day", table["day"]!), ("amount", .numbers([3.5, 5, 7])), ("units", table["units"]!),
            ("region", table["region"]!), ("note", table["note"]!),
        ])
        let sales = try complete.rows(as: Sale.self)
        #expect(
            sales == [
                Sale(day: Date(timeIntervalSince1970: 0), amount: 3.5, units: 1, region: .north, note: "first"),
                Sale(day: Date(timeIntervalSince1970: 86_400), amount: 5, units: 2, region: .south, note: nil),
                Sale(day: Date(timeIntervalSince1970: 172_800), amount: 7, units: 3, region: .north, note: "third"),
            ])
    }

    @Test func aMissingValueIsAnErrorThatNamesItsRowUnlessOptional() throws {
        #expect {
            _ = try Self.table.rows(as: Sale.self)
        } throws: { error in
            guard case DecodingError.valueNotFound(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["row 2", "amount"]
        }
        struct Loose: Decodable { var amount: Double? }
        #expect(try Self.table.rows(as: Loose.self).map(\.amount) == [3.5, 5, nil])
    }

    @Test func aValueOfAnotherKindIsAnErrorNeverAGuess() {
        struct TextAsNumber: Decodable { var region: Double }
        struct NumberAsDate: Decodable { var units: Date }
        struct Fraction: Decodable { var amount: Int }
        struct Absent: Decodable { var price: Double }
        #expect(throws: DecodingError.self) { try Self.table.rows(as: TextAsNumber.self) }
        #expect(throws: DecodingError.self) { try Self.table.rows(as: NumberAsDate.self) }
        #expect(throws: DecodingError.self) { try Self.table.rows(as: Fraction.self) }
        #expect {
            _ = try Self.table.rows(as: Absent.self)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "price"
        }
    }

    @Test func anEmptyTableHasNoRows() throws {
        struct Anything: Decodable { var x: Double }
        #expect(try DataTable().rows(as: Anything.self).isEmpty)
    }
}
