import Charta
import ChartaExamples
import ChartaTerminal
import Foundation

/// The gallery's terminal pictures: every reference chart as plain text and as text with 256-colour
/// escape sequences, laid out in cells.
enum GalleryText {
    /// The size of the pictures in cells.
    static let columns = 80
    static let rows = 24

    /// The entry drawn in `columns × rows` cells, in its state, in `mode`.
    static func render(_ entry: Gallery.Entry, mode: TerminalColorMode, columns: Int = columns, rows: Int = rows)
        -> String
    {
        let measurer = CellTextMeasurer()
        let size = measurer.size(columns: columns, rows: rows)
        var sized = entry
        sized.chart = entry.chart.frame(width: size.width, height: size.height)
        if let chartForState = entry.chartForState {
            sized.chartForState = { @Sendable state in
                chartForState(state).frame(width: size.width, height: size.height)
            }
        }
        return TerminalRenderer(colorMode: mode, cellSize: measurer.cellSize).render(
            sized.render(measurer: measurer).scene)
    }

    /// Writes `NAME.txt` (plain) and `NAME.ansi.txt` (24-bit colour) into `folder`.
    static func write(_ entry: Gallery.Entry, to folder: URL) throws {
        let plain = render(entry, mode: .none)
        try Data(plain.utf8).write(to: folder.appendingPathComponent("\(entry.name).txt"))
        let ansi = render(entry, mode: .trueColor)
        try Data(ansi.utf8).write(to: folder.appendingPathComponent("\(entry.name).ansi.txt"))
    }
}
