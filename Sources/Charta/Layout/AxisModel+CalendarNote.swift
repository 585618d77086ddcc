import ChartaScales
import Foundation

/// A time axis that names in its title what its shown labels leave out: the year, when no shown label
/// is one ("founded (1900–1902)"); for day and week ticks of which no shown label names a month, the
/// month and year ("Jan 2024"); for ticks within a day, the day itself ("Mar 05 2024"); for hour
/// ticks over several days, the month and year. A label hidden to make room (every other
/// one, or one over its neighbour) does not count as shown, so the year is named even when the only
/// labels that were years are the ones left out.
extension AxisModel {
    /// Sets the title to the note's title and what the labels shown under `plan` leave out (nothing for
    /// an axis without a ``calendarNote`` or one whose labels are hidden).
    mutating func noteCalendar(plan: LabelPlan, measurer: any TextMeasurer) {
        guard let note = calendarNote, !spec.hidden, spec.labels else { return }
        let indices = Array(Swift.stride(from: 0, to: ticks.count, by: Swift.max(1, plan.stride)))
        let visible = visibleLabels(indices, plan: plan, measurer: measurer)
        let shown = indices.filter { visible.contains($0) && !ticks[$0].labelHidden }.map { ticks[$0] }
        let left = AxisModel.leftOut(note.time, ticks: ticks, shown: shown)
        title = left.map { text in note.title.map { "\($0) (\(text))" } ?? text } ?? note.title
    }

    /// What `shown` leaves out of the dates of `time`'s domain, given all the axis's ticks (their step):
    /// nil when the ticks are a year or more apart, or a shown label is a year.
    static func leftOut(_ time: TimeScale, ticks: [AxisTick], shown: [AxisTick]) -> String? {
        guard let lo = time.domain.min(), let hi = time.domain.max() else { return nil }
        let dates = ticks.compactMap { tick -> Date? in
            if case .date(let d)? = tick.value { d } else { nil }
        }
        let step = dates.count > 1 ? abs(dates[1].timeIntervalSince(dates[0])) : hi.timeIntervalSince(lo)
        guard step < 365 * 86_400 else { return nil }
        func range(_ pattern: String) -> String {
            let format = DateFormat(pattern, calendar: time.calendar)
            let (a, b) = (format(lo), format(hi))
            return a == b ? a : "\(a)–\(b)"
        }
        /// Whether a shown label holds its date written in `pattern` (a year, a month's name).
        func shows(_ pattern: String) -> Bool {
            let format = DateFormat(pattern, calendar: time.calendar)
            return shown.contains { tick in
                guard case .date(let d)? = tick.value else { return false }
                return tick.label.contains(format(d))
            }
        }
        guard step < 86_400 else {
            if shows("%Y") { return nil }
            // Day ticks ("Tue 02") name their month only where one starts ("January").
            return step < 28 * 86_400 && !shows("%b") ? range("%b %Y") : range("%Y")
        }
        let day = DateFormat("%b %d %Y", calendar: time.calendar)
        return day(lo) == day(hi) ? day(lo) : range("%b %Y")
    }
}
