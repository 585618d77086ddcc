/// One mark as the DSL records it: a mark kind, its labelled values and the modifiers applied to it.
/// ``Chart`` compiles runs of compatible instances into one columnar ``LayerSpec``.
struct MarkInstance: Hashable, Sendable {
    var kind: MarkKind
    var fields: ChannelFields = [:]
    var mark: MarkSpec
    var stacking: Stacking?
    /// A constant colour or gradient from `foregroundStyle(_:)`.
    var foreground: ChartStyle?
    var annotation: PendingAnnotation?

    init(_ kind: MarkKind) {
        self.kind = kind
        self.mark = MarkSpec(kind)
    }
}

/// An annotation as written on a mark, before the mark knows its row.
struct PendingAnnotation: Hashable, Sendable {
    var position: AnnotationPosition
    var lines: [AnnotationLine]
    var spacing: Double
    var keepsInside: Bool
    var abovePlot: Bool
    var drawing: AnnotationDrawing? = nil
    var alignment = AnnotationAlignment.center

    /// The annotation of the mark at `row` of its layer.
    func spec(row: Int) -> AnnotationSpec {
        var spec = AnnotationSpec(
            row: row, position: position, lines: lines, spacing: spacing, keepsInside: keepsInside, abovePlot: abovePlot
        )
        spec.drawing = drawing
        spec.alignment = alignment
        return spec
    }
}

/// Collects the marks of a chart's content, in drawing order, straight into columnar layers: each mark
/// gets the modifiers around it applied and its values appended to the current layer's columns. No
/// mark is kept as an object.
public struct MarkCollector: Sendable {
    /// The modifiers around the content being collected, outermost first.
    var changes: [@Sendable (inout MarkInstance) -> Void] = []
    var assembler = LayerAssembler()
    /// When recording (inside `ForEach`), the finished layers and plots, kept for replay instead of
    /// assembled.
    var recorded: [RecordedContent]?
    /// When recording, the layers the latest marks are accumulating in.
    var recording = OpenLayers()
    /// Rows to reserve in the first recorded layer's columns (the `ForEach` data's count).
    var capacityHint = 0
    /// The bare marks collected last, while they share one shape. Empty while a modifier surrounds the
    /// content: a modifier ends the run before it applies (``ModifiedContent``), and a run starts only
    /// with no modifier around it.
    @usableFromInline var run = RowRun()

    /// Adds a vectorized plot as a layer of its own, with the modifiers around it applied to its mark.
    mutating func appendPlot(_ plot: PlotContent) {
        flushRun()
        var modified = plot
        for change in changes.reversed() { change(&modified.template) }
        if recorded != nil {
            finishRecordedLayer()
            recorded?.append(.plot(modified))
        } else {
            assembler.appendLayer(template: modified.template, columns: modified.columns)
        }
    }

    /// Adds one mark, with the modifiers around it applied innermost first (the innermost one wins).
    mutating func append(_ instance: MarkInstance) {
        flushRun()
        var modified = instance
        for change in changes.reversed() { change(&modified) }
        if recorded != nil {
            if let closed = recording.append(modified, reserving: capacityHint) { recorded?.append(.layer(closed)) }
            capacityHint = 0
        } else {
            assembler.append(modified)
        }
    }

    /// Adds the marks of a recorded layer: as a whole when no modifier surrounds them or the modifiers
    /// change every mark alike, else one by one.
    mutating func append(layer: LayerBuilder) {
        flushRun()
        var layer = layer
        if !changes.isEmpty {
            guard let modified = layer.applying(changes) else { return layer.forEachInstance { append($0) } }
            layer = modified
        }
        add(layer: layer)
    }

    /// Ends the run of bare marks, adding its marks as one layer (no modifier applies to them).
    mutating func flushRun() {
        guard !run.isEmpty else { return }
        let layer = run.takeLayer()
        run = RowRun()
        add(layer: layer)
    }

    /// Adds a layer whose modifiers are applied.
    private mutating func add(layer: LayerBuilder) {
        if recorded != nil {
            if let closed = recording.append(layer: layer) { recorded?.append(.layer(closed)) }
        } else {
            assembler.append(layer: layer)
        }
    }

    /// A collector that records (for `ForEach`) instead of assembling; the first layer it records
    /// reserves room for `capacity` marks.
    @usableFromInline static func recorder(capacity: Int = 0) -> MarkCollector {
        var recorder = MarkCollector()
        recorder.recorded = []
        recorder.capacityHint = capacity
        return recorder
    }

    /// Ends the layer being recorded; returns the recorded content.
    mutating func finishRecording() -> [RecordedContent] {
        flushRun()
        finishRecordedLayer()
        return recorded ?? []
    }

    /// The assembled layers and the errors of layers left out.
    consuming func finish() -> ([LayerSpec], [ChartaError]) {
        flushRun()
        return assembler.finish()
    }

    mutating func finishRecordedLayer() {
        for layer in recording.close() { recorded?.append(.layer(layer)) }
    }
}

/// What `ForEach` keeps for replay: runs of marks as columnar layers, and plots.
enum RecordedContent: Sendable {
    case layer(LayerBuilder)
    case plot(PlotContent)
}

/// Anything that can appear inside `Chart { … }`: marks, `ForEach`, groups and conditionals, and types
/// of your own whose ``body`` is made of them (as in Swift Charts).
public protocol ChartContent {
    /// The content this content is made of (`Never` for marks and other content Charta collects itself).
    associatedtype Body: ChartContent = Never

    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }

    /// Appends the content's marks, in order, to the collector (by default, those of ``body``).
    consuming func collect(into collector: inout MarkCollector)

    /// Appends the marks of the content `make` makes for each element of `data`, in order: how a
    /// `ForEach` collects. The default collects each element's content in turn; Charta's marks collect
    /// theirs in blocks. Not for use in charts.
    static func _collect<Data: Sequence>(
        each data: Data, _ make: (Data.Element) -> Self, into collector: inout MarkCollector)
}

extension ChartContent {
    public consuming func collect(into collector: inout MarkCollector) { body.collect(into: &collector) }

    @inlinable public static func _collect<Data: Sequence>(
        each data: Data, _ make: (Data.Element) -> Self, into collector: inout MarkCollector
    ) {
        for element in data { make(element).collect(into: &collector) }
    }
}

extension ChartContent where Body == Never {
    /// Content Charta collects itself has no body; it is never asked for.
    public var body: Never { fatalError("\(Self.self) is collected directly and has no body") }
}

extension Never: ChartContent {
    public typealias Body = Never
    public consuming func collect(into collector: inout MarkCollector) {}
}

/// Content with a change applied to every mark it collects (the DSL's modifiers), or a single mark a
/// modifier changed in place: `foregroundStyle(by:)` and `symbol(by:)` on a mark hold the value in the
/// mark (`BareMark.adding(_:_:)`), which is then collected as a bare mark, with no box or closure.
public struct ModifiedContent: ChartContent {
    /// The mark changed in place, or content and its change. An enum, so that the change's path neither
    /// builds nor destroys a placeholder mark, a few hundred bytes, at every modifier.
    @usableFromInline let storage: Storage

    @usableFromInline enum Storage {
        case mark(BareMark)
        case changed(Change)
    }

    /// Content and the change a modifier applies to each of its marks.
    @usableFromInline struct Change {
        let content: any ChartContent
        let apply: @Sendable (inout MarkInstance) -> Void
    }

    init(content: any ChartContent, change: @escaping @Sendable (inout MarkInstance) -> Void) {
        storage = .changed(Change(content: content, apply: change))
    }

    init(content: ModifiedContent, _ change: @escaping @Sendable (inout MarkInstance) -> Void) {
        storage = .changed(Change(content: content, apply: change))
    }

    /// A mark changed in place.
    @inlinable @inline(__always) init(mark: BareMark) {
        storage = .mark(mark)
    }

    @inlinable @inline(__always) public consuming func collect(into collector: inout MarkCollector) {
        switch storage {
        case .mark(let mark): collector.append(mark)
        case .changed(let changed): Self.collect(changed, into: &collector)
        }
    }

    @usableFromInline static func collect(_ changed: Change, into collector: inout MarkCollector) {
        // The run so far was collected without this change.
        collector.flushRun()
        collector.changes.append(changed.apply)
        changed.content.collect(into: &collector)
        collector.changes.removeLast()
    }
}

extension ChartContent {
    /// Applies `change` to every mark of this content.
    func modified(_ change: @escaping @Sendable (inout MarkInstance) -> Void) -> ModifiedContent {
        ModifiedContent(content: self, change: change)
    }
}
