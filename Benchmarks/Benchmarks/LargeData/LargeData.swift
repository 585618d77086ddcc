// Large data, stage by stage: throughput and allocations of ingest (DataTable and the DSL), the M4
// reduction kernel, layout, SVG writing and PNG drawing of a random-walk line.
//
//   swift package --package-path Benchmarks --traits Cairo benchmark --target LargeData

import Benchmark
import Charta
import ChartaSVG

#if Cairo
    import ChartaCairo
#endif

/// A deterministic random walk of `n` points.
func walk(_ n: Int) -> (x: [Double], y: [Double]) {
    var g = SeededGenerator(seed: 1)
    var level = 0.0
    var y = [Double](repeating: 0, count: n)
    for i in 0..<n {
        level += g.uniform(in: -1...1)
        y[i] = level
    }
    return ((0..<n).map(Double.init), y)
}

func lineSpec(_ x: [Double], _ y: [Double], reduction: DataReduction = .automatic) -> ChartSpec {
    let table = try! DataTable([("x", .numbers(x)), ("y", .numbers(y))])
    var spec = ChartSpec(
        layers: [LayerSpec(mark: MarkSpec(.line), data: table, encoding: [.x: .field("x"), .y: .field("y")])],
        size: .total(width: 1600, height: 1000))
    spec.reduction = reduction
    return spec
}

let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident]
    let million = walk(1_000_000)
    let tenMillion = walk(10_000_000)

    Benchmark(
        "ingest: DataTable of 10^6 rows", configuration: .init(metrics: metrics, scalingFactor: .mega)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! DataTable([("x", .numbers(million.x)), ("y", .numbers(million.y))]))
        }
    }

    Benchmark("ingest: DSL, 10^5 LineMarks", configuration: .init(metrics: metrics, scalingFactor: .kilo)) {
        benchmark in
        let xs = Array(million.x.prefix(100_000))
        let ys = Array(million.y.prefix(100_000))
        benchmark.startMeasurement()
        blackHole(Chart(xs.indices) { i in LineMark(x: .value("x", xs[i]), y: .value("y", ys[i])) }.spec)
    }

    Benchmark("reduce: M4 kernel, 10^7 points", configuration: .init(metrics: metrics)) { benchmark in
        blackHole(M4.keptRows(x: tenMillion.x, y: tenMillion.y, slope: 6400 / 1e7, intercept: 0))
    }

    Benchmark("layout: 10^6-point line, reduced", configuration: .init(metrics: metrics)) { benchmark in
        blackHole(ChartLayout.render(lineSpec(million.x, million.y)))
    }

    Benchmark("layout: 10^6-point line, every point", configuration: .init(metrics: metrics)) { benchmark in
        blackHole(ChartLayout.render(lineSpec(million.x, million.y, reduction: .none)))
    }

    Benchmark("svg: 10^6-point line, reduced", configuration: .init(metrics: metrics)) { benchmark in
        let scene = ChartLayout.render(lineSpec(million.x, million.y)).scene
        benchmark.startMeasurement()
        blackHole(SVGRenderer().renderBytes(scene))
    }

    #if Cairo
        Benchmark("png: 10^7-point line, reduced", configuration: .init(metrics: metrics)) { benchmark in
            let scene = ChartLayout.render(lineSpec(tenMillion.x, tenMillion.y)).scene
            benchmark.startMeasurement()
            blackHole(try! CairoRenderer().png(scene))
        }
    #endif
}
