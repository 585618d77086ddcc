/// The spec's `config`, with Vega-Lite's defaults behind every lookup.
struct VLConfig: Sendable {
    var root: JSONNode

    init(_ root: JSONNode) {
        self.root = root
    }

    func number(_ path: String...) -> Double? {
        var node: JSONNode? = root
        for key in path { node = node?[key] }
        return node?.value.number
    }

    func value(_ path: String...) -> JSONValue? {
        var node: JSONNode? = root
        for key in path { node = node?[key] }
        return node?.value
    }

    // MARK: - View

    var continuousWidth: Double { number("view", "continuousWidth") ?? number("view", "width") ?? 300 }
    var continuousHeight: Double { number("view", "continuousHeight") ?? number("view", "height") ?? 300 }
    var step: Double { number("view", "step") ?? 20 }

    /// The size of a discrete channel without a step: a number, or nil for a step.
    func discreteSize(_ key: String) -> Double? { number("view", key) }

    func discreteStep(_ key: String) -> Double { number("view", key, "step") ?? step }

    // MARK: - Scale

    /// The number format of an axis or legend over a normalized stack (`config.normalizedNumberFormat`).
    var normalizedNumberFormat: String { value("normalizedNumberFormat")?.string ?? ".0%" }
    var zero: Bool { value("scale", "zero")?.bool ?? true }
    /// The default inner padding of a band scale for a mark: 0.1 for bars, 0.25 for ticks, 0 otherwise.
    func bandPaddingInner(mark: String) -> Double {
        if let d = number("scale", "bandPaddingInner") { return d }
        switch mark {
        case "bar": return number("scale", "barBandPaddingInner") ?? 0.1
        case "tick": return number("scale", "tickBandPaddingInner") ?? 0.25
        default: return number("scale", "rectBandPaddingInner") ?? 0
        }
    }
    var bandPaddingOuter: Double? { number("scale", "bandPaddingOuter") }
    var pointPadding: Double { number("scale", "pointPadding") ?? 0.5 }
    var nestedOffsetPaddingInner: Double { number("scale", "bandWithNestedOffsetPaddingInner") ?? 0.2 }
    var nestedOffsetPaddingOuter: Double { number("scale", "bandWithNestedOffsetPaddingOuter") ?? 0.2 }
    var offsetBandPaddingInner: Double { number("scale", "offsetBandPaddingInner") ?? 0 }
    var offsetBandPaddingOuter: Double { number("scale", "offsetBandPaddingOuter") ?? 0 }

    // MARK: - Marks

    /// A mark property from the config: a named style, then the mark type's block, then `mark`.
    func markProperty(_ key: String, type: String, styles: [String]) -> JSONValue? {
        for style in styles.reversed() {
            if let v = value("style", style, key) { return v }
        }
        return value(type, key) ?? value("mark", key)
    }

    // MARK: - Guides

    /// An axis property for one axis: the specific blocks first (`axisXBand`, `axisX`, `axisBand`), then `axis`.
    func axisProperty(_ key: String, channel: VLChannel, kind: String) -> JSONValue? {
        axisPropertyNode(key, channel: channel, kind: kind)?.value
    }

    /// The node of an axis property in the config (for its path), looked up as `axisProperty` does.
    func axisPropertyNode(_ key: String, channel: VLChannel, kind: String) -> JSONNode? {
        let c = channel.name.uppercased()
        for block in ["axis\(c)\(kind)", "axis\(c)", "axis\(kind)", "axis"] {
            if let node = root[block]?[key] { return node }
        }
        return nil
    }

    func legendProperty(_ key: String) -> JSONValue? { value("legend", key) }

    /// The default categorical scheme (`range.category`): a scheme name, or colours.
    var categoryRange: JSONValue? { value("range", "category") }
}
