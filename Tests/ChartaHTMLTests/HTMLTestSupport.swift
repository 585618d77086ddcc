import Charta
import ChartaExamples
import Foundation

@testable import ChartaHTML

extension SeededGenerator {
    /// An integer in `0..<count`.
    mutating func below(_ count: Int) -> Int { Int(next() % UInt64(max(1, count))) }
}

/// Gallery charts as interactive pages.
enum HTMLFixture {
    /// The gallery entry named `name`.
    static func entry(_ name: String) throws -> Gallery.Entry {
        guard let entry = try Gallery.entries().first(where: { $0.name == name }) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return entry
    }

    /// The interactive chart of a gallery entry.
    static func chart(_ name: String) throws -> InteractiveChart {
        let e = try entry(name)
        return InteractiveChart(e.chart, state: e.state, chartForState: e.chartForState)
    }

    /// The page model of a gallery entry.
    static func model(_ name: String, options: HTMLOptions = HTMLOptions()) throws -> HTMLModel {
        HTMLModel(try chart(name), options: options)
    }

    /// The selection with page id `id` (nil for -1).
    static func selection(_ id: Int, in builder: EngineModelBuilder) -> Selection? {
        builder.selections.indices.contains(id) ? builder.selections[id] : nil
    }
}

/// The page's script, replayed in Swift over a model: the state moves only by table look-ups, as in
/// the browser, so tests can compare it step by step with the interaction engine.
struct PageReplay {
    let model: HTMLModel
    var view: Int
    var selection: Int

    init(_ model: HTMLModel) {
        self.model = model
        view = model.startView
        selection = model.startSelection
    }

    var current: HTMLModel.View { model.views[view] }

    func inPlot(_ p: Point) -> Bool { current.plot.contains(p) }

    /// A tap (click) at a scene point.
    mutating func tap(_ p: Point) {
        switch model.mode {
        case .item:
            let t = model.tolerance
            selection =
                current.regions.first { r in
                    p.x >= r.rect.minX - t && p.x <= r.rect.maxX + t && p.y >= r.rect.minY - t
                        && p.y <= r.rect.maxY + t
                }?.selection ?? -1
        case .x:
            selection = inPlot(p) ? (current.strip?.value(at: p.x) ?? -1) : -1
        case .none:
            break
        }
    }

    /// Left or right arrow.
    mutating func arrow(right: Bool) {
        guard let t = current.keys[selection] else { return }
        let i = right ? 2 : 0
        guard t[i] >= 0 else { return }
        (view, selection) = (t[i], t[i + 1])
    }

    /// A button.
    mutating func command(_ c: Int) {
        let target = current.targets[c]
        if target >= 0 { view = target }
    }

    /// A horizontal swipe by `dx` scene points.
    mutating func swipe(_ dx: Double) {
        guard let pan = current.pan else { return }
        let target = pan.value(at: dx)
        if target >= 0 { view = target }
    }
}
