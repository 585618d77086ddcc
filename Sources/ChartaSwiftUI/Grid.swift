import ChartaScene
import Foundation

// Lazy grids of views: their columns as SwiftUI sizes them, laid out on one screen (no scrolling).

/// A column or row description of a lazy grid.
public struct GridItem: Sendable {
    /// How a grid item is sized.
    public enum Size: Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    public var size: Size
    public var spacing: Double?
    public var alignment: Alignment?
    /// A grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing.double
        self.alignment = alignment
    }
}

/// A grid of views in columns, filled row by row.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let spacing: Double?
    let content: Content
    /// A grid of columns.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.spacing = spacing.double
        self.content = content()
    }

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        let cells = GroupElement.flatten([layoutElement(of: content, in: environment.child(0))])
        return GridElement(cells: cells, columns: columns, spacing: spacing)
    }
}

/// A lazy grid's cells in rows: a fixed or flexible item is one column, an adaptive item as many
/// columns of at least its minimum width as the width offered holds.
struct GridElement: LayoutElement {
    let cells: [any LayoutElement]
    let columns: [GridItem]
    let spacing: Double?

    /// The number of columns in `width`.
    func columnCount(width: Double?) -> Int {
        var count = 0
        for item in columns {
            guard case .adaptive(let minimum, _) = item.size, let width, width.isFinite, minimum > 0 else {
                count += 1
                continue
            }
            let gap = item.spacing ?? 8
            count += max(1, Int(((width + gap) / (minimum + gap)).rounded(.down)))
        }
        return max(1, count)
    }

    private func rows(width: Double?) -> StackElement {
        let n = columnCount(width: width)
        let rows = stride(from: 0, to: cells.count, by: n).map { start -> any LayoutElement in
            StackElement(
                axis: .horizontal, alignment: .center, spacing: columns.first?.spacing,
                // A short last row keeps the columns' widths: empty cells fill it out.
                children: (start..<start + n).map {
                    FlexibleFrameElement(
                        child: $0 < cells.count ? cells[$0] : EmptyElement(), minWidth: nil, idealWidth: nil,
                        maxWidth: .infinity, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center)
                })
        }
        return StackElement(axis: .vertical, alignment: .center, spacing: spacing, children: rows)
    }

    func size(for proposal: ProposedSize) -> Size { rows(width: proposal.width).size(for: proposal) }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        rows(width: frame.width).place(in: frame, into: &canvas)
    }
}

/// Views pinned while scrolling (none are pinned when rendering).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init() { rawValue = 0 }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
