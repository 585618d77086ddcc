/// How a scene's data appears when it is first shown: the timing, and for each data layer group how its
/// items enter. Layout builds it (it knows the baselines); back ends play it (the SVG writer as CSS
/// animations, interactive HTML with the Web Animations API) and ``Scene/entryStart(_:)`` gives the
/// scene the animation starts from, so every back end animates the same geometry.
///
/// *Data layer groups* are the groups with role ``Role/mark`` and an `id`, in depth-first order of the
/// scene; ``layers`` holds one effect for each of them, in that order. Item labels (annotation groups)
/// fade in with them.
public struct EntryAnimation: Hashable, Codable, Sendable {
    /// How one data layer enters.
    public enum Effect: Hashable, Codable, Sendable {
        /// Grows upwards or downwards from the horizontal line at `baseline` (a y in the layer group's
        /// coordinates): every point's y starts on the baseline (vertical bars, areas).
        case growY(baseline: Double)
        /// Grows sideways from the vertical line at `baseline` (an x): every point's x starts on it
        /// (horizontal bars).
        case growX(baseline: Double)
        /// Fades in from transparent (lines, points, rules, text and other marks).
        case fade

        /// The affine map that flattens the layer onto its baseline (nil for a fade).
        public var collapse: AffineTransform? {
            switch self {
            case .growY(let y): AffineTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: y)
            case .growX(let x): AffineTransform(a: 0, b: 0, c: 0, d: 1, tx: x, ty: 0)
            case .fade: nil
            }
        }
    }

    /// The length of the animation in seconds (not negative).
    public var duration: Double
    /// Maps linear time to eased progress.
    public var easing: Easing
    /// The effect of each data layer group, in depth-first order; nil: the layer is shown as it is.
    public var layers: [Effect?]

    /// Creates an entry animation; a negative or non-finite duration counts as 0.
    public init(duration: Double, easing: Easing, layers: [Effect?]) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.easing = easing
        self.layers = layers
    }

    /// The eased progress at `count` evenly spaced times from 0 to 1 (at least two): the keyframes back
    /// ends play, so that a browser follows the easing exactly at those times (and linearly between them).
    public func easedSamples(count: Int = EntryAnimation.sampleCount) -> [Double] {
        let n = max(2, count)
        return (0..<n).map { easing(Double($0) / Double(n - 1)) }
    }

    /// Keyframes per animation: every 2.5 % of the time, so t = ½ is a keyframe.
    public static let sampleCount = 41

    /// Whether item labels (groups with role ``Role/annotation``) fade in: whenever a layer enters.
    public var fadesLabels: Bool { layers.contains { $0 != nil } }

    /// Whether a group is a data layer group (role ``Role/mark`` with an id).
    public static func isLayerGroup(_ group: Group) -> Bool {
        group.role == .mark && group.id != nil
    }
}
