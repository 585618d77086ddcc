/// A time interval with d3-time semantics: a unit and a step, e.g. "every month" or "every 15
/// minutes". (Named to avoid Foundation's `TimeInterval`.)
///
/// With a step above 1 the stride keeps only the unit boundaries whose calendar field is a multiple
/// of the step, as d3-time's `interval.every(step)`: seconds and minutes by their value within the
/// minute or hour, hours by hour of the day, days by day of the month − 1, weeks by whole weeks since
/// the week containing 1970-01-01, months by month index (0 is January) and years by year number.
/// Milliseconds count from 1970-01-01T00:00:00Z. So `.hour.every(6)` lands on 00, 06, 12 and 18 local
/// time every day, and `.day.every(2)` restarts on the 1st of each month.
///
/// Arithmetic takes a `Calendar` and works on wall-clock time in the calendar's time zone, using the
/// proleptic Gregorian calendar like JavaScript's `Date`.
public struct TimeStride: Sendable, Hashable {
    /// The unit counted.
    public let unit: TimeUnit
    /// How many units apart the stride's boundaries are; at least 1.
    public let step: Int

    /// A stride of `step` units; nil when `step` is less than 1 (d3's `every` returns null).
    public init?(_ unit: TimeUnit, step: Int = 1) {
        guard step >= 1 else { return nil }
        self.unit = unit
        self.step = step
    }

    private init(unit: TimeUnit) {
        self.unit = unit
        self.step = 1
    }

    /// Every millisecond.
    public static let millisecond = TimeStride(unit: .millisecond)
    /// Every second.
    public static let second = TimeStride(unit: .second)
    /// Every minute.
    public static let minute = TimeStride(unit: .minute)
    /// Every hour.
    public static let hour = TimeStride(unit: .hour)
    /// Every local day at midnight.
    public static let day = TimeStride(unit: .day)
    /// Every Sunday at local midnight.
    public static let week = TimeStride(unit: .week)
    /// The first of every month at local midnight.
    public static let month = TimeStride(unit: .month)
    /// January 1st of every year at local midnight.
    public static let year = TimeStride(unit: .year)

    /// Every `n`-th boundary of this stride (d3's `interval.every(n)`): `.hour.every(3)`. Returns
    /// `self` when `n` is 1 and nil when `n` is less than 1 or the combined step overflows.
    public func every(_ n: Int) -> TimeStride? {
        guard n >= 1 else { return nil }
        let (product, overflow) = step.multipliedReportingOverflow(by: n)
        return overflow ? nil : TimeStride(unit, step: product)
    }

    /// The stride's nominal length in milliseconds (d3's durations; a month is 30 days).
    public var nominalMilliseconds: Double {
        unit.nominalMilliseconds * Double(step)
    }
}

extension TimeStride: Codable {
    private enum CodingKeys: String, CodingKey {
        case unit
        case step
    }

    /// Decodes `{"unit": "hour", "step": 3}`; `step` defaults to 1 and must be at least 1.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let unit = try container.decode(TimeUnit.self, forKey: .unit)
        let step = try container.decodeIfPresent(Int.self, forKey: .step) ?? 1
        guard let stride = TimeStride(unit, step: step) else {
            throw DecodingError.dataCorruptedError(
                forKey: .step, in: container, debugDescription: "A time stride's step must be at least 1.")
        }
        self = stride
    }

    /// Encodes the unit and step.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(unit, forKey: .unit)
        try container.encode(step, forKey: .step)
    }
}
