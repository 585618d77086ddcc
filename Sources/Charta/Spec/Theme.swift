/// Colours and sizes that every chart element takes unless told otherwise.
public struct Theme: Hashable, Sendable {
    public var background: Color?
    /// Text: tick labels, titles, annotations.
    public var foreground: Color
    public var secondaryForeground: Color
    public var axisLine: Color
    public var grid: Color
    /// The colour of a single-series mark.
    public var accent: Color
    /// Colours for series, in order (hex `#rrggbb`).
    public var palette: [Color]
    public var font: Font
    public var titleFont: Font
    public var padding: EdgeInsets

    /// Creates a theme.
    public init(
        background: Color?, foreground: Color, secondaryForeground: Color, axisLine: Color, grid: Color, accent: Color,
        palette: [Color], font: Font = Font(size: 11), titleFont: Font = Font(size: 14, weight: .bold),
        padding: EdgeInsets = EdgeInsets(all: 8)
    ) {
        self.background = background
        self.foreground = foreground
        self.secondaryForeground = secondaryForeground
        self.axisLine = axisLine
        self.grid = grid
        self.accent = accent
        self.palette = palette
        self.font = font
        self.titleFont = titleFont
        self.padding = padding
    }

    /// The series palette of both built-in themes: the iOS system colours.
    public static let systemPalette: [Color] = [
        .systemBlue, .systemOrange, .systemGreen, .systemPink, .systemIndigo, .systemRed, .darkGray,
    ]

    /// Dark text on a white background.
    public static let light = Theme(
        background: .white, foreground: Color(r: 28, g: 28, b: 30), secondaryForeground: Color(r: 99, g: 99, b: 102),
        axisLine: Color(r: 142, g: 142, b: 147), grid: Color(r: 209, g: 209, b: 214), accent: .systemBlue,
        palette: systemPalette)

    /// White text on a near-black background.
    public static let dark = Theme(
        background: Color(r: 28, g: 28, b: 30), foreground: .white, secondaryForeground: Color(r: 174, g: 174, b: 178),
        axisLine: Color(r: 230, g: 230, b: 235), grid: Color(r: 142, g: 142, b: 147), accent: .systemOrange,
        palette: systemPalette)
}
