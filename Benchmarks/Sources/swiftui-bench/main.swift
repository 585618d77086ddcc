// 10^6 rows written the Swift Charts way (a View whose body is `Chart(data, id:) { LineMark(…) }`,
// rendered by ViewRenderer to SVG) beside the same rows as a columnar plot (`LinePlot` with key paths),
// whole pipeline from the structs to SVG bytes, medians of interleaved runs.
//
//     swift run -c release --package-path Benchmarks swiftui-bench [--runs 7]
import ChartaSVG
import ChartaSwiftUI
import Foundation

struct Sample {
    let x: Double
    let y: Double
}

struct LineView: View {
    let data: [Sample]
    var body: some View {
        Chart(data, id: \.x) { sample in
            LineMark(x: .value("x", sample.x), y: .value("y", sample.y))
        }
        .frame(height: 1000)
    }
}

let runs = CommandLine.arguments.firstIndex(of: "--runs").flatMap { Int(CommandLine.arguments[$0 + 1]) } ?? 7
var generator = SeededGenerator(seed: 7)
var walk = 0.0
let data = (0..<1_000_000).map { i -> Sample in
    walk += Double.random(in: -1...1, using: &generator)
    return Sample(x: Double(i), y: walk)
}

func seconds(_ body: () -> Int) -> (Double, Int) {
    let start = DispatchTime.now().uptimeNanoseconds
    let bytes = body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, bytes)
}

func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }

MainActor.assumeIsolated {
    var view: [Double] = []
    var plot: [Double] = []
    var body: [Double] = []
    var bytes = (0, 0)
    for _ in 0..<max(1, runs) {
        let v = seconds { ViewRenderer(content: LineView(data: data), width: 1600).svg().utf8.count }
        let p = seconds {
            let chart = Chart { LinePlot(data, x: .value("x", \.x), y: .value("y", \.y)) }.frame(
                width: 1600, height: 1000)
            return SVGRenderer().render(chart.render().scene).utf8.count
        }
        let b = seconds { withExtendedLifetime(LineView(data: data).body) { 1 } }
        view.append(v.0)
        body.append(b.0)
        plot.append(p.0)
        bytes = (v.1, p.1)
    }
    print(
        String(
            format: "10^6 rows to SVG, medians of %d interleaved runs: Swift Charts view %.1f ms (%d bytes), "
                + "LinePlot %.1f ms (%d bytes), view / plot %.2f×; the view's body alone (its marks made) %.1f ms",
            runs, median(view) * 1000, bytes.0, median(plot) * 1000, bytes.1, median(view) / median(plot),
            median(body) * 1000))
    print(
        String(
            format: "fastest of the runs: view %.1f ms, LinePlot %.1f ms, view / plot %.2f×; body %.1f ms",
            view.min()! * 1000, plot.min()! * 1000, view.min()! / plot.min()!, body.min()! * 1000))
}
