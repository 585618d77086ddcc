import Charta

/// The tables of selection parameters (``ParamInteraction``): where each item's element is drawn, the
/// key each point selection compares it by, the initial selections, and the conditions. The page's
/// script keeps each selection's keys or brush and restyles the elements from these tables.
extension EngineModelBuilder {
    /// Builds the parameter tables of the first view.
    mutating func paramTables(_ parameters: ParamInteraction) {
        guard let chart = rendered.first else { return }
        let measurer = self.chart.measurer
        let map = ItemMap(chart.scene, measurer: measurer)
        let proxy = ChartProxy(chart, measurer: measurer)
        var boxes: [ItemID: Rect] = [:]
        for region in map.regions {
            boxes[region.item] = boxes[region.item].map { $0.union(region.rect) } ?? region.rect
        }
        let elements = map.elements
        model.views[0].selectable = Array(elements.indices)
        var rows: [[String: DataValue]] = []
        rows.reserveCapacity(elements.count)
        var items: [JSONValue] = []
        for item in elements {
            let box = boxes[item] ?? Rect(x: 0, y: 0, width: 0, height: 0)
            rows.append(item.row == nil ? [:] : proxy.values(of: item).fields)
            items.append(.array([.number(box.midX), .number(box.midY), .int(item.row ?? -1)]))
        }
        let plot = chart.plotFrame
        let names = parameters.selections.map(\.name)
        let selections = parameters.selections.map { sel -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("name", .string(sel.name)), ("kind", .string(sel.kind.rawValue)),
                ("on", .string(sel.trigger.rawValue)), ("clear", .string(sel.clear.rawValue)),
                ("toggle", .bool(sel.toggles)), ("nearest", .bool(sel.nearest)), ("x", .bool(sel.encodesX)),
                ("y", .bool(sel.encodesY)), ("translate", .bool(sel.translates)),
                ("bind", .string(sel.binding.rawValue)),
            ]
            if sel.kind == .point {
                members += pointKeys(sel, chart: chart, elements: elements, rows: rows)
            } else if let initial = initialBrush(sel, proxy: proxy, plot: plot) {
                members.append(("init", .array(initial.map(JSONValue.number))))
            }
            return .object(members)
        }
        let conditions = parameters.conditions.compactMap { c -> JSONValue? in
            let cases = c.cases.compactMap { k -> JSONValue? in
                guard let s = names.firstIndex(of: k.param) else { return nil }
                return .array([.int(s), .bool(k.emptySelects), EngineModelBuilder.css(k.value)])
            }
            return cases.isEmpty
                ? nil
                : .object([
                    ("prop", .string(c.property.rawValue)), ("cases", .array(cases)),
                    ("else", EngineModelBuilder.css(c.otherwise)),
                ])
        }
        var scales: [(String, JSONValue)] = []
        for (name, value) in [("x", proxy.value(atX: plot.minX)), ("x1", proxy.value(atX: plot.maxX))] {
            if let v = value?.continuousNumber { scales.append((name, .number(v))) }
        }
        for (name, value) in [("y", proxy.value(atY: plot.maxY)), ("y1", proxy.value(atY: plot.minY))] {
            if let v = value?.continuousNumber { scales.append((name, .number(v))) }
        }
        var tables: [(String, JSONValue)] = [
            ("items", .array(items)), ("sels", .array(selections)), ("conds", .array(conditions)),
            ("domain", .object(scales)),
        ]
        if let bound = parameters.selections.first(where: { $0.binding == .scales }) {
            tables.append(("zoom", zoomTable(bound, chart: chart, proxy: proxy)))
        }
        model.params = .object(tables)
    }

    /// A point selection's key of each element (an index into its list of distinct keys), and the keys
    /// its initial value holds.
    private func pointKeys(_ sel: ParamSelection, chart: RenderedChart, elements: [ItemID], rows: [[String: DataValue]])
        -> [(String, JSONValue)]
    {
        var values: [String] = []
        var index: [String: Int] = [:]
        func id(_ key: String) -> Int {
            if let known = index[key] { return known }
            index[key] = values.count
            values.append(key)
            return values.count - 1
        }
        var keys: [JSONValue] = []
        keys.reserveCapacity(elements.count)
        for (item, row) in zip(elements, rows) {
            let key: String
            if sel.fields.isEmpty {
                key = "\(item.mark):\(item.row ?? -1):\(item.series ?? "")"
            } else if row.isEmpty, sel.fields.count == 1, let series = item.series {
                key = series
            } else {
                key = EngineModelBuilder.key(
                    sel.fields.map { chart.value(ParamSelection.column($0), of: item) ?? row[$0] })
            }
            keys.append(.int(id(key)))
        }
        let records = sel.fields.isEmpty ? [] : sel.initialRecords
        let initial = records.map { r in JSONValue.int(id(EngineModelBuilder.key(sel.fields.map { r[$0] }))) }
        return [("values", .array(values.map(JSONValue.string))), ("keys", .array(keys)), ("init", .array(initial))]
    }

    /// The key of a record: its values joined by a unit separator.
    static func key(_ values: [DataValue?]) -> String {
        values.map { $0?.selectionKey ?? "" }.joined(separator: "\u{1F}")
    }

    /// An interval's initial brush in scene coordinates: [minX, minY, maxX, maxY] inside the plot.
    private func initialBrush(_ sel: ParamSelection, proxy: ChartProxy, plot: Rect) -> [Double]? {
        guard sel.binding == .none, sel.initialX != nil || sel.initialY != nil else { return nil }
        var r = [plot.minX, plot.minY, plot.maxX, plot.maxY]
        if let x = sel.initialX, let a = proxy.position(forX: .number(x.lowerBound)),
            let b = proxy.position(forX: .number(x.upperBound))
        {
            r[0] = min(max(min(a, b), plot.minX), plot.maxX)
            r[2] = min(max(max(a, b), plot.minX), plot.maxX)
        }
        if let y = sel.initialY, let a = proxy.position(forY: .number(y.lowerBound)),
            let b = proxy.position(forY: .number(y.upperBound))
        {
            r[1] = min(max(min(a, b), plot.minY), plot.maxY)
            r[3] = min(max(max(a, b), plot.minY), plot.maxY)
        }
        return r
    }

    /// The linear axes a scale-bound interval pans and zooms: each one's domain, the scene positions of its
    /// ends and its tick count, from which the page re-ticks the axis (d3's tick rule).
    private func zoomTable(_ sel: ParamSelection, chart: RenderedChart, proxy: ChartProxy) -> JSONValue {
        var axes: [(String, JSONValue)] = []
        for (name, channel, on) in [("x", Channel.x, sel.encodesX), ("y", Channel.y, sel.encodesY)] where on {
            guard let axis = chart.linearAxis(channel) else { continue }
            let ends = axis.domain.map {
                channel == .x ? proxy.position(forX: .number($0)) : proxy.position(forY: .number($0))
            }
            guard let p0 = ends[0], let p1 = ends[1], p0 != p1 else { continue }
            axes.append(
                (
                    name,
                    .object([
                        ("v", .array(axis.domain.map(JSONValue.number))), ("p", .array([.number(p0), .number(p1)])),
                        ("count", .int(axis.count)),
                    ])
                ))
        }
        return .object(axes)
    }

    /// A condition's value as the page writes it into a style property (null: as drawn).
    static func css(_ value: ParamCondition.Value?) -> JSONValue {
        switch value {
        case .color(let c)?: .string(c.hexRGBA)
        case .number(let n)?: n.isFinite ? .number(n) : .null
        case nil: .null
        }
    }
}

extension DataValue {
    /// A number or date as a number (seconds for dates); nil for categories.
    fileprivate var continuousNumber: Double? {
        switch self {
        case .number(let n): n.isFinite ? n : nil
        case .date(let d): d.timeIntervalSince1970
        case .string: nil
        }
    }
}
