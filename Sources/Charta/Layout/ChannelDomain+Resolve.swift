/// Gathering a positional channel's domain from every layer.
extension ChannelDomain {
    /// The domain of `channel` (with its partner `channel2`) over all layers, and the codes of the layers'
    /// rows when its categories were collected from them.
    static func resolve(_ channel: Channel, _ channel2: Channel, layers: [LayerSpec], scale: ScaleSpec?)
        -> (domain: ChannelDomain, codes: CollectedCodes)
    {
        let users = layers.filter { $0.encoding[channel] != nil || $0.encoding[channel2] != nil }
        let kind: ChannelDomainKind
        switch scale?.kind {
        case .band?, .point?, .ordinal?: kind = .categorical
        case .time?, .utc?: kind = .temporal
        case .linear?, .log?, .pow?, .symlog?: kind = .quantitative
        case nil:
            if users.contains(where: { $0.isCategorical(channel) }) {
                kind = .categorical
            } else if users.contains(where: { $0.isTemporal(channel) }) {
                kind = .temporal
            } else {
                kind = .quantitative
            }
        }
        var domain = ChannelDomain(
            kind: kind, categories: [], hasBands: false, extent: nil, hasValueBars: false,
            title: users.lazy.compactMap { $0.encoding[channel]?.title ?? $0.fieldName(channel) }.first)
        var codes = CollectedCodes()
        if kind == .categorical {
            codes = domain.collectCategories(channel, users: users, layers: layers, scale: scale)
        }
        for layer in users where kind != .categorical {
            let other: Channel = channel == .x ? .y : .x
            if (layer.mark.kind == .bar || layer.mark.kind == .area) && layer.encoding[channel2] == nil
                && layer.isValueChannel(channel, other: other)
            {
                domain.hasValueBars = true
            }
        }
        return (domain, codes)
    }

    /// Sets the categories (given, or collected from the layers' rows) and returns the rows' codes when
    /// collected.
    private mutating func collectCategories(
        _ channel: Channel, users: [LayerSpec], layers: [LayerSpec], scale: ScaleSpec?
    ) -> CollectedCodes {
        var codes = CollectedCodes()
        if case .categories(let explicit)? = scale?.domain {
            categories = explicit
        } else {
            // One coding for all layers, so each layer's codes are its rows' indices in the categories.
            var labels = LabelCodes()
            codes.layers = layers.map { layer in
                guard layer.encoding[channel] != nil else { return nil }
                return layer.categoryCodes(channel, rowCount: layer.data.rowCount) { labels.code($0) }
            }
            categories = labels.labels
        }
        hasBands = users.contains { $0.mark.kind == .bar || $0.mark.kind == .rect }
        if scale?.kind == .point { hasBands = false }
        return codes
    }
}

extension LayerSpec {
    /// The field name a channel reads, if any.
    func fieldName(_ channel: Channel) -> String? {
        if case .field(let name)? = encoding[channel]?.source { return name }
        return nil
    }

    /// Whether `channel` carries the measured value of a bar or area (the other channel its position).
    func isValueChannel(_ channel: Channel, other: Channel) -> Bool {
        if let horizontal = mark.horizontal { return horizontal == (channel == .x) }
        if encoding[other] == nil { return true }
        let otherIsDiscrete = isCategorical(other) || isTemporal(other)
        let selfIsDiscrete = isCategorical(channel) || isTemporal(channel)
        if otherIsDiscrete != selfIsDiscrete { return otherIsDiscrete }
        return channel == .y
    }
}
