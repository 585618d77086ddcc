/// The directive implementations, following d3-time-format's `locale.js` (`formatDayOfMonth`,
/// `formatWeekNumberISO`, …) on proleptic Gregorian day numbers.
extension DateFormat {
    func write(_ tokens: [DateFormatToken], _ m: DateFormatMoment, into out: inout String, depth: Int) {
        for token in tokens {
            switch token {
            case .literal(let text): out += text
            case .directive(let letter, let padding): write(letter, padding, m, into: &out, depth: depth)
            }
        }
    }

    private func write(
        _ letter: Character, _ padding: DateFormatPadding, _ m: DateFormatMoment, into out: inout String, depth: Int
    ) {
        let f = m.fields
        let fill = Self.fill(padding, standard: letter == "e" ? " " : "0")
        let en = DateLocale.enUS
        switch letter {
        case "a": out += DateLocale.name(locale.shortDays, en.shortDays, f.weekday)
        case "A": out += DateLocale.name(locale.days, en.days, f.weekday)
        case "b": out += DateLocale.name(locale.shortMonths, en.shortMonths, f.monthIndex)
        case "B": out += DateLocale.name(locale.months, en.months, f.monthIndex)
        case "c", "x", "X":
            // d3 recurses without a limit; a locale format that names itself stops here instead.
            guard depth < 3 else { return }
            let nested = letter == "c" ? localeTokens.dateTime : letter == "x" ? localeTokens.date : localeTokens.time
            write(nested, m, into: &out, depth: depth + 1)
        case "d", "e": out += Self.pad(f.day, fill, 2)
        case "f": out += Self.pad(f.millisecond, fill, 3) + "000"
        case "g": out += Self.pad(Self.isoThursday(f.dayNumber).year % 100, fill, 2)
        case "G": out += Self.pad(Self.isoThursday(f.dayNumber).year % 10000, fill, 4)
        case "H": out += Self.pad(f.hour, fill, 2)
        case "I": out += Self.pad(f.hour % 12 == 0 ? 12 : f.hour % 12, fill, 2)
        case "j": out += Self.pad(1 + f.dayNumber - TimeCivil.days(year: f.year, month: 1, day: 1), fill, 3)
        case "L": out += Self.pad(f.millisecond, fill, 3)
        case "m": out += Self.pad(f.monthIndex + 1, fill, 2)
        case "M": out += Self.pad(f.minute, fill, 2)
        case "p": out += DateLocale.name(locale.periods, en.periods, f.hour >= 12 ? 1 : 0)
        case "q": out += String(1 + f.monthIndex / 3)
        case "Q": out += String(Int(exactly: m.ms.rounded(.down)) ?? 0)
        case "s": out += String(Int(exactly: (m.ms / 1000).rounded(.down)) ?? 0)
        case "S": out += Self.pad(f.second, fill, 2)
        case "u": out += String(f.weekday == 0 ? 7 : f.weekday)
        case "U": out += Self.pad(Self.weekOfYear(f, firstWeekday: 0), fill, 2)
        case "V": out += Self.pad(Self.isoWeek(f.dayNumber), fill, 2)
        case "w": out += String(f.weekday)
        case "W": out += Self.pad(Self.weekOfYear(f, firstWeekday: 1), fill, 2)
        case "y": out += Self.pad(f.year % 100, fill, 2)
        case "Y": out += Self.pad(f.year % 10000, fill, 4)
        case "Z": out += Self.zone(m.offset)
        case "%": out += "%"
        default: out.append(letter)
        }
    }

    private static func fill(_ padding: DateFormatPadding, standard: String) -> String {
        switch padding {
        case .standard: standard
        case .unpadded: ""
        case .spaces: " "
        case .zeros: "0"
        }
    }

    /// d3-time-format's `pad`: the sign, then `fill` repeated up to `width` digits, then the digits.
    static func pad(_ value: Int, _ fill: String, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        guard digits.count < width, !fill.isEmpty else { return sign + digits }
        return sign + String(repeating: fill, count: width - digits.count) + digits
    }

    /// `%U` / `%W`: the number of weeks starting on `firstWeekday` (0 Sunday, 1 Monday) after the last
    /// one that starts on or before December 31 of the previous year (d3's `timeSunday.count(timeYear(d)
    /// - 1, d)`), so days before the year's first such weekday are in week 0.
    private static func weekOfYear(_ f: LocalFields, firstWeekday: Int) -> Int {
        func weekStart(_ day: Int) -> Int {
            day - TimeCivil.floorMod(TimeCivil.weekday(days: day) - firstWeekday, 7)
        }
        let lastOfPreviousYear = TimeCivil.days(year: f.year, month: 1, day: 1) - 1
        return (weekStart(f.dayNumber) - weekStart(lastOfPreviousYear)) / 7
    }

    /// The Thursday of the ISO 8601 week containing `day` (d3's `dISO`), and its year.
    private static func isoThursday(_ day: Int) -> (day: Int, year: Int) {
        let weekday = TimeCivil.weekday(days: day)
        let thursday = weekday >= 4 || weekday == 0 ? day - (weekday + 3) % 7 : day + 4 - weekday
        return (thursday, TimeCivil.civil(days: thursday).year)
    }

    /// `%V`: the ISO 8601 week number, 1...53 (d3's `formatWeekNumberISO`).
    private static func isoWeek(_ day: Int) -> Int {
        let thursday = isoThursday(day)
        let januaryFirst = TimeCivil.days(year: thursday.year, month: 1, day: 1)
        let januaryWeekday = TimeCivil.weekday(days: januaryFirst)
        let firstThursdayOnOrBefore = januaryFirst - (januaryWeekday + 3) % 7
        return (thursday.day - firstThursdayOnOrBefore) / 7 + (januaryWeekday == 4 ? 1 : 0)
    }

    /// `%Z`: the offset from UTC as `±hhmm`, e.g. `-0800`; `+0000` for UTC.
    private static func zone(_ offsetMs: Double) -> String {
        let minutes = Int(offsetMs / 60_000)  // offsets are at most a day, so this cannot overflow
        let sign = minutes < 0 ? "-" : "+"
        return sign + pad(Int(minutes.magnitude / 60), "0", 2)
            + pad(Int(minutes.magnitude % 60), "0", 2)
    }
}
