import Foundation

/// Turns the DSL's marks into columnar layers as they are collected: consecutive marks with the same
/// mark kind, channels, labels and fixed properties become one ``LayerSpec`` whose columns hold their
/// values. Each mark costs a comparison and an append per channel, so a chart of a million marks is
/// built in linear time without keeping the marks.
struct LayerAssembler: Sendable {
    /// The column that holds per-mark constant colours (`foregroundStyle(_:)` varying by mark).
    static let foregroundColumn = "__foreground"

    var layers: [LayerSpec] = []
    var errors: [ChartaError] = []
    var open = OpenLayers()

    mutating func append(_ instance: MarkInstance) {
        if let closed = open.append(instance) { finish(closed) }
    }

    /// Adds a layer built from whole columns (a vectorized plot) after the layers so far.
    mutating func appendLayer(template: MarkInstance, columns: [(Channel, String, DataColumn)]) {
        flush()
        var labels: [Channel: String] = [:]
        for (channel, label, _) in columns { labels[channel] = label }
        let names = LayerAssembler.columnNames(labels)
        var table = DataTable()
        var encoding: [Channel: ChannelEncoding] = [:]
        do {
            for (channel, label, column) in columns {
                let name = names[channel] ?? label
                try table.append(name, column)
                encoding[channel] = ChannelEncoding(.field(name), title: label, stack: template.stacking)
            }
        } catch {
            errors.append(error)
            return
        }
        var mark = template.mark
        mark.style = template.foreground
        layers.append(LayerSpec(mark: mark, data: table, encoding: encoding))
    }

    mutating func flush() {
        for builder in open.close() { finish(builder) }
    }

    mutating func finish(_ builder: LayerBuilder) {
        do { layers.append(try builder.finish()) } catch { errors.append(error) }
    }

    /// The layers and the errors of layers left out.
    consuming func finish() -> ([LayerSpec], [ChartaError]) {
        flush()
        return (layers, errors)
    }

    /// Column names: the label, made unique when two channels share a label with different values.
    static func columnNames(_ labels: [Channel: String]) -> [Channel: String] {
        var names: [Channel: String] = [:]
        // A list, not a set: a layer has a few labels (see `SmallTable` on sets and dictionaries).
        var used: [String] = []
        for channel in Channel.allCases {
            guard let label = labels[channel] else { continue }
            var name = label
            if used.contains(name) { name = "\(label) (\(channel.rawValue))" }
            used.append(name)
            names[channel] = name
        }
        return names
    }
}

/// One layer being filled: the first mark fixes what must be equal for a mark to join (kind, channels
/// with their labels and value kinds, mark settings, stacking, and a gradient or layer-wide colour),
/// and each channel's values go into a typed column.
/// The layers marks may still join. Marks of one shape join the layer of that shape even when marks of
/// other shapes came between them (two `LineMark`s of one series in a `ForEach` with a `RuleMark`
/// between them draw one line, as in Swift Charts), among the last few shapes met.
struct OpenLayers: Sendable {
    /// How many shapes stay open; the one started first is closed when another starts.
    static let limit = 8
    private var builders: [LayerBuilder] = []
    /// The layer the latest mark joined.
    private var current: Int?

    /// Adds a mark to the open layer that accepts it, or to a new one that reserves room for `capacity`
    /// marks; returns the layer closed to make room, if any.
    mutating func append(_ instance: MarkInstance, reserving capacity: Int = 0) -> LayerBuilder? {
        var closed: LayerBuilder?
        if let current, builders[current].accepts(instance) {
        } else if let i = builders.firstIndex(where: { $0.accepts(instance) }) {
            current = i
        } else {
            closed = makeRoom()
            var builder = LayerBuilder(instance)
            builder.reserveCapacity(capacity)
            builders.append(builder)
            current = builders.count - 1
        }
        if let current { builders[current].append(instance) }
        return closed
    }

    /// Adds a layer's marks to the open layer that accepts them, or opens the layer; returns the layer
    /// closed to make room, if any.
    mutating func append(layer: LayerBuilder) -> LayerBuilder? {
        if let current, builders[current].accepts(layer.first) {
            builders[current].merge(layer)
            return nil
        }
        if let i = builders.firstIndex(where: { $0.accepts(layer.first) }) {
            current = i
            builders[i].merge(layer)
            return nil
        }
        let closed = makeRoom()
        builders.append(layer)
        current = builders.count - 1
        return closed
    }

    /// Closes every open layer; returns them in the order they started.
    mutating func close() -> [LayerBuilder] {
        defer {
            builders = []
            current = nil
        }
        return builders
    }

    private mutating func makeRoom() -> LayerBuilder? {
        guard builders.count >= OpenLayers.limit else { return nil }
        current = nil
        return builders.removeFirst()
    }
}

struct LayerBuilder: Sendable {
    let first: MarkInstance
    /// A constant style that splits layers: gradients cannot vary by row, and beside a
    /// `foregroundStyle(by:)` colour channel a constant colour is a layer-wide override.
    let splittingStyle: ChartStyle?
    var columns: [(Channel, ColumnBuilder)]
    /// Per-mark colours, once they start to differ (before that, every mark has `first.foreground`).
    var foregrounds: [ChartStyle?]?
    var annotations: [AnnotationSpec] = []
    var count = 0

    init(_ first: MarkInstance) {
        self.first = first
        splittingStyle = LayerBuilder.splittingStyle(first)
        columns = Channel.allCases.compactMap { channel in
            first.fields[channel].map { (channel, ColumnBuilder(kind: $0.value.kind)) }
        }
    }

    static func splittingStyle(_ i: MarkInstance) -> ChartStyle? {
        if i.fields[.color] != nil { return i.foreground }
        if case .linearGradient = i.foreground { return i.foreground }
        return nil
    }

    /// Whether the mark belongs in this layer.
    func accepts(_ i: MarkInstance) -> Bool {
        i.kind == first.kind && i.stacking == first.stacking && i.fields.matches(first.fields)
            && i.mark == first.mark && LayerBuilder.splittingStyle(i) == splittingStyle
    }

    /// Makes room for `n` marks in every column.
    mutating func reserveCapacity(_ n: Int) {
        guard n > 1 else { return }
        for k in columns.indices { columns[k].1.reserveCapacity(n) }
    }

    mutating func append(_ i: MarkInstance) {
        // An accepted mark has the first one's channels, in the columns' (channel) order.
        for k in columns.indices { columns[k].1.append(i.fields.entries[k].field.value) }
        if foregrounds == nil, i.foreground != first.foreground {
            foregrounds = Array(repeating: first.foreground, count: count)
        }
        foregrounds?.append(i.foreground)
        if let a = i.annotation { annotations.append(a.spec(row: count)) }
        count += 1
    }

    func finish() throws(ChartaError) -> LayerSpec {
        let labels = first.fields.labels
        let names = LayerAssembler.columnNames(labels)
        var table = DataTable()
        var encoding: [Channel: ChannelEncoding] = [:]
        for (channel, column) in columns {
            guard let name = names[channel], let label = labels[channel] else { continue }
            try table.append(name, column.column)
            encoding[channel] = ChannelEncoding(.field(name), title: label, stack: first.stacking)
        }
        var mark = first.mark
        if splittingStyle != nil || labels[.color] != nil {
            mark.style = splittingStyle
        } else if let foregrounds {
            let hex: [String?] = foregrounds.map { if case .color(let c)? = $0 { c.hexRGBA } else { nil } }
            try table.append(LayerAssembler.foregroundColumn, .strings(hex))
            encoding[.color] = ChannelEncoding(.field(LayerAssembler.foregroundColumn), identity: true)
        } else {
            mark.style = first.foreground
        }
        return LayerSpec(mark: mark, data: table, encoding: encoding, annotations: annotations)
    }
}

/// A column being filled with values of one kind: numbers and dates (as seconds since 1970) in
/// `numbers`, strings in `strings`. Stored arrays rather than enum payloads, so that an append happens in
/// place; the DSL's per-row path (``RowRun``) appends to it from inlinable code.
@usableFromInline struct ColumnBuilder: Sendable {
    @usableFromInline let kind: DataKind
    @usableFromInline var numbers: [Double] = []
    @usableFromInline var strings: [String?] = []

    @usableFromInline init(kind: DataKind) { self.kind = kind }

    /// Appends a value (a missing or different-kind value as a missing one).
    @inlinable @inline(__always) mutating func append(_ value: DataValue?) {
        switch (kind, value) {
        case (.number, .number(let d)?): numbers.append(d)
        case (.date, .date(let d)?): numbers.append(d.timeIntervalSince1970)
        case (.string, .string(let s)?): strings.append(s)
        case (.string, _): strings.append(nil)
        default: numbers.append(.nan)
        }
    }

    /// Appends values to a number or date column (dates as seconds since 1970).
    mutating func append(numbers values: UnsafeBufferPointer<Double>) {
        numbers.append(contentsOf: values)
    }

    /// Makes room for `n` values.
    @usableFromInline mutating func reserveCapacity(_ n: Int) {
        if kind == .string {
            strings.reserveCapacity(n)
        } else {
            guard n > numbers.capacity else { return }
            var reserved = [Double].reserved(n)
            reserved.append(contentsOf: numbers)
            numbers = reserved
        }
    }

    /// How many values the column holds.
    var count: Int { kind == .string ? strings.count : numbers.count }

    @usableFromInline var column: DataColumn {
        switch kind {
        case .number: .numbers(numbers)
        case .date: .dates(numbers)
        case .string: .strings(strings)
        }
    }
}
