import Charta

/// Composition: `hconcat`, `vconcat`, `concat` and `repeat` become a ``ConcatSpec`` of charts, each
/// compiled like a top-level view with the data and transforms it inherits; `repeat` copies its `spec`
/// once per repeated field (Vega-Lite's normaliser), with `{"repeat": "row"}` references replaced.
extension VLCompiler {
    static let compositionKeys = ["hconcat", "vconcat", "concat", "repeat"]

    /// A view of any kind: a composition, a facet, a layer or a single view.
    mutating func compileView(
        _ node: JSONNode, data inherited: VLDataSource?, transforms: [JSONNode], isRoot: Bool
    ) -> ChartSpec? {
        guard let node = object(node) else { return nil }
        if isRoot {
            legendPaints = colorPaints(node)
            legendSizeFields = sizeFields(node)
        }
        if let key = VLCompiler.compositionKeys.first(where: { node[$0] != nil }) {
            return composition(node, key: key, data: inherited, transforms: transforms, isRoot: isRoot)
        }
        guard let nesting = unwrapFacets(node, data: inherited, transforms: transforms, isRoot: isRoot) else {
            return nil
        }
        let body = nesting.body
        // A view faceted by its `row`, `column` or `facet` channel is a facet too.
        view = VLViewState()
        view.liveFilter =
            nesting.facet == nil && body["layer"] == nil
            && ![VLChannel.row, .column, .facet].contains { body["encoding"]?[$0] != nil }
        var units = collectUnits(body, data: nesting.data, encoding: [:], datasets: datasets, transforms: nesting.steps)
        view.liveFilter = false
        guard !hasErrors else { return nil }
        if units.isEmpty {
            fail("The spec has no mark to draw.", at: body["mark"]?.path ?? body["layer"]?.path ?? node.path)
            return nil
        }
        let facet = facetFromEncoding(&units, given: nesting.facet)
        nestFacets(nesting.outer.map(\.facet), in: &units)
        shareBinExtents(units)
        for i in units.indices { transform(&units[i]) }
        var spec = chart(root: node, body: body, units: units, facet: facet, facetNode: nesting.facetNode)
        if !nesting.outer.isEmpty, let inner = spec.facet {
            spec.facet = nestedFacetSpec(nesting.outer, inner: inner, units: units)
        }
        spec.brushes = view.brushes
        if facet == nil {
            spec.interaction = interaction(for: view.selections)
            spec.interaction.parameters = isRoot ? dimmingUnreferenced(viewParameters) : viewParameters
            if spec.interaction.parameters != nil { spec.interaction.selection = nil }
        }
        if !isRoot { spec.padding = EdgeInsets(all: 0) }
        return spec
    }

    /// A view inside its facets: the facets around it (outermost first, each with its node), and the data
    /// and transforms it inherits through them.
    struct FacetNesting {
        var facet: VLFacet?
        var body: JSONNode
        var data: VLDataSource?
        var steps: [JSONNode]
        var outer: [(facet: VLFacet, node: JSONNode)] = []
        var facetNode: JSONNode
    }

    /// Unwraps a facet spec (which may hold a facet again) down to its single or layered view; nil (with
    /// an error) when a facet has no `spec` or its spec is a composition.
    mutating func unwrapFacets(_ node: JSONNode, data: VLDataSource?, transforms: [JSONNode], isRoot: Bool)
        -> FacetNesting?
    {
        var n = FacetNesting(body: node, data: data, steps: transforms, facetNode: node)
        while let f = n.body["facet"] {
            guard let spec = object(n.body["spec"]), let read = readFacet(f) else {
                fail("A facet spec needs a “spec”.", at: JSONNode.join(n.body.path, "spec"))
                return nil
            }
            if let facet = n.facet { n.outer.append((facet, n.facetNode)) }
            n.facet = read
            n.facetNode = n.body
            if !(isRoot && n.body.path == node.path), let own = readData(n.body["data"], datasets: datasets) {
                n.data = own
                n.steps = []
            }
            n.steps += n.body["transform"].flatMap { array($0) } ?? []
            n.body = spec
        }
        if n.facet != nil, let key = VLCompiler.compositionKeys.first(where: { n.body[$0] != nil }) {
            // Vega-Lite's facet spec is a single view, a layer or (nested) a facet.
            fail(
                "A facet's “spec” is a single view, a layer or a facet; “\(key)” goes around facets, not inside them.",
                at: JSONNode.join(n.body.path, key))
            return nil
        }
        return n
    }

    /// The charts of a composition, laid out on a grid.
    mutating func composition(
        _ node: JSONNode, key: String, data inherited: VLDataSource?, transforms: [JSONNode], isRoot: Bool
    ) -> ChartSpec? {
        var data = inherited
        var steps = transforms
        if !isRoot, let own = readData(node["data"], datasets: datasets) {
            data = own
            steps = []
        }
        steps += node["transform"].flatMap { array($0) } ?? []
        var children: [JSONNode] = []
        var columns: Int?
        var align = GridAlign.each
        switch key {
        case "hconcat":
            children = array(node[key]) ?? []
            columns = children.count
        case "vconcat":
            children = array(node[key]) ?? []
            columns = 1
        case "concat":
            children = array(node[key]) ?? []
            columns = node["columns"]?.value.number.flatMap { $0.isFinite && $0 >= 1 ? Int($0) : nil }
        default:
            guard let expanded = repeatChildren(node) else { return nil }
            if expanded.layered { return compileView(expanded.views[0], data: data, transforms: steps, isRoot: isRoot) }
            children = expanded.views
            columns = expanded.columns
            align = .all
        }
        var charts: [ChartSpec] = []
        for child in children {
            if let chart = compileView(child, data: data, transforms: steps, isRoot: false) { charts.append(chart) }
        }
        guard !hasErrors else { return nil }
        if charts.isEmpty {
            fail("The composition has no views.", at: JSONNode.join(node.path, key))
            return nil
        }
        let legendSource = shareLegends(&charts, resolve: node["resolve"])
        var spec = ChartSpec()
        spec.theme = options.theme ?? VLTheme.light
        spec.padding = isRoot ? readPadding(node["padding"]) : EdgeInsets(all: 0)
        spec.title = readTitle(node["title"])
        spec.calendar = charts[0].calendar
        let spacing = self.spacing(node["spacing"])
        let center = node["center"]?.value.bool ?? node["center"]?["column"]?.value.bool ?? false
        if let a = node["align"]?.value.string ?? node["align"]?["column"]?.value.string,
            let given = GridAlign(rawValue: a)
        {
            align = given
        }
        spec.concat = ConcatSpec(
            charts: charts, columns: columns, rowSpacing: spacing.row, columnSpacing: spacing.column, align: align,
            center: center, bounds: node["bounds"]?.value.string == "flush" ? .flush : .full)
        spec.concat?.legendSource = legendSource
        spec.concat?.viewStroke = viewStrokeWidth(node)
        spec.interaction.parameters = isRoot ? dimmingUnreferenced(mergedParameters(&spec)) : nil
        return spec
    }

    /// The width of the frame around a view (`view.stroke`, `view.strokeWidth`, 1 by default); 0 when
    /// the stroke is null, empty or transparent.
    func viewStrokeWidth(_ node: JSONNode) -> Double {
        let stroke = node["view"]?["stroke"]?.value ?? config.value("view", "stroke")
        if stroke == .null || stroke?.string == "transparent" || stroke?.string == "" { return 0 }
        let width = node["view"]?["strokeWidth"]?.value.number ?? config.number("view", "strokeWidth") ?? 1
        return width.isFinite ? max(0, width) : 0
    }

    /// `spacing` as a number or `{"row": …, "column": …}`; `config.concat.spacing` (20) by default.
    mutating func spacing(_ node: JSONNode?) -> (row: Double, column: Double) {
        let fallback = config.number("concat", "spacing") ?? 20
        if let d = node?.value.number { return (d, d) }
        return (node?["row"]?.value.number ?? fallback, node?["column"]?.value.number ?? fallback)
    }

    /// Colour, size, shape and opacity scales are shared across concatenated views unless `resolve`
    /// makes them independent: categorical colour domains are united and one view's legends stand for
    /// all (returned; the layout draws them right of the grid, where Vega does).
    mutating func shareLegends(_ charts: inout [ChartSpec], resolve: JSONNode?) -> Int? {
        let independent = [VLChannel.color, .fill, .stroke, .size, .shape, .opacity].contains {
            resolve?["scale"]?[$0]?.value.string == "independent"
                || resolve?["legend"]?[$0]?.value.string
                    == "independent"
        }
        guard !independent else { return nil }
        // Each view's legend: its own, or the one a nested concatenation shares (the path to it).
        func legendPath(_ chart: ChartSpec) -> [Int]? {
            guard let inner = chart.concat else { return chart.legend.hidden ? nil : [] }
            guard let j = inner.legendSource, inner.charts.indices.contains(j) else { return nil }
            return legendPath(inner.charts[j]).map { [j] + $0 }
        }
        func leaf(_ chart: ChartSpec, _ path: [Int]) -> ChartSpec {
            guard let first = path.first, let inner = chart.concat else { return chart }
            return leaf(inner.charts[first], Array(path.dropFirst()))
        }
        func update(_ chart: inout ChartSpec, _ body: (inout ChartSpec) -> Void) {
            guard var inner = chart.concat else { return body(&chart) }
            for i in inner.charts.indices { update(&inner.charts[i], body) }
            chart.concat = inner
        }
        let paths = charts.map(legendPath)
        var union: [String] = []
        var categorical = true
        for (chart, path) in zip(charts, paths) {
            guard let path else { continue }
            let shown = leaf(chart, path)
            if case .categories(let c)? = shown.scales[.color]?.domain {
                for v in c where !union.contains(v) { union.append(v) }
            } else if shown.scales[.color] != nil {
                categorical = false
            }
        }
        if categorical && !union.isEmpty {
            for i in charts.indices {
                update(&charts[i]) { chart in
                    if case .categories? = chart.scales[.color]?.domain {
                        chart.scales[.color]?.domain = .categories(union)
                    }
                }
            }
        }
        // One legend for all: the first view's that has one; the layout draws it right of the grid.
        var source: Int?
        for i in charts.indices where paths[i] != nil {
            if source == nil {
                source = i
            } else {
                update(&charts[i]) { chart in
                    chart.legend.hidden = true
                    chart.extraLegends = []
                }
                if charts[i].concat != nil { charts[i].concat?.legendSource = nil }
            }
        }
        return source
    }
}
