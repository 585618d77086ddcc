import Testing

@testable import ChartaScene

/// Helpers shared by the curve, generator and symbol tests.
enum CurveTestSupport {
    /// The path as an SVG-like string in d3-path's style (`M0,1L2,3C…Z`, absolute commands only),
    /// with numbers normalised as d3-shape's test/asserts.js does.
    static func svg(_ path: Path) -> String {
        var s = ""
        path.forEachSegment { verb, pts in
            switch verb {
            case .move: s += "M"
            case .line: s += "L"
            case .quad: s += "Q"
            case .cubic: s += "C"
            case .close: s += "Z"
            }
            s += pts.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: ",")
        }
        return s
    }

    /// d3-shape's test normalisation (test/asserts.js `normalizePath`): every number within 1e-6 of an
    /// integer prints as that integer, any other with three decimals (`toFixed(3)`).
    static func normalize(_ d3Path: String) -> String {
        d3Path.replacing(/[-+]?(?:\d+\.\d+|\d+\.|\.\d+|\d+)(?:[eE][-]?\d+)?/) { match in
            Double(String(match.output)).map(format) ?? String(match.output)
        }
    }

    /// d3-shape's test number format (see ``normalize(_:)``).
    static func format(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "NaN" : (v < 0 ? "-Infinity" : "Infinity") }
        let rounded = v.rounded(.toNearestOrAwayFromZero)
        if abs(v - rounded) < 1e-6, abs(rounded) < 1e15 { return String(Int(rounded)) }
        let thousandths = (abs(v) * 1000).rounded(.toNearestOrAwayFromZero)
        guard thousandths < 1e15 else { return String(v) }
        let t = Int(thousandths)
        let fraction = String(t % 1000)
        let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
        return (v < 0 ? "-" : "") + String(t / 1000) + "." + padded
    }

    /// Whether the path matches d3's expected path string after normalising both.
    static func matches(_ path: Path, _ d3Expected: String) -> Bool {
        normalize(svg(path)) == normalize(d3Expected)
    }

    /// Expects the path to match d3's expected path string after normalising both.
    static func expectPath(
        _ path: Path, _ d3Expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(normalize(svg(path)) == normalize(d3Expected), sourceLocation: sourceLocation)
    }

    /// Columns from d3-style `[[x, y], …]` data.
    static func columns(_ data: [[Double]]) -> (x: [Double], y: [Double]) {
        (data.map { $0[0] }, data.map { $0[1] })
    }

    /// d3's `line().curve(curve)(data)` for `[[x, y], …]` data.
    static func line(_ curve: Curve, _ data: [[Double]]) -> Path {
        let c = columns(data)
        return LineGenerator(curve: curve).path(x: c.x, y: c.y)
    }

    /// d3's `area().curve(curve)(data)` for `[[x, y], …]` data: y1 = y, y0 = 0.
    static func area(_ curve: Curve, _ data: [[Double]]) -> Path {
        let c = columns(data)
        return AreaGenerator(curve: curve).path(x: c.x, y1: c.y, baseline: 0)
    }

    /// `[[y, x]]` for `[[x, y]]`, d3's `reflect` in test/curve/monotoneY-test.js.
    static func reflect(_ data: [[Double]]) -> [[Double]] { data.map { [$0[1], $0[0]] } }
}
