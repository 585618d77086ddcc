import Charta

extension ChartSpec {
    /// The chart with `width` and `height`, when given, as its whole size (points).
    public func sized(width: Double?, height: Double?) -> ChartSpec {
        var spec = self
        if let width { spec.size.width = .total(width) }
        if let height { spec.size.height = .total(height) }
        return spec
    }
}
