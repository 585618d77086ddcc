/// The words and composite formats a `DateFormat` uses, as d3-time-format's locale definition.
///
/// Missing names (an array shorter than 7 weekdays, 12 months or 2 periods) fall back to the en-US
/// name, so a partial locale never traps.
public struct DateLocale: Sendable, Hashable, Codable {
    /// The format of `%c`, e.g. `"%x, %X"`.
    public var dateTime: String
    /// The format of `%x`, e.g. `"%-m/%-d/%Y"`.
    public var date: String
    /// The format of `%X`, e.g. `"%-I:%M:%S %p"`.
    public var time: String
    /// The `%p` words for before and after noon, e.g. `["AM", "PM"]`.
    public var periods: [String]
    /// The `%A` weekday names, starting with Sunday.
    public var days: [String]
    /// The `%a` weekday abbreviations, starting with Sunday.
    public var shortDays: [String]
    /// The `%B` month names, starting with January.
    public var months: [String]
    /// The `%b` month abbreviations, starting with January.
    public var shortMonths: [String]

    /// A locale from its formats and names.
    public init(
        dateTime: String, date: String, time: String, periods: [String], days: [String], shortDays: [String],
        months: [String], shortMonths: [String]
    ) {
        self.dateTime = dateTime
        self.date = date
        self.time = time
        self.periods = periods
        self.days = days
        self.shortDays = shortDays
        self.months = months
        self.shortMonths = shortMonths
    }

    /// American English, d3-time-format's default locale (`en-US.json`).
    public static let enUS = DateLocale(
        dateTime: "%x, %X",
        date: "%-m/%-d/%Y",
        time: "%-I:%M:%S %p",
        periods: ["AM", "PM"],
        days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        shortDays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
        months: [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ],
        shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    )

    /// `names[index]`, or the en-US name at `index` when `names` is too short.
    static func name(_ names: [String], _ fallback: [String], _ index: Int) -> String {
        if names.indices.contains(index) { return names[index] }
        return fallback.indices.contains(index) ? fallback[index] : ""
    }
}
