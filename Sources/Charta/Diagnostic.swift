/// A problem Charta noticed while building a chart. Diagnostics are values: Charta never prints or traps;
/// it returns them beside the chart so a host, a test or the command line can show them.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case warning, error

        public static func < (l: Severity, r: Severity) -> Bool { l == .warning && r == .error }
    }

    public var severity: Severity
    public var kind: DiagnosticKind
    /// Where in the input the problem is: a JSON path such as `encoding.x.field` for Vega-Lite input,
    /// or ``wholeInput`` when the problem is about all of it (an empty chart, a render limit).
    public var path: String?
    /// The 1-based line of the input where ``path`` starts, when the input is text and the reader found it.
    public var line: Int? = nil
    /// The 1-based column on ``line`` of a place that has no path (a JSON syntax error).
    public var column: Int? = nil

    /// The path of a diagnostic about the input as a whole: `$`, the root of a JSONPath.
    public static let wholeInput = "$"

    /// Creates a diagnostic; without a path it is about the input as a whole.
    public init(_ kind: DiagnosticKind, severity: Severity = .warning, path: String? = Diagnostic.wholeInput) {
        self.kind = kind
        self.severity = severity
        self.path = path
    }

    /// `warning: <message>`, `error at <path> (line <n>): <message>`, or for a place without a path
    /// `error at line <n>, column <c>: <message>`.
    public var description: String {
        let place =
            if let line, let column, path == nil {
                " at line \(line), column \(column)"
            } else {
                (path.flatMap { $0.isEmpty ? nil : " at \($0)" } ?? "") + (line.map { " (line \($0))" } ?? "")
            }
        return "\(severity.rawValue)\(place): \(kind.message)"
    }
}

/// What a ``Diagnostic`` is about. Every message is written here, in one place.
public enum DiagnosticKind: Hashable, Sendable {
    case nonFiniteValuesSkipped(column: String, count: Int)
    case emptyData
    case missingColumn(String)
    case logDomainNotPositive(channel: Channel)
    case unsupported(String)
    case invalid(String)
    /// The input is not JSON; the reader's words for why (the place is the diagnostic's line and column).
    case notJSON(String)
    /// A name that is not valid where it is written (`what`: “property”, “channel”, “mark”, “type”…),
    /// with the nearest valid name when one is close, and the valid names when they are few.
    case unknownName(String, name: String, suggestion: String?, expected: [String] = [])
    case compile(ChartaError)
    /// Input asked for more than a ``RenderLimits`` value allows (`amount` is what it asked for, when known).
    case limitExceeded(RenderLimit, limit: Double, amount: Double?)
    /// The render was stopped before it finished because its ``RenderBudget`` ran out (`reason` names it).
    case stopped(String)
    /// A view asked for a named colour that no asset catalogue or palette holds; it is drawn grey.
    case unknownColorName(String)
    /// A view showed an image that Charta draws as a placeholder (SF Symbols and asset images).
    case placeholderImage(String)
    /// An interactive page would hold more states than its limit; the rest are left out.
    case tooManyStates(limit: Int)
    /// A category axis drawn in too few cells shows only `shown` of its `total` labels.
    case labelsLeftOut(channel: Channel, shown: Int, total: Int)

    /// A readable sentence for people.
    public var message: String {
        switch self {
        case .nonFiniteValuesSkipped(let column, let count):
            "\(count) value\(count == 1 ? "" : "s") in “\(column)” \(count == 1 ? "is" : "are") not finite and "
                + "\(count == 1 ? "was" : "were") skipped."
        case .emptyData:
            "The chart has no data to draw."
        case .missingColumn(let name):
            "No column named “\(name)” in the data; the channel is ignored."
        case .logDomainNotPositive(let channel):
            "The \(channel.rawValue) scale is logarithmic but its domain includes zero or spans both signs; "
                + "values that cannot be placed are skipped."
        case .unsupported(let what):
            "\(what) is not supported and was ignored."
        case .invalid(let what):
            what
        case .notJSON(let why):
            "The spec is not valid JSON: \(why)."
        case .unknownName(let what, let name, let suggestion, let expected):
            "Unknown \(what) “\(name)”." + (suggestion.map { " Did you mean “\($0)”?" } ?? "")
                + (expected.isEmpty ? "" : " Expected one of: \(expected.joined(separator: ", ")).")
        case .compile(let error):
            error.description
        case .limitExceeded(let which, let limit, let amount):
            "The chart exceeds the render limit “\(which.rawValue)” of \(DiagnosticKind.figure(limit))"
                + (amount.map { " (it asks for \(DiagnosticKind.figure($0)))" } ?? "") + "."
        case .stopped(let reason):
            "The render was stopped: it ran past \(reason)."
        case .unknownColorName(let name):
            "No colour named “\(name)” in an asset catalogue or registered palette; it is drawn grey."
        case .placeholderImage(let name):
            "The image “\(name)” is drawn as a placeholder circle."
        case .tooManyStates(let limit):
            "The view has more than \(limit) states; the page holds the first \(limit)."
        case .labelsLeftOut(let channel, let shown, let total):
            "Only \(shown) of the \(total) category labels on \(channel.rawValue) fit in the space given; "
                + "give the chart more rows or columns to show them all."
        }
    }

    /// A whole number without exponent when it is one, else the shortest decimal.
    static func figure(_ v: Double) -> String {
        Int(checked: v, in: -(1 << 53)...(1 << 53)).map { Double($0) == v ? String($0) : "\(v)" } ?? "\(v)"
    }
}
