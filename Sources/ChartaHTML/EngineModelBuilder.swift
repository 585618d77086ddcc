import Charta

extension HTMLModel {
    /// The model of a chart driven by the interaction engine: the views its viewport commands reach, and
    /// for each view what taps, drags, swipes and arrow keys do, all answered by the engine.
    init(_ chart: InteractiveChart, options: HTMLOptions) {
        var builder = EngineModelBuilder(chart: chart, options: options)
        self = builder.build()
    }
}

/// Builds an ``HTMLModel`` by running the interaction engine on every state the page can reach.
struct EngineModelBuilder {
    let chart: InteractiveChart
    let options: HTMLOptions
    let text: SelectionText
    /// The viewport each view shows, and the chart laid out for it.
    var viewports: [Viewport?] = []
    var rendered: [RenderedChart] = []
    /// Viewports (and scenes, for viewports that draw the same chart) already seen.
    var viewIndex: [Viewport?: Int] = [:]
    var sceneIndex: [Scene: Int] = [:]
    var selections: [Selection] = []
    var selectionIndex: [Selection: Int] = [:]
    /// For views whose taps snap to a grid: the rows the grid reaches, by x index, with their selection.
    var gridRows: [Int: [(index: Int, selection: Int)]] = [:]
    /// Selection pictures still allowed (``HTMLOptions/maxPictures``).
    var pictureBudget: Int
    var model: HTMLModel

    init(chart: InteractiveChart, options: HTMLOptions) {
        self.chart = chart
        self.options = options
        text = SelectionText(spec: chart.spec)
        pictureBudget = max(0, options.maxPictures)
        let first = chart.render(InteractionState(viewport: chart.state.viewport))
        model = HTMLModel(size: first.scene.size, title: options.title ?? first.scene.title)
        model.animation = chart.spec.animation
    }

    /// The viewport commands offered as buttons: pages or steps back and forth.
    var viewportCommands: [(ChartNavigation.Command, ViewportCommand)] {
        guard let viewport = chart.behavior.viewport else { return [] }
        if case .page = viewport.snapping {
            return [
                (ChartNavigation.Command(symbol: "‹", label: "Previous page", keys: ["PageUp"]), .page(by: -1)),
                (ChartNavigation.Command(symbol: "›", label: "Next page", keys: ["PageDown"]), .page(by: 1)),
            ]
        }
        return [
            (ChartNavigation.Command(symbol: "‹", label: "Back", keys: ["PageUp"]), .step(by: -1)),
            (ChartNavigation.Command(symbol: "›", label: "Forward", keys: ["PageDown"]), .step(by: 1)),
        ]
    }

    mutating func build() -> HTMLModel {
        configureBehavior()
        let commands = viewportCommands
        model.commands = commands.map(\.0)
        model.startView = view(for: chart.state.viewport) ?? 0
        model.startSelection = selectionID(chart.state.selection)
        var analysed = 0
        var keyed: [Set<Int>] = []
        var changed = true
        while changed {
            changed = false
            while analysed < viewports.count {
                analyse(analysed, commands: commands.map(\.1))
                keyed.append([])
                analysed += 1
                changed = true
            }
            guard model.mode != .none || chart.behavior.viewport != nil else { break }
            for v in 0..<viewports.count {
                for s in -1..<selections.count where !keyed[v].contains(s) {
                    keyed[v].insert(s)
                    if let rows = gridRows[v] {
                        model.views[v].keys[s] = gridArrowTargets(view: v, selection: s, rows: rows)
                    } else {
                        model.views[v].keys[s] = arrowTargets(view: v, selection: s)
                    }
                    changed = true
                }
            }
        }
        for v in model.views.indices { finish(v) }
        if let parameters = chart.behavior.parameters, !parameters.selections.isEmpty { paramTables(parameters) }
        model.selections = selections.map { s in
            HTMLModel.SelectionEntry(text: options.describeSelection?(s) ?? text.describe(s), detail: text.detail(s))
        }
        captionPages()
        return model
    }

    /// Copies the selection behaviour's settings into the model.
    private mutating func configureBehavior() {
        switch chart.behavior.selection?.mode {
        case .item(let s)?:
            model.mode = .item
            model.activatesOnTap = s.activatesOnTap
            model.tolerance = s.tolerance.isFinite ? max(0, s.tolerance) : 0
            model.selectedOpacity = s.selectedOpacity
            model.unselectedOpacity = s.unselectedOpacity
        case .nearestX(let s)?:
            model.mode = .x
            model.tracksHover = s.tracksHover
            model.clearsOnRelease = s.clearsOnRelease
        case .rangeX?, nil:
            model.mode = .none
        }
    }

    /// The view showing `viewport`, adding it when new (nil beyond ``HTMLOptions/maxViews``).
    mutating func view(for viewport: Viewport?) -> Int? {
        if let known = viewIndex[viewport] { return known }
        let chart = self.chart.render(InteractionState(viewport: viewport))
        if let same = sceneIndex[chart.scene] {
            viewIndex[viewport] = same
            return same
        }
        guard viewports.count < max(1, options.maxViews) else { return nil }
        let v = viewports.count
        viewports.append(viewport)
        rendered.append(chart)
        viewIndex[viewport] = v
        sceneIndex[chart.scene] = v
        var added = HTMLModel.View(scene: chart.scene, caption: "", targets: [], plot: chart.plotFrame)
        added.entry = chart.entryAnimation.layers
        model.views.append(added)
        return v
    }

    /// The id of a selection (-1 for none, and for selections beyond ``HTMLOptions/maxSelections``).
    mutating func selectionID(_ selection: Selection?) -> Int {
        guard let selection else { return -1 }
        if let known = selectionIndex[selection] { return known }
        guard selections.count < max(0, options.maxSelections) else { return -1 }
        selectionIndex[selection] = selections.count
        selections.append(selection)
        return selections.count - 1
    }

    /// The state of view `v` with selection `s`.
    func state(_ v: Int, _ s: Int) -> InteractionState {
        InteractionState(selection: selections.indices.contains(s) ? selections[s] : nil, viewport: viewports[v])
    }

    /// Command targets, and the pointer tables of view `v`.
    private mutating func analyse(_ v: Int, commands: [ViewportCommand]) {
        var targets: [Int] = []
        for command in commands {
            let next = state(v, -1).reduce(.viewport(command), in: rendered[v], measurer: chart.measurer)
            let target = view(for: next.viewport) ?? -1
            targets.append(target == v ? -1 : target)
        }
        model.views[v].targets = targets
        switch model.mode {
        case .x: nearestXTables(v)
        case .item: itemTables(v)
        case .none: break
        }
        if model.mode != .x, let viewport = chart.behavior.viewport, viewport.snapping != .none {
            panTable(v)
        }
    }

    /// Where each arrow key leads from view `v` with selection `s`: [view, selection] for Left, then for
    /// Right ([-1, -1]: nothing happens).
    private mutating func arrowTargets(view v: Int, selection s: Int) -> [Int] {
        var result: [Int] = []
        for key in [InteractionKey.left, .right] {
            let next = state(v, s).reduce(.key(key), in: rendered[v], measurer: chart.measurer)
            if let target = view(for: next.viewport) {
                result += [target, selectionID(next.selection)]
            } else {
                result += [-1, -1]
            }
        }
        return result
    }
}
