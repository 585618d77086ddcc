/// Colours for series: an explicit range, a named scheme, or the theme's palette, cycling. Resolved
/// once per chart, so that a chart of many series parses its colours once, not once per series.
struct ColorPalette {
    private let colors: [Color]

    init(scale: ScaleSpec?, theme: Theme) {
        if let range = scale?.range?.compactMap(Color.init(hex:)), !range.isEmpty {
            colors = range
        } else if let name = scale?.scheme, let scheme = ColorScheme.named(name),
            case let parsed = scheme.colors.compactMap(Color.init(hex:)), !parsed.isEmpty
        {
            colors = parsed
        } else {
            colors = theme.palette.isEmpty ? [theme.accent] : theme.palette
        }
    }

    /// The colour of the series at `index`.
    func color(at index: Int) -> Color { colors[index % colors.count] }
}
