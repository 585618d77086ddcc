import Charta

/// The names Vega-Lite's schema allows at each place of a spec (vega-lite `build/vega-lite-schema.json`,
/// version 5/6), beside those Charta's reader honours. A name outside the schema is a mistake, reported
/// as unknown with the nearest valid name; a name in the schema that Charta does not honour is reported
/// as not supported and ignored.
struct VLSchema: Sendable {
    /// What a member is called in messages (“axis property”).
    var what: String
    /// Every name Vega-Lite allows here.
    var all: Set<String>
    /// The names Charta's reader honours here (a subset of ``all``).
    var honoured: Set<String>
    /// The properties whose string value is one of a few names, with those names.
    var values: [String: [String]] = [:]

    /// A place whose every Vega-Lite name Charta honours (the statistical transforms' members).
    static func honouring(_ what: String, _ names: Set<String>, values: [String: [String]] = [:]) -> VLSchema {
        VLSchema(what: what, all: names, honoured: names, values: values)
    }

    /// The mark types: the primitive marks and the composite ones.
    static let marks: [String] = [
        "arc", "area", "bar", "boxplot", "circle", "errorband", "errorbar", "geoshape", "image", "line", "point",
        "rect", "rule", "square", "text", "tick", "trail",
    ]

    /// The measurement types of a field.
    static let types: [String] = ["quantitative", "temporal", "ordinal", "nominal", "geojson"]

    /// The encoding channels.
    static let channels: Set<String> = Set(VLChannel.allCases.map(\.name))

    /// The transforms, by the member that names each.
    static let transforms: Set<String> = [
        "aggregate", "bin", "calculate", "density", "extent", "filter", "flatten", "fold", "impute",
        "joinaggregate", "loess", "lookup", "pivot", "quantile", "regression", "sample", "stack", "timeUnit",
        "window",
    ]

    /// The properties of a channel definition (field, datum and value definitions, facet fields).
    static let fieldDef = VLSchema(
        what: "property",
        all: [
            "field", "type", "aggregate", "bin", "timeUnit", "title", "value", "datum", "condition", "sort", "stack",
            "scale", "axis", "legend", "format", "formatType", "impute", "bandPosition", "header", "spacing",
            "columns", "align", "center", "bounds", "band",
        ],
        honoured: VLCompiler.fieldDefKeys,
        values: ["stack": ["zero", "center", "normalize"]])

    /// The properties of an axis.
    static let axis = VLSchema(
        what: "axis property",
        all: [
            "aria", "bandPosition", "description", "domain", "domainCap", "domainColor", "domainDash",
            "domainDashOffset", "domainOpacity", "domainWidth", "format", "formatType", "grid", "gridCap", "gridColor",
            "gridDash", "gridDashOffset", "gridOpacity", "gridWidth", "labelAlign", "labelAngle", "labelBaseline",
            "labelBound", "labelColor", "labelExpr", "labelFlush", "labelFlushOffset", "labelFont", "labelFontSize",
            "labelFontStyle", "labelFontWeight", "labelLimit", "labelLineHeight", "labelOffset", "labelOpacity",
            "labelOverlap", "labelPadding", "labelSeparation", "labels", "maxExtent", "minExtent", "offset", "orient",
            "position", "style", "tickBand", "tickCap", "tickColor", "tickCount", "tickDash", "tickDashOffset",
            "tickExtra", "tickMinStep", "tickOffset", "tickOpacity", "tickRound", "tickSize", "tickWidth", "ticks",
            "title", "titleAlign", "titleAnchor", "titleAngle", "titleBaseline", "titleColor", "titleFont",
            "titleFontSize", "titleFontStyle", "titleFontWeight", "titleLimit", "titleLineHeight", "titleOpacity",
            "titlePadding", "titleX", "titleY", "translate", "values", "zindex",
        ],
        honoured: VLCompiler.axisKeys,
        values: [
            "orient": ["top", "bottom", "left", "right"],
            "labelOverlap": ["parity", "greedy"], "labelAlign": ["left", "center", "right"],
            "labelBaseline": ["top", "middle", "bottom", "alphabetic", "line-top", "line-bottom"],
        ])

    /// The properties of a legend.
    static let legend = VLSchema(
        what: "legend property",
        all: [
            "aria", "clipHeight", "columnPadding", "columns", "cornerRadius", "description", "direction", "fillColor",
            "format", "formatType", "gradientLength", "gradientOpacity", "gradientStrokeColor", "gradientStrokeWidth",
            "gradientThickness", "gridAlign", "labelAlign", "labelBaseline", "labelColor", "labelExpr", "labelFont",
            "labelFontSize", "labelFontStyle", "labelFontWeight", "labelLimit", "labelOffset", "labelOpacity",
            "labelOverlap", "labelPadding", "labelSeparation", "legendX", "legendY", "offset", "orient", "padding",
            "rowPadding", "strokeColor", "symbolDash", "symbolDashOffset", "symbolFillColor", "symbolLimit",
            "symbolOffset", "symbolOpacity", "symbolSize", "symbolStrokeColor", "symbolStrokeWidth", "symbolType",
            "tickCount", "tickMinStep", "title", "titleAlign", "titleAnchor", "titleBaseline", "titleColor",
            "titleFont", "titleFontSize", "titleFontStyle", "titleFontWeight", "titleLimit", "titleLineHeight",
            "titleOpacity", "titleOrient", "titlePadding", "type", "values", "zindex",
        ],
        honoured: ["title", "orient", "format", "formatType", "direction", "gradientLength", "values"],
        values: [
            "orient": [
                "left", "right", "top", "bottom", "top-left", "top-right", "bottom-left", "bottom-right", "none",
            ],
            "direction": ["horizontal", "vertical"],
            "type": ["symbol", "gradient"],
        ])

    /// The properties of a mark definition (primitive and composite marks).
    static let markDef = VLSchema(
        what: "mark property",
        all: [
            "align", "angle", "aria", "ariaRole", "ariaRoleDescription", "aspect", "band", "baseline", "binSpacing",
            "blend", "borders", "box", "clip", "color", "continuousBandSize", "cornerRadius",
            "cornerRadiusBottomLeft", "cornerRadiusBottomRight", "cornerRadiusEnd", "cornerRadiusTopLeft",
            "cornerRadiusTopRight", "cursor", "description", "dir", "discreteBandSize", "dx", "dy", "ellipsis",
            "endAngle", "extent", "fill", "fillOpacity", "filled", "font", "fontSize", "fontStyle", "fontWeight",
            "height", "href", "innerRadius", "interpolate", "invalid", "limit", "line", "lineBreak", "lineHeight",
            "median", "minBandSize", "opacity", "order", "orient", "outerRadius", "outliers", "padAngle", "point",
            "radius", "radius2", "radius2Offset", "radiusOffset", "rule", "shape", "size", "smooth", "startAngle",
            "stroke", "strokeCap", "strokeDash", "strokeDashOffset", "strokeJoin", "strokeMiterLimit",
            "strokeOffset", "strokeOpacity", "strokeWidth", "style", "tension", "text", "theta", "theta2",
            "theta2Offset", "thetaOffset", "thickness", "ticks", "timeUnitBandPosition", "timeUnitBandSize",
            "tooltip", "type", "url", "width", "x", "x2", "x2Offset", "xOffset", "y", "y2", "y2Offset", "yOffset",
        ],
        honoured: [
            "type", "style", "color", "fill", "stroke", "filled", "opacity", "shape", "size", "strokeWidth",
            "strokeDash", "strokeCap", "interpolate", "cornerRadius", "cornerRadiusBottomLeft",
            "cornerRadiusBottomRight", "cornerRadiusEnd", "cornerRadiusTopLeft", "cornerRadiusTopRight",
            "innerRadius", "outerRadius", "padAngle", "width", "height", "thickness", "orient", "point", "line",
            "invalid", "binSpacing", "minBandSize", "timeUnitBandPosition", "text", "tooltip", "x", "y", "extent",
            "ticks", "borders", "median", "rule", "box", "outliers", "align", "xOffset", "yOffset", "radius",
            "radius2", "theta", "theta2", "radiusOffset", "thetaOffset", "dx", "dy", "clip",
        ],
        values: [
            "orient": ["horizontal", "vertical"], "strokeCap": ["butt", "round", "square"],
            "interpolate": [
                "basis", "basis-open", "basis-closed", "bundle", "cardinal", "cardinal-open", "cardinal-closed",
                "catmull-rom", "linear", "linear-closed", "monotone", "natural", "step", "step-before", "step-after",
            ],
            "extent": ["min-max", "stdev", "stderr", "iqr", "ci"],
        ])

    /// The properties of a scale.
    static let scale = VLSchema(
        what: "scale property",
        all: [
            "align", "base", "bins", "clamp", "constant", "domain", "domainMax", "domainMid", "domainMin",
            "domainRaw", "exponent", "interpolate", "nice", "padding", "paddingInner", "paddingOuter", "range",
            "rangeMax", "rangeMin", "reverse", "round", "scheme", "type", "zero",
        ],
        honoured: [
            "base", "constant", "domain", "domainMax", "domainMin", "domainRaw", "exponent", "nice", "padding",
            "paddingInner", "paddingOuter", "range", "rangeMax", "rangeMin", "reverse", "scheme", "type", "zero",
        ],
        values: [
            "type": [
                "linear", "log", "pow", "sqrt", "symlog", "identity", "sequential", "time", "utc", "quantile",
                "quantize", "threshold", "bin-ordinal", "ordinal", "point", "band",
            ]
        ])

    /// The properties of `data`.
    static let data = VLSchema(
        what: "data property", all: ["values", "url", "format", "name", "sequence", "graticule", "sphere"],
        honoured: VLCompiler.dataKeys)
}

extension VLSchema {
    /// The schema with names that only a config block has, of which Charta honours `honouring`.
    func configuring(_ extra: Set<String>, honouring: Set<String>, only: Set<String>? = nil) -> VLSchema {
        VLSchema(what: what, all: all.union(extra), honoured: only ?? honoured.union(honouring), values: values)
    }

    /// `config.axis`, `config.axisX`, `config.axisBand`, … : axis properties, and `disable`.
    static let axisConfig = axis.configuring(["disable"], honouring: ["disable"])

    /// `config.legend`: legend properties and the config's own; Charta takes `orient` and `direction`.
    static let legendConfig = legend.configuring(
        [
            "disable", "layout", "gradientDirection", "symbolDirection", "gradientLabelLimit", "gradientLabelOffset",
            "gradientHorizontalMaxLength", "gradientHorizontalMinLength", "gradientVerticalMaxLength",
            "gradientVerticalMinLength", "symbolBaseFillColor", "symbolBaseStrokeColor", "unselectedOpacity",
        ], honouring: [], only: ["orient", "direction"])

    /// `config.mark`, `config.bar`, …: mark properties (without `type`), and the band sizes of bars.
    static let markConfig = markDef.configuring(
        ["continuousBandSize", "discreteBandSize", "bandSize"], honouring: ["continuousBandSize", "minBandSize"])

    /// The config blocks that hold mark properties.
    static let markConfigBlocks: Set<String> = Set(marks).union(["mark"])
}

extension VLCompiler {
    /// Checks the axis, legend and mark blocks of the config as ``checkKeys(_:_:)`` checks a spec's own.
    mutating func checkConfig(_ config: JSONNode) {
        for (key, block) in config.members where block.value.object != nil {
            if key.hasPrefix("axis") {
                checkKeys(block, .axisConfig)
            } else if key == "legend" {
                checkKeys(block, .legendConfig)
            } else if VLSchema.markConfigBlocks.contains(key) {
                checkKeys(block, .markConfig)
            }
        }
    }

    /// Checks the members of an object against the schema of its place: an unknown name is a warning
    /// with the nearest valid name; a Vega-Lite name that Charta does not honour is a warning that it
    /// was ignored; a value that is not one of a property's few names is a warning listing them.
    mutating func checkKeys(_ node: JSONNode, _ schema: VLSchema) {
        for (key, member) in node.members {
            if let allowed = schema.values[key], let value = member.value.string, !allowed.contains(value) {
                unknownName("“\(key)” value", value, in: allowed, listing: allowed, at: member.path)
            }
        }
        for key in node.keys where !schema.honoured.contains(key) {
            let path = JSONNode.join(node.path, key)
            if schema.all.contains(key) {
                warnUnsupported("The \(schema.what) “\(key)”", at: path)
            } else {
                unknownName(schema.what, key, in: schema.all, at: path)
            }
        }
    }

    /// Reports a name that is not valid at `path`, with the nearest of `valid`; `expected` lists the valid
    /// names in the message (for short lists of values). A warning unless `severity` says otherwise.
    mutating func unknownName(
        _ what: String, _ name: String, in valid: some Sequence<String>, listing expected: [String] = [],
        at path: String, severity: Diagnostic.Severity = .warning
    ) {
        let kind = DiagnosticKind.unknownName(
            what, name: VLCompiler.short(name, limit: 60), suggestion: NameSuggestion.closest(to: name, in: valid),
            expected: expected)
        diagnostics.append(Diagnostic(kind, severity: severity, path: path))
    }
}
