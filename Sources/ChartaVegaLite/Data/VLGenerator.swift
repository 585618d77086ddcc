/// What the transforms that make new rows from groups of old ones share (`density`, `quantile`,
/// `loess`, `regression`, as Vega's `partition` groups them): reading their common parameters, the
/// groups in order of first appearance, and rows made of a group's keys and the new fields.
struct VLGroup {
    /// The `groupby` fields with this group's values.
    var keys: [(String, JSONValue)]
    /// The indices of the group's rows.
    var members: [Int]
}

/// The fields of a fit of one field on another (`loess`, `regression`): the fitted field (the
/// transform's own member), `on`, `groupby`, and the output names `as` (by default `on` and the field).
struct VLFit {
    var y: VLFieldPath
    var x: VLFieldPath
    var groupby: [String]
    var names: (String, String)
}

extension VLCompiler {
    /// The fit fields of the transform `t` named by `member`, its members checked against `schema`.
    mutating func fit(_ t: JSONNode, _ member: String, _ schema: VLSchema) -> VLFit? {
        checkKeys(t, schema)
        guard let y = string(t[member]), let x = required(string(t["on"]), "on", in: t) else { return nil }
        return VLFit(
            y: VLFieldPath(y), x: VLFieldPath(x), groupby: strings(t["groupby"]) ?? [],
            names: outputNames(t["as"], defaults: (x, y)))
    }

    /// The names in an array of strings (`groupby`, `as`); an error for anything else.
    mutating func strings(_ node: JSONNode?) -> [String]? {
        guard let node else { return nil }
        guard let elements = array(node) else { return nil }
        return elements.compactMap { string($0) }
    }

    /// The two names of `as`, each defaulting to its own default when missing.
    mutating func outputNames(_ node: JSONNode?, defaults: (String, String)) -> (String, String) {
        let names = strings(node) ?? []
        return (names.first ?? defaults.0, names.count > 1 ? names[1] : defaults.1)
    }

    /// A `[min, max]` pair of numbers (`extent`); an error for anything else.
    mutating func numberPair(_ node: JSONNode?) -> (Double, Double)? {
        guard let node, let elements = array(node) else { return nil }
        let numbers = elements.compactMap { number($0) }
        guard numbers.count == 2 else {
            if numbers.count == elements.count { wrongType(node, expected: "two numbers") }
            return nil
        }
        return (numbers[0], numbers[1])
    }

    /// The rows grouped by `groupby`, each group with its key values.
    mutating func keyedGroups(_ rows: [JSONValue], by groupby: [String]) -> [VLGroup] {
        let paths = groupby.map(VLFieldPath.init)
        return groups(rows, by: groupby).map { members in
            let first = rows[members[0]]
            return VLGroup(keys: zip(groupby, paths).map { ($0, $1.value(in: first)) }, members: members)
        }
    }

    /// A new row: the group's keys, then the given fields (a number that is not finite is null).
    static func generatedRow(_ group: VLGroup, _ fields: [(String, Double)]) -> JSONValue {
        var row = JSONObject(group.keys)
        for (name, v) in fields { row[name] = v.isFinite ? .number(v) : .null }
        return .object(row)
    }

    /// A field's value as JavaScript's `+value` reads it (null is 0, text is parsed), as Vega's
    /// statistics read their input.
    static func scriptNumber(_ value: JSONValue) -> Double {
        VLExprValue(value).number
    }

    /// The (x, y) pairs of a group where both are numbers (Vega's `points`: null and NaN left out).
    static func pairs(_ rows: [JSONValue], _ members: [Int], x: VLFieldPath, y: VLFieldPath) -> ([Double], [Double]) {
        var (xs, ys) = ([Double](), [Double]())
        for i in members {
            let (u, v) = (x.value(in: rows[i]), y.value(in: rows[i]))
            guard !u.isNull, !v.isNull else { continue }
            let (a, b) = (scriptNumber(u), scriptNumber(v))
            guard !a.isNaN, !b.isNaN else { continue }
            xs.append(a)
            ys.append(b)
        }
        return (xs, ys)
    }

    /// The most point pairs a statistical transform may weigh (a kernel term or a neighbour's weight
    /// each): a second or two of work, enough for the density of a million rows at Vega-Lite's 200
    /// steps. Density and loess cost points × samples and points × neighbours, so without it a large
    /// table could hold a renderer for hours.
    static let pairLimit = 2.5e8

    /// Fails, naming the work and how to lessen it, when a transform would weigh more pairs than
    /// ``pairLimit``.
    mutating func withinPairLimit(_ pairs: Double, _ what: String, at path: String) -> Bool {
        guard pairs > VLCompiler.pairLimit else { return true }
        fail(
            "The \(what) would weigh \(Int(pairs)) pairs of points, more than the \(Int(VLCompiler.pairLimit)) a "
                + "chart may; aggregate or sample the rows first, or ask for fewer steps.", at: path)
        return false
    }

    /// Fails with the row limit when a transform would make more than it allows.
    mutating func withinRowLimit(_ count: Double, at path: String) -> Bool {
        guard count <= Double(limits.rows) else {
            exceeded(.rows, amount: count, at: path)
            return false
        }
        return true
    }

    /// The value, or an error that the transform lacks `name`.
    mutating func required<T>(_ value: T?, _ name: String, in t: JSONNode) -> T? {
        if value == nil, t[name] == nil {
            fail("The transform needs “\(name)”.", at: t.path)
        }
        return value
    }
}
