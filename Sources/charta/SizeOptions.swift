import ArgumentParser

/// The output size and terminal colours, shared by `render` and `plot`.
struct SizeOptions: ParsableArguments {
    @Option(
        help:
            "The whole chart's width in points (default: the spec's size); columns for terminal text (default: the terminal's)."
    )
    var width: Double?

    @Option(help: "The whole chart's height in points; rows for terminal text.")
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
