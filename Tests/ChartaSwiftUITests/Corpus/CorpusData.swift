#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

// Shared, deterministic sample data for the corpus views. Every date is built from fixed calendar
// components in UTC, so a view draws the same picture on every machine and every day.

/// Fixed dates for the corpus, in the gregorian calendar and UTC.
enum CorpusDate {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    /// Midnight UTC (or the given hour) of the given day.
    static func day(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
    }

    /// The first day of the given month.
    static func month(_ year: Int, _ month: Int) -> Date {
        day(year, month, 1)
    }

    /// `date` moved by a number of calendar units.
    static func adding(_ value: Int, _ component: Calendar.Component, to date: Date) -> Date {
        calendar.date(byAdding: component, value: value, to: date)!
    }
}

// MARK: - Data types

struct SalesMonth: Identifiable {
    let month: Date
    let revenue: Double
    var id: Date { month }
}

struct ProductSale: Identifiable {
    let month: Date
    let product: String
    let units: Int
    var id: String { "\(product)-\(Int(month.timeIntervalSince1970))" }
}

struct StepCount: Identifiable {
    let day: Date
    let steps: Int
    var id: Date { day }
}

struct CityTemperature: Identifiable {
    let city: String
    let month: Date
    let celsius: Double
    var id: String { "\(city)-\(Int(month.timeIntervalSince1970))" }
}

struct StockQuote: Identifiable {
    let date: Date
    let open: Double
    let high: Double
    let low: Double
    let close: Double
    let volume: Int
    var id: Date { date }
    var isUp: Bool { close >= open }
}

struct BudgetCategory: Identifiable {
    let name: String
    let amount: Double
    var id: String { name }
}

struct HourlyUsage: Identifiable {
    let hour: Date
    let kilowattHours: Double
    var id: Date { hour }
}

struct DailyTemperatureRange: Identifiable {
    let day: Date
    let low: Double
    let high: Double
    var id: Date { day }
    var mean: Double { (low + high) / 2 }
}

struct WeeklyActivity: Identifiable {
    let weekStart: Date
    let minutes: Int
    let sessions: Int
    var id: Date { weekStart }
}

struct PenguinSample: Identifiable {
    let id: Int
    let species: String
    let flipperLength: Double
    let bodyMass: Double
}

struct DepartmentProfit: Identifiable {
    let department: String
    let profit: Double
    var id: String { department }
}

struct RegionQuarterRevenue: Identifiable {
    let region: String
    let quarter: String
    let revenue: Double
    var id: String { "\(region)-\(quarter)" }
}

// MARK: - Datasets

enum CorpusData {
    /// Monthly revenue of a small shop in 2023, in thousands of dollars.
    static let monthlySales: [SalesMonth] = {
        let revenue: [Double] = [42.5, 38.1, 51.3, 47.9, 55.2, 61.8, 58.4, 63.0, 57.6, 66.2, 72.9, 88.4]
        return revenue.enumerated().map { index, value in
            SalesMonth(month: CorpusDate.month(2023, index + 1), revenue: value)
        }
    }()

    static let coffeeProducts = ["Espresso", "Latte", "Cold Brew"]

    /// Units sold per product for the first half of 2024.
    static let productSales: [ProductSale] = {
        let units: [String: [Int]] = [
            "Espresso": [320, 298, 341, 310, 289, 275],
            "Latte": [410, 436, 452, 470, 498, 512],
            "Cold Brew": [120, 135, 190, 260, 345, 420],
        ]
        var sales: [ProductSale] = []
        for product in coffeeProducts {
            for (index, count) in units[product, default: []].enumerated() {
                sales.append(ProductSale(month: CorpusDate.month(2024, index + 1), product: product, units: count))
            }
        }
        return sales
    }()

    /// Two weeks of step counts, from Monday 4 March 2024.
    static let restingHeartRate: [(date: Date, bpm: Double)] = [58, 61, 57, 63, 60, 59, 56].enumerated().map {
        (CorpusDate.day(2024, 3, 4 + $0.offset), Double($0.element))
    }

    static let dailySteps: [StepCount] = {
        let steps = [
            8_432, 10_215, 6_870, 12_034, 9_511, 15_220, 4_310, 7_954, 11_402, 9_876, 13_118, 8_040, 16_703, 5_129,
        ]
        return steps.enumerated().map { index, count in
            StepCount(day: CorpusDate.day(2024, 3, 4 + index), steps: count)
        }
    }()

    static let cities = ["Cupertino", "Chicago", "Oslo"]

    /// Average monthly temperature in 2023 for three cities, in degrees Celsius.
    static let cityTemperatures: [CityTemperature] = {
        let table: [String: [Double]] = [
            "Cupertino": [10.2, 11.4, 13.1, 15.0, 17.8, 20.6, 22.4, 22.3, 21.1, 17.6, 13.2, 10.1],
            "Chicago": [-4.6, -2.6, 3.2, 9.5, 15.3, 21.0, 23.8, 22.9, 18.7, 11.9, 4.9, -1.8],
            "Oslo": [-2.9, -2.6, 0.6, 5.3, 10.9, 15.1, 16.6, 15.6, 11.0, 5.9, 0.9, -2.4],
        ]
        var result: [CityTemperature] = []
        for city in cities {
            for (index, value) in table[city, default: []].enumerated() {
                result.append(CityTemperature(city: city, month: CorpusDate.month(2023, index + 1), celsius: value))
            }
        }
        return result
    }()

    /// Twenty trading days of a made-up ticker, February 2024 (weekends skipped).
    static let stockQuotes: [StockQuote] = {
        let rows: [(day: Int, open: Double, high: Double, low: Double, close: Double, volume: Int)] = [
            (1, 182.1, 185.4, 181.0, 184.9, 51_200), (2, 184.9, 187.2, 183.8, 186.5, 48_900),
            (5, 186.5, 186.9, 182.7, 183.4, 62_300), (6, 183.4, 184.8, 180.9, 181.2, 58_100),
            (7, 181.2, 183.0, 179.6, 182.6, 44_700), (8, 182.6, 186.1, 182.2, 185.8, 53_800),
            (9, 185.8, 189.4, 185.1, 188.7, 71_000), (12, 188.7, 190.3, 186.4, 187.1, 49_500),
            (13, 187.1, 187.6, 183.2, 184.0, 66_800), (14, 184.0, 185.5, 182.1, 185.1, 45_200),
            (15, 185.1, 188.8, 184.7, 188.2, 57_900), (16, 188.2, 191.6, 187.9, 190.9, 74_600),
            (20, 190.9, 192.4, 188.0, 189.1, 52_100), (21, 189.1, 189.9, 185.3, 186.0, 60_400),
            (22, 186.0, 190.7, 185.6, 190.2, 68_300), (23, 190.2, 193.8, 189.7, 193.1, 81_900),
            (26, 193.1, 194.0, 190.5, 191.3, 55_600), (27, 191.3, 192.2, 187.4, 188.4, 63_700),
            (28, 188.4, 190.1, 186.9, 189.6, 47_800), (29, 189.6, 195.2, 189.2, 194.7, 88_200),
        ]
        return rows.map { row in
            StockQuote(
                date: CorpusDate.day(2024, 2, row.day), open: row.open, high: row.high,
                low: row.low, close: row.close, volume: row.volume)
        }
    }()

    /// A household's monthly budget, in dollars.
    static let budget: [BudgetCategory] = [
        BudgetCategory(name: "Housing", amount: 1_450),
        BudgetCategory(name: "Food", amount: 620),
        BudgetCategory(name: "Savings", amount: 500),
        BudgetCategory(name: "Transport", amount: 310),
        BudgetCategory(name: "Utilities", amount: 240),
        BudgetCategory(name: "Fun", amount: 180),
    ]

    /// Electricity use of a house over one day (15 January 2024), per hour, in kWh.
    static let hourlyEnergy: [HourlyUsage] = {
        let values: [Double] = [
            0.42, 0.38, 0.35, 0.34, 0.36, 0.51, 0.94, 1.32, 1.05, 0.71, 0.63, 0.66,
            0.88, 0.74, 0.61, 0.59, 0.83, 1.47, 1.92, 1.78, 1.41, 1.06, 0.74, 0.52,
        ]
        return values.enumerated().map { hour, value in
            HourlyUsage(hour: CorpusDate.day(2024, 1, 15, hour: hour), kilowattHours: value)
        }
    }()

    /// Daily low and high temperatures for two weeks in April 2024, in degrees Celsius.
    static let dailyTemperatureRanges: [DailyTemperatureRange] = {
        let lows: [Double] = [6.1, 7.4, 5.2, 4.8, 8.3, 9.9, 10.4, 8.7, 7.5, 9.2, 11.8, 12.5, 10.1, 9.4]
        let highs: [Double] = [14.2, 16.8, 13.1, 12.4, 17.9, 20.3, 21.7, 18.2, 16.0, 19.5, 23.1, 24.6, 20.8, 18.9]
        return zip(lows, highs).enumerated().map { index, pair in
            DailyTemperatureRange(day: CorpusDate.day(2024, 4, 1 + index), low: pair.0, high: pair.1)
        }
    }()

    /// Twelve weeks of training, from Monday 1 January 2024.
    static let weeklyActivity: [WeeklyActivity] = {
        let minutes = [95, 140, 120, 180, 60, 210, 175, 150, 230, 195, 90, 250]
        let sessions = [2, 3, 3, 4, 1, 5, 4, 3, 5, 4, 2, 6]
        return minutes.indices.map { index in
            WeeklyActivity(
                weekStart: CorpusDate.adding(index * 7, .day, to: CorpusDate.day(2024, 1, 1)),
                minutes: minutes[index], sessions: sessions[index])
        }
    }()

    /// Flipper length (mm) against body mass (g) for three penguin species.
    static let penguins: [PenguinSample] = {
        let rows: [(String, Double, Double)] = [
            ("Adélie", 181, 3750), ("Adélie", 186, 3800), ("Adélie", 195, 3250), ("Adélie", 193, 3450),
            ("Adélie", 190, 3650), ("Adélie", 181, 3625), ("Adélie", 195, 4675), ("Adélie", 184, 3475),
            ("Chinstrap", 192, 3500), ("Chinstrap", 196, 3900), ("Chinstrap", 193, 3650), ("Chinstrap", 188, 3525),
            ("Chinstrap", 197, 3725), ("Chinstrap", 198, 3950), ("Chinstrap", 178, 3250), ("Chinstrap", 201, 4150),
            ("Gentoo", 211, 4500), ("Gentoo", 230, 5700), ("Gentoo", 210, 4450), ("Gentoo", 218, 5700),
            ("Gentoo", 215, 5400), ("Gentoo", 210, 4550), ("Gentoo", 222, 5800), ("Gentoo", 217, 5200),
        ]
        return rows.enumerated().map { index, row in
            PenguinSample(id: index, species: row.0, flipperLength: row.1, bodyMass: row.2)
        }
    }()

    static let departmentProfits: [DepartmentProfit] = [
        DepartmentProfit(department: "Production", profit: 15_000),
        DepartmentProfit(department: "Marketing", profit: 8_000),
        DepartmentProfit(department: "Finance", profit: 10_000),
        DepartmentProfit(department: "Research", profit: 12_500),
        DepartmentProfit(department: "Support", profit: 6_200),
    ]

    static let quarters = ["Q1", "Q2", "Q3", "Q4"]

    /// Revenue per region and quarter, in millions of dollars.
    static let regionRevenue: [RegionQuarterRevenue] = {
        let table: [(String, [Double])] = [
            ("Americas", [4.2, 4.8, 5.1, 6.3]),
            ("Europe", [3.1, 3.3, 3.0, 3.9]),
            ("Asia Pacific", [2.4, 2.9, 3.6, 4.1]),
        ]
        var result: [RegionQuarterRevenue] = []
        for (region, values) in table {
            for (index, value) in values.enumerated() {
                result.append(RegionQuarterRevenue(region: region, quarter: quarters[index], revenue: value))
            }
        }
        return result
    }()
}
