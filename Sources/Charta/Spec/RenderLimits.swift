/// Hard bounds on the work one chart may ask for, so that hostile or mistaken input (a spec from a
/// user, a server request) gives a diagnostic naming the limit instead of a trap, a hang or gigabytes
/// of memory. The defaults are generous for real charts and protect the command line and servers;
/// an embedding app can raise or lower any of them.
///
/// Exceeding a limit that bounds *input* (rows, JSON, facets, bins, sequences, expressions) stops the
/// chart with an error diagnostic; exceeding a limit on *output size* (canvas, labels) shrinks the
/// output to the limit and warns.
public struct RenderLimits: Hashable, Sendable, Codable {
    /// Data rows in one layer, after every transform (imputation, folding, flattening, joins).
    public var rows: Int
    /// Marks drawn in the whole chart, counted in the finished scene after data reduction (each bar,
    /// point, rule or text, and each vertex of a line, an area or a custom symbol, counts once); a chart
    /// with more is refused.
    public var marks: Int
    /// Nodes in the scene (groups, shapes, paths, text).
    public var sceneNodes: Int
    /// The area in square points of the requested chart and of its plot (axes and legend add their margin); a
    /// larger chart is scaled down to fit, its longer side first.
    public var canvasPixels: Double
    /// Bins of one `bin` transform or discretizing scale.
    public var bins: Int
    /// Values one `sequence` generator or `extent`-style expansion may produce.
    public var sequenceLength: Int
    /// Nesting of JSON arrays and objects, of expressions, and of specs inside specs.
    public var nestingDepth: Int
    /// Bytes of one JSON spec or data file.
    public var jsonBytes: Int
    /// Characters of one label, title or text mark (longer text is cut with an ellipsis).
    public var labelLength: Int
    /// Evaluation steps of all the expressions of one spec together (`calculate`, `filter`, conditions,
    /// `labelExpr`, parameters, mark and encoding `expr`s): one step per expression node evaluated.
    public var expressionSteps: Int
    /// UTF-8 bytes of a string an expression builds (longer ones become null, with a warning).
    public var stringLength: Int
    /// Characters of a number or date format specifier (`format`, `timeFormat`, axis and legend
    /// formats); a longer one is refused with an error.
    public var formatLength: Int
    /// Cells of a faceted chart (rows × columns).
    public var facetCells: Int
    /// When to stop a render early (a deadline or a cancellation), if ever; not encoded.
    public var budget: RenderBudget? = nil

    private enum CodingKeys: String, CodingKey {
        case rows, marks, sceneNodes, canvasPixels, bins, sequenceLength, nestingDepth, jsonBytes, labelLength
        case expressionSteps, stringLength, formatLength, facetCells
    }

    /// Creates limits; every value defaults to ``default``'s.
    public init(
        rows: Int = 50_000_000, marks: Int = 50_000_000, sceneNodes: Int = 4_000_000,
        canvasPixels: Double = 100_000_000, bins: Int = 10_000, sequenceLength: Int = 2_000_000,
        nestingDepth: Int = 200, jsonBytes: Int = 256 << 20, labelLength: Int = 1_000,
        expressionSteps: Int = 50_000_000, stringLength: Int = 1 << 20, formatLength: Int = 1_000,
        facetCells: Int = 2_500
    ) {
        self.rows = rows
        self.marks = marks
        self.sceneNodes = sceneNodes
        self.canvasPixels = canvasPixels
        self.bins = bins
        self.sequenceLength = sequenceLength
        self.nestingDepth = nestingDepth
        self.jsonBytes = jsonBytes
        self.labelLength = labelLength
        self.expressionSteps = expressionSteps
        self.stringLength = stringLength
        self.formatLength = formatLength
        self.facetCells = facetCells
    }

    /// The defaults: 50 million rows and marks, 4 million scene nodes, 10⁸ square points of canvas,
    /// 10,000 bins, sequences of 2 million, nesting 200 deep, 256 MiB of JSON, labels of 1,000
    /// characters, 50 million expression steps, strings of 1 MiB, format specifiers of 1,000
    /// characters and 2,500 facet cells.
    public static let `default` = RenderLimits()
}

extension RenderLimits {
    /// Decodes limits; a limit the data does not name keeps its default, so settings saved before a
    /// limit existed still decode.
    public init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: RenderLimit.self)
        for limit in RenderLimit.allCases {
            if let value = try container.decodeIfPresent(Double.self, forKey: limit) { limit.set(value, in: &self) }
        }
    }
}

extension RenderLimit: CodingKey {}

/// One of the ``RenderLimits``, named in diagnostics.
public enum RenderLimit: String, Hashable, Sendable, CaseIterable, Codable {
    case rows, marks, sceneNodes, canvasPixels, bins, sequenceLength, nestingDepth, jsonBytes, labelLength
    case expressionSteps, stringLength, formatLength, facetCells

    /// Sets this limit in `limits` (counts are clamped to whole numbers from 0 to `Int.max`).
    public func set(_ value: Double, in limits: inout RenderLimits) {
        let count = Int(clamped: value.rounded(.down), to: 0...Int.max, nan: 0)
        switch self {
        case .rows: limits.rows = count
        case .marks: limits.marks = count
        case .sceneNodes: limits.sceneNodes = count
        case .canvasPixels: limits.canvasPixels = value.isNaN ? 0 : max(0, value)
        case .bins: limits.bins = max(1, count)
        case .sequenceLength: limits.sequenceLength = count
        case .nestingDepth: limits.nestingDepth = count
        case .jsonBytes: limits.jsonBytes = count
        case .labelLength: limits.labelLength = max(1, count)
        case .expressionSteps: limits.expressionSteps = count
        case .stringLength: limits.stringLength = count
        case .formatLength: limits.formatLength = count
        case .facetCells: limits.facetCells = count
        }
    }

    /// The limit's value in `limits`.
    public func value(in limits: RenderLimits) -> Double {
        switch self {
        case .rows: Double(limits.rows)
        case .marks: Double(limits.marks)
        case .sceneNodes: Double(limits.sceneNodes)
        case .canvasPixels: limits.canvasPixels
        case .bins: Double(limits.bins)
        case .sequenceLength: Double(limits.sequenceLength)
        case .nestingDepth: Double(limits.nestingDepth)
        case .jsonBytes: Double(limits.jsonBytes)
        case .labelLength: Double(limits.labelLength)
        case .expressionSteps: Double(limits.expressionSteps)
        case .stringLength: Double(limits.stringLength)
        case .formatLength: Double(limits.formatLength)
        case .facetCells: Double(limits.facetCells)
        }
    }
}
