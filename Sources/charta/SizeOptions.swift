import ArgumentParser

/// What `--width` and `--height` default to for one command, so that its help says so.
protocol SizeDefaults {
    /// The default width in points, in words.
    static var width: String { get }
    /// The default height in points, in words.
    static var height: String { get }
}

/// The output size and terminal colours, shared by `render` and `plot`; each names its own defaults
/// through its `SizeOptions`.
struct ChartSizeOptions<Defaults: SizeDefaults>: ParsableArguments {
    @Option(
        help:
            "The whole chart's width: points (default: \(Defaults.width)), or columns for terminal text (default: the terminal's width)."
    )
    var width: Double?

    @Option(
        help:
            "The whole chart's height: points (default: \(Defaults.height)), or rows for terminal text (default: the terminal's height less one row)."
    )
    var height: Double?

    @Option(
        name: .customLong("color-mode"),
        help: "Terminal text colours: auto (from NO_COLOR, TERM, COLORTERM; none in files), none, 16, 256 or truecolor."
    )
    var colorMode: ColorModeOption = .auto

    func validate() throws {
        if let width, !(width.isFinite && width > 0) { throw ValidationError("--width must be a positive number.") }
        if let height, !(height.isFinite && height > 0) { throw ValidationError("--height must be a positive number.") }
    }
}

extension RenderCommand {
    /// A spec's own size, else Vega-Lite's default view.
    enum SizeDefault: SizeDefaults {
        static let width = "the size the spec gives, else Vega-Lite's default"
        static let height = "the size the spec gives, else Vega-Lite's default"
    }

    typealias SizeOptions = ChartSizeOptions<SizeDefault>
}

extension PlotCommand {
    /// Charta's default chart size, 400 × 300 points.
    enum SizeDefault: SizeDefaults {
        static let width = "400"
        static let height = "300"
    }

    typealias SizeOptions = ChartSizeOptions<SizeDefault>
}
