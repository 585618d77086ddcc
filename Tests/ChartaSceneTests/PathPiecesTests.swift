import Testing

@testable import ChartaScene

/// Long paths split into pieces that stroke the same segments.
@Suite struct PathPiecesTests {
    /// The segments a path strokes, as (from, to) pairs, following the same rules as the back ends.
    static func segments(_ path: Path) -> [[Double]] {
        var result: [[Double]] = []
        var current: Point?
        var start: Point?
        path.forEachSegment { verb, points in
            switch verb {
            case .move: (current, start) = (points.last, points.last)
            case .close:
                if let c = current, let s = start, c != s { result.append([c.x, c.y, s.x, s.y]) }
                current = start
            default:
                if let c = current { result.append([c.x, c.y] + points.flatMap { [$0.x, $0.y] }) }
                current = points.last
            }
        }
        return result
    }

    @Test func piecesStrokeTheSameSegments() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        for i in 1..<1_000 { path.line(to: Point(x: Double(i), y: Double(i % 13))) }
        path.move(to: Point(x: 5, y: 5))
        for i in 0..<300 {
            path.cubic(
                to: Point(x: Double(i), y: 50), control1: Point(x: 1, y: Double(i)), control2: Point(x: 2, y: 3))
        }
        path.close()
        path.move(to: Point(x: 9, y: 9))
        path.line(to: Point(x: 10, y: 9))
        var pieces: [Path] = []
        path.forEachPiece(maxVerbs: 97) { pieces.append($0) }
        #expect(pieces.count > 10)
        #expect(pieces.allSatisfy { $0.verbs.count <= 98 })
        #expect(pieces.flatMap(Self.segments) == Self.segments(path))
    }

    @Test func shortPathsArePassedWhole() {
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 3, height: 4))
        var pieces: [Path] = []
        path.forEachPiece(maxVerbs: 100) { pieces.append($0) }
        #expect(pieces == [path])
    }
}
