/// An animated change from one scene to another: ``scene(at:)`` gives the frame at any time t in 0…1.
///
/// Data items are matched across the two scenes by their ``ItemID`` (the `item` of a node), the way d3's
/// data join keys elements, together with the node kind and, when several nodes of one kind carry the
/// same id (a bar and its label), their order:
///
/// - **updating** items (in both scenes) interpolate their geometry (rectangle frames and corner radii,
///   line ends, symbol centre and area, text position, size and angle, group transforms and clips, and
///   paths with the same verbs point by point), their paints (RGBA colours; gradients when their kinds and
///   stop counts match) and opacities. What cannot be interpolated (different path verbs, text, symbol
///   shape, fonts, caps, paint kinds) switches from the old value to the new one at t = 0.5. A data group
///   (a line series) interpolates its own properties and matches its children: nested items by id, other
///   nodes by kind and order.
/// - **entering** items (only in `to`) fade in, their opacity multiplied by the eased progress, or, in a
///   data layer that ``itemEffects`` says grows, grow from its baseline;
/// - **exiting** items (only in `from`) fade out in place (or shrink onto their layer's baseline) and are
///   gone at t = 1.
///
/// Annotation groups (``Role/annotation``, the labels of items) are matched like other groups and their
/// contents interpolate as a data group's do, so a label moves with its bar.
///
/// Everything else — axes, grid lines, labels, legends, titles — is *structure*: it comes from `to`
/// (``StructureStyle/target``) or cross-fades from the old structure to the new
/// (``StructureStyle/crossFade``). The groups that hold items are matched by `id`, or by role, mark type,
/// orientation and order, and interpolate their transform, clip and opacity, so matched items do not jump
/// when the plot area moves.
///
/// At t ≤ 0 every matched and exiting item equals its node in `from` (entering items are present with
/// opacity 0); at t ≥ 1 the result is exactly `to`. Numbers interpolate with the eased progress, so back
/// and elastic easings overshoot geometry; opacities and colours are clamped to 0…1 and sizes to ≥ 0.
public struct Transition: Hashable, Codable, Sendable {
    /// How non-item structure changes during a transition.
    public enum StructureStyle: String, Hashable, Codable, Sendable {
        /// Structure comes from the target scene for the whole transition.
        case target
        /// The old structure fades out while the new one fades in (both for the whole transition).
        case crossFade
    }

    /// The scene at t = 0.
    public var from: Scene
    /// The scene at t = 1.
    public var to: Scene
    /// Maps time to progress; d3-transition's default, ``Easing/cubicInOut``, unless given.
    public var easing: Easing
    /// How axes, labels and other non-item nodes change.
    public var structure: StructureStyle
    /// How entering and exiting items move, per data layer group of `to` in depth-first order
    /// (``EntryAnimation/layers``): in a layer that grows they grow from its baseline and shrink back
    /// onto it; elsewhere, and when nil, they fade.
    public var itemEffects: [EntryAnimation.Effect?]?

    /// Creates a transition from one scene to another.
    public init(
        from: Scene, to: Scene, easing: Easing = .cubicInOut, structure: StructureStyle = .target,
        itemEffects: [EntryAnimation.Effect?]? = nil
    ) {
        self.from = from
        self.to = to
        self.easing = easing
        self.structure = structure
        self.itemEffects = itemEffects
    }

    /// The frame at time `t` (clamped to 0…1; NaN counts as 0). Costs one walk over both scenes.
    public func scene(at t: Double) -> Scene {
        let time = t.isNaN ? 0 : min(1, max(0, t))
        if time >= 1 { return to }
        let progress = TransitionProgress(time: time, eased: easing(time))
        let builder = TransitionBuilder(
            from: KeyedScene(from), to: KeyedScene(to), progress: progress, crossFade: structure == .crossFade,
            layers: itemEffects ?? [])
        var scene = to
        scene.size = Size(
            width: progress.lerp(from.size.width, to.size.width),
            height: progress.lerp(from.size.height, to.size.height))
        scene.background = progress.lerp(from.background, to.background)
        scene.root = builder.root()
        return scene
    }
}
