/// Colours for series: an explicit range, a named scheme, or the theme's palette, cycling.
enum ColorPalette {
    static func color(at index: Int, scale: ScaleSpec?, theme: Theme) -> Color {
        if let range = scale?.range?.compactMap(Color.init(hex:)), !range.isEmpty {
            return range[index % range.count]
        }
        if let name = scale?.scheme, let scheme = ColorScheme.named(name) {
            let colors = scheme.colors.compactMap(Color.init(hex:))
            if !colors.isEmpty { return colors[index % colors.count] }
        }
        return theme.palette.isEmpty ? theme.accent : theme.palette[index % theme.palette.count]
    }
}
