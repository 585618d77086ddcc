import Charta

/// Position scales that each facet cell fits to its own rows (`resolve.scale.x: "independent"`).
extension VLCompiler {
    /// Leaves an independent continuous position scale's domain to each cell, made nice as Vega-Lite
    /// would make the shared one; a domain the spec gives stays shared. Categorical scales are narrowed
    /// to each cell's categories by the facet layout.
    func freeIndependentDomains(_ spec: inout ChartSpec, infos: [VLChannel: VLScaleInfo]) {
        guard let facet = spec.facet else { return }
        for (channel, c, independent) in [(VLChannel.x, Channel.x, facet.independentX), (.y, .y, facet.independentY)] {
            guard independent, let info = infos[channel], !info.isDiscrete, var scale = spec.scales[c] else { continue }
            let node = info.def.scale
            let given = ["domain", "domainRaw", "domainMin", "domainMax"].contains { node?[$0] != nil }
            guard !given else { continue }
            let temporal = info.scaleType == "time" || info.scaleType == "utc"
            scale.domain = nil
            scale.nice = node?["nice"]?.value.bool ?? !(temporal || info.def.isBinned)
            spec.scales[c] = scale
        }
    }
}
