/// The labelled values of one DSL mark by channel, in channel order (``Channel/allCases``), in a small
/// array rather than a dictionary: a mark has two to five of them, and a chart of a million marks reads
/// them several million times, where hashing a channel per read would cost more than the read.
struct ChannelFields: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// One channel's value.
    struct Entry: Hashable, Sendable {
        var channel: Channel
        var field: FieldValue
    }

    /// The values, in channel order, each channel once.
    private(set) var entries: [Entry] = []

    init(dictionaryLiteral elements: (Channel, FieldValue)...) {
        entries.reserveCapacity(elements.count)
        for (channel, field) in elements { self[channel] = field }
    }

    /// The value of a channel; setting nil removes it.
    subscript(channel: Channel) -> FieldValue? {
        get { entries.first { $0.channel == channel }?.field }
        set {
            let position = entries.firstIndex { $0.channel == channel }
            switch (position, newValue) {
            case (let k?, let field?): entries[k].field = field
            case (let k?, nil): entries.remove(at: k)
            case (nil, let field?):
                let rank = channel.rank
                let entry = Entry(channel: channel, field: field)
                if entries.last.map({ $0.channel.rank < rank }) ?? true {
                    entries.append(entry)
                } else {
                    entries.insert(entry, at: entries.firstIndex { $0.channel.rank > rank } ?? entries.count)
                }
            case (nil, nil): break
            }
        }
    }

    /// How many channels have a value.
    var count: Int { entries.count }

    /// The channels' labels.
    var labels: [Channel: String] {
        var labels: [Channel: String] = [:]
        for entry in entries { labels[entry.channel] = entry.field.label }
        return labels
    }

    func makeIterator() -> some IteratorProtocol<(Channel, FieldValue)> {
        entries.lazy.map { ($0.channel, $0.field) }.makeIterator()
    }

    /// Whether `other` has the same channels with the same labels and kinds of value, in one pass.
    func matches(_ other: ChannelFields) -> Bool {
        guard entries.count == other.entries.count else { return false }
        for (a, b) in zip(entries, other.entries) {
            guard a.channel == b.channel, a.field.label == b.field.label, a.field.value.kind == b.field.value.kind
            else { return false }
        }
        return true
    }
}

extension Channel {
    /// The channel's position among ``allCases`` (without building that array).
    @inlinable var rank: Int {
        switch self {
        case .x: 0
        case .y: 1
        case .x2: 2
        case .y2: 3
        case .xOffset: 4
        case .yOffset: 5
        case .color: 6
        case .opacity: 7
        case .size: 8
        case .shape: 9
        case .strokeDash: 10
        case .text: 11
        case .series: 12
        case .theta: 13
        case .radius: 14
        case .url: 15
        }
    }
}
