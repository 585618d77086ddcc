import ChartaHTML
import ChartaSVG
import ChartaScene
import Foundation

/// The inputs an interactive page can send to a view, the pictures they lead to, and which input leads
/// from which picture to which: found by running the view's own gesture closures for each input in each
/// picture reached, from the first, and telling pictures apart by their SVG.
struct ViewStateGraph {
    /// A place that responds to input, split into columns of `step` points.
    struct Region: Encodable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var step: Double
        var minimumDistance: Double
        /// Per column, the picture a tap, a drag through it, and a drag ending in it lead to (-1: none).
        var tap: [Int]
        var drag: [Int]
        var end: [Int]
    }

    /// Each picture's SVG, the first being the view as it opens.
    var pictures: [String] = []
    /// Per picture, what the host's `stateData` said when the picture was first reached.
    var data: [[String: String]] = []
    /// Per picture, its input regions.
    var regions: [[Region]] = []
    /// Whether the exploration stopped at its limits before reaching every picture.
    var truncated = false
}

extension ViewRenderer {
    /// A self-contained HTML page of the view that responds to taps and drags as the view's own
    /// closures do: every picture the view can reach by those inputs (at most `maxStates`) is drawn
    /// ahead, and the page switches between them. Inputs are taken in columns `step` points wide.
    /// `stateData` is asked, each time a new picture is reached, for values the page shows as `data-`
    /// attributes of its `#charta-view` element with that picture (what a host callback was told, say).
    /// Past `maxStates` pictures, the pictures left out are reported as a warning in ``diagnostics``.
    public func interactiveHTML(
        maxStates: Int = 64, step: Double = 4, title: String? = nil, stateData: (() -> [String: String])? = nil
    ) -> String {
        let graph = stateGraph(maxStates: maxStates, step: step, stateData: stateData)
        if graph.truncated { pageDiagnostics = [Diagnostic(.tooManyStates(limit: maxStates))] }
        return ViewPage.html(graph: graph, size: scene.size, title: title ?? scene.title)
    }

    /// The pictures and transitions of the view, explored breadth first from its opening state.
    func stateGraph(maxStates: Int = 64, step: Double = 4, stateData: (() -> [String: String])? = nil) -> ViewStateGraph
    {
        let start = states.snapshot()
        defer {
            states.restore(start)
            last = nil
        }
        var graph = ViewStateGraph()
        var snapshots: [[String: any KeptBox]] = []
        // Every state met, by its values, with the picture it shows: a state seen before is not drawn again.
        var seen: [(state: [String: any KeptBox], picture: Int)] = []
        var index: [String: Int] = [:]
        func picture() -> Int? {
            let state = states.snapshot()
            if let known = seen.first(where: { StateStore.same($0.state, state) == true }) { return known.picture }
            last = nil
            let svg = SVGRenderer().render(scene)
            if let known = index[svg] {
                seen.append((state, known))
                return known
            }
            guard graph.pictures.count < max(1, maxStates) else {
                graph.truncated = true
                return nil
            }
            index[svg] = graph.pictures.count
            seen.append((state, graph.pictures.count))
            graph.pictures.append(svg)
            graph.data.append(stateData?() ?? [:])
            snapshots.append(state)
            return graph.pictures.count - 1
        }
        _ = picture()
        var next = 0
        while next < graph.pictures.count {
            states.restore(snapshots[next])
            last = nil
            let inputs = regions
            var tables: [ViewStateGraph.Region] = []
            for region in inputs {
                let columns = max(1, min(1000, Int((region.frame.width / step).rounded(.up))))
                let width = region.frame.width / Double(columns)
                var table = ViewStateGraph.Region(
                    x: region.frame.minX, y: region.frame.minY, width: region.frame.width,
                    height: region.frame.height, step: width, minimumDistance: region.handlers.minimumDistance,
                    tap: [], drag: [], end: [])
                for column in 0..<columns {
                    let local = CGPoint(x: (Double(column) + 0.5) * width, y: region.frame.height / 2)
                    func outcome(_ feed: (GestureHandlers) -> Bool) -> Int {
                        states.restore(snapshots[next])
                        guard feed(region.handlers) else { return -1 }
                        return picture() ?? -1
                    }
                    let value = DragGesture.Value(
                        time: Date(timeIntervalSince1970: 0), location: local, startLocation: local)
                    table.tap.append(outcome { h in h.tap.map { $0(local) } != nil })
                    table.drag.append(outcome { h in h.dragChanged.map { $0(value) } != nil })
                    table.end.append(
                        outcome { h in
                            guard h.dragChanged != nil || h.dragEnded != nil else { return false }
                            h.dragChanged?(value)
                            h.dragEnded?(value)
                            return true
                        })
                }
                tables.append(table)
            }
            graph.regions.append(tables)
            next += 1
        }
        return graph
    }
}

/// The page of a state graph: every picture in a template, the input tables as JSON, and a small
/// script that maps pointer input to the next picture.
enum ViewPage {
    static func html(graph: ViewStateGraph, size: Size, title: String) -> String {
        let tables = (try? JSONEncoder().encode(graph.regions)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        let data = (try? JSONEncoder().encode(graph.data)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(HTMLText.escape(title))</title>
            <style>body{margin:0}#charta-view{position:relative;touch-action:none;user-select:none}</style>
            </head><body>
            <div id="charta-view" data-state="0" style="width:\(Int(size.width.rounded(.up)))px;height:\(Int(size.height.rounded(.up)))px"></div>

            """
        for (i, svg) in graph.pictures.enumerated() {
            html += "<template id=\"charta-state-\(i)\">\(svg)</template>\n"
        }
        html += "<script>const chartaRegions = \(tables);\nconst chartaData = \(data);\n\(script)</script>\n"
        html += "</body></html>\n"
        return html
    }

    /// Shows a state; on pointer input finds the topmost region under the pointer and its column, and
    /// follows the tap, drag or drag-end table of the current state.
    private static let script = """
        (function () {
          const view = document.getElementById('charta-view');
          let state = 0, press = null;
          function show(s) {
            if (s < 0 || s === state && view.firstChild) return;
            state = s;
            view.dataset.state = String(s);
            for (const key of Object.keys(view.dataset)) if (key !== 'state') delete view.dataset[key];
            const values = chartaData[s] || {};
            for (const key of Object.keys(values)) view.setAttribute('data-' + key, values[key]);
            view.replaceChildren(document.getElementById('charta-state-' + s).content.cloneNode(true));
          }
          function at(e) {
            const r = view.getBoundingClientRect();
            return { x: e.clientX - r.left, y: e.clientY - r.top };
          }
          function hit(p) {
            const regions = chartaRegions[state] || [];
            for (let i = regions.length - 1; i >= 0; i--) {
              const g = regions[i];
              if (p.x >= g.x && p.x <= g.x + g.width && p.y >= g.y && p.y <= g.y + g.height) return g;
            }
            return null;
          }
          function column(g, p) { return Math.max(0, Math.min(g.tap.length - 1, Math.floor((p.x - g.x) / g.step))); }
          view.addEventListener('pointerdown', e => {
            const p = at(e), g = hit(p);
            if (!g) return;
            press = { start: p, region: g, dragging: false };
            view.setPointerCapture(e.pointerId);
          });
          view.addEventListener('pointermove', e => {
            if (!press) return;
            const p = at(e), g = press.region;
            if (!press.dragging && Math.hypot(p.x - press.start.x, p.y - press.start.y) < g.minimumDistance) return;
            press.dragging = true;
            const target = g.drag[column(g, p)];
            if (target >= 0) show(target);
            press.region = (chartaRegions[state] || []).find(r => r.x === g.x && r.y === g.y && r.width === g.width) || g;
          });
          view.addEventListener('pointerup', e => {
            if (!press) return;
            const p = at(e), g = press.region;
            const target = press.dragging ? g.end[column(g, p)] : g.tap[column(g, press.start)];
            press = null;
            if (target >= 0) show(target);
          });
          view.addEventListener('pointercancel', () => { press = null; });
          show(0);
        })();
        """
}
