/// The chart's animation.
extension Chart {
    /// Animates the chart with `animation` (timing and easing), e.g. `.animation(.easeInOut(duration: 0.35))`;
    /// nil turns animation off.
    public func animation(_ animation: ChartAnimation? = .default) -> Chart {
        with { $0.animation = animation }
    }
}
