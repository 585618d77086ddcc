import ChartaScene
import Foundation

/// A view in a frame of fixed width and/or height, aligned in it.
struct FrameElement: LayoutElement {
    let child: any LayoutElement
    let width: Double?
    let height: Double?
    let alignment: Alignment

    func size(for proposal: ProposedSize) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let inner = child.size(for: ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return Size(width: width ?? inner.width, height: height ?? inner.height)
    }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        let inner = child.size(for: ProposedSize(width: frame.width, height: frame.height))
        child.place(in: frame.aligned(inner, alignment), into: &canvas)
    }
}

/// A view in a frame with minimum, ideal and maximum sizes (`frame(maxWidth: .infinity)`).
struct FlexibleFrameElement: LayoutElement {
    let child: any LayoutElement
    let minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Double?
    let alignment: Alignment

    func size(for proposal: ProposedSize) -> Size {
        var p = proposal
        p.width = p.width.map { clamp($0, minWidth, maxWidth) } ?? idealWidth
        p.height = p.height.map { clamp($0, minHeight, maxHeight) } ?? idealHeight
        let inner = child.size(for: p)
        return Size(
            width: dimension(inner.width, proposal.width, minWidth, maxWidth),
            height: dimension(inner.height, proposal.height, minHeight, maxHeight))
    }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        let p = ProposedSize(
            width: clamp(frame.width, minWidth, maxWidth), height: clamp(frame.height, minHeight, maxHeight))
        child.place(in: frame.aligned(child.size(for: p), alignment), into: &canvas)
    }

    private func clamp(_ v: Double, _ low: Double?, _ high: Double?) -> Double {
        min(max(v, low ?? -.infinity), high ?? .infinity)
    }

    /// SwiftUI's rule: a bound that is set replaces the child's size when the proposal passes it.
    private func dimension(_ child: Double, _ proposed: Double?, _ low: Double?, _ high: Double?) -> Double {
        var size = child
        if let high, let proposed, high.isInfinite || proposed <= high { size = max(size, min(proposed, high)) }
        if let high, high.isFinite { size = min(max(size, low ?? size), high) }
        if let low { size = max(size, low) }
        return size.isFinite ? size : child
    }
}

/// A view with room around it.
struct PaddingElement: LayoutElement {
    let child: any LayoutElement
    let insets: EdgeInsets

    func size(for proposal: ProposedSize) -> Size {
        let h = insets.leading + insets.trailing
        let v = insets.top + insets.bottom
        let inner = child.size(
            for: ProposedSize(
                width: proposal.width.map { max(0, $0 - h) }, height: proposal.height.map { max(0, $0 - v) }))
        return Size(width: inner.width + h, height: inner.height + v)
    }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        child.place(
            in: Rect(
                x: frame.minX + insets.leading, y: frame.minY + insets.top,
                width: max(0, frame.width - insets.leading - insets.trailing),
                height: max(0, frame.height - insets.top - insets.bottom)), into: &canvas)
    }

    var spacerLength: Double? { child.spacerLength }
}

/// A view with another drawn behind or in front of it, in its frame.
struct LayeredElement: LayoutElement {
    let child: any LayoutElement
    let layer: any LayoutElement
    let alignment: Alignment
    let behind: Bool

    func size(for proposal: ProposedSize) -> Size { child.size(for: proposal) }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        let layerFrame = frame.aligned(
            layer.size(for: ProposedSize(width: frame.width, height: frame.height)), alignment)
        if behind { layer.place(in: layerFrame, into: &canvas) }
        child.place(in: frame, into: &canvas)
        if !behind { layer.place(in: layerFrame, into: &canvas) }
    }

    var priority: Double { child.priority }
}

/// A view centred at a point of the space it is offered, which it takes whole.
struct PositionElement: LayoutElement {
    let child: any LayoutElement
    let center: Point

    func size(for proposal: ProposedSize) -> Size { proposal.replacingUnspecified(width: 10, height: 10) }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        let size = child.size(for: ProposedSize(width: frame.width, height: frame.height))
        child.place(
            in: Rect(
                x: frame.minX + center.x - size.width / 2, y: frame.minY + center.y - size.height / 2,
                width: size.width,
                height: size.height), into: &canvas)
    }
}

/// A view drawn away from its place, taking the room of its place.
struct OffsetElement: LayoutElement {
    let child: any LayoutElement
    let dx: Double
    let dy: Double

    func size(for proposal: ProposedSize) -> Size { child.size(for: proposal) }
    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        child.place(
            in: Rect(x: frame.minX + dx, y: frame.minY + dy, width: frame.width, height: frame.height), into: &canvas)
    }
}

/// A view drawn in a group: faded, clipped to a rounded rectangle, or both.
struct GroupEffectElement: LayoutElement {
    let child: any LayoutElement
    var opacity: Double = 1
    /// The clip's corner radius (nil: not clipped).
    var clipRadius: Double?

    func size(for proposal: ProposedSize) -> Size { child.size(for: proposal) }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        canvas.grouped(
            { group in
                group.opacity = opacity
                if clipRadius != nil { group.clip = frame }
            }, { child.place(in: frame, into: &$0) })
    }

    var priority: Double { child.priority }
}

/// A view shown through a mask: the mask is laid out in the view's frame and the view is clipped to the
/// box of what the mask draws (Charta's clips are rectangles, so the mask's shape and transparency are
/// not followed: a bar masked by a narrower rectangle is cut to it, a circle's mask cuts to its box).
struct MaskElement: LayoutElement {
    let child: any LayoutElement
    let mask: any LayoutElement
    let alignment: Alignment
    let measurer: any TextMeasurer

    func size(for proposal: ProposedSize) -> Size { child.size(for: proposal) }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        let maskFrame = frame.aligned(mask.size(for: ProposedSize(width: frame.width, height: frame.height)), alignment)
        var drawn = SceneCanvas()
        mask.place(in: maskFrame, into: &drawn)
        let clip = ChartaScene.Group(children: drawn.nodes).bounds(measurer: measurer) ?? maskFrame
        canvas.grouped({ $0.clip = clip }, { child.place(in: frame, into: &$0) })
    }

    var priority: Double { child.priority }
}

/// A view kept at an aspect ratio (SwiftUI's `aspectRatio(_:contentMode:)`): offered the largest size of
/// the ratio inside its proposal (fit) or the smallest covering it (fill); with one dimension proposed,
/// the other follows from the ratio.
struct AspectRatioElement: LayoutElement {
    let child: any LayoutElement
    /// Width over height; nil takes the child's ideal ratio.
    let ratio: Double?
    let contentMode: ContentMode

    private var resolvedRatio: Double? {
        if let ratio { return ratio > 0 && ratio.isFinite ? ratio : nil }
        let ideal = child.size(for: .unspecified)
        return ideal.width > 0 && ideal.height > 0 ? ideal.width / ideal.height : nil
    }

    /// What the child is offered for a proposal.
    private func childProposal(for proposal: ProposedSize) -> ProposedSize {
        guard let r = resolvedRatio else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (let w?, let h?):
            let w2 = contentMode == .fit ? min(w, h * r) : max(w, h * r)
            return ProposedSize(width: w2, height: w2 / r)
        case (let w?, nil): return ProposedSize(width: w, height: w / r)
        case (nil, let h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil): return proposal
        }
    }

    func size(for proposal: ProposedSize) -> Size { child.size(for: childProposal(for: proposal)) }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        let size = child.size(for: childProposal(for: ProposedSize(width: frame.width, height: frame.height)))
        child.place(in: frame.aligned(size, .center), into: &canvas)
    }

    var priority: Double { child.priority }
}

/// A view with a layout priority.
struct PriorityElement: LayoutElement {
    let child: any LayoutElement
    let priority: Double

    func size(for proposal: ProposedSize) -> Size { child.size(for: proposal) }
    func place(in frame: Rect, into canvas: inout SceneCanvas) { child.place(in: frame, into: &canvas) }
}

/// A view at its ideal size in the given axes, whatever it is offered.
struct FixedSizeElement: LayoutElement {
    let child: any LayoutElement
    let horizontal: Bool
    let vertical: Bool

    func size(for proposal: ProposedSize) -> Size {
        child.size(
            for: ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    }
    func place(in frame: Rect, into canvas: inout SceneCanvas) { child.place(in: frame, into: &canvas) }
}

/// A view whose content depends on the size it is given (SwiftUI's `GeometryReader`): it takes all the
/// room offered and places its content at the top leading corner.
struct GeometryElement: LayoutElement {
    let content: (GeometryProxy) -> any LayoutElement

    func size(for proposal: ProposedSize) -> Size { proposal.replacingUnspecified(width: 10, height: 10) }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        let child = content(GeometryProxy(frame: frame))
        let size = child.size(for: ProposedSize(width: frame.width, height: frame.height))
        child.place(in: Rect(origin: frame.origin, size: size), into: &canvas)
    }
}

/// Content that scrolls on a device (SwiftUI's `ScrollView`): the view takes the room it is offered,
/// its content lies at its ideal length along the scrolling axes from the start, and what lies beyond
/// the view is clipped, as a scroll view at rest shows it.
struct ScrollElement: LayoutElement {
    let child: any LayoutElement
    let horizontal: Bool
    let vertical: Bool

    private func contentSize(for proposal: ProposedSize) -> Size {
        child.size(
            for: ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    }

    func size(for proposal: ProposedSize) -> Size {
        let content = contentSize(for: proposal)
        return Size(
            width: horizontal ? min(proposal.width ?? content.width, content.width) : content.width,
            height: vertical ? min(proposal.height ?? content.height, content.height) : content.height)
    }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        let content = contentSize(for: ProposedSize(width: frame.width, height: frame.height))
        let size = Size(
            width: horizontal ? content.width : frame.width, height: vertical ? content.height : frame.height)
        let place = { (inner: inout SceneCanvas) in
            child.place(in: Rect(origin: frame.origin, size: size), into: &inner)
        }
        canvas.grouped({ $0.clip = frame }, place)
    }
}
