#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Labels of a logarithmic axis: d3-scale's log `tickFormat` filter, so that among the 1–9 multiples of
/// each power only the leading ones are labelled (the rest keep their tick with an empty label), and
/// numbers written with thousands separators as Vega writes them.
extension PositionScale {
    static func logLabeler(_ scale: LogScale, tickCount: Int, ticks: Int, format: LabelFormat) -> (Double) -> String {
        let write: (Double) -> String
        if case .number(let specifier) = format, let f = try? NumberFormat(specifier: specifier) {
            write = { f($0) }
        } else if let f = try? NumberFormat(specifier: ",") {
            write = { f($0) }
        } else {
            write = { "\($0)" }
        }
        let base = scale.base
        guard base > 1, base.isFinite else { return write }
        // d3: k = max(1, base * count / ticks.length); a tick shows when its leading multiple i ≤ k.
        let k = max(1, base * Double(max(1, tickCount)) / Double(max(1, ticks)))
        return { d in
            guard d.isFinite, d != 0 else { return write(d) }
            let magnitude = abs(d)
            var i = magnitude / pow(base, (log(magnitude) / log(base)).rounded())
            if i * base < base - 0.5 { i *= base }
            return i <= k ? write(d) : ""
        }
    }
}
