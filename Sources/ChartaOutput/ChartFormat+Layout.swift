import Charta

extension ChartFormat {
    /// Lays `chart` out as this format draws it, at the settings' size: in cells of terminal text for
    /// ``terminal`` (80 × 24 unless given), in points for the others (the spec's size unless given).
    public func layout(_ chart: ChartSpec, settings: OutputSettings = OutputSettings()) -> LaidOutChart {
        guard self == .terminal else {
            let spec = chart.sized(width: settings.width, height: settings.height)
            return LaidOutChart(spec: spec, rendered: ChartLayout.render(spec))
        }
        return TerminalLayout.layout(
            chart, columns: TerminalLayout.cells(settings.width, fallback: 80),
            rows: TerminalLayout.cells(settings.height, fallback: 24), growing: settings.growsToFitLabels)
    }
}
