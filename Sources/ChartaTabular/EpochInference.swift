import ChartaScales

/// Numbers read as dates when, and only when, the column's name says it holds times (`time`,
/// `timestamp`, `date`, `datetime`, `epoch`, `created_at`, `updatedAt`), so that ordinary integers never
/// become dates: Unix seconds, milliseconds, microseconds or nanoseconds (the first unit under which
/// every value falls between 1973 and 2286, as pandas' `to_datetime(unit=)` would be told), or
/// `YYYYMMDD` integers in a column named as a date.
enum EpochInference {
    /// The words of a name that mark it as a time.
    static let timeWords: Set<String> = ["time", "timestamp", "date", "datetime", "epoch", "ts"]

    /// Whether a column name says it holds times: one of its words (split at non-letters and at
    /// lower-to-upper case changes) is a time word, or its last word is `at`.
    static func namesATime(_ name: String) -> Bool {
        var words: [String] = []
        var word = ""
        var previousLower = false
        for character in name {
            if !character.isLetter {
                if !word.isEmpty { words.append(word) }
                word = ""
                previousLower = false
                continue
            }
            if character.isUppercase, previousLower {
                words.append(word)
                word = ""
            }
            word += character.lowercased()
            previousLower = character.isLowercase
        }
        if !word.isEmpty { words.append(word) }
        return words.contains(where: timeWords.contains) || (words.count > 1 && words.last == "at")
    }

    /// The seconds since 1970 that `values` (NaN: missing) stand for, or nil when the name is not a
    /// time's or the values are not plausible timestamps or `YYYYMMDD` dates.
    static func seconds(_ values: [Double], name: String) -> [Double]? {
        guard namesATime(name) else { return nil }
        let present = values.filter { !$0.isNaN }
        guard let low = present.min(), let high = present.max() else { return nil }
        if present.allSatisfy({ $0 == $0.rounded() }), let dates = yearMonthDay(values, low: low, high: high) {
            return dates
        }
        for unit in [1.0, 1e3, 1e6, 1e9] where low >= 1e8 * unit && high < 1e10 * unit {
            return values.map { $0 / unit }
        }
        return nil
    }

    /// `20240331` as UTC midnight of 2024-03-31, when every value is such a date.
    private static func yearMonthDay(_ values: [Double], low: Double, high: Double) -> [Double]? {
        guard low >= 1000_01_01, high <= 9999_12_31 else { return nil }
        var out: [Double] = []
        out.reserveCapacity(values.count)
        for value in values {
            if value.isNaN {
                out.append(.nan)
                continue
            }
            let v = Int(value)
            let (year, month, day) = (v / 10_000, v / 100 % 100, v % 100)
            guard (1...12).contains(month), (1...LocalTime.days(inMonth: month, year: year)).contains(day) else {
                return nil
            }
            out.append(Double(TimeCivil.days(year: year, month: month, day: day)) * 86_400)
        }
        return out
    }
}
