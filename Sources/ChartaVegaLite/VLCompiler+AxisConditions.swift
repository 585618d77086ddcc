import Charta

/// Axis properties that depend on the tick (`"labelColor": {"condition": {"test": …, "value": "black"},
/// "value": null}`): Vega evaluates the test on each tick's `datum` (its `value` and `label`), and a
/// tick whose colour comes out null draws nothing.
extension VLCompiler {
    /// The category labels of a discrete axis whose `property` (a colour condition) gives null: drawn
    /// transparent (labels) or not at all (ticks). Empty when the property has no condition.
    mutating func hiddenByCondition(_ property: JSONValue?, at node: JSONNode?, info: VLScaleInfo, axis: AxisSpec)
        -> Set<String>
    {
        guard let node, let condition = node["condition"], property?.object != nil else { return [] }
        let branches = condition.elements.isEmpty ? [condition] : condition.elements
        var tests: [(VLRowTest, JSONValue)] = []
        for branch in branches {
            guard let test = branch["test"], let predicate = predicate(test) else { return [] }
            tests.append((predicate, branch["value"]?.value ?? .null))
        }
        let fallback = node["value"]?.value ?? .null
        var hidden: Set<String> = []
        var tally = self.tally
        for value in info.values {
            let key = label(value, def: info.def)
            let datum = VLExprValue.object(["value": VLExprValue(value), "label": .string(axis.relabel[key] ?? key)])
            let chosen = tests.first { $0.0(datum, &tally) }?.1 ?? fallback
            if chosen.isNull { hidden.insert(key) }
        }
        self.tally = tally
        _ = reportTally(at: node.path)
        return hidden
    }
}
