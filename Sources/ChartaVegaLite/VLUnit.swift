import Charta

/// Vega-Lite's orientation of a mark: which position channel is the dimension and which the measure.
enum VLOrient: Hashable, Sendable {
    case vertical, horizontal
}

/// One single-view layer of the spec: a mark with its encoding and data, after Vega-Lite's defaults.
struct VLUnit: Sendable {
    var path: String
    /// The Vega-Lite mark type (`bar`, `circle`, …).
    var markType: String
    /// The mark definition object (empty when the mark was given as a string).
    var markNode: JSONNode
    var styles: [String]
    /// One definition per single channel.
    var defs: [VLChannel: VLFieldDef]
    var tooltips: [VLFieldDef] = []
    var details: [VLFieldDef] = []
    var orders: [VLFieldDef] = []
    /// The direction of an order-only definition (`"order": {"sort": "ascending"}`): the stack runs
    /// by its stack-by fields in this direction instead of Vega-Lite's default.
    var stackSort: VLSort?
    /// The facet's row and column fields (`facetRow`, `facetColumn`), which split the data into cells.
    var facetDefs: [VLColumn: VLFieldDef] = [:]
    var source: VLDataSource
    var orient: VLOrient?
    /// The channels of a `nearest` point selection defined on this view (nil without one): Vega-Lite
    /// draws Voronoi cells of the marks along them to pick the nearest item.
    var nearest: (x: Bool, y: Bool)?
    /// The data after time units, bins, aggregation and imputation: one column per channel name.
    var frame = VLFrame(count: 0)

    static let knownMarks: Set<String> = [
        "bar", "line", "area", "point", "circle", "square", "tick", "rule", "rect", "text", "arc", "trail", "image",
    ]

    /// A channel's definition when it encodes a field (not a constant value).
    func fieldDef(_ channel: VLChannel) -> VLFieldDef? {
        guard let d = defs[channel], d.hasField else { return nil }
        return d
    }

    /// The definition of a channel's end channel (`x2` for `x`), if the unit has one.
    func secondaryDef(_ channel: VLChannel) -> VLFieldDef? { channel.secondary.flatMap { defs[$0] } }

    /// Whether the channel is a quantitative field (or datum) that is not binned.
    func isUnbinnedQuantitative(_ channel: VLChannel) -> Bool {
        guard let d = defs[channel], d.encodesData else { return false }
        return d.measure == .quantitative && !d.isBinned
    }

    func isBinned(_ channel: VLChannel) -> Bool { defs[channel]?.binned == true }

    /// Whether x or y is measured within its band by a quantitative offset channel.
    func hasQuantitativeOffset(_ channel: VLChannel) -> Bool {
        let offset: VLChannel = channel == .x ? .xOffset : .yOffset
        return defs[offset].map { $0.hasField && $0.measure == .quantitative } ?? false
    }

    /// A mark property from the mark definition, else the config (styles, mark type, `mark`).
    func markProperty(_ key: String, config: VLConfig) -> JSONValue? {
        markNode[key]?.value ?? config.markProperty(key, type: markType, styles: styles)
    }

    /// Vega-Lite's mark orientation (compile/mark/init.ts `orient`).
    static func orient(mark: String, unit u: VLUnit, specified: VLOrient?) -> VLOrient? {
        if ["point", "circle", "square", "rect"].contains(mark) { return nil }
        let x = u.defs[.x]
        let y = u.defs[.y]
        let x2 = u.defs[.x2]
        let y2 = u.defs[.y2]
        let xField = x?.hasField == true
        let yField = y?.hasField == true
        if mark == "bar" || mark == "text" || mark == "rule" || mark == "area" {
            if mark == "bar" || mark == "text" {
                if y == nil && u.hasQuantitativeOffset(.y) { return specified ?? .vertical }
                if x == nil && u.hasQuantitativeOffset(.x) { return specified ?? .horizontal }
                if xField, x?.binned == true || (yField && y?.aggregate != nil && x?.aggregate == nil) {
                    return .vertical
                }
                if yField, y?.binned == true || (xField && x?.aggregate != nil && y?.aggregate == nil) {
                    return .horizontal
                }
                if y2 != nil || x2 != nil {
                    if let specified { return specified }
                    if x2 == nil {
                        if x?.measure == .quantitative && x?.isBinned != true && y?.binned == true {
                            return .horizontal
                        }
                        return .vertical
                    }
                    if y2 == nil {
                        if y?.measure == .quantitative && y?.isBinned != true && x?.binned == true { return .vertical }
                        return .horizontal
                    }
                }
            }
            if mark != "area", x2 != nil, x?.binned != true, y2 != nil, y?.binned != true { return nil }
            if y == nil && u.hasQuantitativeOffset(.y) { return specified ?? .vertical }
            if x == nil && u.hasQuantitativeOffset(.x) { return specified ?? .horizontal }
            if y2 != nil { return y?.binned == true ? .horizontal : .vertical }
            if x2 != nil { return x?.binned == true ? .vertical : .horizontal }
            if mark == "rule" {
                if x != nil && y == nil { return .vertical }
                if y != nil && x == nil { return .horizontal }
            }
        }
        let xMeasure = u.isUnbinnedQuantitative(.x)
        let yMeasure = u.isUnbinnedQuantitative(.y)
        if let specified { return specified }
        if xMeasure && !yMeasure { return mark == "tick" ? .vertical : .horizontal }
        if !xMeasure && yMeasure { return mark == "tick" ? .horizontal : .vertical }
        if xMeasure && yMeasure { return .vertical }
        let xTemporal = x?.measure == .temporal && x != nil
        let yTemporal = y?.measure == .temporal && y != nil
        if xTemporal && !yTemporal { return .vertical }
        if !xTemporal && yTemporal { return .horizontal }
        return nil
    }

    /// The channel Vega-Lite stacks, and its offset (`zero`, `normalize`, `center`), or nil
    /// (stack.ts `stack`).
    func stacking() -> (channel: VLChannel, offset: String)? {
        let stackable: Set<String> = [
            "arc", "bar", "area", "rule", "point", "circle", "square", "line", "text", "tick",
        ]
        guard stackable.contains(markType) else { return nil }
        guard let channel = potentialStackedChannel(.x) ?? potentialStackedChannel(.theta) else { return nil }
        guard let def = defs[channel] else { return nil }
        if def.stack == nil,
            (channel == .x && defs[.y] == nil && hasQuantitativeOffset(.y))
                || (channel == .y && defs[.x] == nil && hasQuantitativeOffset(.x))
        {
            return nil
        }
        let dimension = channel.opposite ?? .y
        var groupFields: Set<String> = []
        if let d = defs[dimension], let f = d.field?.raw, f != def.field?.raw { groupFields.insert(f) }
        let offsetChannel: VLChannel = dimension == .x ? .xOffset : .yOffset
        if let f = defs[offsetChannel]?.field?.raw, f != def.field?.raw { groupFields.insert(f) }
        var stackBy = VLChannel.stackBy.compactMap { c -> VLChannel? in
            guard let d = defs[c], d.hasField, d.aggregate == nil else { return nil }
            return groupFields.contains(d.field?.raw ?? "") ? nil : c
        }
        stackBy += details.filter { $0.aggregate == nil && !groupFields.contains($0.field?.raw ?? "") }.map { _ in
            VLChannel.detail
        }
        var offset: String?
        switch def.stack?.value {
        case .bool(let on)?: offset = on ? "zero" : nil
        case .string(let s)?: offset = s
        case .null?: offset = nil
        default: offset = ["bar", "area", "arc"].contains(markType) ? "zero" : nil
        }
        guard let offset, ["zero", "center", "normalize"].contains(offset) else { return nil }
        let aggregated = defs.values.contains { $0.aggregate != nil }
        if aggregated && stackBy.isEmpty { return nil }
        if let secondary = channel.secondary, defs[secondary] != nil { return nil }
        return (channel, offset)
    }

    private func potentialStackedChannel(_ x: VLChannel) -> VLChannel? {
        let y: VLChannel = x == .x ? .y : .radius
        let cartesianBarOrArea = x == .x && (markType == "bar" || markType == "area")
        let xDef = defs[x]
        let yDef = defs[y]
        let xq = isUnbinnedQuantitative(x) && xDef?.hasField == true
        let yq = isUnbinnedQuantitative(y) && yDef?.hasField == true
        if xDef?.hasField == true, yDef?.hasField == true {
            if xq && yq {
                if let s = xDef?.stack, s.value != .null, s.value != .bool(false) { return x }
                if let s = yDef?.stack, s.value != .null, s.value != .bool(false) { return y }
                let xAggregate = xDef?.aggregate != nil
                let yAggregate = yDef?.aggregate != nil
                if xAggregate != yAggregate { return xAggregate ? x : y }
                if cartesianBarOrArea {
                    if orient == .vertical { return y }
                    if orient == .horizontal { return x }
                }
            } else if xq {
                return x
            } else if yq {
                return y
            }
        } else if xq {
            if cartesianBarOrArea && orient == .vertical { return nil }
            return x
        } else if yq {
            if cartesianBarOrArea && orient == .horizontal { return nil }
            return y
        }
        return nil
    }
}
