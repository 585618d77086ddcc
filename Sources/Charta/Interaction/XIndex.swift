/// A row of a laid-out layer.
struct RowRef: Hashable, Sendable {
    var layer: Int
    var row: Int
}

/// The chart's data sorted along x, built once per layout for interactive charts, so that each pointer
/// event and each move of the visible window costs O(log n): binary searches over the distinct x values
/// (nearest x, ranges, keyboard moves) and a ``RangeExtremaTree`` for the y extent of a window.
struct XIndex: Sendable {
    /// Distinct x values (x units) of the layers that take part in selection, ascending.
    var xs: [Double] = []
    /// The scene x of each value's centre (monotone: ascending, or descending for reversed scales).
    var centers: [Double] = []
    /// The rows at `xs[i]` are `refs[starts[i]..<starts[i + 1]]`, in layer and row order.
    var starts: [Int] = [0]
    var refs: [RowRef] = []
    /// The x of every row with a finite x and y, ascending, for y extents.
    var yKeys: [Double] = []
    var yTree = RangeExtremaTree(lows: [], highs: [])
    /// The y extent of rows without a finite x (horizontal rules): part of every window's extent.
    var yUnkeyed: ClosedRange<Double>?

    init() {}

    /// Indexes the rows of `layers` for which `participates` holds; with `followsY`, also every row's y
    /// extent. `center` gives a scene x for an x value.
    init(
        layers: [LayerData], participates: (LayerData) -> Bool, followsY: Bool, center: (Double) -> Double
    ) {
        var keyed: [(x: Double, ref: RowRef)] = []
        for layer in layers where participates(layer) {
            for row in 0..<layer.rowCount {
                let v = layer.x[row]
                guard v.isFinite, layer.y[row].isFinite, center(v).isFinite else { continue }
                keyed.append((v, RowRef(layer: layer.index, row: row)))
            }
        }
        keyed.sort { ($0.x, $0.ref.layer, $0.ref.row) < ($1.x, $1.ref.layer, $1.ref.row) }
        for (v, ref) in keyed {
            if xs.last != v {
                if !xs.isEmpty { starts.append(refs.count) }
                xs.append(v)
                centers.append(center(v))
            }
            refs.append(ref)
        }
        if !xs.isEmpty { starts.append(refs.count) }
        if followsY { indexY(layers) }
    }

    /// Sorts every row's y extent (y, y2, and zero under bars and areas) by x into the extrema tree.
    private mutating func indexY(_ layers: [LayerData]) {
        var rows: [(x: Double, low: Double, high: Double)] = []
        var unkeyedLow = Double.infinity
        var unkeyedHigh = -Double.infinity
        for layer in layers {
            let fromZero = layer.valueChannel == .y && layer.y2 == nil
            for row in 0..<layer.rowCount {
                var low = Double.infinity
                var high = -Double.infinity
                for v in [layer.y[row], layer.y2?[row] ?? .nan, fromZero ? 0 : .nan] where v.isFinite {
                    low = min(low, v)
                    high = max(high, v)
                }
                guard low <= high else { continue }
                let x = layer.x[row]
                if x.isFinite {
                    rows.append((x, low, high))
                } else if x.isNaN && layer.spec.encoding[.x] == nil {
                    unkeyedLow = min(unkeyedLow, low)
                    unkeyedHigh = max(unkeyedHigh, high)
                }
            }
        }
        rows.sort { $0.x < $1.x }
        yKeys = rows.map(\.x)
        yTree = RangeExtremaTree(lows: rows.map(\.low), highs: rows.map(\.high))
        yUnkeyed = unkeyedLow <= unkeyedHigh ? unkeyedLow...unkeyedHigh : nil
    }

    /// The rows at distinct x number `i`.
    func rows(at i: Int) -> ArraySlice<RowRef> {
        guard i >= 0, i + 1 < starts.count else { return [] }
        return refs[starts[i]..<starts[i + 1]]
    }

    /// The first index in `0..<count` for which `isAbove` holds, given that it holds for a suffix.
    static func partition(_ count: Int, _ isAbove: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = low + (high - low) / 2
            if isAbove(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The indices of the x values in `range` (x units).
    func indices(in range: ClosedRange<Double>) -> Range<Int> {
        let low = XIndex.partition(xs.count) { xs[$0] >= range.lowerBound }
        let high = XIndex.partition(xs.count) { xs[$0] > range.upperBound }
        return low..<max(low, high)
    }

    /// The index of the x value nearest to `value` (x units), ties to the lower one.
    func nearestIndex(toValue value: Double) -> Int? {
        guard !xs.isEmpty, !value.isNaN else { return nil }
        let i = XIndex.partition(xs.count) { xs[$0] >= value }
        if i == 0 { return 0 }
        if i == xs.count { return xs.count - 1 }
        return value - xs[i - 1] <= xs[i] - value ? i - 1 : i
    }

    /// Whether centres grow with the index.
    private var ascending: Bool { (centers.first ?? 0) <= (centers.last ?? 0) }

    /// A scene x mapped so that keys ascend with the index.
    private func key(_ sceneX: Double) -> Double { ascending ? sceneX : -sceneX }

    /// The indices whose centres lie in `span` (scene x).
    func visibleIndices(_ span: ClosedRange<Double>) -> Range<Int> {
        let (a, b) = (key(span.lowerBound), key(span.upperBound))
        let low = XIndex.partition(centers.count) { key(centers[$0]) >= min(a, b) }
        let high = XIndex.partition(centers.count) { key(centers[$0]) > max(a, b) }
        return low..<max(low, high)
    }

    /// The index whose centre is nearest to `sceneX` among those inside `span`, if it is within
    /// `radius` points (nil radius: anywhere between the first and last centre, and up to half the
    /// neighbouring step beyond them). Ties go to the lower index.
    func nearestIndex(toSceneX sceneX: Double, within span: ClosedRange<Double>, radius: Double?) -> Int? {
        guard sceneX.isFinite else { return nil }
        let visible = visibleIndices(span)
        guard !visible.isEmpty else { return nil }
        let target = key(sceneX)
        let i =
            visible.lowerBound
            + XIndex.partition(visible.count) { key(centers[visible.lowerBound + $0]) >= target }
        var best: Int?
        for candidate in [i - 1, i] where visible.contains(candidate) {
            if let b = best, abs(centers[b] - sceneX) <= abs(centers[candidate] - sceneX) { continue }
            best = candidate
        }
        guard let best else { return nil }
        let distance = abs(centers[best] - sceneX)
        if let radius { return distance <= max(0, radius) ? best : nil }
        let first = visible.lowerBound
        let last = visible.upperBound - 1
        if target < key(centers[first]), first < last, distance > abs(centers[first + 1] - centers[first]) / 2 {
            return nil
        }
        if target > key(centers[last]), first < last, distance > abs(centers[last] - centers[last - 1]) / 2 {
            return nil
        }
        return best
    }

    /// The y extent of the rows whose x lies in `range` (x units), with rows that have no x.
    func yExtent(in range: ClosedRange<Double>) -> ClosedRange<Double>? {
        let low = XIndex.partition(yKeys.count) { yKeys[$0] >= range.lowerBound }
        let high = XIndex.partition(yKeys.count) { yKeys[$0] > range.upperBound }
        var extent = yTree.extrema(low..<max(low, high)).map { $0.low...$0.high }
        if let unkeyed = yUnkeyed {
            extent =
                extent.map { min($0.lowerBound, unkeyed.lowerBound)...max($0.upperBound, unkeyed.upperBound) }
                ?? unkeyed
        }
        return extent
    }
}
