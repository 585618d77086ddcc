/// How a chart animates when it appears or changes: a duration in seconds and an easing curve
/// (`Easing`, d3-ease), in the style of SwiftUI's `.easeInOut(duration:)`.
public struct ChartAnimation: Hashable, Codable, Sendable {
    /// The length of the animation in seconds (never negative).
    public var duration: Double
    /// Maps linear time to eased progress.
    public var easing: Easing

    /// Creates an animation; a negative or non-finite duration counts as 0 (no animation).
    public init(duration: Double = ChartAnimation.defaultDuration, easing: Easing = .cubicInOut) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.easing = easing
    }

    /// The duration when none is given: 0.35 s, SwiftUI's default.
    public static let defaultDuration = 0.35

    /// Eases in and out (cubic, d3-transition's default).
    public static func easeInOut(duration: Double = defaultDuration) -> ChartAnimation {
        ChartAnimation(duration: duration, easing: .cubicInOut)
    }

    /// Starts slowly (cubic).
    public static func easeIn(duration: Double = defaultDuration) -> ChartAnimation {
        ChartAnimation(duration: duration, easing: .cubicIn)
    }

    /// Ends slowly (cubic).
    public static func easeOut(duration: Double = defaultDuration) -> ChartAnimation {
        ChartAnimation(duration: duration, easing: .cubicOut)
    }

    /// Constant speed.
    public static func linear(duration: Double = defaultDuration) -> ChartAnimation {
        ChartAnimation(duration: duration, easing: .linear)
    }

    /// The default animation: ``easeInOut(duration:)`` over 0.35 s.
    public static let `default` = ChartAnimation()
}
