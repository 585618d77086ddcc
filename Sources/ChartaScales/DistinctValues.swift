/// Values in order of first appearance with their positions, duplicates dropped: the domain storage of
/// band, point and ordinal scales.
struct DistinctValues<Value: Hashable & Sendable>: Hashable, Sendable {
    private(set) var values: [Value] = []
    private(set) var index: [Value: Int] = [:]

    init() {}

    /// The distinct values of `sequence`, first occurrence first.
    init(_ sequence: some Sequence<Value>) {
        for v in sequence { insert(v) }
    }

    /// Adds `value` unless present; returns its position either way.
    @discardableResult
    mutating func insert(_ value: Value) -> Int {
        if let i = index[value] { return i }
        index[value] = values.count
        values.append(value)
        return values.count - 1
    }
}
