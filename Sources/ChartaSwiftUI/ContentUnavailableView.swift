import Foundation

/// What a view shows when it has nothing to show (SwiftUI's `ContentUnavailableView`): a symbol, a
/// title, a description and actions, centred.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An unavailable-content view made of views.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.font(.title2.bold())
            description.font(.callout).foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == AnyView, Description == AnyView, Actions == EmptyView {
    /// A title with a system symbol above it and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(
            label: {
                AnyView(
                    VStack(spacing: 8) {
                        Image(systemName: name)
                        Text(title)
                    })
            },
            description: { AnyView(description ?? Text(verbatim: "")) }, actions: { EmptyView() })
    }

    /// A title from a string value with a system symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(LocalizedStringKey(String(title)), systemImage: name, description: description)
    }

    /// The view for a search without results.
    public static var search: ContentUnavailableView {
        ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
}
