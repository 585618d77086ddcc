import Charta

/// Vega-Lite's default look as a Charta theme: black text, grey axes (#888) and grids (#ddd), the
/// tableau10 palette with #4c78a8 for single-series marks, 10-point labels and 13-point bold titles, in
/// DejaVu Sans (``Font/dejaVuFamily``): Vega's `sans-serif` as Linux resolves it, which the layout then
/// measures as Vega did.
enum VLTheme {
    static let accent = Color(r: 0x4C, g: 0x78, b: 0xA8)

    /// Labels: 10-point DejaVu Sans.
    static let font = Font(family: Font.dejaVuFamily, size: 10)
    /// Titles: 13-point DejaVu Sans Bold.
    static let titleFont = Font(family: Font.dejaVuFamily, size: 13, weight: .bold)

    /// A legend as Vega draws it: 18 points from the plot (Vega's legend `offset`), its title in
    /// 11-point bold (`titleFontSize`).
    static func styled(_ legend: LegendSpec) -> LegendSpec {
        var legend = legend
        legend.offset = legend.offset ?? 18
        legend.titleFontSize = legend.titleFontSize ?? 11
        return legend
    }

    static var tableau10: [Color] { ColorScheme.tableau10.colors.compactMap(Color.init(hex:)) }

    /// The light theme Vega-Lite draws with.
    static let light = Theme(
        background: .white, foreground: .black, secondaryForeground: .black, axisLine: Color(r: 136, g: 136, b: 136),
        grid: Color(r: 221, g: 221, b: 221), accent: accent, palette: tableau10, font: font,
        titleFont: titleFont, padding: EdgeInsets(all: 5))

    /// Charta's dark theme with Vega-Lite's palette and sizes.
    static let dark = Theme(
        background: Theme.dark.background, foreground: Theme.dark.foreground,
        secondaryForeground: Theme.dark.secondaryForeground, axisLine: Theme.dark.axisLine, grid: Theme.dark.grid,
        accent: accent, palette: tableau10, font: font, titleFont: titleFont,
        padding: EdgeInsets(all: 5))

    /// Vega's continuous “blues” (vega-scale `palettes.js`): it starts at a light blue, where
    /// d3-scale-chromatic's, Charta's own, starts near white.
    static let blues = ColorScheme(
        name: "blues", kind: .sequential,
        colors: [
            "#cfe1f2", "#bed8ec", "#a8cee5", "#8fc1de", "#74b2d7", "#5ba3cf", "#4592c6", "#3181bd", "#206fb2",
            "#125ca4", "#0a4a90",
        ])

    /// The colour scheme a Vega-Lite spec names: Vega's own where it differs from Charta's; nil for a
    /// name neither knows.
    static func scheme(named name: String) -> ColorScheme? {
        name == blues.name ? blues : ColorScheme.named(name)
    }

    /// The continuous scheme a colour field asks for: its named scheme, else Vega-Lite's default blues
    /// (an unknown name is reported once by ``VLCompiler/warnUnknownScheme(_:)``).
    static func sequentialScheme(_ def: VLFieldDef) -> ColorScheme {
        def.schemeName.flatMap(scheme(named:)) ?? blues
    }
}

extension VLFieldDef {
    /// The colour scheme named by `scale.scheme`, given as a name or as `{"name": …}`.
    var schemeName: String? {
        let node = scale?["scheme"]
        return node?.value.string ?? node?["name"]?.value.string
    }
}

extension VLTheme {
    /// Vega-Lite's headers: `labelPadding` 10 from the cells, the title 20 from the labels (Vega's
    /// title offset of 10 in the grid and the title's own offset of 10), row labels reading upwards.
    static let facetHeaders = FacetHeaders(
        labelPadding: 10, titlePadding: 20, fontBands: true, uprightRowLabels: true)
}
