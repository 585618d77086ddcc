import Charta

/// Discretizing scales (`quantile`, `quantize`, `threshold`) on colour and size: the value buckets,
/// their labels as Vega's legends write them (“< 30”, “30 – 70”, “≥ 70”), and the visual value of each.
struct VLBuckets: Sendable {
    /// Ascending bucket boundaries; `thresholds.count + 1` buckets.
    var thresholds: [Double]
    var labels: [String]

    var count: Int { thresholds.count + 1 }

    /// The bucket of a value (d3's `bisectRight` over the thresholds); nil when not finite.
    func index(_ v: Double) -> Int? {
        guard v.isFinite else { return nil }
        var lo = 0
        var hi = thresholds.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if v < thresholds[mid] { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}

extension VLCompiler {
    static let discretizingScales: Set<String> = ["quantile", "quantize", "threshold"]

    /// The buckets of a channel whose scale discretizes, over the values of every unit. A quantile or
    /// quantize scale has as many buckets as its explicit `range` has values (d3), else the config's
    /// count; `format` (a legend's) writes the boundaries instead of Vega's default format.
    func buckets(_ channel: VLChannel, def: VLFieldDef, scaleType: String, units: [VLUnit], format: String? = nil)
        -> VLBuckets?
    {
        guard VLCompiler.discretizingScales.contains(scaleType) else { return nil }
        let values = units.flatMap { ($0.frame[channel] ?? []).map(\.number) }.filter(\.isFinite).sorted()
        let rangeCount = def.scale?["range"]?.value.array.map { Double($0.count) }
        var thresholds: [Double]
        switch scaleType {
        case "threshold":
            thresholds = (def.scale?["domain"]?.value.array ?? []).compactMap(\.number)
        case "quantile":
            let n = Int(clamped: rangeCount ?? config.number("scale", "quantileCount") ?? 4, to: 1...limits.bins)
            thresholds = (1..<max(2, n)).compactMap { VLCompiler.quantile(sorted: values, Double($0) / Double(n)) }
        default:
            let n = Int(clamped: rangeCount ?? config.number("scale", "quantizeCount") ?? 4, to: 1...limits.bins)
            guard let lo = values.first, let hi = values.last else { return nil }
            thresholds = (1..<max(2, n)).map { lo + (hi - lo) * Double($0) / Double(n) }
        }
        thresholds = thresholds.filter(\.isFinite)
        guard !thresholds.isEmpty else { return nil }
        // Vega's legend formats: quantile boundaries with a span format at their smallest gap, quantize at
        // the domain's span (3 ticks × 10 each), thresholds as plain numbers.
        let texts: [String]
        if let format, let f = try? NumberFormat(specifier: format) {
            texts = thresholds.map { f($0) }
        } else if scaleType == "threshold" {
            texts = thresholds.map(VLValue.javaScriptString)
        } else {
            var gap = thresholds.count > 1 ? thresholds[1] - thresholds[0] : thresholds[0]
            for i in thresholds.indices.dropFirst() { gap = min(gap, thresholds[i] - thresholds[i - 1]) }
            if scaleType == "quantize", let lo = values.first, let hi = values.last { gap = hi - lo }
            let format = NumberFormat.tickFormat(start: 0, stop: gap, count: 30)
            texts = thresholds.map { format($0) }
        }
        var labels = ["< \(texts[0])"]
        for i in 1..<texts.count { labels.append("\(texts[i - 1]) \u{2013} \(texts[i])") }
        labels.append("\u{2265} \(texts[texts.count - 1])")
        return VLBuckets(thresholds: thresholds, labels: labels)
    }

    /// The colours of a discretizing colour scale's buckets: an explicit range, or a scheme sampled.
    func bucketColors(_ def: VLFieldDef, count: Int) -> [String] {
        if let range = def.scale?["range"]?.value.array?.compactMap({ $0.string.flatMap(VLColor.parse)?.hexRGB }),
            !range.isEmpty
        {
            return (0..<count).map { range[$0 % range.count] }
        }
        var sequential = VLTheme.sequentialScheme(def)
        sequential.kind = .sequential
        return sequential.colors(count: count)
    }

    /// The Vega symbol sizes of a discretizing size scale's buckets: an explicit range, or evenly spaced
    /// from `minSize` (4) to the largest size that fits a step.
    func bucketSizes(_ def: VLFieldDef, count: Int, units: [VLUnit]) -> [Double] {
        if let range = def.scale?["range"]?.value.array?.compactMap(\.number), !range.isEmpty {
            return (0..<count).map { range[min($0, range.count - 1)] }
        }
        let (lo, hi) = sizeRange(units)
        guard count > 1 else { return [hi] }
        return (0..<count).map { lo + (hi - lo) * Double($0) / Double(count - 1) }
    }

    /// Vega-Lite's size range for points: `minSize` (4) to (0.95 × the smaller step)².
    func sizeRange(_ units: [VLUnit]) -> (Double, Double) {
        let lo = config.number("scale", "minSize") ?? 4
        let step = min(config.discreteStep("discreteWidth"), config.discreteStep("discreteHeight"))
        let hi = config.number("scale", "maxSize") ?? (0.95 * step) * (0.95 * step)
        return (lo, hi)
    }
}
