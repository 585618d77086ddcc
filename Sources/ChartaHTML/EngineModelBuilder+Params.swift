import Charta

/// The tables of selection parameters (``ParamInteraction``): where each item's element is drawn, the
/// key each point selection compares it by, the initial selections, and the conditions. The page's
/// script keeps each selection's keys or brush and restyles the elements from these tables.
extension EngineModelBuilder {
    /// One item element of the page: the chart (a concatenation's cell) that draws it and its item there.
    struct ParamItem {
        var cell: Int
        var item: ItemID
    }

    /// Builds the parameter tables of the first view; for a concatenation, over every cell's items, each
    /// selection and condition working in its own cell.
    mutating func paramTables(_ parameters: ParamInteraction) {
        guard let whole = rendered.first else { return }
        let measurer = self.chart.measurer
        let cells = whole.cells.isEmpty ? [(chart: whole, offset: Point(x: 0, y: 0))] : whole.cells
        var refs: [ParamItem] = []
        var items: [JSONValue] = []
        for (c, cell) in cells.enumerated() {
            let map = ItemMap(cell.chart.scene, measurer: measurer)
            var boxes: [ItemID: Rect] = [:]
            for region in map.regions {
                boxes[region.item] = boxes[region.item].map { $0.union(region.rect) } ?? region.rect
            }
            for item in map.elements {
                let box = boxes[item] ?? Rect(x: 0, y: 0, width: 0, height: 0)
                refs.append(ParamItem(cell: c, item: item))
                items.append(
                    .array([
                        .number(box.midX + cell.offset.x), .number(box.midY + cell.offset.y), .int(item.row ?? -1),
                        .int(c),
                    ]))
            }
        }
        model.views[0].selectable = Array(refs.indices)
        let names = parameters.selections.map(\.name)
        let selections = parameters.selections.map { sel -> JSONValue in
            let cell = cells[min(max(sel.view, 0), cells.count - 1)]
            let proxy = ChartProxy(cell.chart, measurer: measurer)
            let plot = cell.chart.plotFrame
            var members: [(String, JSONValue)] = [
                ("name", .string(sel.name)), ("kind", .string(sel.kind.rawValue)),
                ("on", .string(sel.trigger.rawValue)), ("clear", .string(sel.clear.rawValue)),
                ("toggle", .bool(sel.toggles)), ("nearest", .bool(sel.nearest)), ("x", .bool(sel.encodesX)),
                ("y", .bool(sel.encodesY)), ("translate", .bool(sel.translates)), ("zoom", .bool(sel.zooms)),
                ("bind", .string(sel.binding.rawValue)), ("view", .int(sel.view)),
                ("byField", .bool(!sel.fields.isEmpty)),
                (
                    "box",
                    .array(
                        [plot.minX, plot.minY, plot.maxX, plot.maxY].enumerated().map { i, v in
                            .number(v + (i % 2 == 0 ? cell.offset.x : cell.offset.y))
                        })
                ),
                ("domain", EngineModelBuilder.domain(proxy, plot)),
            ]
            if sel.kind == .point {
                members += pointKeys(sel, cells: cells.map(\.chart), refs: refs)
            } else {
                if let initial = initialBrush(sel, proxy: proxy, plot: plot) {
                    members.append(
                        (
                            "init",
                            .array(
                                initial.enumerated().map { i, v in
                                    .number(v + (i % 2 == 0 ? cell.offset.x : cell.offset.y))
                                })
                        ))
                }
                if cells.count > 1 {
                    members.append(("vals", intervalValues(sel, cells: cells.map(\.chart), refs: refs)))
                }
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
                    ("else", EngineModelBuilder.css(c.otherwise)), ("view", .int(c.view)),
                ])
        }
        var tables: [(String, JSONValue)] = [
            ("items", .array(items)), ("sels", .array(selections)), ("conds", .array(conditions)),
        ]
        if cells.count == 1, let bound = parameters.selections.first(where: { $0.binding == .scales }) {
            tables.append(("zoom", zoomTable(bound, chart: whole, proxy: ChartProxy(whole, measurer: measurer))))
        }
        model.params = .object(tables)
    }

    /// The continuous values at a plot's edges (x left and right, y bottom and top), for turning a brush
    /// into data ranges; empty members for categorical scales.
    static func domain(_ proxy: ChartProxy, _ plot: Rect) -> JSONValue {
        var members: [(String, JSONValue)] = []
        for (name, value) in [("x", proxy.value(atX: plot.minX)), ("x1", proxy.value(atX: plot.maxX))] {
            if let v = value?.continuousNumber { members.append((name, .number(v))) }
        }
        for (name, value) in [("y", proxy.value(atY: plot.maxY)), ("y1", proxy.value(atY: plot.minY))] {
            if let v = value?.continuousNumber { members.append((name, .number(v))) }
        }
        return .object(members)
    }

    /// For an interval in a concatenation: each item's values of the interval's x and y fields (null
    /// where its row has none), by which items of the other charts are tested.
    private func intervalValues(_ sel: ParamSelection, cells: [RenderedChart], refs: [ParamItem]) -> JSONValue {
        func number(_ field: String?, _ ref: ParamItem) -> JSONValue {
            guard let field, let v = cells[ref.cell].value(ParamSelection.column(field), of: ref.item) else {
                return .null
            }
            switch v {
            case .number(let n): return n.isFinite ? .exact(n) : .null
            case .date(let d): return .exact(d.timeIntervalSince1970)
            case .string(let s): return Double(s).map { $0.isFinite ? .exact($0) : .null } ?? .null
            }
        }
        return .array(refs.map { .array([number(sel.xField, $0), number(sel.yField, $0)]) })
    }

    /// A point selection's key of each element (an index into its list of distinct keys), and the keys
    /// its initial value holds. With `fields`, items of every chart sharing the values share the key.
    private func pointKeys(_ sel: ParamSelection, cells: [RenderedChart], refs: [ParamItem]) -> [(String, JSONValue)] {
        var values: [String] = []
        var index: [String: Int] = [:]
        func id(_ key: String) -> Int {
            if let known = index[key] { return known }
            index[key] = values.count
            values.append(key)
            return values.count - 1
        }
        var keys: [JSONValue] = []
        keys.reserveCapacity(refs.count)
        for ref in refs {
            let item = ref.item
            let key: String
            if sel.fields.isEmpty {
                key = "\(ref.cell):\(item.mark):\(item.row ?? -1):\(item.series ?? "")"
            } else if item.row == nil, sel.fields.count == 1, let series = item.series {
                key = series
            } else {
                let chart = cells[ref.cell]
                key = EngineModelBuilder.key(
                    sel.fields.map { f in
                        chart.value(ParamSelection.column(f), of: item)
                            ?? (item.row == nil ? nil : ChartProxy(chart).values(of: item).fields[f])
                    })
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
        case .hidden?: .string("none")
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
