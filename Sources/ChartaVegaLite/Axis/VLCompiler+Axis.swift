import Charta

/// An axis with Vega-Lite's defaults (compile/axis): whether it is drawn, its title and grid, then its
/// labels' layout, its ticks, its format and the texts of its labels, each in its own file of Axis/.
extension VLCompiler {
    mutating func axis(
        _ channel: VLChannel, units: [VLUnit], infos: [VLChannel: VLScaleInfo], scale: ScaleSpec?, length: Double
    ) -> AxisSpec {
        guard let info = infos[channel] else { return AxisSpec(hidden: true, grid: false) }
        let def = info.def
        let disabled = config.axisProperty("disable", channel: channel, kind: "")?.bool == true
        if disabled || def.axisDisabled || units.contains(where: { $0.defs[channel]?.axisDisabled == true }) {
            return AxisSpec(hidden: true, grid: false)
        }
        let source = VLAxisSource(
            channel: channel, info: info, node: def.axis.flatMap { object($0) }, config: config)
        var a = AxisSpec()
        a.title = guideTitle(channel, secondary: channel.secondary, units: units) { $0.axis } ?? ""
        // `config.axis.title: null` (or `axisX`, …) drops the titles the fields would give.
        let titled = units.contains { u in
            u.defs[channel].map { $0.axis?["title"] != nil || $0.title != .unset } ?? false
        }
        if !titled, config.axisPropertyNode("title", channel: channel, kind: "")?.isNull == true { a.title = "" }
        a.grid = source.property("grid")?.bool ?? !info.isDiscrete
        a.ticks = source.property("ticks")?.bool
        a.domainLine = source.property("domain")?.bool
        source.applyLabelLayout(to: &a)
        if let position = VLAxisSource.positions[source.property("orient")?.string ?? ""] { a.position = position }
        if let values = axisValues(source, units: units, scale: scale, length: length) { a.values = values }
        let format = axisFormatText(source)
        if !info.isDiscrete, let labels = continuousFormat(source, format: format, scale: scale, length: length) {
            a.format = labels
        }
        if let texts = axisRelabel(source, axis: a, format: format, units: units, scale: scale, length: length) {
            a.relabel = texts
        }
        if info.isDiscrete {
            a.hiddenLabels = hiddenByCondition(
                source.property("labelColor"), at: source.node?["labelColor"], info: info, axis: a)
            a.hiddenTicks = hiddenByCondition(
                source.property("tickColor"), at: source.node?["tickColor"], info: info, axis: a)
        }
        return a
    }
}
