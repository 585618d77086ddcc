import Foundation

/// The fixture data of the five reference charts (`Examples/Data/*.json`).
public enum ExampleData {
    /// Monthly totals per year, January first; the last year may be partial.
    public struct MonthlyTotals: Sendable, Hashable {
        /// Years in ascending order with their monthly values.
        public var years: [(year: Int, values: [Double])] { storage.map { ($0.year, $0.values) } }
        var storage: [YearValues]

        struct YearValues: Sendable, Hashable {
            var year: Int
            var values: [Double]
        }
    }

    /// One day of hourly electricity prices.
    public struct EnergyPrices: Sendable, Hashable, Decodable {
        /// Øre per kWh for hours 00 … 23 from `fromDate`.
        public var values: [Double]
        /// Local wall-clock start, `yyyy-MM-ddTHH:mm:ss` in Europe/Oslo.
        public var fromDate: String
        public var toDate: String
        public var maxValue: Double
        public var minValue: Double
    }

    /// A named entry of the paged bar chart.
    public struct NamedValue: Sendable, Hashable, Decodable {
        public var value: Double
        public var name: String
    }

    static func load<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Data") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Data/\(name).json"])
        }
        return try JSONDecoder().decode(T.self, from: Data(contentsOf: url))
    }

    /// `monthly-totals.json`: monthly values for 2022–2024.
    public static func monthlyTotals() throws -> MonthlyTotals {
        let raw = try load("monthly-totals", as: [String: [Double]].self)
        let years = raw.compactMap { key, values in Int(key).map { MonthlyTotals.YearValues(year: $0, values: values) }
        }
        return MonthlyTotals(storage: years.sorted { $0.year < $1.year })
    }

    /// `energy-price.json`: prices for 2022-07-12, Europe/Oslo.
    public static func energyPrices() throws -> EnergyPrices { try load("energy-price", as: EnergyPrices.self) }

    /// `smooth-series.json`: three series of 30 daily values, by name.
    public static func smoothSeries() throws -> [(name: String, values: [Double])] {
        let raw = try load("smooth-series", as: [String: [Double]].self)
        return ["first", "second", "third"].compactMap { name in raw[name].map { (name, $0) } }
    }

    /// `paged-bars.json`: 13 entries with Japanese names.
    public static func pagedEntries() throws -> [NamedValue] { try load("paged-bars", as: [NamedValue].self) }
}
