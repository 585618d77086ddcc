import Charta

/// A layer's columns while the reader builds it: the table of its channels' values and how each
/// channel encodes them (theta's stack among them, for arcs).
struct VLLayerColumns {
    var table = DataTable()
    var encoding: [Channel: ChannelEncoding] = [:]
    /// The unit's stack when it stacks theta (arcs); other stacks are laid out from `__stack0` columns.
    let stack: (channel: VLChannel, offset: String)?

    /// Adds `column` as `channel`'s field.
    mutating func add(_ channel: Channel, _ column: DataColumn, type: MeasureType, title: String? = nil) {
        try? table.append(channel.rawValue, column)
        var e = ChannelEncoding(.field(channel.rawValue), type: type, title: title)
        if let stack, channel.rawValue == stack.channel.name {
            e.stack = stack.offset == "normalize" ? .normalized : stack.offset == "center" ? .center : .standard
        }
        encoding[channel] = e
    }
}
