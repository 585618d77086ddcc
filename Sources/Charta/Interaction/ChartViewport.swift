/// How a chart's visible x window moves: paging or sliding by a step, panning with snapping, zooming
/// within limits, and a y domain that follows the visible data. Written as `.chartViewport(.paged)`,
/// `.chartViewport(.sliding(step: 1))`, `.chartViewport(.zoomable(minLength: 7))`.
///
/// The window's length and first position come from the spec (`chartXVisibleDomain(length:)` and
/// `chartScrollPosition(x:)`, as in Swift Charts), or cover the whole x domain. Lengths and positions are
/// in x units: categories for band and point scales, data units (seconds for dates) for continuous ones.
public struct ChartViewport: Hashable, Sendable {
    /// Where the window may come to rest.
    public enum Snapping: Hashable, Sendable {
        /// Anywhere.
        case none
        /// At whole pages (multiples of the window length from the domain's start); the last page may
        /// be partly empty and keeps the width of a full one.
        case page
        /// At multiples of this step from the domain's start.
        case step(Double)
    }

    /// Where the window comes to rest after paging, stepping, panning and scrolling.
    public var snapping: Snapping
    /// The visible lengths zooming may reach; nil: no zooming.
    public var zoomLimits: ClosedRange<Double>?
    /// How much a double tap zooms in (a double tap at the smallest length resets).
    public var doubleTapZoom: Double
    /// The y domain follows the data in the window; nil: it stays as the spec says.
    public var followsY: YFollow?

    /// Creates a viewport behaviour.
    public init(
        snapping: Snapping = .none, zoomLimits: ClosedRange<Double>? = nil,
        doubleTapZoom: Double = 2, followsY: YFollow? = nil
    ) {
        self.snapping = snapping
        self.zoomLimits = zoomLimits
        self.doubleTapZoom = doubleTapZoom
        self.followsY = followsY
    }

    /// Pages of the visible length (reference chart 5: five bars a page).
    public static let paged = ChartViewport(snapping: .page)

    /// A window that slides by `step` x units.
    public static func sliding(step: Double, followsY: YFollow? = nil) -> ChartViewport {
        ChartViewport(snapping: .step(step), followsY: followsY)
    }

    /// A window that pans freely and zooms between `minLength` and `maxLength` (nil: the whole domain).
    public static func zoomable(minLength: Double, maxLength: Double? = nil, followsY: YFollow? = YFollow())
        -> ChartViewport
    {
        let low = minLength.isNaN ? 0 : max(0, minLength)
        let high = maxLength.flatMap { $0.isNaN ? nil : $0 } ?? .infinity
        return ChartViewport(zoomLimits: low...max(low, high), followsY: followsY)
    }
}

/// How the y domain follows the data in the visible window.
public struct YFollow: Hashable, Sendable {
    /// Whether the domain always includes zero.
    public var includesZero: Bool
    /// Extra room above and below, as a fraction of the data's span.
    public var padding: Double

    /// Creates y-follow settings.
    public init(includesZero: Bool = false, padding: Double = 0.05) {
        self.includesZero = includesZero
        self.padding = padding
    }
}
