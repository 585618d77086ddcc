import ChartaScene
import Foundation

/// The size and place of a ``GeometryReader``'s space.
public struct GeometryProxy {
    /// The space's frame in the rendered view's coordinates.
    let frame: Rect

    /// The size of the space.
    public var size: CGSize { CGSize(width: frame.width, height: frame.height) }

    /// The space's frame in a coordinate space.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local, .named: CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        case .global: CGRect(frame)
        }
    }

    /// Insets of the safe area (none when rendering).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// An anchor's value in this space's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(Point(x: frame.minX, y: frame.minY)) }
}

/// A value (a rectangle or a point) given in another view's coordinates, resolved in a
/// ``GeometryProxy``'s (as `geometry[proxy.plotFrame!]`).
public struct Anchor<Value> {
    let resolve: (Point) -> Value

    /// A rectangle given in the rendered view's coordinates.
    static func rect(_ rect: Rect) -> Anchor<CGRect> {
        Anchor<CGRect> { origin in
            CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
        }
    }
}

/// A coordinate space for frames.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

extension CoordinateSpace {
    /// A named coordinate space.
    public static func named<K: Hashable>(_ name: K) -> CoordinateSpace { .named(AnyHashable(name)) }
}

/// A view whose content is made from the size and place it is given.
public struct GeometryReader<Content: View> {
    let content: (GeometryProxy) -> Content

    /// Reads the space's geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

}

extension GeometryReader: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        let content = content
        return GeometryElement { proxy in layoutElement(of: content(proxy), in: environment.child(0)) }
    }
}

extension Optional where Wrapped == CGFloat {
    /// The length as a `Double` (SwiftUI's optional lengths are `CGFloat`s, Charta's layout `Double`s).
    var double: Double? { map { Double($0) } }
}
