import ArgumentParser
import ChartaTerminal
import Foundation

/// Terminal text output of the command line: the size and colours of the terminal, read here from the
/// environment and handed to ChartaOutput as values.
enum TerminalOutput {
    /// The size of the terminal on standard output (TIOCGWINSZ), else `COLUMNS` and `LINES`, else 80 × 24.
    static func size() -> (columns: Int, rows: Int) {
        var window = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        let environment = ProcessInfo.processInfo.environment
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
        let rows = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 24
        return (columns, rows)
    }

    /// The cells to draw in: `--width`/`--height` when given, else the terminal's size, one row short so
    /// the prompt after the chart does not scroll its first line away.
    static func cells(width: Double?, height: Double?) -> (columns: Int, rows: Int) {
        let terminal = size()
        let columns = width.map { Int($0.rounded()) } ?? terminal.columns
        let rows = height.map { Int($0.rounded()) } ?? max(3, terminal.rows - 1)
        return (min(10_000, max(1, columns)), min(10_000, max(1, rows)))
    }

    /// Whether standard output is a terminal.
    static var stdoutIsTerminal: Bool { isatty(1) == 1 }
}

/// `--color-mode`: how terminal output is coloured.
enum ColorModeOption: String, ExpressibleByArgument, CaseIterable {
    case auto, none
    case ansi16 = "16"
    case ansi256 = "256"
    case truecolor

    /// The mode for output to a terminal (`toTerminal`) or a file; `auto` follows `NO_COLOR`, `TERM` and
    /// `COLORTERM` for a terminal and writes plain text to files and pipes.
    func resolve(toTerminal: Bool) -> TerminalColorMode {
        switch self {
        case .auto:
            TerminalColorMode.detect(environment: ProcessInfo.processInfo.environment, isTerminal: toTerminal)
        case .none: .none
        case .ansi16: .ansi16
        case .ansi256: .ansi256
        case .truecolor: .trueColor
        }
    }
}
