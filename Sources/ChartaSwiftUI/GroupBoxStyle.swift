import Foundation

/// How group boxes are drawn (SwiftUI's `GroupBoxStyle`): a style makes the box's view from its label
/// and content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A group box's parts, as a style receives them.
public struct GroupBoxStyleConfiguration {
    /// The box's label.
    public let label: AnyView
    /// The box's content.
    public let content: AnyView
}

/// The standard group box: a rounded grey card with the label above the content.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(r: 242, g: 242, b: 247)))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The standard group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension View {
    /// Draws the group boxes inside with a style.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        // Kept for the main actor, where the modifier runs.
        nonisolated(unsafe) let style = style
        return environmentChanged { $0.values.groupBoxStyle = style }
    }
}

extension GroupBoxStyle {
    /// The box's view for its parts (opened from an existential style).
    func body(label: AnyView, content: AnyView) -> AnyView {
        AnyView(erasing: makeBody(configuration: GroupBoxStyleConfiguration(label: label, content: content)))
    }
}
