/// The version of the Charta library and command line.
public enum ChartaVersion {
    /// The current version string.
    public static let current = "0.1.0"
}
