/// How far bars and rectangles reach along a channel: one rule set for every row's extent, whether a
/// row is asked for alone (annotations) or every row of a layer is laid out (bars, merged or not).
extension MarkBuilder {
    /// The extent of a row along a channel as chart-space (start, end); see ``BarExtent``.
    static func span(_ layer: LayerData, row: Int, along channel: Channel, _ ctx: MarkContext) -> (Double, Double) {
        BarExtent(layer, along: channel, ctx).span(row: row)
    }

    /// The extent of a bar layer's rows along one channel, decided once for the layer. An offset
    /// channel places a row inside its band (``MarkBuilder/offsetSpan(_:row:along:_:)``); otherwise a
    /// row on the value channel, or with a partner (x2, y2), reaches from the partner's value (or zero)
    /// to its value, inset when the channel is an interval (``IntervalInset``), and any other row is
    /// centred on its value, as wide as the mark's width, its band, or the spacing of the positions,
    /// or as its bar size channel says.
    struct BarExtent {
        /// The rule for a row that no offset places.
        enum Rule {
            /// From the partner's value, or zero (`zero`: its scale offset), to the row's value; `inset`
            /// shrinks or grows the interval.
            case ranged(partner: [Double]?, zero: Double, inset: IntervalInset?)
            /// Centred on the row's value, `width` wide, or as wide as the row's finite `sizes` value.
            case centered(width: Double, sizes: DataColumn?)
            /// Across the whole plot: the layer has no value along the channel (a band from `xStart` to
            /// `xEnd` as tall as the plot), or `width` wide in its middle when a bar's width is fixed (as
            /// Vega-Lite centres a bar of a given `size` without a y).
            case whole(width: Double?)
        }

        let layer: LayerData
        let channel: Channel
        let ctx: MarkContext
        let scale: PositionScale
        /// The plot's start along the channel.
        let origin: Double
        let values: [Double]
        let rule: Rule
        /// Whether an offset channel may place rows inside their band; tried first for every row.
        let hasOffset: Bool
        /// Every row's value centre in chart space, and every row's partner value as a scale offset,
        /// when mapped a whole column at a time (``mappingColumns()``); nil: mapped row by row.
        private var centers: [Double]? = nil
        private var bases: [Double]? = nil

        /// Decides the rule for the layer's rows along `channel`; reads every row once when the width
        /// comes from the spacing of the positions (``MarkBuilder/defaultWidth(_:_:)``).
        init(_ layer: LayerData, along channel: Channel, _ ctx: MarkContext) {
            self.layer = layer
            self.channel = channel
            self.ctx = ctx
            scale = channel == .x ? ctx.x : ctx.y
            origin = channel == .x ? ctx.plot.minX : ctx.plot.minY
            values = channel == .x ? layer.x : layer.y
            hasOffset = layer.spec.encoding[channel == .x ? .xOffset : .yOffset] != nil
            let partner = channel == .x ? layer.x2 : layer.y2
            if layer.spec.encoding[channel] == nil && partner == nil {
                var width: Double?
                let band: Channel =
                    layer.spec.mark.horizontal.map { $0 ? .y : .x } ?? (layer.valueChannel == .x ? .y : .x)
                if layer.spec.mark.kind == .bar, channel == band, case .fixed(let d) = layer.spec.mark.width,
                    d.isFinite
                {
                    width = max(0, d)
                }
                rule = .whole(width: width)
            } else if layer.valueChannel == channel || partner != nil {
                let inset = layer.spec.mark.intervalInset
                rule = .ranged(
                    partner: partner, zero: scale.center(0),
                    inset: layer.valueChannel != channel && inset?.channels.contains(channel) == true ? inset : nil)
            } else {
                // A bar's size channel, when it has one, is its width in points.
                rule = .centered(
                    width: bandWidth(layer, scale, values),
                    sizes: layer.spec.mark.kind == .bar ? layer.spec.column(.size) : nil)
            }
        }

        /// The same extent with the value (and partner) columns mapped through the scale at once, one
        /// multiply-add per value on an affine scale instead of a call through the scale per row.
        func mappingColumns() -> BarExtent {
            var mapped = self
            let all = RowSelection(all: layer.rowCount)
            mapped.centers = scale.centers(values, rows: all, origin: origin)
            if case .ranged(let partner?, _, _) = rule { mapped.bases = scale.centers(partner, rows: all, origin: 0) }
            return mapped
        }

        /// A row's extent as chart-space (start, end).
        @inline(__always)
        func span(row: Int) -> (Double, Double) {
            if hasOffset, let sub = offsetSpan(layer, row: row, along: channel, ctx) { return sub }
            switch rule {
            case .whole(let width?): return (origin + (scale.length - width) / 2, origin + (scale.length + width) / 2)
            case .whole(nil): return (origin, origin + scale.length)
            case .ranged(let partner, let zero, let inset):
                let end = valueEnd(row: row)
                var base = zero
                if let partner { base = bases?[row] ?? scale.center(partner[row]) }
                let start = origin + base.clampedToPlot(scale)
                guard let inset else { return (start, end) }
                return inset.apply(start, end)
            case .centered(var width, let sizes):
                if let w = sizes?.number(at: row), w.isFinite { width = max(0, w) }
                let end = valueEnd(row: row)
                return (end - width / 2, end + width / 2)
            }
        }

        /// Where the row's value lies in chart space (a `whole` channel has no values).
        @inline(__always)
        private func valueEnd(row: Int) -> Double { centers?[row] ?? origin + scale.center(values[row]) }
    }
}
