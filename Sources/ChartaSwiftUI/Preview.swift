import Foundation

/// Declares a preview of a view for Xcode's canvas. Off Apple platforms the body is type checked and
/// nothing else happens: render the view with ``ViewRenderer`` instead.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ChartaSwiftUIMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits for Xcode's canvas.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ChartaSwiftUIMacros", type: "PreviewMacro")

/// Marks a property declared in a preview's body as the preview's own state.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ChartaSwiftUIMacros", type: "PreviewableMacro")

/// Names of previews' traits.
public enum Preview {
    /// Traits of a view's preview.
    public enum ViewTraits {}
}

/// A trait of a preview: its layout or orientation (accepted and ignored).
public struct PreviewTrait<T>: Sendable {
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait<Preview.ViewTraits>() }
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait<Preview.ViewTraits>() }
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait<Preview.ViewTraits>() }
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait<Preview.ViewTraits>() }
    /// A fixed size.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait<Preview.ViewTraits> {
        PreviewTrait<Preview.ViewTraits>()
    }
}

/// A type that gives Xcode previews of views (SwiftUI's `PreviewProvider`).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
}

/// The layout of a preview.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: Double, height: Double)
}

/// A device to preview on.
public struct PreviewDevice: Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// The preview's layout (accepted and ignored).
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    /// The preview's name (accepted and ignored).
    public func previewDisplayName(_ name: String?) -> some View { self }
    /// The preview's device (accepted and ignored).
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
    /// The preview's interface orientation (accepted and ignored).
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View { self }
}

/// An interface orientation of a preview.
public struct InterfaceOrientation: Sendable {
    public static let portrait = InterfaceOrientation()
    public static let landscapeLeft = InterfaceOrientation()
    public static let landscapeRight = InterfaceOrientation()
}
