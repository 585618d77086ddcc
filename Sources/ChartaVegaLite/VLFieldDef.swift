import Charta

/// An aggregate operation of a field definition.
enum VLAggregate: Hashable, Sendable {
    /// A named operation: count, sum, mean, median, min, max, distinct, valid, missing, product,
    /// variance, stdev, q1, q3.
    case op(String)
    /// The value of the field in the row where `other` is smallest (`{"argmin": "other"}`).
    case argmin(String)
    case argmax(String)
    /// Exponential moving average with this weight, in group order (`{"exponential": 0.5}`).
    case exponential(Double)

    /// Whether the result is a number (argmin/argmax return the field's own values).
    var isNumeric: Bool {
        switch self {
        case .op, .exponential: true
        case .argmin, .argmax: false
        }
    }

    /// Whether the operation counts the field's values rather than reading them as numbers
    /// (`count`, `valid`, `missing`, `distinct`), so the field keeps its raw values.
    var countsValues: Bool {
        if case .op(let op) = self { return ["count", "valid", "missing", "distinct"].contains(op) }
        return false
    }

    /// The operation's name in titles (“Sum of b”), as Vega-Lite writes it.
    var titleName: String {
        switch self {
        case .op(let op):
            switch op {
            case "average": "Average"
            case "count": "Count"
            case "distinct": "Distinct"
            case "stdev": "Stdev"
            case "q1": "Q1"
            case "q3": "Q3"
            default: op.prefix(1).uppercased() + op.dropFirst()
            }
        case .argmin: "Argmin"
        case .argmax: "Argmax"
        case .exponential: "Exponential"
        }
    }
}

/// A title as the spec gives it: not given (use the default), `null` (none), or text.
enum VLTitle: Hashable, Sendable {
    case unset
    case none
    case text(String)
}

/// One channel definition of an `encoding` (a field, a datum or a constant value, with its scale,
/// axis and legend settings), as read from the spec.
struct VLFieldDef: Sendable {
    var node: JSONNode
    var channel: VLChannel
    var field: VLFieldPath?
    var type: MeasureType?
    var aggregate: VLAggregate?
    /// `bin: true` or bin parameters; `binned` when the data is already binned.
    var bin: JSONNode?
    var binned = false
    var timeUnit: VLTimeUnit?
    var value: JSONValue?
    var datum: JSONValue?
    var title = VLTitle.unset
    /// How a discrete scale on the channel orders its values; nil when the spec does not say.
    var sort: VLSort?
    var stack: JSONNode?
    var scale: JSONNode?
    var axis: JSONNode?
    var legend: JSONNode?
    var format: String?
    var impute: JSONNode?
    var condition: JSONNode?
    var bandPosition: Double?

    init(node: JSONNode, channel: VLChannel) {
        self.node = node
        self.channel = channel
    }

    var hasField: Bool { field != nil || aggregate == .op("count") }
    /// Whether the channel puts data on its scale: a field, or a `datum`.
    var encodesData: Bool { hasField || datum != nil }
    /// Whether the channel's scale was turned off (`"scale": null`).
    var scaleDisabled: Bool { scale?.isNull == true }
    var axisDisabled: Bool { axis?.isNull == true }
    var legendDisabled: Bool { legend?.isNull == true }
    var isBinned: Bool { bin != nil && !(bin?.value == .bool(false)) }
    /// Whether the aggregate counts the field's values (`distinct`, `valid`, …) instead of reading numbers.
    var countsValues: Bool { aggregate?.countsValues == true }

    /// The measurement type, with Vega-Lite's defaults when the spec leaves it out.
    var measure: MeasureType { type ?? .nominal }

    var isContinuous: Bool { measure == .quantitative || measure == .temporal }
}
