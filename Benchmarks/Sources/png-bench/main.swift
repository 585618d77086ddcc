// png-bench: size and time of the gallery charts as PNG, with ChartaCairo's encoder (`.standard`,
// `.smallest`, `.fast`) and with cairo's own writer (`.cairo`, libpng's defaults).
//
// Each chart is laid out once; each configuration renders it at scale 2 after a warm-up, several times,
// and the median time is kept. Times include drawing, so the `image` line (drawing plus a copy of the
// pixels, no PNG) is the floor the encoders add to.

#if Cairo
    import Charta
    import ChartaCairo
    import GalleryCharts

    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
    }

    let scale = 2.0
    let runs = 7
    let scenes = try Gallery.entries().map { ($0.name, $0.chart.render().scene) }
    let clock = ContinuousClock()

    /// Median milliseconds of `body` over `runs` runs after one warm-up.
    func time(_ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<runs { times.append(milliseconds(try clock.measure(body))) }
        return median(times)
    }

    print(
        "png-bench: \(scenes.count) gallery charts at scale \(scale), median of \(runs) runs (release build expected)")
    print(
        "chart".padding(toLength: 14, withPad: " ", startingAt: 0), "cairo B", "standard B", "smallest B", "fast B",
        separator: "\t")
    let encodings: [(String, PNGEncoding)] = [
        ("cairo", .cairo), ("standard", .standard), ("smallest", .smallest), ("fast", .fast),
    ]
    var totals = [Int](repeating: 0, count: encodings.count)
    var times = [Double](repeating: 0, count: encodings.count)
    var imageTime = 0.0
    for (name, scene) in scenes {
        var sizes: [Int] = []
        for (k, (_, encoding)) in encodings.enumerated() {
            let renderer = CairoRenderer(pngEncoding: encoding)
            var bytes: [UInt8] = []
            times[k] += try time { bytes = try renderer.png(scene, scale: scale) }
            sizes.append(bytes.count)
            totals[k] += bytes.count
        }
        imageTime += try time { _ = try CairoRenderer().image(scene, scale: scale) }
        print(
            name.padding(toLength: 14, withPad: " ", startingAt: 0), sizes.map(String.init).joined(separator: "\t"),
            separator: "\t")
    }
    for (k, (label, _)) in encodings.enumerated() {
        print("\(label): \(totals[k]) bytes in all, \((times[k] * 10).rounded() / 10) ms for all charts")
    }
    print("image (drawing only, no PNG): \((imageTime * 10).rounded() / 10) ms for all charts")
#else
    print("png-bench needs the Cairo trait: swift run -c release --package-path Benchmarks --traits Cairo png-bench")
#endif
