import Charta

/// How an axis draws its labels: angle, padding, anchor, baseline, limit, flush and overlap, with
/// Vega's defaults (vega-parser `defaults.js`, Vega-Lite's axis/properties.ts).
extension VLAxisSource {
    func applyLabelLayout(to a: inout AxisSpec) {
        a.labels = property("labels")?.bool ?? true
        var angle = property("labelAngle")?.number ?? (channel == .x && info.isDiscrete ? 270 : 0)
        angle = angle.truncatingRemainder(dividingBy: 360)
        if angle > 180 { angle -= 360 }
        a.labelAngle = angle
        // Labels 2 points from the tick, the 11-point title 4 points from the labels.
        a.labelPadding = property("labelPadding")?.number ?? 2
        a.titlePadding = property("titlePadding")?.number ?? 4
        a.titleFontSize = property("titleFontSize")?.number ?? 11
        a.minExtent = property("minExtent")?.number
        a.offset = property("offset")?.number
        a.labelOffset = property("labelOffset")?.number
        a.labelAnchor = Self.anchors[property("labelAlign")?.string ?? ""]
        a.labelBaseline = Self.baselines[property("labelBaseline")?.string ?? ""]
        // Vega's default label limit is 180 pixels.
        a.labelLimit = property("labelLimit")?.number ?? 180
        a.labelFlush = labelFlush
        applyLabelOverlap(to: &a)
    }

    static let anchors: [String: TextAnchor] = ["left": .start, "center": .middle, "right": .end]
    static let baselines: [String: TextBaseline] = [
        "top": .top, "middle": .middle, "bottom": .bottom, "alphabetic": .alphabetic,
    ]
    static let positions: [String: AxisPosition] = [
        "top": .top, "bottom": .bottom, "left": .leading, "right": .trailing,
    ]

    /// Quantitative and temporal x axes align their end labels flush with the axis by default
    /// (`defaultLabelFlush`); a number is the distance in pixels, true is 1.
    private var labelFlush: Double? {
        switch property("labelFlush") {
        case .number(let d)?: d
        case .bool(let on)?: on ? 1 : nil
        default: channel == .x && !info.isDiscrete && def.isContinuous ? 1 : nil
        }
    }

    /// Overlapping labels are hidden every other one at a time, for continuous scales by default
    /// (`defaultLabelOverlap`); `false` keeps them all.
    private func applyLabelOverlap(to a: inout AxisSpec) {
        switch property("labelOverlap") {
        case .bool(let on)?: a.hidesOverlappingLabels = on
        case .string(let s)?:
            a.hidesOverlappingLabels = s == "parity" || s == "greedy"
            if s == "greedy" { a.labelOverlapStrategy = .greedy }
        default: a.hidesOverlappingLabels = !info.isDiscrete
        }
    }
}
