import Charta
import ChartaTabular
import ChartaTerminal

/// A chart drawn in cells with the terminal measurer.
func terminalText(_ spec: ChartSpec, columns: Int, rows: Int, mode: TerminalColorMode = .none) -> String {
    let measurer = CellTextMeasurer()
    let rendered = ChartLayout.render(spec, size: measurer.size(columns: columns, rows: rows), measurer: measurer)
    return TerminalRenderer(colorMode: mode).render(rendered.scene)
}

/// A quick chart of CSV text.
func quickSpec(_ csv: String, x: String, y: String, mark: QuickChart.Mark, color: String? = nil) throws -> ChartSpec {
    try QuickChart(x: x, y: y, mark: mark, color: color).spec(TabularReader().table(csv))
}

/// One parsed cell of ANSI output.
struct ParsedCell: Equatable {
    var text: String
    var foreground: [Int]
    var background: [Int]
}

/// Parses lines of text with SGR sequences back into cells (wide characters take one entry), and
/// records every escape sequence that is not SGR.
func parseANSI(_ output: String) -> (lines: [[ParsedCell]], foreign: [String]) {
    var lines: [[ParsedCell]] = []
    var foreign: [String] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        var cells: [ParsedCell] = []
        var fg: [Int] = []
        var bg: [Int] = []
        var scalars = Array(line.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" {
                guard scalars.first == "[" else {
                    foreign.append("ESC without CSI")
                    continue
                }
                scalars.removeFirst()
                var parameters = ""
                while let next = scalars.first, next == ";" || ("0"..."9").contains(next) {
                    parameters.unicodeScalars.append(next)
                    scalars.removeFirst()
                }
                guard scalars.popFirst() == "m" else {
                    foreign.append("CSI \(parameters)")
                    continue
                }
                let numbers = parameters.split(separator: ";").compactMap { Int($0) }
                var i = 0
                while i < numbers.count {
                    switch numbers[i] {
                    case 0: (fg, bg) = ([], [])
                    case 38, 48:
                        let length = i + 1 < numbers.count && numbers[i + 1] == 2 ? 5 : 3
                        let value = Array(numbers[i..<min(numbers.count, i + length)])
                        if numbers[i] == 38 { fg = value } else { bg = value }
                        i += length - 1
                    case 30...37, 90...97: fg = [numbers[i]]
                    case 40...47, 100...107: bg = [numbers[i]]
                    default: foreign.append("SGR \(numbers[i])")
                    }
                    i += 1
                }
                continue
            }
            if scalar.properties.generalCategory == .nonspacingMark, !cells.isEmpty {
                cells[cells.count - 1].text.unicodeScalars.append(scalar)
                continue
            }
            cells.append(ParsedCell(text: String(scalar), foreground: fg, background: bg))
        }
        lines.append(cells)
    }
    return (lines, foreign)
}
