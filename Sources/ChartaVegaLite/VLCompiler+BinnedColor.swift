import Charta

/// A binned quantitative colour (Vega-Lite's `bin-ordinal` scale): one colour per bin, sampled from the
/// scheme, and a stepped gradient legend labelled at the boundaries between bins.
extension VLCompiler {
    /// The buckets of a binned colour over every unit: the boundaries between its bins as thresholds,
    /// nil when the colour is not binned or has fewer than two bins.
    func colorBins(_ def: VLFieldDef, units: [VLUnit]) -> VLBuckets? {
        guard def.isBinned, !def.binned, def.measure == .quantitative else { return nil }
        var edges = Set<Double>()
        for unit in units {
            for column in [unit.frame[.color], unit.frame[.color, .end]] {
                for v in column ?? [] where v.number.isFinite { edges.insert(v.number) }
            }
        }
        let bounds = edges.sorted()
        guard bounds.count >= 3 else { return nil }
        let inner = Array(bounds.dropFirst().dropLast())
        return VLBuckets(thresholds: inner, labels: inner.map { label(.number($0), def: def) })
    }

    /// Vega's discrete gradient for a binned colour: a band of each bin's colour, with the inner
    /// boundaries as labels.
    func binnedColorLegend(_ def: VLFieldDef, buckets: VLBuckets) -> LegendContent {
        let colors = binColors(def, count: buckets.count)
        let n = Double(buckets.count)
        var stops: [GradientStop] = []
        for (i, hex) in colors.enumerated() {
            guard let c = Color(hex: hex) else { continue }
            stops.append(GradientStop(offset: Double(i) / n, color: c))
            stops.append(GradientStop(offset: Double(i + 1) / n, color: c))
        }
        let labels = buckets.labels.enumerated().map { LegendLabel($0.element, fraction: Double($0.offset + 1) / n) }
        return .gradient(stops: stops, labels: labels)
    }

    /// The colour of each bin: an explicit range, or the scheme sampled as Vega samples a continuous
    /// scheme for `count` colours (vega-scale's `quantizeInterpolator`: at i / (count + 1), i = 1…count).
    func binColors(_ def: VLFieldDef, count: Int) -> [String] {
        guard def.scale?["range"] == nil else { return bucketColors(def, count: count) }
        let scheme = VLTheme.sequentialScheme(def)
        return (1...max(1, count)).map { scheme.interpolate(Double($0) / Double(count + 1)) }
    }
}
