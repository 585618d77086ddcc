import Charta
import Foundation

/// Assembling the ``ChartSpec``: layers, shared scales, axes, legend, size and title.
extension VLCompiler {
    mutating func chart(
        root: JSONNode, body: JSONNode, units inputUnits: [VLUnit], facet: VLFacet?, facetNode: JSONNode? = nil
    ) -> ChartSpec {
        var units = inputUnits
        for i in units.indices {
            imputeStackedPaths(&units[i])
            impute(&units[i])
            filterInvalid(&units[i])
        }
        projectGeoPositions(&units, body: body)
        let infos = scaleInfos(units)
        var spec = ChartSpec()
        spec.theme = options.theme ?? VLTheme.light
        spec.wholePointOrigin = true
        spec.growsToFitMarks = true
        spec.padding = readPadding(root["padding"])
        spec.title = readTitle(root["title"])
        for i in units.indices {
            let series = VLCompiler.stackedSeriesOrder(units[i])
            orderRows(&units[i], infos: infos)
            applyStack(&units[i], infos: infos)
            if let series { VLCompiler.drawSeries(&units[i], in: series) }
        }
        let sized = size(root: body, units: units, infos: infos)
        spec.size = sized.size
        for channel in [VLChannel.x, .y] {
            let c: Channel = channel == .x ? .x : .y
            let length = channel == .x ? sized.width : sized.height
            let scale = positionScale(channel, units: units, infos: infos, length: length)
            if let scale { spec.scales[c] = scale }
            spec.axes[c] = axis(channel, units: units, infos: infos, scale: scale, length: length)
        }
        for unit in VLCompiler.drawnUnits(units) {
            spec.layers += layers(unit, all: units, infos: infos, scales: spec.scales)
        }
        addOffsetScales(units: units, infos: infos, to: &spec)
        if let color = colorScale(infos) { spec.scales[.color] = color }
        if let radius = radiusScale(units: units, infos: infos) { spec.scales[.radius] = radius }
        addLegends(root: root, units: units, infos: infos, plot: (sized.width, sized.height), to: &spec)
        if let theta = infos[.theta], theta.isDiscrete {
            spec.scales[.theta] = ScaleSpec(kind: .band, domain: .categories(theta.labels))
        }
        spec.calendar = calendar(infos)
        if let facet {
            spec.facet = facetSpec(facet, root: facetNode ?? root, units: units)
            freeIndependentDomains(&spec, infos: infos)
        }
        return spec
    }

    /// The scales of xOffset and yOffset: a band per category, or a linear range from zero across the band.
    func addOffsetScales(units: [VLUnit], infos: [VLChannel: VLScaleInfo], to spec: inout ChartSpec) {
        for channel in [VLChannel.xOffset, .yOffset] {
            if let info = infos[channel], !info.isDiscrete {
                // A ranged offset: a linear scale from zero across the band (not made nice).
                let values = units.flatMap { ($0.frame[channel] ?? []).map(\.number) }.filter(\.isFinite)
                let lo = min(0, values.min() ?? 0)
                let hi = max(0, values.max() ?? 1)
                let c: Channel = channel == .xOffset ? .xOffset : .yOffset
                if hi > lo {
                    spec.scales[c] = ScaleSpec(
                        kind: .linear, domain: .numbers(lo...hi), includesZero: true, nice: false)
                }
            }
            if let info = infos[channel], info.isDiscrete {
                let c: Channel = channel == .xOffset ? .xOffset : .yOffset
                let padding = offsetBandPadding(info)
                spec.scales[c] = ScaleSpec(
                    kind: .band, domain: .categories(info.labels), paddingInner: padding.inner,
                    paddingOuter: padding.outer)
            }
        }
    }

    /// The chart's legends: colour (or what stands for it), the extra ones beside it, and layers' own size
    /// legends, all in Vega's style.
    mutating func addLegends(
        root: JSONNode, units: [VLUnit], infos: [VLChannel: VLScaleInfo], plot: (width: Double, height: Double),
        to spec: inout ChartSpec
    ) {
        spec.legend = legend(units: units, infos: infos, plot: plot)
        spec.extraLegends = extraLegends(units: units, infos: infos)
        if let independent = independentSizeLegends(root, units: units, infos: infos) {
            spec.legend = independent[0]
            spec.extraLegends = Array(independent.dropFirst()) + spec.extraLegends
        }
        if let shape = customPointShape(spec.layers) {
            spec.legend.content = spec.legend.content.map { drawingCircles($0, as: shape) }
            spec.extraLegends = spec.extraLegends.map { legend in
                var legend = legend
                legend.content = legend.content.map { drawingCircles($0, as: shape) }
                return legend
            }
        }
        spec.legend = VLTheme.styled(spec.legend)
        spec.extraLegends = spec.extraLegends.map(VLTheme.styled)
    }

    /// A quantitative radius's scale: linear (Vega-Lite's default), square root or power, over the given
    /// domain or the data's extent (with zero unless `"zero": false`), its range starting at `rangeMin`.
    mutating func radiusScale(units: [VLUnit], infos: [VLChannel: VLScaleInfo]) -> ScaleSpec? {
        guard let info = infos[.radius], !info.isDiscrete, info.measure == .quantitative else { return nil }
        let node = info.def.scale
        var scale = ScaleSpec()
        switch info.scaleType {
        case "sqrt": scale.kind = .pow(exponent: 0.5)
        case "pow": scale.kind = .pow(exponent: node?["exponent"]?.value.number ?? 1)
        case "linear": scale.kind = .linear
        default: return nil
        }
        if let explicit = node?["domain"], let domain = explicitDomain(explicit, def: info.def) {
            scale.domain = domain
        } else {
            let values = units.flatMap { ($0.frame.forDomains(.channel(.radius)) ?? []).map(\.number) }
                .filter(\.isFinite)
            guard var lo = values.min(), var hi = values.max() else { return nil }
            // Polar positions include zero unless the scale says otherwise (Vega-Lite's `zero`).
            if node?["zero"]?.value.bool ?? config.zero {
                lo = min(lo, 0)
                hi = max(hi, 0)
            }
            scale.domain = .numbers(lo...hi)
        }
        scale.rangeMin = node?["rangeMin"]?.value.number
        return scale
    }

    /// The facet's fields, header values in order, spacing and scale resolution.
    mutating func facetSpec(_ facet: VLFacet, root: JSONNode, units: [VLUnit], depth: Int = 0) -> FacetSpec {
        let keys = VLFacet.keys(depth: depth)
        func field(_ key: VLColumn, _ def: VLFieldDef?) -> FacetField? {
            guard let def else { return nil }
            let text = binRangeLabel(key, def: def, units: units)
            let values = discreteDomain(key, users: units, def: def).map(text)
            var title: String?
            switch def.title {
            case .text(let t): title = t.isEmpty ? nil : t
            case .none: title = nil
            case .unset: title = def.node["header"]?["title"]?.value.string ?? defaultTitle(def)
            }
            if def.node["header"]?["title"]?.isNull == true { title = nil }
            var position: Edge?
            switch def.node["header"]?["orient"]?.value.string ?? def.node["header"]?["labelOrient"]?.value.string {
            case "bottom"?: position = .bottom
            case "top"?: position = .top
            case "left"?: position = .left
            case "right"?: position = .right
            default: position = nil
            }
            return FacetField(field: key.name, values: values, title: title, headerPosition: position)
        }
        let spacing =
            root["spacing"]?.value.number ?? root["spacing"]?["column"]?.value.number
            ?? config.number("facet", "spacing") ?? 20
        // Vega's grid layout measures each cell with the view's frame stroke, one point out on each side.
        // The frame belongs to the "cell" style, which Vega-Lite gives only to views with an x or y
        // encoding (unit.ts `assembleGroupStyle`); a pie's view has none.
        // A facet around another facet has the inner facet's groups for cells, which have no frame.
        let cellStyled = depth == 0 && units.contains { $0.defs[.x] != nil || $0.defs[.y] != nil }
        let framed = cellStyled && viewStrokeWidth(root) > 0
        let resolve = root["resolve"]?["scale"]
        // A wrapped facet's `columns`: in the `facet` channel's definition or beside a top-level `facet`.
        var wrap: Int?
        if let wrapped = facet.wrapped, facet.row == nil, facet.column == nil,
            let n = facet.columns.map(Double.init) ?? wrapped.node["columns"]?.value.number
                ?? root["columns"]?.value.number, n.isFinite, n >= 1
        {
            wrap = Int(clamped: n, to: 1...Int(Int32.max))
        }
        var spec = FacetSpec(
            row: field(keys.row, facet.row), column: field(keys.column, facet.column ?? facet.wrapped),
            spacing: spacing + (framed ? 2 : 0), independentX: resolve?[.x]?.value.string == "independent",
            independentY: resolve?[.y]?.value.string == "independent", wrap: wrap)
        let axes = root["resolve"]?["axis"]
        spec.independentXAxis = axes?[.x]?.value.string == "independent"
        spec.independentYAxis = axes?[.y]?.value.string == "independent"
        spec.headers = VLTheme.facetHeaders
        spec.viewStroke = framed ? viewStrokeWidth(root) : 0
        // Row labels read upwards unless the row's `header.labelAngle` (or `config.header`'s) turns them.
        if let angle = facet.row?.node["header"]?["labelAngle"]?.value.number
            ?? config.number("headerRow", "labelAngle") ?? config.number("header", "labelAngle")
        {
            spec.headers.uprightRowLabels = angle.truncatingRemainder(dividingBy: 180) != 0
        }
        return spec
    }

    func calendar(_ infos: [VLChannel: VLScaleInfo]) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        let utc = [VLChannel.x, .y].contains { infos[$0]?.scaleType == "utc" }
        calendar.timeZone = utc ? TimeZone(identifier: "UTC") ?? options.timeZone : options.timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        calendar.firstWeekday = 1
        return calendar
    }

    mutating func readPadding(_ node: JSONNode?) -> EdgeInsets {
        guard let node else { return EdgeInsets(all: config.number("padding") ?? 5) }
        if let d = node.value.number { return EdgeInsets(all: d) }
        if let o = object(node) {
            return EdgeInsets(
                top: o["top"]?.value.number ?? 0, leading: o["left"]?.value.number ?? 0,
                bottom: o["bottom"]?.value.number ?? 0, trailing: o["right"]?.value.number ?? 0)
        }
        return EdgeInsets(all: 5)
    }

    mutating func readTitle(_ node: JSONNode?) -> String? {
        guard let node else { return nil }
        switch node.value {
        case .string(let s): return s.isEmpty ? nil : s
        case .array(let lines): return lines.compactMap(\.string).joined(separator: " ")
        case .object:
            if let t = node["text"] {
                if let s = t.value.string { return s }
                if let lines = t.value.array { return lines.compactMap(\.string).joined(separator: " ") }
            }
            return nil
        case .null: return nil
        default:
            wrongType(node, expected: "a string or a title object")
            return nil
        }
    }

    // MARK: - Row order

    /// Orders rows as Vega-Lite draws them: lines and areas along their dimension, stacks with the last
    /// colour at the bottom (Vega-Lite stacks in descending colour order), horizontal stacks with the first
    /// colour at the left.
    func orderRows(_ unit: inout VLUnit, infos: [VLChannel: VLScaleInfo]) {
        let frame = unit.frame
        guard frame.count > 1 else { return }
        // The sort keys, one column per level (an array of keys per row cost an allocation a row).
        var levels: [[Double]] = []
        func position(_ channel: VLChannel) -> [Double] { positions(channel, frame: frame, infos: infos) }
        let isPath = ["line", "area", "trail"].contains(unit.markType)
        if !unit.orders.isEmpty {
            let column = frame[VLColumn(.listed(.order, 0))] ?? []
            let descending = unit.orders.first?.sort == .descending
            levels.append(
                (0..<frame.count).map { r in
                    let v = r < column.count ? column[r].number : .nan
                    return descending ? -v : v
                })
        } else if isPath {
            // Vega-Lite sorts a path's points by their position along the dimension (mark.ts
            // `getSort`): on a continuous y that runs up, the greatest value comes first.
            let dimension: VLChannel = unit.orient == .horizontal ? .y : .x
            let p = position(dimension)
            let info = infos[dimension]
            let reversed = info?.def.scale?["reverse"]?.value.bool == true
            let sign = info?.isDiscrete != true && (dimension == .y) != reversed ? -1.0 : 1.0
            levels.append((0..<frame.count).map { r in r < p.count ? (p[r].isInfinite ? p[r] : sign * p[r]) : .nan })
        }
        if let (channel, _) = unit.stacking(), unit.orders.isEmpty, let level = stackLevel(unit, channel, infos: infos)
        {
            levels.append(level)
        }
        guard !levels.isEmpty else { return }
        /// Whether row a comes before row b: by the first level where they differ (NaN last), else in
        /// their order.
        func before(_ a: Int, _ b: Int) -> Bool {
            for level in levels {
                let (x, y) = (level[a], level[b])
                guard x != y && !(x.isNaN && y.isNaN) else { continue }
                if x.isNaN { return false }
                if y.isNaN { return true }
                return x < y
            }
            return a < b
        }
        // Rows already in order (a line's rows by x, usually) stay as they are, unsorted and uncopied.
        guard (1..<frame.count).contains(where: { !before($0 - 1, $0) }) else { return }
        unit.frame = frame.rows((0..<frame.count).sorted(by: before))
    }

    /// Each row's place along a channel: its category's index on a discrete scale, else its value (nulls
    /// last).
    func positions(_ channel: VLChannel, frame: VLFrame, infos: [VLChannel: VLScaleInfo]) -> [Double] {
        let column = frame[channel] ?? []
        if let info = infos[channel], info.isDiscrete {
            var index: [String: Double] = [:]
            for (i, l) in info.labels.enumerated() where index[l] == nil { index[l] = Double(i) }
            return column.map { index[label($0, def: info.def)] ?? .infinity }
        }
        return column.map { $0.isNull ? .infinity : $0.number }
    }

    /// The stack's sort key per row: its stack-by field, descending for y and ascending for x and theta
    /// (compile/data/stack.ts) unless an order-only definition says otherwise; nil without a stack-by
    /// field. Horizontal stacks run in the legend's order from the left, vertical ones from the bottom in
    /// reverse, so top to bottom matches the legend. A discrete stack runs in the order of an explicit
    /// domain or sort, else by the field's values, whatever else the domain holds (a colour domain
    /// {"unionWith": [5, 6]} still stacks 1 first).
    func stackLevel(_ unit: VLUnit, _ channel: VLChannel, infos: [VLChannel: VLScaleInfo]) -> [Double]? {
        guard let stackBy = VLCompiler.stackBy(unit) else { return nil }
        let frame = unit.frame
        let descending = unit.stackSort.map { $0 == .descending } ?? (channel == .y)
        let sign = descending ? -1.0 : 1.0
        let values = frame[stackBy] ?? []
        let discrete = infos[stackBy]?.isDiscrete == true
        let def = infos[stackBy]?.def
        var listed = def?.scale?["domain"]?.value.array != nil
        if case .explicit? = def?.sort { listed = true }
        let p = listed ? positions(stackBy, frame: frame, infos: infos) : []
        let rank = discrete && !listed ? VLCompiler.ranks(values) : [:]
        return (0..<frame.count).map { r in
            if discrete && listed { return r < p.count ? sign * p[r] : 0 }
            guard r < values.count else { return 0 }
            return sign * (discrete ? rank[values[r]] ?? 0 : values[r].number)
        }
    }

    /// Each distinct value's place among them in ascending order (Vega's sort comparator).
    static func ranks(_ values: [VLValue]) -> [VLValue: Double] {
        let distinct = Array(Set(values)).sorted(by: VLValue.ascending)
        return Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, Double($0)) })
    }
}
