/// One axis as the reader reads it (Vega-Lite's compile/axis/properties.ts): its channel, its scale,
/// and where each property comes from (the field's `axis`, then the config's axis styles for the
/// channel and the scale's kind).
struct VLAxisSource {
    let channel: VLChannel
    let info: VLScaleInfo
    /// The field's `axis` object, if it has one.
    let node: JSONNode?
    let config: VLConfig

    var def: VLFieldDef { info.def }

    /// The config's axis style for the scale's kind: `axisBand`, `axisPoint`, `axisTemporal` or
    /// `axisQuantitative`.
    var kind: String {
        info.isBand ? "Band" : info.isDiscrete ? "Point" : def.measure == .temporal ? "Temporal" : "Quantitative"
    }

    /// A property from the field's axis, else from the config.
    func property(_ key: String) -> JSONValue? {
        node?[key]?.value ?? config.axisProperty(key, channel: channel, kind: kind)
    }

    /// A property's node (with its path), from the field's axis, else from the config.
    func propertyNode(_ key: String) -> JSONNode? {
        node?[key] ?? config.axisPropertyNode(key, channel: channel, kind: kind)
    }
}
