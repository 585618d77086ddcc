import Charta
import Foundation
import Hummingbird

/// What one `GET /zoom/NAME/chart` asks for: the x window and y domain (`x0`, `x1`, `y0`, `y1`) and the
/// chart's size in points (`width`, `height`), each checked, with the whole chart's domains and
/// 800 × 400 points when absent; `dpr`, the screen's device pixels per point (1…4, default 4), which the
/// line is reduced at; `exact=1` asks for a fresh render of every row instead of the window's rows (the
/// same picture, slower: for checking).
struct ZoomRequest: Sendable, Hashable {
    /// The x window.
    var x: ClosedRange<Double>
    /// The y domain.
    var y: ClosedRange<Double>
    /// The chart's whole width and height in points.
    var width: Double
    var height: Double
    /// The screen's device pixels per point (``ZoomableLine/chart(window:yDomain:size:pixelRatio:limits:)``).
    var pixelRatio = 4
    /// Whether the picture is drawn from every row (``ZoomableLine/chart(window:yDomain:size:pixelRatio:limits:)``).
    var exact = false

    /// The size when the request gives none.
    static let defaultSize = Size(width: 800, height: 400)
    /// The narrowest window, as a fraction of the data's extent (and of the window's distance from 0):
    /// a narrower one has too few distinct doubles to place its rows.
    static let narrowest = 1e-12
    /// The widest window, as a multiple of the data's extent.
    static let widest = 1e6

    /// The settings of `query` over `line`, checked against the server's limits.
    init(line: ZoomableLine, query: Parameters, configuration: ServerConfiguration) throws(ServerError) {
        let wholeX = Self.widened(line.xExtent)
        let wholeY = Self.defaultY(line)
        x = try Self.span(query, "x0", "x1", whole: wholeX)
        y = try Self.span(query, "y0", "y1", whole: wholeY)
        width = try RenderRequest.number(query["width"], "width", in: 1...100_000) ?? Self.defaultSize.width
        height = try RenderRequest.number(query["height"], "height", in: 1...100_000) ?? Self.defaultSize.height
        pixelRatio = try Int(RenderRequest.number(query["dpr"], "dpr", in: 1...4)?.rounded(.up) ?? 4)
        switch query["exact"] {
        case nil, "0", "false": exact = false
        case "1", "true": exact = true
        case let other?: throw ServerError(.badRequest, "“exact” takes 1 or 0, not “\(other.prefix(40))”.")
        }
        guard width * height <= configuration.limits.canvasPixels else {
            throw ServerError(
                .badRequest,
                "“width” × “height” is \(RenderRequest.figure(width * height)) square points, more than this server's limit of \(RenderRequest.figure(configuration.limits.canvasPixels))."
            )
        }
    }

    /// Everything that changes the picture, for the cache key: the eight numbers' bits.
    var keyPart: Data {
        var data = Data()
        let values = [x.lowerBound, x.upperBound, y.lowerBound, y.upperBound, width, height, Double(pixelRatio)]
        for value in values + [exact ? 1 : 0] {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) }
        }
        return data
    }

    /// The y domain shown when none is asked for: the finite values' extent with 5% to spare on each
    /// side (a single value ± 1; 0…1 when no value is finite).
    static func defaultY(_ line: ZoomableLine) -> ClosedRange<Double> {
        guard let extent = line.yExtent else { return 0...1 }
        let pad = (extent.upperBound - extent.lowerBound) * 0.05
        let padded = (extent.lowerBound - pad)...(extent.upperBound + pad)
        // Values near the largest doubles leave no room to spare.
        return widened(padded.lowerBound.isFinite && padded.upperBound.isFinite ? padded : extent)
    }

    /// `range`, or `value ± 1` when it is a single value.
    static func widened(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        range.lowerBound < range.upperBound ? range : (range.lowerBound - 1)...(range.upperBound + 1)
    }

    /// The span `low`…`high` of `query`, each finite, in order, and from `narrowest` to `widest` times
    /// the length of `whole` (the default for a missing end).
    static func span(_ query: Parameters, _ low: String, _ high: String, whole: ClosedRange<Double>) throws(ServerError)
        -> ClosedRange<Double>
    {
        let a = try finite(query[low[...]], low) ?? whole.lowerBound
        let b = try finite(query[high[...]], high) ?? whole.upperBound
        guard a < b else {
            throw ServerError(.badRequest, "“\(low)” must be less than “\(high)” (\(a) is not less than \(b)).")
        }
        let extent = whole.upperBound - whole.lowerBound
        let least = max(extent, abs(a), abs(b)) * narrowest
        let most = extent * widest
        let length = b - a
        guard length.isFinite else {
            throw ServerError(.badRequest, "“\(high)” − “\(low)” must be a finite number, not \(length).")
        }
        guard length >= least, length <= most else {
            throw ServerError(
                .badRequest,
                "“\(high)” − “\(low)” must be from \(least) to \(most) (\(narrowest) to \(widest) times the data's extent), not \(length)."
            )
        }
        return a...b
    }

    /// A query parameter as a finite number; nil when absent.
    static func finite(_ text: Substring?, _ name: String) throws(ServerError) -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw ServerError(.badRequest, "“\(name)” takes a finite number, not “\(text.prefix(40))”.")
        }
        return value
    }
}
