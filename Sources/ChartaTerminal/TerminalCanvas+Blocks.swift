import ChartaScene

/// Filled rectangles as block elements (U+2580–U+259F): whole cells are █ (or a shade for translucent
/// fills), and the cell holding a bar's free edge shows the covered eighth (▁▂▃▄▅▆▇ upwards,
/// ▏▎▍▌▋▊▉ sideways), so bar lengths keep a resolution of ⅛ cell.
extension TerminalCanvas {
    /// Lower eighth blocks, one to seven eighths.
    static let lowerEighths: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]
    /// Left eighth blocks, one to seven eighths.
    static let leftEighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The full-cell glyph for a fill of the given opacity: █, ▓, ▒ or ░.
    static func shade(_ alpha: Double) -> Character {
        alpha >= 0.75 ? "█" : alpha >= 0.45 ? "▓" : alpha >= 0.25 ? "▒" : "░"
    }

    /// Fills `rect` (device points) with block elements in `color` at `alpha`.
    mutating func fillRect(_ rect: Rect, color: Color?, alpha: Double) {
        guard let visible = rect.standardized.intersection(clip) else { return }
        let x0 = visible.minX / cellSize.width
        let x1 = visible.maxX / cellSize.width
        let y0 = visible.minY / cellSize.height
        let y1 = visible.maxY / cellSize.height
        let c0 = max(0, Int(x0.rounded(.down)))
        let c1 = min(columns, Int(x1.rounded(.up)))
        let r0 = max(0, Int(y0.rounded(.down)))
        let r1 = min(rows, Int(y1.rounded(.up)))
        guard c0 < c1, r0 < r1 else { return }
        for row in r0..<r1 {
            let top = max(y0, Double(row))
            let bottom = min(y1, Double(row + 1))
            for column in c0..<c1 {
                let left = max(x0, Double(column))
                let right = min(x1, Double(column + 1))
                let glyph = Self.block(
                    horizontal: (left - Double(column), right - Double(column)),
                    vertical: (top - Double(row), bottom - Double(row)), alpha: alpha)
                guard let glyph else { continue }
                // A partly covered cell keeps the axis or rule drawn there.
                if case .box = cell(column, row)?.glyph, glyph != Self.shade(alpha) { continue }
                setGlyph(column, row, .block(glyph), color: color)
            }
        }
    }

    /// The block for the part of a cell covered from `horizontal.0` to `.1` across and `vertical.0`
    /// to `.1` down (fractions of the cell), or nil when too little is covered to show.
    static func block(horizontal: (Double, Double), vertical: (Double, Double), alpha: Double) -> Character? {
        let width = horizontal.1 - horizontal.0
        let height = vertical.1 - vertical.0
        let fullAcross = width >= 7 / 8
        let fullDown = height >= 7 / 8
        if fullAcross, fullDown { return shade(alpha) }
        if fullAcross {
            let eighths = Int((height * 8).rounded())
            guard eighths >= 1 else { return nil }
            if vertical.1 >= 7 / 8 { return lowerEighths[min(6, eighths - 1)] }  // the top edge is here
            return eighths >= 3 ? "▀" : "▔"
        }
        if fullDown {
            let eighths = Int((width * 8).rounded())
            guard eighths >= 1 else { return nil }
            if horizontal.0 <= 1 / 8 { return leftEighths[min(6, eighths - 1)] }  // the right edge is here
            if horizontal.1 >= 7 / 8 { return eighths >= 3 ? "▐" : nil }  // a sliver of a left edge is left out
            return (horizontal.0 + horizontal.1) / 2 < 0.5 ? "▌" : "▐"  // a bar thinner than a cell
        }
        guard width * height >= 0.25 else { return nil }
        return vertical.1 >= 7 / 8 ? "▄" : "▀"
    }
}
