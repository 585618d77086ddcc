import Charta
import ChartaScales
import Foundation

/// A column of cells as read from a file, before its type is decided.
public struct RawColumn: Hashable, Sendable {
    /// The column's name (its header).
    public var name: String
    /// The cells; nil is missing (an empty CSV cell, JSON `null` or an absent key).
    public var cells: [String?]

    /// Creates a column.
    public init(name: String, cells: [String?]) {
        self.name = name
        self.cells = cells
    }

    /// The column with its type inferred: numbers when every present cell is a number, dates when every
    /// present cell is an ISO 8601 date or date-time, text otherwise. A column with no present cell is
    /// numbers (all missing).
    public func inferred(timeZone: TimeZone) -> DataColumn {
        var numbers = [Double]()
        numbers.reserveCapacity(cells.count)
        var allNumbers = true
        for cell in cells {
            guard let cell, !cell.isEmpty else {
                numbers.append(.nan)
                continue
            }
            guard let value = Self.number(cell) else {
                allNumbers = false
                break
            }
            numbers.append(value)
        }
        if allNumbers { return .numbers(numbers) }
        var dates = [Double]()
        dates.reserveCapacity(cells.count)
        for cell in cells {
            guard let cell, !cell.isEmpty else {
                dates.append(.nan)
                continue
            }
            guard let seconds = ISODate.seconds(cell, timeZone: timeZone) else {
                return .strings(cells.map { $0?.isEmpty == true ? nil : $0 })
            }
            dates.append(seconds)
        }
        return .dates(dates)
    }

    /// A decimal number (`12`, `-3.5`, `1e6`, `nan` excluded); nil for other text.
    static func number(_ text: String) -> Double? {
        let padded = text.utf8.first == UInt8(ascii: " ") || text.utf8.last == UInt8(ascii: " ")
        let trimmed = padded ? text.trimmingCharacters(in: .whitespaces) : text
        guard let first = trimmed.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return nil }
        guard let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }
}
