/// A Vega-Lite encoding channel (Vega-Lite's `src/channel.ts`). Every channel name the reader uses
/// is a case here; the raw value is the name as a spec writes it.
enum VLChannel: String, CaseIterable, Hashable, Sendable, Comparable {
    case x, y, x2, y2, xOffset, yOffset, xError, xError2, yError, yError2
    case theta, theta2, radius, radius2, longitude, latitude, longitude2, latitude2
    case color, fill, stroke, opacity, fillOpacity, strokeOpacity, strokeWidth, strokeDash, size, angle, shape
    case text, tooltip, href, url, description, detail, key, order, row, column, facet, time

    /// Channels are ordered by name, so that definitions sorted by channel keep the order they had
    /// as strings.
    static func < (a: VLChannel, b: VLChannel) -> Bool { a.rawValue < b.rawValue }

    /// The channels whose definitions this reader maps onto the chart.
    static let supported: Set<VLChannel> = [
        .x, .y, .x2, .y2, .xOffset, .yOffset, .color, .fill, .stroke, .opacity, .fillOpacity, .strokeOpacity,
        .size, .shape, .strokeDash, .text, .tooltip, .theta, .theta2, .radius, .radius2, .detail, .order, .row,
        .column, .facet, .key, .description, .href, .url, .strokeWidth, .angle,
        .longitude, .latitude,
    ]

    /// The channels that take an array of definitions.
    static let listed: Set<VLChannel> = [.tooltip, .detail, .order]

    /// The non-position channels that split a stack into layers (Vega-Lite's `NONPOSITION_CHANNELS`
    /// that stack.ts reads), in Vega-Lite's order.
    static let stackBy: [VLChannel] = [.color, .fill, .stroke, .opacity, .fillOpacity, .strokeOpacity, .size, .shape]

    /// The channel's end channel (`x` → `x2`), or nil when it has none.
    var secondary: VLChannel? {
        switch self {
        case .x: .x2
        case .y: .y2
        case .theta: .theta2
        case .radius: .radius2
        case .longitude: .longitude2
        case .latitude: .latitude2
        default: nil
        }
    }

    /// The start channel of an end channel (`x2` → `x`), or nil for a channel that is not an end.
    var primary: VLChannel? {
        switch self {
        case .x2: .x
        case .y2: .y
        case .theta2: .theta
        case .radius2: .radius
        case .longitude2: .longitude
        case .latitude2: .latitude
        default: nil
        }
    }

    /// The offset channel within a position's band (`x` → `xOffset`), or nil.
    var offset: VLChannel? {
        switch self {
        case .x: .xOffset
        case .y: .yOffset
        default: nil
        }
    }

    /// The error channel of a position (`x` → `xError`), which composite marks read, or nil.
    var error: VLChannel? { errors?.first }

    /// The second error channel of a position (`x` → `xError2`), or nil.
    var error2: VLChannel? { errors?.second }

    private var errors: (first: VLChannel, second: VLChannel)? {
        switch self {
        case .x: (.xError, .xError2)
        case .y: (.yError, .yError2)
        default: nil
        }
    }

    /// The other channel of a position pair (`x` ↔ `y`, `theta` ↔ `radius`), or nil.
    var opposite: VLChannel? {
        switch self {
        case .x: .y
        case .y: .x
        case .theta: .radius
        case .radius: .theta
        default: nil
        }
    }

    /// The name as a spec writes it.
    var name: String { rawValue }
}

extension JSONNode {
    /// The member named by a channel, in an `encoding` or a `resolve` block.
    subscript(channel: VLChannel) -> JSONNode? { self[channel.name] }
}

extension Dictionary where Key == String, Value == JSONNode {
    /// The definition of a channel in an encoding read as members.
    subscript(channel: VLChannel) -> JSONNode? { self[channel.name] }
}
