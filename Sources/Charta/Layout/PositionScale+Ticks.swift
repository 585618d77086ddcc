import ChartaScene
import ChartaSupport
import Foundation

/// Axis ticks and their labels.
extension PositionScale {
    /// The ticks an axis shows: those within the plot (ticks of other pages of a scrolling chart are not).
    func shownTicks(values: AxisValues, format: LabelFormat, count: Int, memo: TickLabelMemo? = nil) -> [AxisTick] {
        axisTicks(values: values, format: format, count: count, memo: memo)
            .filter { $0.offset >= -0.5 && $0.offset <= length + 0.5 }
    }

    /// The ticks an axis shows for the given settings, as offsets along the plot with labels; number
    /// labels come from `memo` when it has formatted the same ticks the same way before.
    func axisTicks(values: AxisValues, format: LabelFormat, count: Int, memo: TickLabelMemo? = nil) -> [AxisTick] {
        switch kind {
        case .band:
            var shown = domain.categories.indices.map { $0 }
            if case .explicit(let list) = values {
                let wanted = Set(list.map(ChannelDomain.categoryLabel))
                shown = shown.filter { wanted.contains(domain.categories[$0]) }
            }
            return shown.map {
                AxisTick(
                    offset: center(Double($0)), label: domain.categories[$0], isZero: false,
                    value: .string(domain.categories[$0]))
            }
        case .continuous(let scale):
            let ticks: [Double]
            switch values {
            case .automatic: ticks = scale.ticks(count: count)
            case .stride(let step): ticks = PositionScale.stride(step, over: scale.domain)
            case .explicit(let list):
                ticks = list.compactMap {
                    switch $0 {
                    case .number(let d): d
                    case .date(let d): d.timeIntervalSince1970
                    case .string: nil
                    }
                }
            case .calendarStride: ticks = scale.ticks(count: count)
            }
            let (lo, hi) = (scale.domain.first ?? 0, scale.domain.last ?? 1)
            var automatic = false
            if case .automatic = values { automatic = true }
            let log = scale as? LogScale
            // d3's tick format of these ends and count: its precision follows their tick step.
            let (start, stop, n) =
                automatic ? (lo, hi, count) : (ticks.first ?? lo, ticks.last ?? hi, max(1, ticks.count - 1))
            let labels = { () -> [String] in
                let label =
                    if automatic, let log {
                        PositionScale.logLabeler(log, tickCount: count, ticks: ticks.count, format: format)
                    } else {
                        numberLabeler(format, start: start, stop: stop, count: n)
                    }
                return ticks.map(label)
            }
            let texts: [String]
            if let memo, log == nil {
                let step = TickMath.step(start: start, stop: stop, count: n)
                texts = memo.labels(.init(ticks: ticks, format: format, start: start, stop: stop, step: step), labels)
            } else {
                texts = labels()
            }
            return zip(ticks, texts).map {
                AxisTick(offset: offset($0), label: $1, isZero: $0 == 0, value: .number($0))
            }
        case .time(let scale):
            let dates: [Date]
            switch values {
            case .calendarStride(let unit, let n):
                dates = TimeStride(unit.timeUnit, step: max(1, n)).map { scale.ticks(stride: $0) } ?? []
            case .explicit(let list): dates = list.compactMap { if case .date(let d) = $0 { d } else { nil } }
            case .automatic(let n): dates = scale.ticks(count: n ?? count)
            case .stride(let seconds):
                dates = PositionScale.stride(seconds, over: scale.domain.map(\.timeIntervalSince1970))
                    .map { Date(timeIntervalSince1970: $0) }
            }
            let label: (Date) -> String
            if case .date(let pattern) = format {
                let f = DateFormat(pattern, calendar: scale.calendar)
                label = { f($0) }
            } else if case .dateLevels(let specifiers) = format {
                let f = scale.tickFormat(count: count, specifiers: specifiers)
                label = { f($0) }
            } else {
                let f = scale.tickFormat(count: count)
                label = { f($0) }
            }
            return dates.map {
                AxisTick(offset: offset($0.timeIntervalSince1970), label: label($0), isZero: false, value: .date($0))
            }
        }
    }

    /// Multiples of `step` inside the domain.
    static func stride(_ step: Double, over domain: [Double]) -> [Double] {
        guard step > 0, step.isFinite, let lo = domain.min(), let hi = domain.max(), (hi - lo) / step < 10_000 else {
            return []
        }
        let first = (lo / step).rounded(.up)
        let last = (hi / step).rounded(.down)
        guard first <= last else { return [] }
        return Swift.stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// Labels for numbers: the asked format, or d3's tick format whose precision follows the tick step.
    func numberLabeler(_ format: LabelFormat, start: Double, stop: Double, count: Int) -> (Double) -> String {
        switch format {
        case .number(let specifier):
            // d3's `tickFormat(start, stop, count, specifier)`: a specifier without a precision gets the
            // one the tick step needs ("%" → "0%", "50%"); an explicit precision is kept.
            if let f = try? NumberFormat.tickFormat(start: start, stop: stop, count: count, specifier: specifier) {
                return { f($0) }
            }
        case .compact(let threshold):
            let f = NumberFormat.compact(threshold: threshold)
            return { f($0) }
        case .automatic, .date, .dateLevels:
            break
        }
        let f = NumberFormat.tickFormat(start: start, stop: stop, count: count)
        return { f($0) }
    }
}

extension CalendarUnit {
    var timeUnit: TimeUnit {
        switch self {
        case .second: .second
        case .minute: .minute
        case .hour: .hour
        case .day: .day
        case .week: .week
        case .month: .month
        case .year: .year
        }
    }
}

/// Number tick labels one layout has formatted, by ticks and labeler: a layout builds its scales several
/// times (the fit's two passes, a refit once a large line's y extent is known) and mostly asks for the
/// same labels again. One layout's own: layout runs on one thread.
final class TickLabelMemo {
    /// What decides the labels of a linear scale's ticks: the ticks, the asked format, and the ends and
    /// tick step that set d3's tick format (so fit passes whose tick counts differ share labels when
    /// their step does not).
    struct Key: Equatable {
        var ticks: [Double]
        var format: LabelFormat
        var start: Double
        var stop: Double
        var step: Double
    }

    /// A layout asks for a few keys (one or two per axis and fit pass).
    private var labels = SmallTable<Key, [String]>()

    /// The labels for `key`, made by `make` the first time.
    func labels(_ key: Key, _ make: () -> [String]) -> [String] {
        labels.value(for: key, make) ?? []
    }
}
