import Foundation

/// Date intervals of equal calendar units covering a range (Swift Charts' `DateBins`), for histograms
/// over time: `for bin in DateBins(unit: .month, range: start...end)`.
public struct DateBins: RandomAccessCollection, Sendable {
    /// The intervals' starts, and the last one's end.
    public let thresholds: [Date]

    /// Bins of one calendar unit covering `range`, starting at the unit's start before it.
    public init(
        unit: Calendar.Component, by step: Int = 1, range: ClosedRange<Date>, calendar: Calendar = ChartSpec.utcCalendar
    ) {
        var dates: [Date] = []
        let step = Swift.max(1, step)
        var current = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
        // At most one bin per second of the range plus one, so a unit smaller than the range's spacing stays bounded.
        let limit = 100_000
        while dates.count < limit {
            dates.append(current)
            guard current <= range.upperBound,
                let next = calendar.date(byAdding: unit, value: step, to: current), next > current
            else { break }
            current = next
        }
        thresholds = dates
    }

    /// Bins of a fixed length in seconds covering `range`.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        guard timeInterval > 0, timeInterval.isFinite else {
            thresholds = [range.lowerBound, range.upperBound]
            return
        }
        let count = Swift.min(
            100_000, Int((range.upperBound.timeIntervalSince(range.lowerBound) / timeInterval).rounded(.up)) + 1)
        thresholds = (0...Swift.max(1, count)).map { range.lowerBound.addingTimeInterval(Double($0) * timeInterval) }
    }

    /// Bins between given thresholds.
    public init(thresholds: [Date]) { self.thresholds = thresholds.sorted() }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }
    public subscript(position: Int) -> DateInterval {
        DateInterval(start: thresholds[position], end: thresholds[position + 1])
    }

    /// The index of the bin holding a date (the nearest bin for dates outside).
    public func index(for date: Date) -> Int {
        guard count > 0 else { return 0 }
        let i = thresholds.partitioningIndex { $0 > date } - 1
        return Swift.min(Swift.max(0, i), count - 1)
    }
}

/// Number ranges of equal width covering a range (Swift Charts' `NumberBins`), for histograms.
public struct NumberBins<Value: BinaryFloatingPoint & Sendable>: RandomAccessCollection, Sendable {
    /// The ranges' starts, and the last one's end.
    public let thresholds: [Value]

    /// About `desiredCount` bins of a nice width covering `range`.
    public init(range: ClosedRange<Value>, desiredCount: Int? = nil) {
        let lo = Double(range.lowerBound)
        let hi = Double(range.upperBound)
        let ticks = LinearScale(domain: [lo, hi], range: [0, 1]).nice(count: desiredCount ?? 10).ticks(
            count: desiredCount ?? 10)
        let edges = ticks.count >= 2 ? ticks : [lo, hi]
        thresholds = edges.map { Value($0) }
    }

    /// Bins of a width covering `range`.
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > 0, size.isFinite else {
            thresholds = [range.lowerBound, range.upperBound]
            return
        }
        let start = (range.lowerBound / size).rounded(.down) * size
        let count = Swift.min(100_000, Int(((range.upperBound - start) / size).rounded(.up)))
        thresholds = (0...Swift.max(1, count)).map { start + Value($0) * size }
    }

    /// Bins between given thresholds.
    public init(thresholds: [Value]) { self.thresholds = thresholds.sorted() }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }
    public subscript(position: Int) -> ClosedRange<Value> { thresholds[position]...thresholds[position + 1] }

    /// The index of the bin holding a value (the nearest bin for values outside).
    public func index(for value: Value) -> Int {
        guard count > 0 else { return 0 }
        let i = thresholds.partitioningIndex { $0 > value } - 1
        return Swift.min(Swift.max(0, i), count - 1)
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, for elements ordered so that it holds from some
    /// index on (a binary search).
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if belongs(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
