import Charta

/// The animation tables of a page: timing and eased keyframe progress for the whole page, and for each
/// view how its data layers enter.
extension HTMLModel {
    /// `motion`: the duration in milliseconds and the eased progress at evenly spaced times
    /// (``EntryAnimation/easedSamples(count:)``), which the page's script turns into keyframes; nothing
    /// when the chart does not animate or takes no time.
    var motionJSON: [(String, JSONValue)] {
        guard let animation, animation.duration > 0 else { return [] }
        let samples = EntryAnimation(animation, layers: []).easedSamples()
        return [
            (
                "motion",
                .object([
                    ("ms", .number(animation.duration * 1000)), ("e", .array(samples.map(JSONValue.exact))),
                ])
            )
        ]
    }
}

extension HTMLModel.View {
    /// `entry`: per data layer group, `["y", baseline]` or `["x", baseline]` (grows from that line) or
    /// `["f"]` (fades in), or null; nil when no layer enters.
    var entryJSON: JSONValue? {
        guard entry.contains(where: { $0 != nil }) else { return nil }
        return .array(
            entry.map { effect in
                switch effect {
                case .growY(let baseline)?: .array([.string("y"), .number(baseline)])
                case .growX(let baseline)?: .array([.string("x"), .number(baseline)])
                case .fade?: .array([.string("f")])
                case nil: .null
                }
            })
    }
}
