import ChartaScene
import Foundation

/// Views in a row or a column, laid out as SwiftUI's stacks are: the least flexible child is offered
/// its share of the room first, and each child then takes what it needs from what is left.
struct StackElement: LayoutElement {
    let axis: LayoutAxis
    let alignment: Alignment
    let children: [any LayoutElement]
    let spacing: Double

    /// The system spacing between stacked views when none is given.
    static let defaultSpacing = 8.0

    init(axis: LayoutAxis, alignment: Alignment, spacing: Double?, children: [any LayoutElement]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing ?? StackElement.defaultSpacing
        self.children = GroupElement.flatten(children).map { child in
            (child as? DividerElement).map { DividerElement(stackAxis: axis, color: $0.color) } ?? child
        }
    }

    func size(for proposal: ProposedSize) -> Size {
        let sizes = childSizes(for: proposal)
        let along = sizes.map { $0[axis] }.reduce(0, +) + totalSpacing
        let across = sizes.map { $0[axis.other] }.max() ?? 0
        return Size(axis, along: along, across: across)
    }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        let proposal = ProposedSize(width: frame.width, height: frame.height)
        let sizes = childSizes(for: proposal)
        let content = Size(
            axis, along: sizes.map { $0[axis] }.reduce(0, +) + totalSpacing, across: frame.size[axis.other])
        let start = frame.aligned(content, alignment)
        var offset = axis == .horizontal ? start.minX : start.minY
        for (child, size) in zip(children, sizes) {
            let slot: Rect
            if axis == .horizontal {
                slot = Rect(x: offset, y: frame.minY, width: size.width, height: frame.height)
            } else {
                slot = Rect(x: frame.minX, y: offset, width: frame.width, height: size.height)
            }
            let crossAlignment =
                axis == .horizontal
                ? Alignment(horizontal: .center, vertical: alignment.vertical)
                : Alignment(horizontal: alignment.horizontal, vertical: .center)
            child.place(in: slot.aligned(size, crossAlignment), into: &canvas)
            offset += size[axis] + spacing
        }
    }

    private var totalSpacing: Double { spacing * Double(max(children.count - 1, 0)) }

    /// Each child's size: spacers and the least flexible children first, each offered an equal share
    /// of the room still unclaimed (SwiftUI's stack algorithm).
    private func childSizes(for proposal: ProposedSize) -> [Size] {
        var sizes = [Size](repeating: .zero, count: children.count)
        guard let available = proposal[axis] else {
            for (i, child) in children.enumerated() {
                var p = proposal
                p[axis] = nil
                sizes[i] = child.spacerLength.map { Size(axis, along: $0, across: 0) } ?? child.size(for: p)
            }
            return sizes
        }
        var remaining = available - totalSpacing
        let flexibility = children.map { child -> Double in
            var low = proposal
            low[axis] = 0
            var high = proposal
            high[axis] = .infinity
            return child.size(for: high)[axis] - child.size(for: low)[axis]
        }
        let order = children.indices.sorted {
            (children[$0].priority, -flexibility[$0]) > (children[$1].priority, -flexibility[$1])
        }
        // Spacers keep their minimum lengths and share what the other views leave, as in SwiftUI where a
        // row of texts and spacers wraps no text that fits.
        let spacers = children.indices.filter { children[$0].spacerLength != nil }
        remaining -= spacers.compactMap { children[$0].spacerLength }.reduce(0, +)
        var left = children.count - spacers.count
        for i in order where children[i].spacerLength == nil {
            var p = proposal
            p[axis] = max(0, remaining) / Double(left)
            sizes[i] = children[i].size(for: p)
            remaining -= sizes[i][axis]
            left -= 1
        }
        for (n, i) in spacers.enumerated() {
            let minimum = children[i].spacerLength ?? 0
            let share = minimum + max(0, remaining) / Double(spacers.count - n)
            sizes[i] = Size(axis, along: share, across: 0)
            remaining -= share - minimum
        }
        return sizes
    }
}

/// Views on top of each other, each aligned in the stack's frame.
struct ZStackElement: LayoutElement {
    let alignment: Alignment
    let children: [any LayoutElement]

    init(alignment: Alignment, children: [any LayoutElement]) {
        self.alignment = alignment
        self.children = GroupElement.flatten(children)
    }

    func size(for proposal: ProposedSize) -> Size {
        let sizes = children.map { $0.size(for: proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        let proposal = ProposedSize(width: frame.width, height: frame.height)
        for child in children { child.place(in: frame.aligned(child.size(for: proposal), alignment), into: &canvas) }
    }
}

/// Room that grows along a stack.
struct SpacerElement: LayoutElement {
    let minLength: Double

    func size(for proposal: ProposedSize) -> Size { Size(width: proposal.width ?? 0, height: proposal.height ?? 0) }
    func place(in frame: Rect, into canvas: inout SceneCanvas) {}
    var spacerLength: Double? { minLength }
}

/// A thin line across a stack.
struct DividerElement: LayoutElement {
    var stackAxis: LayoutAxis = .vertical
    let color: ChartaScene.Color

    func size(for proposal: ProposedSize) -> Size {
        stackAxis == .vertical
            ? Size(width: proposal.width ?? 0, height: 1) : Size(width: 1, height: proposal.height ?? 0)
    }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        canvas.nodes.append(.rect(RectNode(rect: frame, style: .fill(color))))
    }
}
