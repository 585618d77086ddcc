import Foundation

/// A piece of user interface, as SwiftUI declares it: a value whose ``body`` is made of other views.
/// Charta lays views out and draws them into a scene instead of onto a screen (see ``ViewRenderer``).
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Views drawn by Charta itself have no body; it is never asked for.
    public var body: Never { fatalError("\(Self.self) is drawn directly and has no body") }
}

/// A view drawn by Charta directly rather than through a body: it turns itself into a layout element.
@MainActor
protocol PrimitiveView {
    func element(in environment: ViewEnvironment) -> any LayoutElement
}

/// The layout element of any view: a primitive's own, or that of the view's body, evaluated with the
/// view's state linked to the store that keeps it between evaluations.
@MainActor
func layoutElement(of view: any View, in environment: ViewEnvironment) -> any LayoutElement {
    if let primitive = view as? any PrimitiveView { return primitive.element(in: environment) }
    return environment.evaluating(view) { bodyElement(of: view, in: $0) }
}

@MainActor
private func bodyElement<V: View>(of view: V, in environment: ViewEnvironment) -> any LayoutElement {
    layoutElement(of: view.body, in: environment)
}

/// A view that draws nothing and takes no space.
public struct EmptyView {
    /// An empty view.
    public init() {}

}

extension EmptyView: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement { EmptyElement() }
}

/// A type-erased view.
public struct AnyView {
    let view: any View

    /// Wraps a view.
    public init<V: View>(_ view: V) { self.view = view }

    /// Wraps a view given as an existential.
    public init(erasing view: any View) { self.view = view }

}

extension AnyView: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement { layoutElement(of: view, in: environment) }
}

/// Several views in a row, made by ``ViewBuilder`` from a block of statements.
public struct TupleView<T> {
    /// The views, as the tuple the block made.
    public var value: T
    let children: [any View]

}

extension TupleView: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        GroupElement(
            children: children.enumerated().map { i, child in
                layoutElement(of: child, in: environment.child(i))
            })
    }
}

/// One of two views, made by ``ViewBuilder`` from an `if`/`else` or `switch`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage

}

extension _ConditionalContent: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        switch storage {
        case .first(let view): layoutElement(of: view, in: environment.child(0))
        case .second(let view): layoutElement(of: view, in: environment.child(1))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func element(in environment: ViewEnvironment) -> any LayoutElement {
        switch self {
        case .some(let view): layoutElement(of: view, in: environment)
        case .none: EmptyElement()
        }
    }
}

/// Builds views from blocks of statements, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        return TupleView(value: (repeat each content), children: children)
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .first(first))
    }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .second(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
