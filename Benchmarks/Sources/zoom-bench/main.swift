// zoom-bench: answers a sequence of viewports over one large line the way `charta serve` answers a
// zoomable page (`ZoomableLine.reducedChart`, layout, SVG), and reports the load time, each answer's
// time and the percentiles as one JSON line. `Benchmarks/zoom-compare` runs it beside plotly-resampler
// on the same data and viewports.
//
//   zoom-bench --data walk.f64 --viewports viewports.json [--width 1600 --height 1000] [--dpr 1] [--check 20]
//
// The data file holds n little-endian doubles of x, then n of y; the viewports file is a JSON array of
// [x0, x1] windows; `--dpr` is the screen's pixel ratio the line is reduced at (default 4). `--check k` also renders the first k windows from all rows and counts the answers
// that differ from those fresh renders (each must be 0).

import Charta
import ChartaSVG
import Foundation

struct Options {
    var data = ""
    var viewports = ""
    var width = 1600.0
    var height = 1000.0
    var check = 0
    var pixelRatio = 4

    init(_ arguments: [String]) {
        var it = arguments.makeIterator()
        while let flag = it.next() {
            let value = it.next() ?? ""
            switch flag {
            case "--data": data = value
            case "--viewports": viewports = value
            case "--width": width = Double(value) ?? width
            case "--height": height = Double(value) ?? height
            case "--check": check = Int(value) ?? 0
            case "--dpr": pixelRatio = Int(value) ?? pixelRatio
            default: fatalError("unknown option \(flag)")
            }
        }
    }
}

func seconds(_ start: ContinuousClock.Instant) -> Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let bytes = try Data(contentsOf: URL(fileURLWithPath: options.data), options: .alwaysMapped)
let n = bytes.count / 16
let (x, y) = bytes.withUnsafeBytes { raw -> ([Double], [Double]) in
    let doubles = raw.bindMemory(to: Double.self)
    return (Array(doubles[0..<n]), Array(doubles[n..<(2 * n)]))
}
let windows = try JSONDecoder().decode([[Double]].self, from: Data(contentsOf: URL(fileURLWithPath: options.viewports)))
let loadStart = ContinuousClock.now
let spec = ChartSpec(
    layers: [
        LayerSpec(
            mark: MarkSpec(.line), data: try DataTable([("x", .numbers(x)), ("y", .numbers(y))]),
            encoding: [.x: .field("x"), .y: .field("y")])
    ])
let line = try ZoomableLine(spec)
let load = seconds(loadStart)
let size = Size(width: options.width, height: options.height)
let yDomain = line.yExtent ?? 0...1
var times: [Double] = []
var reduceTimes: [Double] = []
var rows: [Int] = []
var svgBytes = 0
for window in windows where window.count == 2 {
    let start = ContinuousClock.now
    let chart = line.reducedChart(
        window: window[0]...window[1], yDomain: yDomain, size: size, pixelRatio: options.pixelRatio)
    reduceTimes.append(seconds(start))
    let svg = SVGRenderer().render(ChartLayout.render(chart).scene)
    times.append(seconds(start))
    rows.append(chart.layers[0].data.rowCount)
    svgBytes += svg.utf8.count
}
var differing = 0
for window in windows.prefix(options.check) {
    let range = window[0]...window[1]
    // A fresh render of every row, past the default render limit on rows.
    var whole = line.chart(window: range, yDomain: yDomain, size: size, pixelRatio: options.pixelRatio)
    whole.limits.rows = max(whole.limits.rows, n)
    let fresh = SVGRenderer().render(ChartLayout.render(whole).scene)
    let reduced = SVGRenderer().render(
        ChartLayout.render(
            line.reducedChart(window: range, yDomain: yDomain, size: size, pixelRatio: options.pixelRatio)
        ).scene)
    if fresh != reduced { differing += 1 }
}
let sorted = times.sorted()
let report: [String: Any] = [
    "tool": "charta", "rows": n, "load_s": load, "answers": times.count,
    "p50_ms": percentile(sorted, 0.5) * 1e3, "p95_ms": percentile(sorted, 0.95) * 1e3,
    "max_ms": (sorted.last ?? 0) * 1e3,
    "reduce_p50_ms": percentile(reduceTimes.sorted(), 0.5) * 1e3,
    "mean_rows_drawn": Double(rows.reduce(0, +)) / Double(max(1, rows.count)),
    "mean_svg_bytes": svgBytes / max(1, times.count), "checked": min(options.check, windows.count),
    "differing": differing,
]
let json = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
print(String(decoding: json, as: UTF8.self))
