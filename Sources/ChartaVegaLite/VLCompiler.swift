import Charta
import Foundation

/// The working state of one Vega-Lite compilation: the options, the merged config and the diagnostics
/// found so far. Its extensions read each part of the spec (`VLCompiler+Data`, `+Encoding`, …).
struct VLCompiler {
    let options: VegaLiteReader.Options
    let baseURL: URL?
    var diagnostics: [Diagnostic] = []
    var config = VLConfig(JSONNode(.object(JSONObject()), path: "config"))
    /// The values of the spec's parameters (`params` with a `value` or an `expr`), for expressions.
    var params: [String: VLExprValue] = [:]
    /// The evaluation steps all the spec's expressions have spent, and what they had to cut.
    var tally: VLExprTally
    /// The limits the tally has met that have been reported (each once).
    var reportedTally: Set<RenderLimit> = []
    /// The top-level `datasets`, for data given by name.
    var datasets: JSONNode?
    /// The selection parameters seen so far, by name.
    var selections: [String: VLSelection] = [:]
    /// The selections declared anywhere in the spec without an initial value: a view compiled before the
    /// one that declares such a selection tests it empty.
    var emptySelections: Set<String> = []
    /// The selections declared anywhere with a `value`, for views compiled before the one declaring them.
    var laterSelections: [String: VLSelection] = [:]
    /// The paints that colour each field over the whole spec (``colorPaints(_:color:)``), for legends.
    var legendPaints: [String: Set<VLPaint>] = [:]
    /// The fields that a quantitative size encodes anywhere in the spec, for merged legends.
    var legendSizeFields: Set<String> = []
    /// The selection parameters for interactive output, by name.
    var paramSelectionsByName: [String: ParamSelection] = [:]
    /// Every field a selection seen so far compares, for interactive output.
    var comparedFields: [String] = []
    /// The selections a `filter` uses (interactive output does not dim for them).
    var filteredSelections: Set<String> = []
    /// Whether the render budget ran out (see ``stopped(atRow:)``).
    /// What the view being compiled gathers; each view starts with a fresh one.
    var view = VLViewState()
    var isStopped = false
    /// The data files read so far, each as it was just before it was read.
    var dataFilesRead: [VegaLiteReader.DataFileStamp] = []

    init(options: VegaLiteReader.Options, baseURL: URL?) {
        self.options = options
        self.baseURL = baseURL
        tally = VLExprTally(options.limits)
    }

    /// The bounds on the work the spec may ask for.
    var limits: RenderLimits { options.limits }

    /// The scope an expression runs in for one row.
    func scope(_ datum: VLExprValue) -> VLExprScope {
        VLExprScope(datum: datum, timeZone: options.timeZone, params: params)
    }

    /// Reads the top-level `params` that hold values (not selections).
    mutating func readParams(_ node: JSONNode?) {
        for p in node?.elements ?? [] {
            guard let name = p["name"]?.value.string, p["select"] == nil else { continue }
            if let v = p["value"] {
                params[name] = VLExprValue(v.value)
            } else if let expr = p["expr"], let text = expr.value.string,
                case .success(let e) = VLExpression.parse(text, maxDepth: limits.nestingDepth)
            {
                params[name] = evaluate(e, .object([:]), at: expr.path)
            } else if p["expr"] == nil {
                // A parameter without a value (a checkbox not yet ticked) is undefined, which tests false.
                params[name] = .null
            }
        }
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Whether compiling should stop because the render budget ran out: checked at stage boundaries and
    /// every ``RenderBudget/checkInterval`` rows of per-row loops. The first stop records the budget's error.
    mutating func stopped(atRow row: Int = 0) -> Bool {
        stopped(when: limits.budget.shouldStop(atRow: row))
    }

    /// Whether compiling should stop, asked once for a group of rows (see ``RenderBudget/shouldStop(atAnyOf:)``).
    mutating func stopped(atAnyOf rows: [Int]) -> Bool {
        stopped(when: !isStopped && limits.budget.shouldStop(atAnyOf: rows))
    }

    private mutating func stopped(when exhausted: Bool) -> Bool {
        if isStopped { return true }
        guard exhausted, let budget = limits.budget else { return false }
        isStopped = true
        diagnostics.append(budget.diagnostic)
        return true
    }

    // MARK: - Diagnostics

    mutating func warnUnsupported(_ what: String, at path: String) {
        diagnostics.append(Diagnostic(.unsupported(VLCompiler.short(what)), severity: .warning, path: path))
    }

    mutating func warn(_ message: String, at path: String) {
        diagnostics.append(Diagnostic(.invalid(VLCompiler.short(message)), severity: .warning, path: path))
    }

    mutating func fail(_ message: String, at path: String) {
        diagnostics.append(Diagnostic(.invalid(VLCompiler.short(message)), severity: .error, path: path))
    }

    /// A message cut in the middle when it quotes a long piece of the input, so that a diagnostic stays
    /// readable (and small) whatever the spec holds.
    static func short(_ message: String, limit: Int = 300) -> String {
        guard message.count > limit else { return message }
        return String(message.prefix(limit * 2 / 3)) + " … " + String(message.suffix(limit / 3))
    }

    /// An error naming the render limit the spec exceeds.
    mutating func exceeded(_ limit: RenderLimit, amount: Double?, at path: String) {
        diagnostics.append(
            Diagnostic(
                .limitExceeded(limit, limit: limit.value(in: limits), amount: amount), severity: .error, path: path))
    }

    mutating func wrongType(_ node: JSONNode, expected: String) {
        fail("Expected \(expected) but found \(node.value.typeName).", at: node.path)
    }

    // MARK: - Typed access (a wrong type is an error naming the path)

    mutating func string(_ node: JSONNode?) -> String? {
        guard let node else { return nil }
        if case .string(let s) = node.value { return s }
        wrongType(node, expected: "a string")
        return nil
    }

    mutating func number(_ node: JSONNode?) -> Double? {
        guard let node else { return nil }
        if case .number(let d) = node.value { return d }
        wrongType(node, expected: "a number")
        return nil
    }

    mutating func bool(_ node: JSONNode?) -> Bool? {
        guard let node else { return nil }
        if case .bool(let b) = node.value { return b }
        wrongType(node, expected: "true or false")
        return nil
    }

    /// The node when it is an object; an error otherwise.
    mutating func object(_ node: JSONNode?) -> JSONNode? {
        guard let node else { return nil }
        if case .object = node.value { return node }
        wrongType(node, expected: "an object")
        return nil
    }

    /// The elements when the node is an array; an error otherwise.
    mutating func array(_ node: JSONNode?) -> [JSONNode]? {
        guard let node else { return nil }
        if case .array = node.value { return node.elements }
        wrongType(node, expected: "an array")
        return nil
    }

    /// A number, or a signal `{"expr": "…"}` whose expression is a plain number literal.
    mutating func numberOrExpr(_ node: JSONNode?) -> Double? {
        guard let node else { return nil }
        if let expr = node["expr"]?.value.string {
            if let d = Double(expr.trimmingCharacters(in: .whitespaces)) { return d }
            warnUnsupported("The expression “\(expr)”", at: node.path)
            return nil
        }
        return number(node)
    }
}
