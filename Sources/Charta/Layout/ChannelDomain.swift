/// What kind of values a positional channel carries across all layers, decided once per chart.
enum ChannelDomainKind: Hashable, Sendable {
    case quantitative
    case temporal
    /// Discrete categories (strings, or numbers/dates encoded as nominal or ordinal).
    case categorical
}

/// The values a positional channel (x with x2, or y with y2) takes across layers.
struct ChannelDomain: Sendable {
    var kind: ChannelDomainKind
    /// Categories in first-appearance order (or the explicit domain), for categorical channels.
    var categories: [String]
    /// Whether some layer draws bars or rectangles along this channel's categories (→ band scale).
    var hasBands: Bool
    /// The smallest and largest value (numbers, or dates as seconds), for continuous channels.
    var extent: ClosedRange<Double>?
    /// Whether some bar or area layer measures its value along this channel (→ domain includes zero).
    var hasValueBars: Bool
    /// The title of the first field encoded on the channel.
    var title: String?

    /// Label of a number or date used as a category.
    static func categoryLabel(_ value: DataValue) -> String {
        switch value {
        case .string(let s): s
        case .number(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .date(let date):
            // Whole seconds when they fit an integer; a date far outside one (from hostile data) as is.
            Int(checked: date.timeIntervalSince1970, in: Int.min...Int.max).map(String.init)
                ?? String(date.timeIntervalSince1970)
        }
    }
}

/// Per layer of a chart (by index), its rows' codes in a categorical channel's categories as collecting
/// them found them (-1 for a row with no value; ``ChannelDomain/resolve(_:_:layers:scale:)``): none when
/// the categories were given, nil for a layer without the channel. Layout's layer data takes them instead
/// of coding every row again.
struct CollectedCodes: Sendable {
    var layers: [[Int32]?] = []

    /// The codes of the chart's layer `index`, if any.
    func of(layer index: Int) -> [Int32]? {
        layers.indices.contains(index) ? layers[index] : nil
    }
}

/// Labels in first-appearance order, each coded by its index among them: the categories of a channel and
/// the series of a layer.
struct LabelCodes {
    private(set) var labels: [String] = []
    private var codes: [String: Int32] = [:]

    /// The label's code, the next one when the label is new.
    mutating func code(_ label: String) -> Int32 {
        if let code = codes[label] { return code }
        let code = Int32(labels.count)
        codes[label] = code
        labels.append(label)
        return code
    }
}

extension DataValue {
    /// The value as a category's name, as category scales and colour domains name it.
    package var categoryLabel: String { ChannelDomain.categoryLabel(self) }
}

extension LayerSpec {
    /// The column a channel reads, if it reads one that exists.
    package func column(_ channel: Channel) -> DataColumn? {
        guard case .field(let name)? = encoding[channel]?.source else { return nil }
        return data[name]
    }

    /// Whether the channel's values are categories in this layer.
    package func isCategorical(_ channel: Channel) -> Bool {
        if let type = encoding[channel]?.type { return type == .nominal || type == .ordinal }
        if case .datum(.string)? = encoding[channel]?.source { return true }
        return column(channel)?.kind == .string
    }

    /// Whether the channel's values are dates in this layer.
    func isTemporal(_ channel: Channel) -> Bool {
        if encoding[channel]?.type == .temporal { return true }
        if case .datum(.date)? = encoding[channel]?.source { return true }
        return column(channel)?.kind == .date && !isCategorical(channel)
    }

    /// Per row, `code` of the row's category label for the channel (-1 for a row with no value): the
    /// column is found once, and a label is made and coded once per run of rows of one value (not once
    /// per row, which cost lookups of the channel and the column by name each time).
    func categoryCodes(_ channel: Channel, rowCount: Int, _ code: (String) -> Int32) -> [Int32] {
        var codes = [Int32](repeating: -1, count: rowCount)
        switch encoding[channel]?.source {
        case .datum(let value)?:
            // A layer of no rows has no label to give (its datum would add a category or a series).
            guard rowCount > 0 else { break }
            let c = code(ChannelDomain.categoryLabel(value))
            for row in codes.indices { codes[row] = c }
        case .field?:
            guard let column = column(channel) else { break }
            var last: (value: DataValue, code: Int32)?
            for row in codes.indices {
                guard let value = column[row] else { continue }
                if let last, last.value == value {
                    codes[row] = last.code
                    continue
                }
                let c = code(ChannelDomain.categoryLabel(value))
                last = (value, c)
                codes[row] = c
            }
        case nil: break
        }
        return codes
    }

    /// The channel's value in a row, as a `DataValue` (nil when missing).
    func value(_ channel: Channel, row: Int) -> DataValue? {
        switch encoding[channel]?.source {
        case .field?: column(channel)?[row]
        case .datum(let v)?: v
        case nil: nil
        }
    }
}
