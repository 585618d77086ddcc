import ChartaScene
import Foundation

// SwiftUI's other containers that chart screens use: lazy stacks (laid out whole, as the plain stacks),
// grids of rows, a view that picks the first child that fits, and tab views drawn at their selected page.

/// A column of views, created as they scroll into view on a device; laid out whole here.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A lazy column of views.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }
    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A row of views, created as they scroll into view on a device; laid out whole here.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A lazy row of views.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }
    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}

/// A grid of rows (SwiftUI's `Grid`): its `GridRow`s in a column, each row's cells side by side with
/// equal widths.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    /// A grid of the rows in `content`.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.horizontalSpacing, self.verticalSpacing) = (alignment, horizontalSpacing, verticalSpacing)
        self.content = content()
    }
    public var body: some View {
        VStack(alignment: alignment.horizontal, spacing: verticalSpacing) { content }
            .environment(\.gridCells, GridCells(spacing: horizontalSpacing, alignment: alignment.horizontal))
    }
}

/// A row of a grid: its cells side by side, each as wide as the others.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content
    /// A row of cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        (self.alignment, self.content) = (alignment, content())
    }
    public var body: some View { GridRowBody(alignment: alignment ?? .center, content: content) }
}

/// A grid row's cells, each given an equal share of the row.
struct GridRowBody<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let alignment: VerticalAlignment
    let content: Content

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        let cells = GroupElement.flatten([layoutElement(of: content, in: environment.child(0))])
        let grid = environment.values.gridCells
        return StackElement(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: grid.spacing.double,
            children: cells.map {
                FlexibleFrameElement(
                    child: $0, minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil,
                    idealHeight: nil, maxHeight: nil,
                    alignment: Alignment(horizontal: grid.alignment, vertical: alignment))
            })
    }
}

/// How the grid a row is in places its cells.
struct GridCells: Sendable {
    var spacing: CGFloat?
    var alignment: HorizontalAlignment
}

extension EnvironmentValues {
    /// How the grid a row is in places its cells.
    var gridCells: GridCells {
        get { self[GridCellsKey.self] }
        set { self[GridCellsKey.self] = newValue }
    }
}

private struct GridCellsKey: EnvironmentKey {
    static let defaultValue = GridCells(spacing: nil, alignment: .center)
}

/// A grid of views in rows, filled column by column; laid out as rows of the cells in order.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let spacing: CGFloat?
    let content: Content
    /// A grid of rows.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.rows, self.spacing, self.content) = (rows, spacing, content())
    }
    public var body: some View { LazyVGrid(columns: rows, spacing: spacing) { content } }
}

/// The first of its children that fits the space offered (SwiftUI's `ViewThatFits`), or the last.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content
    /// The first child that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        (self.axes, self.content) = (axes, content())
    }

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        FirstFittingElement(
            children: GroupElement.flatten([layoutElement(of: content, in: environment.child(0))]),
            horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
    }
}

/// Lays out the first child whose ideal size fits the proposal along the checked axes.
struct FirstFittingElement: LayoutElement {
    let children: [any LayoutElement]
    let horizontal: Bool
    let vertical: Bool

    func chosen(for proposal: ProposedSize) -> (any LayoutElement)? {
        children.first { child in
            let ideal = child.size(for: .unspecified)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 + 0.5 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 + 0.5 } ?? true
            return fitsWidth && fitsHeight
        } ?? children.last
    }

    func size(for proposal: ProposedSize) -> Size { chosen(for: proposal)?.size(for: proposal) ?? .zero }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        chosen(for: ProposedSize(width: frame.width, height: frame.height))?.place(in: frame, into: &canvas)
    }
}

/// Pages or tabs of views (SwiftUI's `TabView`), drawn at the selected page (the page whose `tag` is
/// the selection, else the first); tab bars and page dots are not drawn.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Pages, one of them selected.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        (self.selection, self.content) = (selection, content())
    }

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        let pages = GroupElement.flatten([layoutElement(of: content, in: environment.child(0))])
        let selected = selection.map { AnyHashable($0.wrappedValue) }
        return pages.first { page in selected != nil && (page as? TagElement)?.tag == selected } ?? pages.first
            ?? GroupElement(children: [])
    }
}

extension TabView where SelectionValue == Int {
    /// Pages, the first one shown.
    public init(@ViewBuilder content: () -> Content) {
        (self.selection, self.content) = (nil, content())
    }
}

/// How a tab view is drawn (accepted; the selected page is drawn alone).
public protocol TabViewStyle {}
/// Pages swiped sideways, with dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
/// Tabs with a tab bar.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

nonisolated extension View {
    /// How tab views inside are drawn (accepted).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
    /// The view's tab bar item (not drawn).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    /// How page dots are drawn (accepted).
    public func indexViewStyle<S>(_ style: S) -> some View { self }
}
