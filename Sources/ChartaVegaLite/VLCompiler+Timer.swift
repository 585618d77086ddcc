import Charta

/// Vega-Lite's animations: a point selection with `"on": "timer"` steps through the values of the
/// `time` channel's field, and a filter by it keeps the current frame. Static output, like Vega's
/// first render, shows the first frame: the selection starts at the field's first value in ascending
/// order (Vega's sort: numbers and dates by value, then strings). As in Vega-Lite, which moves such a
/// filter into a dataset of its own that only the marks draw from, the other frames still count for the
/// scales: their rows are flagged in ``hiddenRowColumn`` instead of being left out.
extension VLCompiler {
    /// Whether a filter is `{"param": …}` on a timer selection.
    func isTimerFilter(_ node: JSONNode) -> Bool {
        guard let name = node["param"]?.value.string else { return false }
        return selections[name]?.isTimer == true
    }

    /// Gives every timer selection without a value its first frame, from `rows`. A selection whose
    /// field the rows do not have keeps no value (it selects nothing yet, as an empty selection).
    mutating func startTimers(_ rows: [JSONValue]) {
        for (name, sel) in selections where sel.isTimer && sel.value == nil {
            guard let field = sel.fields.first ?? sel.channelFields[.time] else { continue }
            let path = VLFieldPath(field)
            var first: (value: JSONValue, key: VLValue)?
            for row in rows {
                let value = path.value(in: row)
                let key = VLValue(value)
                if key.isNull { continue }
                if first.map({ VLValue.ascending(key, $0.key) }) ?? true { first = (value, key) }
            }
            guard let first else { continue }
            selections[name]?.value = .object(JSONObject([(field, first.value)]))
        }
    }

    /// Says once that an animation is drawn still, at its first frame.
    mutating func warnStill(_ sel: VLSelection, at path: String) {
        warnUnsupported("Playing the animation “\(sel.name)” (drawn at its first frame)", at: path)
    }
}
