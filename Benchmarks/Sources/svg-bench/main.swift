// svg-bench: how fast ChartaSVG writes a 1,000,000-vertex line and how many bytes it spends per vertex.
//
// The path is a plausible dense series in an 1000×500 plot: x spreads evenly over 0…1000, y is a slow
// sine plus deterministic noise (SeededGenerator), so coordinates have three integer digits and up to two
// decimals, as real plots do. Each configuration is rendered several times after a warm-up; the median
// time is reported.

import ChartaSVG
import ChartaScales
import ChartaScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fixed metrics; the benchmark has no text, so only the type matters.
struct FixedMetrics: TextMeasurer {
    func width(of text: String, font: Font) -> Double { Double(text.count) * font.size * 0.55 }
    func ascent(of font: Font) -> Double { font.size * 0.905 }
    func descent(of font: Font) -> Double { font.size * 0.212 }
}

func makeScene(vertices: Int) -> Scene {
    var random = SeededGenerator(seed: 42)
    var path = Path()
    path.reserveCapacity(verbs: vertices, points: vertices)
    for i in 0..<vertices {
        let x = 1000 * Double(i) / Double(vertices - 1)
        let y = 250 + 200 * sin(Double(i) * 2e-5) + 20 * (random.unit() - 0.5)
        if i == 0 { path.move(to: Point(x: x, y: y)) } else { path.line(to: Point(x: x, y: y)) }
    }
    let node = PathNode(path: path, style: .stroke(.systemBlue, width: 1.5), item: ItemID(mark: 0))
    let marks = Group(role: .mark, markType: .line, children: [.path(node)])
    return Scene(size: Size(width: 1000, height: 500), title: "svg-bench", root: Group(children: [.group(marks)]))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

let vertices = 1_000_000
let runs = 9
let scene = makeScene(vertices: vertices)
let clock = ContinuousClock()
print("svg-bench: \(vertices) vertices, median of \(runs) runs (release build expected)")
for precision in [2, 1] {
    let renderer = SVGRenderer(options: SVGOptions(measurer: FixedMetrics(), precision: precision))
    var bytes = renderer.renderBytes(scene)  // warm-up
    var times: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure { bytes = renderer.renderBytes(scene) }
        let (seconds, attoseconds) = elapsed.components
        times.append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9)
    }
    let nsPerVertex = median(times) / Double(vertices)
    let bytesPerVertex = Double(bytes.count) / Double(vertices)
    let label = precision == 2 ? "precision 2 (default)" : "precision \(precision)"
    print(
        "\(label): \((nsPerVertex * 10).rounded() / 10) ns/vertex, "
            + "\((bytesPerVertex * 100).rounded() / 100) bytes/vertex, \(bytes.count) bytes total")
}
