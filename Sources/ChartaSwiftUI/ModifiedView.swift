import ChartaScene
import Foundation

/// A view with a modifier applied: the modifier changes the environment its content sees, wraps the
/// content's layout element, or both.
public struct _ModifiedView<Content: View> {
    let content: Content
    let apply: @MainActor (ViewEnvironment, (ViewEnvironment) -> any LayoutElement) -> any LayoutElement

}

extension _ModifiedView: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        let content = content
        return apply(environment) { layoutElement(of: content, in: $0.child(0)) }
    }
}

nonisolated extension View {
    /// The view with a modifier: `apply` gets the environment and a way to lay out the content in an
    /// environment, and returns the modified element.
    func modified(
        _ apply: @escaping @MainActor (ViewEnvironment, (ViewEnvironment) -> any LayoutElement) -> any LayoutElement
    ) -> _ModifiedView<Self> {
        _ModifiedView(content: self, apply: apply)
    }

    /// The view with its environment changed.
    func environmentChanged(_ change: @escaping @MainActor (inout ViewEnvironment) -> Void) -> _ModifiedView<Self> {
        modified { environment, content in
            var changed = environment
            change(&changed)
            return content(changed)
        }
    }

    /// The view's element wrapped.
    func wrapped(_ wrap: @escaping @MainActor (any LayoutElement) -> any LayoutElement) -> _ModifiedView<Self> {
        modified { environment, content in wrap(content(environment)) }
    }
}

/// A modifier of views that is itself made of views (SwiftUI's `ViewModifier`).
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The modified view's type.
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a ``ViewModifier`` modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    let view: any View

}

extension _ViewModifier_Content: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement { layoutElement(of: view, in: environment) }
}

extension View {
    /// The view with a modifier applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> some View {
        AnyView(modifier.body(content: _ViewModifier_Content(view: self)))
    }
}
