/// The visible part of a chart as interaction left it: the x window and, when the y domain follows the
/// data, the y domain. Apply it with `Chart.applying(_:)` and render again.
public struct Viewport: Hashable, Sendable {
    /// The visible x window.
    public var visibleX: VisibleDomain
    /// The y domain of the visible data; nil: the spec's.
    public var yDomain: ClosedRange<Double>?

    /// Creates a viewport.
    public init(visibleX: VisibleDomain, yDomain: ClosedRange<Double>? = nil) {
        self.visibleX = visibleX
        self.yDomain = yDomain
    }
}

/// Window arithmetic for one chart: the x domain's bounds, the behaviour's snapping and zoom limits.
struct WindowModel {
    /// The whole x domain in x units.
    var bounds: ClosedRange<Double>
    var behavior: ChartViewport
    var isBand: Bool

    /// Tolerance for whole pages and steps computed in floating point.
    static let epsilon = 1e-9

    var total: Double { bounds.upperBound - bounds.lowerBound }

    /// The number of pages of `length` (at least one).
    func pageCount(_ length: Double) -> Double {
        guard length > 0, length.isFinite else { return 1 }
        return max(1, (total / length - WindowModel.epsilon).rounded(.up))
    }

    /// The last start a window of `length` may have: the last page's start when paging, else the start
    /// that puts its end on the domain's end.
    func maxStart(_ length: Double) -> Double {
        if case .page = behavior.snapping { return bounds.lowerBound + (pageCount(length) - 1) * length }
        return max(bounds.lowerBound, bounds.upperBound - length)
    }

    /// `start` moved into the allowed range.
    func clamped(_ start: Double, length: Double) -> Double {
        guard start.isFinite else { return bounds.lowerBound }
        return min(max(start, bounds.lowerBound), maxStart(length))
    }

    /// The distance between resting positions: a page, the step, or (free) one category or a tenth.
    func unit(_ length: Double) -> Double {
        switch behavior.snapping {
        case .page: return length
        case .step(let s) where s > 0 && s.isFinite: return s
        case .step, .none: return isBand ? 1 : length / 10
        }
    }

    /// `start` moved to the nearest resting position, inside the allowed range.
    func snapped(_ start: Double, length: Double) -> Double {
        let grid: Double
        switch behavior.snapping {
        case .none: return clamped(start, length: length)
        case .page: grid = length
        case .step(let s): grid = s
        }
        guard grid > 0, grid.isFinite, start.isFinite else { return clamped(start, length: length) }
        let k = ((start - bounds.lowerBound) / grid).rounded()
        return clamped(bounds.lowerBound + k * grid, length: length)
    }

    /// The window moved by `distance` x units from its resting position, then to a resting position.
    func moved(_ window: VisibleDomain, by distance: Double) -> VisibleDomain {
        let start = snapped(window.start, length: window.length) + distance
        return VisibleDomain(length: window.length, start: snapped(start, length: window.length))
    }

    /// The window zoomed by `factor` (> 1: in) around `anchor` (x units), within the zoom limits and the
    /// domain; nil when zooming is off.
    func zoomed(_ window: VisibleDomain, by factor: Double, around anchor: Double) -> VisibleDomain? {
        guard let limits = behavior.zoomLimits, factor > 0, factor.isFinite, anchor.isFinite, window.length > 0
        else { return nil }
        let low = max(limits.lowerBound, isBand ? 1 : 0)
        let high = min(limits.upperBound, total)
        guard low <= high else { return nil }
        var length = min(max(window.length / factor, low), high)
        if isBand { length = min(max(length.rounded(), low.rounded(.up)), high) }
        guard length > 0, length.isFinite else { return nil }
        let start = anchor - (anchor - window.start) * length / window.length
        return VisibleDomain(length: length, start: clamped(start, length: length))
    }

    /// The window that shows x position `v`, moved as little as possible and then to a resting position.
    func revealing(_ v: Double, in window: VisibleDomain) -> VisibleDomain {
        let end = window.start + window.length - (isBand ? 1 : 0)
        guard v < window.start || v > end else { return window }
        var start = v < window.start ? v : v - window.length + (isBand ? 1 : 0)
        if case .page = behavior.snapping, window.length > 0 {
            start = bounds.lowerBound + ((v - bounds.lowerBound) / window.length).rounded(.down) * window.length
        } else if case .step(let s) = behavior.snapping, s > 0, s.isFinite {
            let k = (start - bounds.lowerBound) / s
            start = bounds.lowerBound + (v < window.start ? k.rounded(.down) : k.rounded(.up)) * s
        }
        return VisibleDomain(length: window.length, start: clamped(start, length: window.length))
    }

    /// The x range whose points are visible in a window (for bands, the categories wholly inside it).
    func visibleRange(_ window: VisibleDomain) -> ClosedRange<Double> {
        let end = window.start + window.length - (isBand ? 1 : 0)
        let e = WindowModel.epsilon * max(1, abs(window.start), abs(end))
        return (window.start - e)...max(window.start - e, end + e)
    }
}
