import Foundation

/// The composite marks `errorbar`, `errorband` and `boxplot`, expanded into layers of rules, ticks,
/// areas, lines, bars and points as Vega-Lite's normaliser does (vega-lite `src/compositemark`): the
/// continuous channel is aggregated per group with the statistics below, or taken as given when the
/// spec holds pre-aggregated bounds (`x2`/`y2`, `xError`/`yError`).
extension VLCompiler {
    static let compositeMarks: Set<String> = ["errorbar", "errorband", "boxplot"]

    /// Whether an aggregate name is one of the statistics that composite marks aggregate with.
    static func isCompositeStatistic(_ op: String) -> Bool { op.hasPrefix("__") }

    /// `stderr`, `ci0`, `ci1` and the composite marks' bounds (`__lo:stderr`, `__hi:iqr`,
    /// `__lo:whisker:1.5`, …) of a group's numbers. Confidence intervals use the normal approximation
    /// mean ± 1.96 standard errors (Vega bootstraps them with random samples).
    static func statistic(_ name: String, _ numbers: [Double]) -> Double? {
        guard !numbers.isEmpty else { return nil }
        let n = Double(numbers.count)
        let mean = numbers.reduce(0, +) / n
        let sd = numbers.count > 1 ? (numbers.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)).squareRoot() : 0
        let se = sd / n.squareRoot()
        let parts = name.split(separator: ":").map(String.init)
        // A deviation of one value is undefined, as Vega's `variance` leaves it.
        let deviates = numbers.count > 1
        switch (parts.first, parts.dropFirst().first) {
        case ("stderr", _): return deviates ? se : nil
        case ("ci0", _), ("__lo", "ci"): return mean - 1.96 * se
        case ("ci1", _), ("__hi", "ci"): return mean + 1.96 * se
        case ("__lo", "stderr"): return deviates ? mean - se : nil
        case ("__hi", "stderr"): return deviates ? mean + se : nil
        case ("__lo", "stdev"): return deviates ? mean - sd : nil
        case ("__hi", "stdev"): return deviates ? mean + sd : nil
        case ("__lo", "iqr"): return quantile(numbers, 0.25)
        case ("__hi", "iqr"): return quantile(numbers, 0.75)
        case ("__lo", "min-max"): return numbers.min()
        case ("__hi", "min-max"): return numbers.max()
        case ("__lo", "whisker"), ("__hi", "whisker"):
            // Tukey's whiskers: the furthest values within k interquartile ranges of the box.
            let k = Double(parts.last ?? "") ?? 1.5
            guard let q1 = quantile(numbers, 0.25), let q3 = quantile(numbers, 0.75) else { return nil }
            let (lo, hi) = (q1 - k * (q3 - q1), q3 + k * (q3 - q1))
            return parts[0] == "__lo" ? numbers.filter { $0 >= lo }.min() : numbers.filter { $0 <= hi }.max()
        default: return nil
        }
    }

    /// The layers that a composite mark stands for, as a layer node whose views carry their own
    /// encodings and marks; nil (with a diagnostic) when the encoding has no continuous channel.
    mutating func expandComposite(
        _ type: String, mark: JSONNode, encoding: [String: JSONNode], path: String
    ) -> JSONNode? {
        guard let continuous = VLCompositeMark.continuousChannel(encoding, orient: mark["orient"]?.value.string)
        else {
            fail("The \(type) needs a quantitative x or y.", at: path)
            return nil
        }
        guard let def = encoding[continuous.name], let field = def["field"]?.value.string else {
            fail("The \(type) needs a field on \(continuous.name).", at: path)
            return nil
        }
        let composite = VLCompositeMark(
            type: type, mark: mark, encoding: encoding, continuous: continuous, field: field)
        return JSONNode(composite.expanded(), path: path)
    }
}
