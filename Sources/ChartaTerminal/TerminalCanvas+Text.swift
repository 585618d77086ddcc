import ChartaScene

/// Text in cells: one grapheme cluster per cell, two cells for wide characters, zero-width marks
/// joined to the cluster before them.
extension TerminalCanvas {
    /// Writes already sanitised `text` from a cell along a row, or down a column when `vertical`.
    mutating func put(_ text: String, column: Int, row: Int, vertical: Bool, color: Color?) {
        var column = column
        var row = row
        for character in text {
            let width = CellWidth.of(character)
            if width == 0 {
                continue  // a lone zero-width cluster (a stray mark) takes no cell
            }
            if isVisible(column, row), width == 1 || isVisible(column + 1, row) {
                write(String(character), column, row, wide: width == 2, color: color)
            }
            if vertical { row += 1 } else { column += width }
        }
    }

    private mutating func write(_ cluster: String, _ column: Int, _ row: Int, wide: Bool, color: Color?) {
        // Overwriting half of a wide character blanks its other half.
        if cell(column, row)?.glyph == .continuation { update(column - 1, row) { $0.glyph = .empty } }
        let after = wide ? column + 2 : column + 1
        if cell(after, row)?.glyph == .continuation { update(after, row) { $0.glyph = .empty } }
        update(column, row) {
            $0.glyph = .text(cluster)
            $0.color = color
        }
        if wide {
            update(column + 1, row) {
                $0.glyph = .continuation
                $0.color = color
            }
        }
    }
}

/// The canvas as lines of text with SGR colour sequences.
extension TerminalCanvas {
    /// The character a glyph shows; empty for the right half of a wide character.
    static func character(_ glyph: CellGlyph) -> String {
        switch glyph {
        case .empty: " "
        case .braille(let bits): String(Character(Unicode.Scalar(0x2800 + UInt32(bits))!))
        case .box(let bits): String(boxCharacters[Int(bits & 0xF)])
        case .dotted(let horizontal): horizontal ? "┈" : "┊"
        case .faint: "·"
        case .block(let c): String(c)
        case .text(let s): s
        case .continuation: ""
        }
    }

    /// The text of the canvas: one line per row, each ending in a line feed. In plain mode trailing
    /// spaces are dropped; otherwise colours are SGR sequences, reset at the end of every line.
    func text(mode: TerminalColorMode) -> String {
        var out = ""
        for row in 0..<rows {
            var line = ""
            var current: (Color?, Color?) = (nil, nil)
            for column in 0..<columns {
                let cell = cells[row * columns + column]
                if cell.glyph == .continuation { continue }
                if mode != .none {
                    let wanted = (cell.glyph == .empty ? current.0 : cell.color, cell.background)
                    if wanted.0 != current.0 || wanted.1 != current.1 {
                        line += Self.sgr(foreground: wanted.0, background: wanted.1, mode: mode)
                        current = wanted
                    }
                }
                line += Self.character(cell.glyph)
            }
            if mode == .none {
                while line.last == " " { line.removeLast() }
            } else if current.0 != nil || current.1 != nil {
                line += "\u{1B}[0m"
            }
            out += line + "\n"
        }
        return out
    }

    /// `ESC [ 0 ; fg ; bg m`: a reset followed by the colours that are set.
    static func sgr(foreground: Color?, background: Color?, mode: TerminalColorMode) -> String {
        var parameters = ["0"]
        if let foreground, let p = mode.parameters(foreground) { parameters.append(p) }
        if let background, let p = mode.parameters(background, background: true) { parameters.append(p) }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
