import ChartaTerminal

/// How a chart is drawn in its format: its size, the pixel density of PNG, the colours of terminal
/// text and the moment of its entry animation.
public struct OutputSettings: Sendable, Equatable {
    /// The whole chart's width: points, or columns for terminal text (nil: the spec's width, or 80
    /// columns).
    public var width: Double?
    /// The whole chart's height: points, or rows for terminal text (nil: the spec's height, or 24 rows).
    public var height: Double?
    /// Pixels per point of PNG output.
    public var scale: Double
    /// How terminal text is coloured.
    public var colorMode: TerminalColorMode
    /// Draw the entry animation's frame at this time (0…1) instead of the final chart.
    public var entryTime: Double?
    /// Terminal text: give a chart whose category labels do not all fit the rows they need (as YouPlot
    /// prints a row a bar), dropping the blank rows left under it.
    public var growsToFitLabels: Bool
    /// PNG and PDF: the folder that pictures with a relative address are read from (a chart file's
    /// own folder); nil draws no pictures from files, as a server that reads no files wants.
    public var imageDirectory: String?

    /// Creates settings; the defaults draw the chart at its own size, one pixel a point, uncoloured.
    public init(
        width: Double? = nil, height: Double? = nil, scale: Double = 1, colorMode: TerminalColorMode = .none,
        entryTime: Double? = nil, growsToFitLabels: Bool = false, imageDirectory: String? = nil
    ) {
        self.imageDirectory = imageDirectory
        self.width = width
        self.height = height
        self.scale = scale
        self.colorMode = colorMode
        self.entryTime = entryTime
        self.growsToFitLabels = growsToFitLabels
    }
}
