import Charta

/// Filters by a selection in interactive output (``VegaLiteReader/Options/interactive``). A single view
/// whose marks draw one item per row after the filter (a mark from ``rowMarks``, no aggregate or bin in
/// its encoding, and only row-wise transforms from ``rowTransforms`` after the filter) draws every row,
/// and the page hides the items the selection leaves out: the filter becomes a ``ParamCondition`` on
/// `display`, as Vega-Lite's `filter` with `{"param": …}` keeps the rows the selection holds (an empty
/// selection holds all unless `empty` is false; vega.github.io/vega-lite/docs/filter.html). The view's
/// scales stay as drawn. Other views keep the rows of the initial state, with a warning at the filter.
extension VLCompiler {
    /// Marks that draw one item per row.
    static let rowMarks: Set<String> = ["point", "circle", "square", "tick", "rule", "text", "rect"]
    /// Transforms that keep each row a row of its own (they may drop rows, never merge them).
    static let rowTransforms: Set<String> = ["filter", "calculate", "timeUnit", "lookup"]

    /// The steps to apply to a unit's rows: without the selection filter the page applies live, which
    /// becomes a condition of the view; other filters by selections stay and are reported.
    mutating func liveFiltering(
        _ steps: [JSONNode], markType: String, encoding: [String: JSONNode]
    ) -> [JSONNode] {
        guard options.interactive else { return steps }
        let filters = steps.indices.filter { i in
            guard let f = steps[i]["filter"], !isTimerFilter(f) else { return false }
            return f["param"] != nil || selectionTest(f) != nil
        }
        guard !filters.isEmpty else { return steps }
        if filters.count == 1, let i = filters.first, let f = steps[i]["filter"],
            let name = f["param"]?.value.string, selections[name] != nil,
            view.liveFilter, VLCompiler.rowMarks.contains(markType),
            steps[(i + 1)...].allSatisfy({ step in
                step.value.object?.pairs.contains { VLCompiler.rowTransforms.contains($0.0) } == true
            }),
            !encoding.values.contains(where: { $0["aggregate"] != nil || $0["bin"].map(Self.bins) == true })
        {
            filteredSelections.insert(name)
            let condition = ParamCondition(
                property: .display,
                cases: [ParamCondition.Case(param: name, emptySelects: f["empty"]?.value.bool ?? true, value: nil)],
                otherwise: .hidden)
            if !view.paramConditions.contains(condition) { view.paramConditions.append(condition) }
            var kept = steps
            kept.remove(at: i)
            return kept
        }
        for i in filters {
            guard let f = steps[i]["filter"] else { continue }
            warn(
                "The page does not refilter this view by the selection (only views that draw one item per row "
                    + "after the filter follow it); it keeps the rows of the initial state.", at: f.path)
        }
        return steps
    }

    /// Whether an encoding's `bin` bins (true or parameters; `"binned"` and false do not).
    private static func bins(_ node: JSONNode) -> Bool {
        node.value.bool ?? (node.value.object != nil)
    }
}
