/// What a page needs to pan and zoom a linear axis itself (Vega-Lite's scale-bound intervals).
extension RenderedChart {
    /// A linear position scale's domain (the values at the start and end of the plot along the channel;
    /// for y, bottom then top) and its axis's tick count; nil for other scales.
    package func linearAxis(_ channel: Channel) -> (domain: [Double], count: Int)? {
        guard channel == .x || channel == .y else { return nil }
        let scale = channel == .x ? x : y
        guard case .continuous(let s) = scale.kind, let linear = s as? LinearScale, linear.domain.count == 2,
            linear.domain.allSatisfy(\.isFinite), linear.domain[0] != linear.domain[1]
        else { return nil }
        return (linear.domain, LayoutState.tickCount(spec, channel, length: scale.length))
    }
}
