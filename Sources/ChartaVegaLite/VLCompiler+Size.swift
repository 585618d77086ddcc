import Charta

/// The plot size: `width`/`height` in points or steps, else Vega-Lite's defaults (300 points for a
/// continuous scale, 20 points per step for a discrete one, 20 points for a channel without a scale).
extension VLCompiler {
    /// The chart size and the plot's width and height in points.
    mutating func size(root: JSONNode, units: [VLUnit], infos: [VLChannel: VLScaleInfo])
        -> (size: ChartSize, width: Double, height: Double)
    {
        let w = dimension(root["width"], channel: .x, key: "discreteWidth", units: units, infos: infos)
        let h = dimension(root["height"], channel: .y, key: "discreteHeight", units: units, infos: infos)
        return (ChartSize(width: w.0, height: h.0), w.1, h.1)
    }

    mutating func dimension(
        _ node: JSONNode?, channel: VLChannel, key: String, units: [VLUnit], infos: [VLChannel: VLScaleInfo]
    ) -> (ChartSize.Dimension, Double) {
        if let node {
            switch node.value {
            case .number(let d) where d.isFinite && d >= 0: return (.plot(d), d)
            case .object:
                if let step = number(node["step"]), step.isFinite, step >= 0 {
                    return stepSize(
                        channel, step: step, forPosition: node["for"]?.value.string == "position", infos: infos,
                        units: units)
                }
            case .string("container"):
                warnUnsupported("Container sizing", at: node.path)
            default:
                wrongType(node, expected: "a number or a step")
            }
        }
        let continuous: Double = channel == .x ? config.continuousWidth : config.continuousHeight
        if let info = infos[channel] {
            if info.isDiscrete {
                if let fixed = config.discreteSize(key) { return (.plot(fixed), fixed) }
                return stepSize(channel, step: config.discreteStep(key), forPosition: false, infos: infos, units: units)
            }
            return (.plot(continuous), continuous)
        }
        if units.contains(where: { $0.markType == "arc" }) { return (.plot(continuous), continuous) }
        let fixed = config.discreteSize(key) ?? config.discreteStep(key)
        return (.plot(fixed), fixed)
    }

    /// The plot length for `step` points per band or point, with the scale's paddings (or per offset band
    /// when the channel has a nested offset scale and the step is not for the position).
    mutating func stepSize(
        _ channel: VLChannel, step: Double, forPosition: Bool, infos: [VLChannel: VLScaleInfo], units: [VLUnit]
    ) -> (ChartSize.Dimension, Double) {
        guard let info = infos[channel], info.isDiscrete,
            let scale = positionScale(channel, units: units, infos: infos, length: 0)
        else { return (.plot(step), step) }
        let n = Double(max(1, info.labels.count))
        let inner = info.isBand ? scale.paddingInner ?? 0.1 : 1
        let outer = scale.paddingOuter ?? (info.isBand ? inner / 2 : 0.5)
        var positionStep = step
        let offsetChannel = channel.offset
        if !forPosition, let offset = offsetChannel.flatMap({ infos[$0] }), offset.isDiscrete {
            let m = Double(max(1, offset.labels.count))
            let scaleNode = offset.def.scale
            let padding = scaleNode?["padding"]?.value.number
            let pi = scaleNode?["paddingInner"]?.value.number ?? padding ?? config.offsetBandPaddingInner
            let po = scaleNode?["paddingOuter"]?.value.number ?? padding ?? config.offsetBandPaddingOuter
            let bandwidth = step * (m - pi + 2 * po)
            positionStep = inner < 1 ? bandwidth / (1 - inner) : bandwidth
        }
        let total = positionStep * (n - inner + 2 * outer)
        return (.step(positionStep), total)
    }
}

extension VLCompiler {
    /// `autosize`: with `fit`, `fit-x` or `fit-y` the given width (height) is the whole view's, padding
    /// included when `contains` is `padding`, and the plot shrinks to fit its axes and legend; `pad`
    /// (the default) and `none` keep the plot's size.
    mutating func applyAutosize(_ root: JSONNode, to spec: inout ChartSpec) {
        guard let node = root["autosize"] ?? config.value("autosize").map({ JSONNode($0, path: "config.autosize") })
        else { return }
        let type = node.value.string ?? node["type"]?.value.string ?? "pad"
        let types = ["fit", "fit-x", "fit-y", "pad", "none"]
        guard types.contains(type) else {
            unknownName("autosize type", type, in: types, listing: types, at: node["type"]?.path ?? node.path)
            return
        }
        let withPadding = node["contains"]?.value.string == "padding"
        let padding = spec.padding ?? spec.theme.padding
        // Only `pad` grows the view for marks past the plot; `fit` keeps the given size, `none` the plot's.
        if type != "pad" { spec.growsToFitMarks = false }
        if type == "fit" || type == "fit-x" {
            if spec.facet == nil,
                let w = fitLength(
                    spec.size.width, root["width"], concat: spec.concat != nil, default: config.continuousWidth)
            {
                spec.size.width = .total(w + (withPadding ? 0 : padding.leading + padding.trailing))
                followFittedLength(.x, unfitted: w, in: &spec)
            }
        }
        if type == "fit" || type == "fit-y" {
            if spec.facet == nil,
                let h = fitLength(
                    spec.size.height, root["height"], concat: spec.concat != nil, default: config.continuousHeight)
            {
                spec.size.height = .total(h + (withPadding ? 0 : padding.top + padding.bottom))
                followFittedLength(.y, unfitted: h, in: &spec)
            }
        }
    }

    /// A fitted axis counts its ticks from the plot's fitted length, as Vega's `ceil(height/40)` signal
    /// does: a count read from the unfitted length alone is left to layout, which knows the fitted one.
    func followFittedLength(_ channel: Channel, unfitted length: Double, in spec: inout ChartSpec) {
        guard case .automatic(let count?)? = spec.axes[channel]?.values,
            count == Int(clamped: (length / 40).rounded(.up), to: 2...TickMath.maximumCount)
        else { return }
        spec.axes[channel]?.values = .automatic(count: nil)
    }

    /// The length that `fit` fills: a single view's plot length in points (not a step), or a
    /// composition's `width` (`height`), else the default.
    func fitLength(_ size: ChartSize.Dimension, _ given: JSONNode?, concat: Bool, default d: Double) -> Double? {
        if concat { return given?.value.number ?? d }
        if case .plot(let v) = size { return v }
        return nil
    }
}
