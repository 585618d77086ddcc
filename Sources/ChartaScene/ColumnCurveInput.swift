/// A ``CurveInput`` that reads a run of points straight from coordinate columns, forwards or backwards,
/// optionally with the columns' roles exchanged (for horizontal areas). No point array is built.
struct ColumnCurveInput: CurveInput {
    /// A column of values or one value repeated (an area's baseline).
    enum Column {
        case values([Double])
        case constant(Double)

        subscript(_ i: Int) -> Double {
            switch self {
            case .values(let v): v[i]
            case .constant(let c): c
            }
        }
    }

    /// The independent column (x for vertical areas and lines).
    let along: [Double]
    /// The dependent column.
    let across: Column
    /// The run, as indices into the columns.
    let range: Range<Int>
    /// Whether the run is walked from its last index to its first.
    let reversed: Bool
    /// Whether `along` holds y and `across` holds x.
    let transposed: Bool

    var count: Int { range.count }

    subscript(_ i: Int) -> Point {
        let j = reversed ? range.upperBound - 1 - i : range.lowerBound + i
        let a = along[j]
        let b = across[j]
        return transposed ? Point(x: b, y: a) : Point(x: a, y: b)
    }
}
