/// Why a chart could not be written in a format.
public enum OutputError: Error, Sendable, Equatable {
    /// The format is not available in this build (PNG and PDF without the `Cairo` trait).
    case unavailable(ChartFormat)
    /// The scene could not be encoded as JSON.
    case sceneNotEncodable
    /// Cairo could not draw the chart in the format (PNG or PDF, or an animated PNG).
    case rasterFailed(ChartFormat)

    /// A sentence for people.
    public var message: String {
        switch self {
        case .unavailable(let format):
            "\(format.rawValue.uppercased()) output needs a build with the Cairo trait"
        case .sceneNotEncodable:
            "the scene could not be encoded"
        case .rasterFailed(let format):
            "cairo could not draw the chart as \(format.rawValue.uppercased())"
        }
    }
}
