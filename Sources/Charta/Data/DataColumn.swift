import Foundation

/// One column of a ``DataTable``: a contiguous array of one type (DESIGN.md §4).
///
/// Missing values are `NaN` in number and date columns and `nil` in string columns.
public enum DataColumn: Hashable, Sendable, Codable {
    case numbers([Double])
    /// Dates as seconds since 1970-01-01 00:00 UTC.
    case dates([Double])
    case strings([String?])

    /// The number of rows.
    public var count: Int {
        switch self {
        case .numbers(let v), .dates(let v): v.count
        case .strings(let v): v.count
        }
    }

    /// The kind of values the column holds.
    public var kind: DataKind {
        switch self {
        case .numbers: .number
        case .dates: .date
        case .strings: .string
        }
    }

    /// The row's value, or nil when it is missing or out of range.
    public subscript(row: Int) -> DataValue? {
        guard row >= 0, row < count else { return nil }
        switch self {
        case .numbers(let v): return v[row].isNaN ? nil : .number(v[row])
        case .dates(let v): return v[row].isNaN ? nil : .date(Date(timeIntervalSince1970: v[row]))
        case .strings(let v): return v[row].map(DataValue.string)
        }
    }

    /// The numeric value of a row (dates as seconds); NaN for strings and missing values.
    public func number(at row: Int) -> Double {
        switch self {
        case .numbers(let v), .dates(let v): row >= 0 && row < v.count ? v[row] : .nan
        case .strings: .nan
        }
    }

    /// The row's value as text, or nil when missing. Numbers and dates are not formatted here.
    public func string(at row: Int) -> String? {
        switch self {
        case .strings(let v): row >= 0 && row < v.count ? v[row] : nil
        case .numbers, .dates: nil
        }
    }

    /// Builds a column from values of one kind; nil when the values mix kinds (a missing value fits any kind).
    public init?(values: [DataValue?]) {
        let kinds = Set(values.compactMap { $0?.kind })
        guard kinds.count <= 1 else { return nil }
        switch kinds.first ?? .number {
        case .number:
            self = .numbers(values.map { if case .number(let d)? = $0 { d } else { .nan } })
        case .date:
            self = .dates(values.map { if case .date(let d)? = $0 { d.timeIntervalSince1970 } else { .nan } })
        case .string:
            self = .strings(values.map { if case .string(let s)? = $0 { s } else { nil } })
        }
    }
}

extension DataColumn {
    /// The column with only these rows, in this order.
    package func rows(_ indices: [Int]) -> DataColumn {
        switch self {
        case .numbers(let v): .numbers(indices.map { v[$0] })
        case .dates(let v): .dates(indices.map { v[$0] })
        case .strings(let v): .strings(indices.map { v[$0] })
        }
    }
}
