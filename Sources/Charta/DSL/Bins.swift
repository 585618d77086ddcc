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
    public subscript(position: Int) -> ChartBinRange<Date> {
        ChartBinRange(
            lowerBound: thresholds[position], upperBound: thresholds[position + 1],
            isClosed: position == endIndex - 1)
    }

    /// The index of the bin holding a date (the nearest bin for dates outside).
    public func index(for date: Date) -> Int {
        guard count > 0 else { return 0 }
        let i = thresholds.partitioningIndex { $0 > date } - 1
        return Swift.min(Swift.max(0, i), count - 1)
    }
}

/// Number ranges of equal width covering a range (Swift Charts' `NumberBins`), for histograms:
/// `for bin in NumberBins(data: weights, desiredCount: 20)`.
public struct NumberBins<Value: Comparable & Numeric & Sendable>: RandomAccessCollection, Sendable {
    /// The ranges' starts, and the last one's end.
    public let thresholds: [Value]

    /// Bins between given thresholds.
    public init(thresholds: [Value]) { self.thresholds = thresholds.sorted() }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }
    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(
            lowerBound: thresholds[position], upperBound: thresholds[position + 1],
            isClosed: position == endIndex - 1)
    }

    /// The index of the bin holding a value (the nearest bin for values outside).
    public func index(for value: Value) -> Int {
        guard count > 0 else { return 0 }
        let i = thresholds.partitioningIndex { $0 > value } - 1
        return Swift.min(Swift.max(0, i), count - 1)
    }

    /// Edges of nice width, about `desiredCount` of them over `low…high`, no closer than `minimumStride`.
    static func niceEdges(low: Double, high: Double, desiredCount: Int, minimumStride: Double) -> [Double] {
        guard low.isFinite, high.isFinite else { return [0, 1] }
        let count = TickMath.count(
            start: low, stop: high, desired: Swift.min(desiredCount, 10_000), minimumStep: minimumStride)
        let ticks = LinearScale(domain: [low, high], range: [0, 1]).nice(count: count).ticks(count: count)
        return ticks.count >= 2 ? ticks : [low, high == low ? low + Swift.max(1, minimumStride) : high]
    }

    /// Edges `size` apart from a multiple of `size` at or below `low` to past `high` (at most 100 000 bins).
    static func uniformEdges(low: Double, high: Double, size: Double) -> [Double] {
        guard size > 0, size.isFinite, low.isFinite, high.isFinite else { return [low, high] }
        let start = (low / size).rounded(.down) * size
        let count = Swift.min(100_000, Swift.max(1, Int(((high - start) / size).rounded(.up))))
        return (0...count).map { start + Double($0) * size }
    }

    /// About as many bins as Scott's normal reference rule asks for (3.49 σ n^(−1/3) wide), at most 200.
    static func scottCount(_ values: [Double]) -> Int {
        let finite = values.filter(\.isFinite)
        guard finite.count > 1, let low = finite.min(), let high = finite.max(), high > low else { return 1 }
        let n = Double(finite.count)
        let mean = finite.reduce(0, +) / n
        let sigma = (finite.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)).squareRoot()
        let width = 3.49 * sigma / Foundation.pow(n, 1.0 / 3)
        guard width > 0 else { return 1 }
        return Swift.min(200, Swift.max(1, Int(((high - low) / width).rounded(.up))))
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// About `desiredCount` bins of a nice width covering `range`, each at least `minimumStride` wide.
    public init(range: ClosedRange<Value>, desiredCount: Int? = nil, minimumStride: Value = 0) {
        self.init(
            thresholds: Self.niceEdges(
                low: Double(range.lowerBound), high: Double(range.upperBound), desiredCount: desiredCount ?? 10,
                minimumStride: Double(minimumStride)
            ).map { Value($0) })
    }

    /// Bins of a nice width covering the data: about `desiredCount`, or as many as Scott's rule asks for.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let values = data.map { Double($0) }.filter(\.isFinite)
        guard let low = values.min(), let high = values.max() else {
            self.init(thresholds: [0, 1])
            return
        }
        self.init(
            thresholds: Self.niceEdges(
                low: low, high: high, desiredCount: desiredCount ?? Self.scottCount(values),
                minimumStride: Double(minimumStride)
            ).map { Value($0) })
    }

    /// Exactly `count` bins of equal width from the range's lower bound to its upper bound.
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.min(Swift.max(1, count), 100_000)
        let width = (range.upperBound - range.lowerBound) / Value(n)
        self.init(thresholds: (0...n).map { range.lowerBound + Value($0) * width })
    }

    /// Bins of a width covering `range`.
    public init(size: Value, range: ClosedRange<Value>) {
        self.init(
            thresholds: Self.uniformEdges(
                low: Double(range.lowerBound), high: Double(range.upperBound), size: Double(size)
            ).map { Value($0) })
    }
}

extension NumberBins where Value: BinaryInteger {
    /// About `desiredCount` bins of a whole, nice width covering `range`.
    public init(range: ClosedRange<Value>, desiredCount: Int? = nil, minimumStride: Value = 1) {
        self.init(
            thresholds: Self.niceEdges(
                low: Double(range.lowerBound), high: Double(range.upperBound), desiredCount: desiredCount ?? 10,
                minimumStride: Swift.max(1, Double(minimumStride))
            ).map { Value(exactly: $0.rounded()) ?? range.lowerBound })
    }

    /// Bins of a whole, nice width covering the data.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 1) {
        guard let low = data.min(), let high = data.max() else {
            self.init(thresholds: [0, 1])
            return
        }
        self.init(
            range: low...high, desiredCount: desiredCount ?? Self.scottCount(data.map { Double($0) }),
            minimumStride: minimumStride)
    }

    /// `count` bins of equal whole width from the range's lower bound (the range's length divided by
    /// `count`, at least 1).
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.min(Swift.max(1, count), 100_000)
        let width = Swift.max(1, (range.upperBound - range.lowerBound) / Value(n))
        self.init(thresholds: (0...n).map { range.lowerBound + Value($0) * width })
    }

    /// Bins of a whole width covering `range`.
    public init(size: Value, range: ClosedRange<Value>) {
        self.init(
            thresholds: Self.uniformEdges(
                low: Double(range.lowerBound), high: Double(range.upperBound), size: Swift.max(1, Double(size))
            ).map { Value(exactly: $0) ?? range.lowerBound })
    }
}

/// The range of values one bin stands for (Swift Charts' `ChartBinRange`): from its lower bound up to
/// its upper bound, which only the last bin includes. Plotted, it stands at its middle.
public struct ChartBinRange<Bound: Comparable> {
    public let lowerBound: Bound
    public let upperBound: Bound
    /// Whether the range includes its upper bound (the last bin).
    let isClosed: Bool

    init(lowerBound: Bound, upperBound: Bound, isClosed: Bool) {
        (self.lowerBound, self.upperBound, self.isClosed) = (lowerBound, upperBound, isClosed)
    }

    /// Whether the bin holds `value`.
    public func contains(_ value: Bound) -> Bool {
        value >= lowerBound && (isClosed ? value <= upperBound : value < upperBound)
    }
}

extension ChartBinRange: Sendable where Bound: Sendable {}
extension ChartBinRange: Equatable where Bound: Equatable {}
extension ChartBinRange: Hashable where Bound: Hashable {}

extension ChartBinRange: Plottable where Bound: Plottable {
    public var primitivePlottable: Bound.PrimitivePlottable { lowerBound.primitivePlottable }

    /// An empty range at the value.
    public init?(primitivePlottable: Bound.PrimitivePlottable) {
        guard let value = Bound(primitivePlottable: primitivePlottable) else { return nil }
        self.init(lowerBound: value, upperBound: value, isClosed: true)
    }

    /// The middle of the range, where a mark of the bin stands.
    public var plottableValue: DataValue {
        switch (lowerBound.plottableValue, upperBound.plottableValue) {
        case (.number(let a), .number(let b)): .number((a + b) / 2)
        case (.date(let a), .date(let b)): .date(a.addingTimeInterval(b.timeIntervalSince(a) / 2))
        case (let a, _): a
        }
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
