import ChartaScene

// TEMPORARY — integrator: replace every call of `symbolPathPlaceholder` with ChartaScene's
// `SymbolShape.path(center:size:)` and delete this file.

/// Stand-in outline for every non-circle symbol until ChartaScene's symbol paths are available: a
/// square of the requested area (d3-shape's `symbolSquare`), whatever the shape.
func symbolPathPlaceholder(_ shape: SymbolShape, center: Point, size: Double) -> Path {
    let side = size.squareRoot()
    var path = Path()
    path.addRect(Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
    return path
}
