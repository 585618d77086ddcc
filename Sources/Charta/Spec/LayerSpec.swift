/// One layer of a chart: a mark drawn once per row of its data, with channels mapped to fields.
public struct LayerSpec: Hashable, Sendable {
    public var mark: MarkSpec
    public var data: DataTable
    public var encoding: [Channel: ChannelEncoding]
    /// Annotations attached to single rows of this layer.
    public var annotations: [AnnotationSpec]

    /// Creates a layer.
    public init(
        mark: MarkSpec, data: DataTable = DataTable(), encoding: [Channel: ChannelEncoding] = [:],
        annotations: [AnnotationSpec] = []
    ) {
        self.mark = mark
        self.data = data
        self.encoding = encoding
        self.annotations = annotations
    }
}

/// The measurement type of an encoded field (Vega-Lite's `type`).
public enum MeasureType: String, Hashable, Sendable, Codable {
    case quantitative, temporal, ordinal, nominal
}

/// How a channel gets its value for each row.
public struct ChannelEncoding: Hashable, Sendable {
    /// Where the value comes from.
    public enum Source: Hashable, Sendable {
        /// The named column of the layer's data.
        case field(String)
        /// The same data value for every row (Vega-Lite's `datum`), mapped through the scale.
        case datum(DataValue)
    }

    public var source: Source
    /// nil: inferred from the column (numbers → quantitative, dates → temporal, strings → nominal).
    public var type: MeasureType?
    /// The axis or legend title; nil for the field name.
    public var title: String?
    public var aggregate: Aggregate?
    public var stack: Stacking?
    /// Map the column's values straight to visual values (colours as `#rrggbb` strings, symbol names),
    /// bypassing the scale: Vega-Lite's `"scale": null`, and the DSL's per-mark styles.
    public var identity: Bool

    /// Creates a channel encoding.
    public init(
        _ source: Source, type: MeasureType? = nil, title: String? = nil, aggregate: Aggregate? = nil,
        stack: Stacking? = nil, identity: Bool = false
    ) {
        self.source = source
        self.type = type
        self.title = title
        self.aggregate = aggregate
        self.stack = stack
        self.identity = identity
    }

    /// Encodes a column by name.
    public static func field(_ name: String, type: MeasureType? = nil, title: String? = nil) -> ChannelEncoding {
        ChannelEncoding(.field(name), type: type, title: title)
    }
}

/// How values that share a position are combined.
public enum Aggregate: String, Hashable, Sendable, Codable {
    case sum, mean, median, min, max, count
}

/// How marks that share a position are stacked (bars and areas).
public enum Stacking: String, Hashable, Sendable, Codable {
    /// Drawn from zero, overlapping.
    case unstacked
    /// Stacked on top of each other from zero.
    case standard
    /// Stacked and scaled so each stack fills 0…1.
    case normalized
    /// Stacked around a centre line (streamgraph).
    case center
}

/// Swift Charts' name for how marks stack.
public typealias MarkStackingMethod = Stacking
