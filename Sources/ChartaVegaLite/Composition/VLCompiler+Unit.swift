import Charta

/// One unit view from its mark and its encoding (inherited channels merged): the mark read, the
/// channels' field definitions, and what follows from them (secondary types, orientation, nearest).
extension VLCompiler {
    /// The mark's type and definition (an empty one for a mark given by name); nil, with an error, when
    /// the mark is neither.
    mutating func readMark(_ markNode: JSONNode) -> (String, JSONNode)? {
        switch markNode.value {
        case .string(let s):
            return (s, JSONNode(.object(JSONObject()), path: markNode.path))
        case .object:
            guard let t = string(markNode["type"]) else {
                fail("The mark needs a “type”.", at: markNode.path)
                return nil
            }
            checkKeys(markNode, .markDef)
            return (t, markNode)
        default:
            wrongType(markNode, expected: "a mark name or a mark definition")
            return nil
        }
    }

    /// A mark Charta does not draw: a warning for one of Vega-Lite's, an error for an unknown name (and
    /// the rest of the view still checked, so that one read reports every error).
    mutating func rejectMark(_ markType: String, markNode: JSONNode, view node: JSONNode) {
        let path = markNode["type"]?.path ?? markNode.path
        if VLSchema.marks.contains(markType) {
            warnUnsupported("The mark “\(markType)”", at: path)
        } else {
            unknownName("mark", markType, in: VLSchema.marks, listing: VLSchema.marks, at: path, severity: .error)
            _ = readEncoding(node["encoding"])
        }
    }

    /// The unit of a view with a mark Charta draws, over its data after the transforms it filters live.
    mutating func unit(
        _ node: JSONNode, markType: String, markObject: JSONNode, encoding: [String: JSONNode],
        data: VLDataSource?, steps: [JSONNode]
    ) -> VLUnit {
        var styles: [String] = []
        switch markObject["style"]?.value {
        case .string(let s)?: styles = [s]
        case .array(let a)?: styles = a.compactMap(\.string)
        default: break
        }
        var source = data ?? VLDataSource(rows: [], parse: [:])
        let applied = liveFiltering(steps, markType: markType, encoding: encoding)
        if !applied.isEmpty { source.rows = applyTransforms(applied, to: source.rows) }
        var unit = VLUnit(
            path: node.path, markType: markType, markNode: markObject, styles: styles, defs: [:], source: source)
        if data == nil { warn("The view has no data.", at: node.path) }
        readChannels(encoding, own: node["encoding"], into: &unit)
        VLCompiler.alignOffsetWithColorDomain(&unit)
        // x2/y2 without their own type take the primary channel's.
        for secondary in [VLChannel.x2, .y2, .theta2, .radius2] {
            if var d = unit.defs[secondary], d.node["type"] == nil, let primary = secondary.primary,
                let p = unit.defs[primary]
            {
                d.type = p.type
                unit.defs[secondary] = d
            }
        }
        let specified: VLOrient? =
            switch unit.markProperty("orient", config: config)?.string {
            case "horizontal"?: .horizontal
            case "vertical"?: .vertical
            default: nil
            }
        unit.orient = VLUnit.orient(mark: markType, unit: unit, specified: specified)
        unit.nearest = nearestProjection(node["params"], unit: unit)
        return unit
    }

    /// Each channel's field definitions (tooltips, details and orders as lists); `own` is the view's
    /// own encoding, which must complete what a parent gives.
    private mutating func readChannels(_ encoding: [String: JSONNode], own: JSONNode?, into unit: inout VLUnit) {
        var defs: [VLChannel: VLFieldDef] = [:]
        for (name, def) in encoding.sorted(by: { $0.key < $1.key }) {
            let channel = VLChannel(rawValue: name)
            // The frames of an animation (see `startTimers`); without one the channel does nothing.
            if channel == .time, selections.values.contains(where: \.isTimer) { continue }
            guard let channel, VLChannel.supported.contains(channel) else {
                unsupportedChannel(name, at: def.path)
                continue
            }
            if def.isNull { continue }
            // A layer's parent may give only a channel's type, scale or axis for its layers to complete;
            // a layer that does not complete it drops it, as Vega-Lite does (with a warning).
            if own?[name] == nil, !VLCompiler.definesContent(def) {
                warn(
                    "The inherited channel “\(channel)” has no field, value or datum here; it is left out.",
                    at: def.path)
                continue
            }
            let nodes =
                VLChannel.listed.contains(channel) && def.value.array != nil ? def.elements : [def]
            let parsed = nodes.compactMap { readFieldDef($0, channel: channel) }
            switch channel {
            case .tooltip: unit.tooltips = parsed
            case .detail: unit.details = parsed
            case .order:
                unit.orders = parsed.filter(\.hasField)
                unit.stackSort = parsed.first { !$0.hasField }?.sort
            case .fill, .stroke:

                // Colour by fill or stroke: Charta has one colour channel per mark.
                if defs[.color] == nil, let first = parsed.first { defs[.color] = first }
            default: if let first = parsed.first { defs[channel] = first }
            }
        }
        unit.defs = defs
    }

    /// Grouped bars follow a colour's listed domain (Vega-Lite's `alignStackOrderWithColorDomain`):
    /// without an `order`, the offset channel, when it has no sort of its own, is sorted as a nominal
    /// colour's `scale.domain` lists its values.
    static func alignOffsetWithColorDomain(_ unit: inout VLUnit) {
        guard unit.orders.isEmpty, let color = unit.defs[.color], color.field != nil, color.measure == .nominal,
            let domain = color.scale?["domain"]?.value.array,
            let channel = [VLChannel.xOffset, .yOffset].first(where: { unit.defs[$0] != nil }),
            unit.defs[channel]?.field != nil, unit.defs[channel]?.sort == nil
        else { return }
        unit.defs[channel]?.sort = .explicit(domain.map(VLValue.init))
    }
}
