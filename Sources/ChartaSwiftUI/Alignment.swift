import Charta
import ChartaScene
import Foundation

/// Where a view sits horizontally in its space.
public struct HorizontalAlignment: Hashable, Sendable {
    enum Kind { case leading, center, trailing }
    let kind: Kind
    public static let leading = HorizontalAlignment(kind: .leading)
    public static let center = HorizontalAlignment(kind: .center)
    public static let trailing = HorizontalAlignment(kind: .trailing)
    public static let listRowSeparatorLeading = HorizontalAlignment(kind: .leading)
}

/// Where a view sits vertically in its space; text baselines are taken as the bottom.
public struct VerticalAlignment: Hashable, Sendable {
    enum Kind { case top, center, bottom }
    let kind: Kind
    public static let top = VerticalAlignment(kind: .top)
    public static let center = VerticalAlignment(kind: .center)
    public static let bottom = VerticalAlignment(kind: .bottom)
    public static let firstTextBaseline = VerticalAlignment(kind: .bottom)
    public static let lastTextBaseline = VerticalAlignment(kind: .bottom)
}

/// Where a view sits in its space, in both directions.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// An alignment of two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// How lines of text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// An axis of a view (SwiftUI's `Axis`), and sets of them.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension Alignment {
    /// The alignment of an annotation with its mark.
    var annotationAlignment: AnnotationAlignment {
        func unit(_ k: HorizontalAlignment.Kind) -> Double { k == .leading ? -1 : k == .trailing ? 1 : 0 }
        func unit(_ k: VerticalAlignment.Kind) -> Double { k == .top ? -1 : k == .bottom ? 1 : 0 }
        return AnnotationAlignment(horizontal: unit(horizontal.kind), vertical: unit(vertical.kind))
    }
}

extension Alignment {
    /// The share of the free room before something aligned this way along an edge: the horizontal part
    /// along the top or bottom, the vertical part along the sides (0 leading or top, 0.5 centre, 1 end).
    func along(_ edge: ChartaScene.Edge) -> Double {
        switch edge {
        case .top, .bottom:
            switch horizontal.kind {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
        case .left, .right:
            switch vertical.kind {
            case .top: 0
            case .center: 0.5
            case .bottom: 1
            }
        }
    }
}
