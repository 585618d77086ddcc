/// How bars and rectangles that span a bin or time-unit interval along x or y are drawn inside it
/// (Vega-Lite's `binSpacing` and `minBandSize`, compile/mark/encode/position-rect.ts): `spacing`
/// points are left free between neighbours, half on each side; an interval narrower than `minSize`
/// is drawn `minSize` wide about its centre instead.
public struct IntervalInset: Hashable, Sendable {
    /// The channels (`.x`, `.y`) whose extent is an interval.
    public var channels: Set<Channel>
    /// Points left between adjacent intervals.
    public var spacing: Double
    /// The least extent in points.
    public var minSize: Double

    /// Creates an inset for intervals along `channels`.
    public init(channels: Set<Channel>, spacing: Double = 1, minSize: Double = 0) {
        self.channels = channels
        self.spacing = spacing
        self.minSize = minSize
    }

    /// The drawn extent of the interval between two device positions (in either order).
    public func apply(_ a: Double, _ b: Double) -> (Double, Double) {
        let (lo, hi) = (Swift.min(a, b), Swift.max(a, b))
        let size = hi - lo
        if minSize > 0, size < minSize {
            let grow = (minSize - size) / 2
            return (lo - grow, hi + grow)
        }
        return (lo + spacing / 2, hi - spacing / 2)
    }
}
