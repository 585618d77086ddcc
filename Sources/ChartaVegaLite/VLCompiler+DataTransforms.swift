import Charta
import Foundation

/// A row test of a filter or condition; expressions in it spend steps from the tally.
typealias VLRowTest = (VLExprValue, inout VLExprTally) -> Bool

/// The spec's `transform` array, applied to the rows in order. Each step is named by one member; where
/// a step has several transform names (`density` with `extent`), the first of ``transformOrder`` wins.
extension VLCompiler {
    /// The transforms Charta applies, in the order their names are looked for in a step.
    static let transformOrder = [
        "filter", "calculate", "fold", "aggregate", "joinaggregate", "window", "stack", "bin", "timeUnit", "lookup",
        "density", "quantile", "loess", "regression", "pivot", "impute", "flatten", "extent",
    ]

    mutating func applyTransforms(_ steps: [JSONNode], to rows: [JSONValue]) -> [JSONValue] {
        var rows = rows
        for step in steps {
            if stopped() { return [] }
            guard let t = object(step) else { continue }
            guard let name = VLCompiler.transformOrder.first(where: { t[$0] != nil }) else {
                unknownTransform(t)
                continue
            }
            // A step that ran out of a limit ends the transforms: the chart is not drawn.
            guard let next = transform(name, t, rows: rows) else { return [] }
            rows = next
        }
        // A transform that stopped inside its loops may have handed back its input unchanged.
        return isStopped ? [] : rows
    }

    /// The rows after one step, nil when a limit ran out.
    private mutating func transform(_ name: String, _ t: JSONNode, rows: [JSONValue]) -> [JSONValue]? {
        switch name {
        case "filter": return filterTransform(t, rows: rows)
        case "calculate": return calculateTransform(t, rows: rows)
        case "fold": return foldTransform(t, rows: rows)
        case "aggregate", "joinaggregate": return aggregateTransform(t, rows: rows)
        case "window": return windowTransform(t, rows: rows)
        case "stack": return stackTransform(t, rows: rows)
        case "bin": return binTransform(t, rows: rows)
        case "timeUnit": return timeUnitTransform(t, rows: rows)
        case "lookup": return t["lookup"].map { lookupTransform(t, field: $0, rows: rows) }
        case "density": return densityTransform(t, rows: rows)
        case "quantile": return quantileTransform(t, rows: rows)
        case "loess": return loessTransform(t, rows: rows)
        case "regression": return regressionTransform(t, rows: rows)
        case "pivot": return pivotTransform(t, rows: rows)
        case "impute": return imputeTransform(t, rows: rows)
        case "flatten": return flattenTransform(t, rows: rows)
        default:
            if let field = t["extent"] { extentTransform(field, param: t["param"], rows: rows) }
            return rows
        }
    }

    /// A step that names no transform Charta applies: a misspelt name, or one Charta does not support.
    private mutating func unknownTransform(_ t: JSONNode) {
        if !t.keys.contains(where: VLSchema.transforms.contains), let first = t.keys.first {
            // No member names a transform: the one nearest to a transform's name is the misspelt one.
            let name = t.keys.first { NameSuggestion.closest(to: $0, in: VLSchema.transforms) != nil } ?? first
            unknownName("transform", name, in: VLSchema.transforms, at: JSONNode.join(t.path, name))
        } else if let name = t.keys.first(where: VLSchema.transforms.contains) {
            warnUnsupported("The transform “\(name)”", at: t.path)
        }
    }

    func setting(_ row: JSONValue, _ key: String, _ value: JSONValue) -> JSONValue {
        setting(row, [(key, value)])
    }

    /// The row with several fields set at once (one copy of the row, not one per field).
    func setting(_ row: JSONValue, _ fields: [(String, JSONValue)]) -> JSONValue {
        guard case .object(var o) = row else { return row }
        for (key, value) in fields { o[key] = value }
        return .object(o)
    }

    /// A JSON value for an expression result (dates as JavaScript timestamps).
    static func json(_ v: VLExprValue) -> JSONValue {
        switch v {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let d): d.isFinite ? .number(d) : .null
        case .string(let s): .string(s)
        case .date(let d): .number(d * 1000)
        case .array(let a): .array(a.map(json))
        case .object(let o): .object(JSONObject(o.sorted { $0.key < $1.key }.map { ($0.key, json($0.value)) }))
        }
    }

    /// Evaluates `e` for `datum` on the spec's shared ``tally`` and reports the limits it met.
    mutating func evaluate(_ e: VLExpression, _ datum: VLExprValue, at path: String) -> VLExprValue {
        let v = e.evaluate(scope(datum), &tally)
        reportTally(at: path)
        return v
    }

    /// Reports, once each, what the ``tally`` newly ran into: an error when expressions passed the
    /// `expressionSteps` limit (false then: the spec asks too much), a warning when strings were cut at
    /// `stringLength` or format specifiers refused at `formatLength`.
    @discardableResult
    mutating func reportTally(at path: String) -> Bool {
        let met: [(RenderLimit, Bool)] = [
            (.stringLength, tally.stringsCut > 0), (.formatLength, tally.formatsRefused > 0),
            (.expressionSteps, tally.exhausted),
        ]
        for (limit, hit) in met where hit && reportedTally.insert(limit).inserted {
            diagnostics.append(
                Diagnostic(
                    .limitExceeded(limit, limit: limit.value(in: limits), amount: nil),
                    severity: limit == .expressionSteps ? .error : .warning, path: path))
        }
        return !tally.exhausted
    }

    mutating func expression(_ text: String, at path: String) -> VLExpression? {
        switch VLExpression.parse(text, maxDepth: limits.nestingDepth) {
        case .success(let e): return e
        case .failure(let error):
            warnUnsupported("The expression “\(text)” (\(error.message))", at: path)
            return nil
        }
    }

    /// A row test from a filter: an expression, a field predicate, or `and`/`or`/`not` of them.
    mutating func predicate(_ node: JSONNode) -> VLRowTest? {
        let zone = options.timeZone
        let params = self.params
        if let text = node.value.string {
            guard let e = expression(text, at: node.path) else { return nil }
            return { e.evaluate(VLExprScope(datum: $0, timeZone: zone, params: params), &$1).truthy }
        }
        guard let o = object(node) else { return nil }
        if let name = o["param"]?.value.string {
            filteredSelections.insert(name)
            guard let test = paramTest(o) else {
                warnUnsupported("A filter by an unknown selection", at: node.path)
                return nil
            }
            return predicate(JSONNode(.string(test), path: node.path))
        }
        if let all = o["and"]?.elements {
            let tests = all.compactMap { predicate($0) }
            return { row, tally in
                for test in tests where !test(row, &tally) { return false }
                return true
            }
        }
        if let any = o["or"]?.elements {
            let tests = any.compactMap { predicate($0) }
            return { row, tally in
                for test in tests where test(row, &tally) { return true }
                return false
            }
        }
        if let not = o["not"], let test = predicate(not) { return { !test($0, &$1) } }
        guard let field = o["field"]?.value.string else {
            warnUnsupported("This filter", at: node.path)
            return nil
        }
        let unit = o["timeUnit"]?.value.string.flatMap(VLTimeUnit.init)
        let f = VLFieldPredicate(path: VLFieldPath(field), unit: unit, parser: dateParser, zone: options.timeZone)
        if let test = f.test(o) { return test }
        warnUnsupported("This filter predicate", at: node.path)
        return nil
    }

    /// Seconds since 1970 of a Vega-Lite DateTime object (`{"year": 2020, "month": "jan", "date": 1}`).
    static func dateTime(_ o: [String: VLExprValue], utc: Bool, zone: TimeZone) -> Double {
        var c = DateComponents()
        c.year = Int(exactly: (o["year"]?.number ?? 2012).rounded()) ?? 2012
        var month = 1
        if case .string(let m)? = o["month"] {
            month = (VLDateParser.monthNames.firstIndex { m.lowercased().hasPrefix($0) } ?? 0) + 1
        } else if let m = o["month"]?.number, m.isFinite, abs(m) < 1000 {
            month = Int(m)
        }
        c.month = month
        func int(_ key: String, _ fallback: Int) -> Int {
            guard let v = o[key]?.number, v.isFinite, abs(v) < 1e6 else { return fallback }
            return Int(v)
        }
        c.day = int("date", 1)
        c.hour = int("hours", 0)
        c.minute = int("minutes", 0)
        c.second = int("seconds", 0)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc ? TimeZone(identifier: "UTC") ?? zone : zone
        return calendar.date(from: c)?.timeIntervalSince1970 ?? .nan
    }
}
