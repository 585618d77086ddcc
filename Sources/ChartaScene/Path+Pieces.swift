/// Splitting a long path into pieces that stroke like it.
extension Path {
    /// Calls `body` with consecutive pieces of the path of at most `maxVerbs` verbs each (at least 2),
    /// which stroked one after another draw the path's stroke: each piece after the first starts with a
    /// move to the point where the one before ended, and a close whose subpath began in an earlier piece
    /// becomes a line back to that subpath's start (its joins there are the pieces' caps). A path that
    /// fits is passed whole. Only one piece exists at a time, so memory stays bounded.
    public func forEachPiece(maxVerbs: Int, _ body: (Path) -> Void) {
        let limit = Swift.max(2, maxVerbs)
        guard verbs.count > limit else { return body(self) }
        var piece = Path()
        piece.reserveCapacity(verbs: limit, points: 3 * limit)
        var pointIndex = 0
        var subpathStart: Point?
        var subpathInPiece = false
        var current: Point?
        for verb in verbs {
            let n = verb.pointCount
            guard pointIndex + n <= points.count else { break }
            if piece.verbs.count >= limit, verb != .move, let current {
                body(piece)
                piece = Path()
                piece.reserveCapacity(verbs: limit, points: 3 * limit)
                piece.move(to: current)
                subpathInPiece = false
            }
            switch verb {
            case .move:
                if piece.verbs.count >= limit {
                    body(piece)
                    piece = Path()
                    piece.reserveCapacity(verbs: limit, points: 3 * limit)
                }
                piece.move(to: points[pointIndex])
                subpathStart = points[pointIndex]
                subpathInPiece = true
            case .line: piece.line(to: points[pointIndex])
            case .quad: piece.quad(to: points[pointIndex + 1], control: points[pointIndex])
            case .cubic:
                piece.cubic(
                    to: points[pointIndex + 2], control1: points[pointIndex], control2: points[pointIndex + 1])
            case .close:
                if subpathInPiece {
                    piece.close()
                } else if let start = subpathStart {
                    piece.line(to: start)
                }
            }
            current = verb == .close ? subpathStart : points[pointIndex + n - 1]
            pointIndex += n
        }
        if !piece.isEmpty { body(piece) }
    }
}
