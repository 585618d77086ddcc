import Charta

extension HTMLModel {
    /// The model of a navigation: its views with their command targets, and no selection.
    init(_ navigation: ChartNavigation, options: HTMLOptions) {
        let first = navigation.views.first?.chart.scene
        self.init(size: first?.size ?? .zero, title: options.title ?? first?.title ?? "")
        commands = navigation.commands
        let count = navigation.views.count
        views = navigation.views.map { view in
            let targets = navigation.commands.indices.map { c -> Int in
                guard view.targets.indices.contains(c), let t = view.targets[c], t >= 0, t < count else { return -1 }
                return t
            }
            var model = View(
                scene: view.chart.scene, caption: view.caption, targets: targets, plot: view.chart.plotFrame)
            model.entry = view.chart.entryAnimation.layers
            return model
        }
        animation = navigation.views.first?.chart.animation
        startView = views.indices.contains(navigation.start) ? navigation.start : 0
        if let size = navigation.views.map(\.chart.scene.size).max(by: { $0.width * $0.height < $1.width * $1.height })
        {
            self.size = size
        }
    }
}
