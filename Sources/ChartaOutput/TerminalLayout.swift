import Charta
import ChartaTerminal

/// Layout for terminal text: the chart measured in cells of a ``CellTextMeasurer``, so that text sits
/// in whole cells.
enum TerminalLayout {
    /// The most columns or rows a chart is drawn in.
    static let maximumCells = 10_000

    /// The chart laid out in `columns × rows` cells (each clamped to 1…10,000). With `growing`, a chart
    /// whose category labels do not all fit is given the rows they need, up to four times.
    static func layout(_ spec: ChartSpec, columns: Int, rows: Int, growing: Bool) -> LaidOutChart {
        let measurer = CellTextMeasurer()
        let columns = clamped(columns)
        var rows = clamped(rows)
        func render() -> RenderedChart {
            ChartLayout.render(spec, size: measurer.size(columns: columns, rows: rows), measurer: measurer)
        }
        var rendered = render()
        var grown = false
        for _ in 0..<4 {
            guard growing, rows < maximumCells, let missing = labelsLeftOut(rendered) else { break }
            rows = min(maximumCells, rows + missing + 1)
            grown = true
            rendered = render()
        }
        var chart = LaidOutChart(spec: spec, rendered: rendered)
        chart.grewToFitLabels = grown
        return chart
    }

    /// The most category labels an axis or legend of the chart left out, nil when none was.
    static func labelsLeftOut(_ rendered: RenderedChart) -> Int? {
        rendered.diagnostics.lazy.compactMap { d -> Int? in
            if case .labelsLeftOut(_, let shown, let total) = d.kind { total - shown } else { nil }
        }.max()
    }

    /// Cells, at least 1 and at most ``maximumCells``.
    static func clamped(_ cells: Int) -> Int { min(maximumCells, max(1, cells)) }

    /// Cells for a size in the settings (columns or rows), or `fallback` when none is given.
    static func cells(_ value: Double?, fallback: Int) -> Int {
        guard let value, value.isFinite else { return fallback }
        return clamped(Int(value.rounded()))
    }
}
