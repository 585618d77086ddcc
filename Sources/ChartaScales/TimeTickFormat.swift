import Foundation

/// The multi-scale tick label format of d3-scale's time `tickFormat()`: a date is labelled by the
/// coarsest calendar boundary it falls on, so an axis reads "2011", "February", "Feb 06", "Wed 02",
/// "01 PM", "12:01", ":09", ".012" as the ticks get finer.
///
/// Boundaries are found in `calendar`'s time zone; each granularity's specifier is configurable
/// (`Specifiers.twentyFourHour` prints `13:00` and `13:30` instead of `01 PM` and `01:30`).
public struct TimeTickFormat: Sendable, Hashable {
    /// The coarsest boundary a date falls on, which picks its label's specifier.
    public enum Granularity: String, Sendable, Hashable, Codable, CaseIterable {
        /// Not on a whole second.
        case millisecond
        /// On a second but not a minute.
        case second
        /// On a minute but not an hour.
        case minute
        /// On an hour but not local midnight.
        case hour
        /// On local midnight, not a Sunday nor the first of a month.
        case day
        /// On Sunday at local midnight, not the first of a month.
        case week
        /// On the first of a month, not January 1st.
        case month
        /// On January 1st at local midnight.
        case year
    }

    /// One `DateFormat` specifier per granularity.
    public struct Specifiers: Sendable, Hashable, Codable {
        /// Default `.%L`.
        public var millisecond: String
        /// Default `:%S`.
        public var second: String
        /// Default `%I:%M`.
        public var minute: String
        /// Default `%I %p`.
        public var hour: String
        /// Default `%a %d`.
        public var day: String
        /// Default `%b %d`.
        public var week: String
        /// Default `%B`.
        public var month: String
        /// Default `%Y`.
        public var year: String
        /// For the first of January, April, July and October (not January 1st): Vega's `quarter` level
        /// of a multi-format (vega-format `timeMultiFormat`); nil uses ``month``, as d3 does.
        public var quarter: String? = nil

        /// Specifiers with d3's defaults for the ones not given.
        public init(
            millisecond: String = ".%L", second: String = ":%S", minute: String = "%I:%M", hour: String = "%I %p",
            day: String = "%a %d", week: String = "%b %d", month: String = "%B", year: String = "%Y"
        ) {
            self.millisecond = millisecond
            self.second = second
            self.minute = minute
            self.hour = hour
            self.day = day
            self.week = week
            self.month = month
            self.year = year
        }

        /// d3-scale's specifiers, with a 12-hour clock.
        public static let standard = Specifiers()

        /// d3's specifiers with a 24-hour clock: minutes and hours as `%H:%M`.
        public static let twentyFourHour = Specifiers(minute: "%H:%M", hour: "%H:%M")

        /// The specifier for `granularity`.
        public subscript(granularity: Granularity) -> String {
            switch granularity {
            case .millisecond: millisecond
            case .second: second
            case .minute: minute
            case .hour: hour
            case .day: day
            case .week: week
            case .month: month
            case .year: year
            }
        }
    }

    /// The calendar whose time zone decides boundaries and prints wall-clock fields.
    public let calendar: Calendar
    /// The names the labels use.
    public let locale: DateLocale
    /// The specifier of each granularity.
    public let specifiers: Specifiers

    private let formats: [Granularity: DateFormat]
    private let quarterFormat: DateFormat?

    /// A multi-scale format in `calendar`'s time zone.
    public init(calendar: Calendar, locale: DateLocale = .enUS, specifiers: Specifiers = .standard) {
        self.calendar = calendar
        self.locale = locale
        self.specifiers = specifiers
        var formats: [Granularity: DateFormat] = [:]
        for granularity in Granularity.allCases {
            formats[granularity] = DateFormat(specifiers[granularity], locale: locale, calendar: calendar)
        }
        self.formats = formats
        quarterFormat = specifiers.quarter.map { DateFormat($0, locale: locale, calendar: calendar) }
    }

    /// The coarsest boundary `date` falls on (d3's chain `second(date) < date ? … : year(date) < date`);
    /// nil for an invalid date.
    public func granularity(of date: Date) -> Granularity? {
        let ms = EpochMillis.millis(date)
        guard !ms.isNaN else { return nil }
        let clock = TimeClock(calendar)
        func below(_ stride: TimeStride) -> Bool { stride.floorMillis(ms, clock) < ms }
        if below(.second) { return .millisecond }
        if below(.minute) { return .second }
        if below(.hour) { return .minute }
        if below(.day) { return .hour }
        if below(.month) { return below(.week) ? .day : .week }
        if below(.year) { return .month }
        return .year
    }

    /// The label of `date`; the empty string for an invalid date.
    public func callAsFunction(_ date: Date) -> String {
        guard let granularity = granularity(of: date), let format = formats[granularity] else { return "" }
        if granularity == .month, let quarter = quarterFormat {
            let ms = EpochMillis.millis(date)
            if let quarters = TimeStride(.month, step: 3), quarters.floorMillis(ms, TimeClock(calendar)) == ms {
                return quarter(date)
            }
        }
        return format(date)
    }
}

extension TimeTickFormat: Codable {
    private enum CodingKeys: String, CodingKey {
        case calendar
        case locale
        case specifiers
    }

    /// Decodes the calendar, locale (en-US when absent) and specifiers (d3's when absent).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            calendar: try container.decode(Calendar.self, forKey: .calendar),
            locale: try container.decodeIfPresent(DateLocale.self, forKey: .locale) ?? .enUS,
            specifiers: try container.decodeIfPresent(Specifiers.self, forKey: .specifiers) ?? .standard)
    }

    /// Encodes the calendar, locale and specifiers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(calendar, forKey: .calendar)
        try container.encode(locale, forKey: .locale)
        try container.encode(specifiers, forKey: .specifiers)
    }
}
