/// How lines drawn by a category look (Swift Charts' `chartLineStyleScale`, Vega-Lite's `strokeDash`
/// range): the categories in order and a stroke for each.
public struct LineStyleScale: Hashable, Sendable {
    /// A line's stroke: its width (nil: the mark's), dash pattern and cap (nil: the mark's).
    public struct Stroke: Hashable, Sendable {
        public var lineWidth: Double?
        public var dash: [Double]
        public var lineCap: LineCap?

        /// Creates a stroke.
        public init(lineWidth: Double? = nil, dash: [Double] = [], lineCap: LineCap? = nil) {
            self.lineWidth = lineWidth
            self.dash = dash
            self.lineCap = lineCap
        }
    }

    /// The categories, by their labels as category scales write them, in the legend's order; categories
    /// not listed follow in the order the data first shows them.
    public var domain: [String]
    /// A stroke per category of the domain, repeating when fewer; empty for ``defaultDashes``.
    public var range: [Stroke]

    /// Creates a scale.
    public init(domain: [String] = [], range: [Stroke] = []) {
        self.domain = domain
        self.range = range
    }

    /// Vega's default dash patterns for categories (solid, then dashed and dotted ones).
    public static let defaultDashes: [[Double]] = [[], [4, 2], [2, 1], [1, 1], [1, 2, 4, 2]]
}
