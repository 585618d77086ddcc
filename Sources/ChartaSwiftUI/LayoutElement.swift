import ChartaScene
import Foundation

/// A size offered to a view; nil in a dimension asks for the view's ideal size there (SwiftUI's
/// `ProposedViewSize`).
struct ProposedSize: Hashable {
    var width: Double?
    var height: Double?

    static let unspecified = ProposedSize(width: nil, height: nil)

    subscript(axis: LayoutAxis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal with nil dimensions replaced.
    func replacingUnspecified(width w: Double, height h: Double) -> Size {
        Size(width: width ?? w, height: height ?? h)
    }
}

enum LayoutAxis {
    case horizontal, vertical
    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    subscript(axis: LayoutAxis) -> Double { axis == .horizontal ? width : height }

    init(_ axis: LayoutAxis, along: Double, across: Double) {
        self = axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }
}

/// A laid-out view: it says what size it takes for a proposal, then draws itself into a frame, the way
/// SwiftUI's layout protocol sizes and places subviews.
@MainActor
protocol LayoutElement {
    func size(for proposal: ProposedSize) -> Size
    func place(in frame: Rect, into canvas: inout SceneCanvas)
    /// Spacers grow along a stack's axis and take no room across it.
    var spacerLength: Double? { get }
    /// SwiftUI's `layoutPriority`: stacks offer room to higher priorities first.
    var priority: Double { get }
}

extension LayoutElement {
    var spacerLength: Double? { nil }
    var priority: Double { 0 }
}

/// What placing views produces: scene nodes, and the places that respond to input.
struct SceneCanvas {
    var nodes: [SceneNode] = []
    var regions: [InputRegion] = []
    /// The charts placed, with their proxies.
    var charts: [ChartProxy] = []

    /// Places `body` into a fresh canvas and returns its nodes wrapped by `wrap`, keeping its regions.
    mutating func grouped(_ wrap: (inout ChartaScene.Group) -> Void, _ body: (inout SceneCanvas) -> Void) {
        var inner = SceneCanvas()
        body(&inner)
        regions += inner.regions
        charts += inner.charts
        guard !inner.nodes.isEmpty else { return }
        var group = ChartaScene.Group(children: inner.nodes)
        wrap(&group)
        nodes.append(.group(group))
    }
}

/// A view that draws nothing.
struct EmptyElement: LayoutElement {
    func size(for proposal: ProposedSize) -> Size { .zero }
    func place(in frame: Rect, into canvas: inout SceneCanvas) {}
}

/// Several views given where one is expected (a body of several views): stacked vertically, as SwiftUI
/// lays out a group at the root. Stacks take the children one by one.
struct GroupElement: LayoutElement {
    let children: [any LayoutElement]

    private var stack: StackElement {
        StackElement(axis: .vertical, alignment: .center, spacing: nil, children: children)
    }

    func size(for proposal: ProposedSize) -> Size {
        children.count == 1 ? children[0].size(for: proposal) : stack.size(for: proposal)
    }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        if children.count == 1 {
            children[0].place(in: frame, into: &canvas)
        } else {
            stack.place(in: frame, into: &canvas)
        }
    }

    var spacerLength: Double? { children.count == 1 ? children[0].spacerLength : nil }

    /// The children, with nested groups opened.
    static func flatten(_ elements: [any LayoutElement]) -> [any LayoutElement] {
        elements.flatMap { element -> [any LayoutElement] in
            if let group = element as? GroupElement { return flatten(group.children) }
            if element is EmptyElement { return [] }
            return [element]
        }
    }
}

extension Rect {
    /// The rectangle of `size` placed in this one by an alignment.
    func aligned(_ size: Size, _ alignment: Alignment) -> Rect {
        let x: Double
        switch alignment.horizontal.kind {
        case .leading: x = minX
        case .center: x = minX + (width - size.width) / 2
        case .trailing: x = maxX - size.width
        }
        let y: Double
        switch alignment.vertical.kind {
        case .top: y = minY
        case .center: y = minY + (height - size.height) / 2
        case .bottom: y = maxY - size.height
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
