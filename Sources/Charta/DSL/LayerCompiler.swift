/// Turns the DSL's mark instances into columnar layers: consecutive instances with the same mark kind,
/// channels, labels and fixed properties become one ``LayerSpec`` whose columns hold their values.
enum LayerCompiler {
    /// The column that holds per-mark constant colours (`foregroundStyle(_:)` varying by mark).
    static let foregroundColumn = "__foreground"

    /// What must be equal for two instances to share a layer.
    struct Key: Hashable {
        var kind: MarkKind
        var labels: [Channel: String]
        var kinds: [Channel: DataKind]
        var mark: MarkSpec
        var stacking: Stacking?
        /// A constant style that splits layers (see `init`).
        var gradient: ChartStyle?

        init(_ i: MarkInstance) {
            kind = i.kind
            labels = i.fields.mapValues(\.label)
            kinds = i.fields.mapValues(\.value.kind)
            mark = i.mark
            stacking = i.stacking
            // Gradients cannot vary by row, and with a `foregroundStyle(by:)` colour channel a constant
            // colour is a layer-wide override; both split layers. Plain colours vary by row.
            if case .linearGradient = i.foreground { gradient = i.foreground } else { gradient = nil }
            if i.fields[.color] != nil { gradient = i.foreground }
        }
    }

    static func compile(_ instances: [MarkInstance]) -> ([LayerSpec], [ChartaError]) {
        var layers: [LayerSpec] = []
        var errors: [ChartaError] = []
        var start = 0
        while start < instances.count {
            let key = Key(instances[start])
            var end = start + 1
            while end < instances.count, Key(instances[end]) == key { end += 1 }
            do {
                layers.append(try layer(instances[start..<end], key: key))
            } catch {
                errors.append(error)
            }
            start = end
        }
        return (layers, errors)
    }

    /// Column names: the label, made unique when two channels share a label with different values.
    static func columnNames(_ labels: [Channel: String]) -> [Channel: String] {
        var names: [Channel: String] = [:]
        var used: Set<String> = []
        for channel in Channel.allCases {
            guard let label = labels[channel] else { continue }
            var name = label
            if used.contains(name) { name = "\(label) (\(channel.rawValue))" }
            used.insert(name)
            names[channel] = name
        }
        return names
    }

    static func layer(_ run: ArraySlice<MarkInstance>, key: Key) throws(ChartaError) -> LayerSpec {
        let names = columnNames(key.labels)
        var table = DataTable()
        var encoding: [Channel: ChannelEncoding] = [:]
        for channel in Channel.allCases {
            guard let name = names[channel], let label = key.labels[channel] else { continue }
            guard let column = DataColumn(values: run.map { $0.fields[channel]?.value }) else {
                throw .mixedColumnTypes(column: name)
            }
            try table.append(name, column)
            encoding[channel] = ChannelEncoding(.field(name), title: label, stack: key.stacking)
        }
        var mark = key.mark
        let foregrounds = run.map(\.foreground)
        if key.gradient != nil || key.labels[.color] != nil {
            mark.style = key.gradient
        } else if Set(foregrounds).count == 1 {
            mark.style = foregrounds.first ?? nil
        } else {
            let hex: [String?] = foregrounds.map { if case .color(let c)? = $0 { c.hexRGBA } else { nil } }
            try table.append(foregroundColumn, .strings(hex))
            encoding[.color] = ChannelEncoding(.field(foregroundColumn), identity: true)
        }
        let annotations = run.enumerated().compactMap { row, instance in
            instance.annotation.map {
                AnnotationSpec(
                    row: row, position: $0.position, lines: $0.lines, spacing: $0.spacing,
                    keepsInside: $0.keepsInside, abovePlot: $0.abovePlot)
            }
        }
        return LayerSpec(mark: mark, data: table, encoding: encoding, annotations: annotations)
    }
}
