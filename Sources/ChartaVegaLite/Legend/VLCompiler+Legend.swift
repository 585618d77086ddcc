import Charta

/// The chart's legend with Vega-Lite's defaults (compile/legend): a colour legend when colour encodes
/// data, else one for the first of shape, stroke dash, size or opacity that does.
extension VLCompiler {
    mutating func legend(units: [VLUnit], infos: [VLChannel: VLScaleInfo], plot: (width: Double, height: Double))
        -> LegendSpec
    {
        guard let info = infos[.color], info.def.encodesData else {
            return legendWithoutColor(units: units, infos: infos) ?? LegendSpec(hidden: true)
        }
        let def = info.def
        // Without the colour's legend, the other channels' legends still show (Vega draws one per field).
        if def.legendDisabled || def.scaleDisabled {
            return legendWithoutColor(units: units, infos: infos) ?? LegendSpec(hidden: true)
        }
        let node = def.legend.flatMap { object($0) }
        var legend = LegendSpec()
        legend.title = guideTitle(.color, secondary: nil, units: units) { $0.legend }
        switch node?["orient"]?.value.string ?? config.legendProperty("orient")?.string {
        case "left"?: legend.position = .left
        case "top"?: legend.position = .top
        case "bottom"?: legend.position = .bottom
        default: legend.position = .right
        }
        if let content = colorLegendContent(
            info, node: node, infos: infos, units: units, position: legend.position, plot: plot)
        {
            legend.content = content
        }
        return legend
    }

    /// The legend of a chart whose colour encodes no data: shape, stroke dash, size (bars, or a linear
    /// size scale) or opacity, the first that has one.
    private mutating func legendWithoutColor(units: [VLUnit], infos: [VLChannel: VLScaleInfo]) -> LegendSpec? {
        if let shape = infos[.shape], shape.def.hasField, shape.isDiscrete {
            return shapeLegend(shape, units: units)
        }
        if let dash = infos[.strokeDash], dash.def.hasField, dash.isDiscrete, !dash.def.legendDisabled {
            var legend = LegendSpec()
            legend.title = guideTitle(.strokeDash, secondary: nil, units: units) { $0.legend }
            let color =
                units.first?.markProperty("color", config: config)?.string.flatMap(VLColor.parse) ?? VLTheme.accent
            legend.content = .symbols(dash.labels.map { LegendEntry($0, color: color, shape: .circle) })
            return legend
        }
        if let size = infos[.size], size.def.hasField, size.isDiscrete, !size.def.legendDisabled,
            units.contains(where: { $0.markType == "bar" })
        {
            return barSizeLegend(size, units: units)
        }
        if let size = infos[.size], size.def.hasField, size.scaleType == "linear" {
            return sizeLegend(size, units: units)
        }
        if let opacity = infos[.opacity] { return opacityLegend(opacity, units: units) }
        return nil
    }
}
