import Foundation

// How a screen styles its bars: the navigation bar, tab bar and bottom toolbar. Charta renders a view
// without its bars, so these compile as in SwiftUI and leave the picture as it is.

/// A bar a screen's toolbar modifiers apply to (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    /// The bars the platform picks.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar at the top of a screen.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar of a tab view.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The toolbar at the bottom of a screen.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// A window's toolbar (macOS).
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// How a toolbar shows its title (SwiftUI's `ToolbarTitleDisplayMode`).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let name: String

    /// The mode the platform picks.
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    /// A large title below the bar.
    public static let large = ToolbarTitleDisplayMode(name: "large")
    /// A small title in the bar.
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    /// A large title in the bar.
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}

nonisolated extension View {
    /// The background style of the given bars (not drawn: Charta renders a view without its bars).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Whether the given bars show their background (not drawn).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Whether the given bars show their background (not drawn).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Whether the given bars are shown (not drawn either way).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// The colour scheme of the given bars (not drawn).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// How the toolbar shows the navigation title (not drawn).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }
}

/// An item of a toolbar (not drawn: Charta renders a view without its bars).
public struct ToolbarItem<Content: View>: View {
    /// An item at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    /// An item with an identifier at a placement.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: some View { EmptyView() }
}

/// Items of a toolbar (not drawn).
public struct ToolbarItemGroup<Content: View>: View {
    /// Items at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: some View { EmptyView() }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigationBarLeading = ToolbarItemPlacement()
    public static let navigationBarTrailing = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
}
