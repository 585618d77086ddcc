import Foundation

/// Axis ticks and their labels.
extension PositionScale {
    /// The ticks an axis shows for the given settings, as offsets along the plot with labels.
    func axisTicks(values: AxisValues, format: LabelFormat, count: Int) -> [AxisTick] {
        switch kind {
        case .band:
            return domain.categories.indices.map {
                AxisTick(offset: center(Double($0)), label: domain.categories[$0], isZero: false)
            }
        case .continuous(let scale):
            let ticks: [Double]
            switch values {
            case .automatic(let n): ticks = scale.ticks(count: n ?? count)
            case .stride(let step): ticks = PositionScale.stride(step, over: scale.domain)
            case .explicit(let list): ticks = list.compactMap { if case .number(let d) = $0 { d } else { nil } }
            case .calendarStride: ticks = scale.ticks(count: count)
            }
            let (lo, hi) = (scale.domain.first ?? 0, scale.domain.last ?? 1)
            let label =
                if case .automatic = values, let log = scale as? LogScale {
                    PositionScale.logLabeler(log, tickCount: count, ticks: ticks.count, format: format)
                } else if case .automatic = values {
                    numberLabeler(format, start: lo, stop: hi, count: count)
                } else {
                    numberLabeler(
                        format, start: ticks.first ?? lo, stop: ticks.last ?? hi, count: max(1, ticks.count - 1))
                }
            return ticks.map { AxisTick(offset: offset($0), label: label($0), isZero: $0 == 0) }
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
            if case .date(let pattern) = format, let f = try? DateFormat(pattern, calendar: scale.calendar) {
                label = { f($0) }
            } else if case .dateLevels(let specifiers) = format {
                let f = scale.tickFormat(count: count, specifiers: specifiers)
                label = { f($0) }
            } else {
                let f = scale.tickFormat(count: count)
                label = { f($0) }
            }
            return dates.map { AxisTick(offset: offset($0.timeIntervalSince1970), label: label($0), isZero: false) }
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
