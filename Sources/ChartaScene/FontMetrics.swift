/// The metrics ``StandardTextMeasurer`` measures one family with: vertical metrics, average advances and
/// per-code-point advance widths of the regular and bold faces, in font units.
///
/// The tables are generated from the fonts by `Scripts/generate-font-metrics.py` (`LiberationSansMetrics`,
/// `DejaVuSansMetrics`); see those files for their layout.
struct FontMetrics: Sendable {
    /// Font units per em.
    let unitsPerEm: Double
    /// Ascent above the baseline in font units.
    let ascent: Double
    /// Descent below the baseline in font units, positive.
    let descent: Double
    /// The regular face's average advance, for scalars the table lacks.
    let regularAverageAdvance: Double
    /// The bold face's average advance, for scalars the table lacks.
    let boldAverageAdvance: Double
    /// The table value of a code point inside a range that the font does not map.
    let missing: UInt16
    /// First code point of each range, ascending.
    let rangeFirst: [UInt32]
    /// Start of each range in the advance tables, plus the total count at the end.
    let rangeOffset: [Int]
    /// Advances of the regular face, range by range.
    let regularAdvances: [UInt16]
    /// Advances of the bold face, range by range.
    let boldAdvances: [UInt16]

    /// The average advance of the face of `weight`.
    func averageAdvance(_ weight: FontWeight) -> Double {
        weight == .bold ? boldAverageAdvance : regularAverageAdvance
    }

    /// The advance of `code` in the face of `weight`, or nil when the font does not map the code point.
    func advance(of code: UInt32, weight: FontWeight) -> Double? {
        // Binary search for the last range whose first code point is ≤ code.
        var low = 0
        var high = rangeFirst.count
        while low < high {
            let mid = (low + high) / 2
            if rangeFirst[mid] <= code { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let range = low - 1
        let index = rangeOffset[range] + Int(code - rangeFirst[range])
        guard index < rangeOffset[range + 1] else { return nil }
        let value = weight == .bold ? boldAdvances[index] : regularAdvances[index]
        return value == missing ? nil : Double(value)
    }

    /// The metrics for a CSS-style family list: those of the first family Charta has tables for
    /// (DejaVu Sans and its metric twin Bitstream Vera Sans; Liberation Sans and the families it is
    /// metric-compatible with, Arial and Helvetica), else Liberation Sans's.
    static func matching(_ family: String) -> FontMetrics {
        // The two lists Charta itself asks for, without parsing.
        if family == Font.defaultFamily { return LiberationSansMetrics.metrics }
        if family == Font.dejaVuFamily { return DejaVuSansMetrics.metrics }
        for name in Font.familyNames(in: family) {
            switch name.lowercased() {
            case "dejavu sans", "bitstream vera sans": return DejaVuSansMetrics.metrics
            case "liberation sans", "arial", "helvetica": return LiberationSansMetrics.metrics
            default: continue
            }
        }
        return LiberationSansMetrics.metrics
    }
}
