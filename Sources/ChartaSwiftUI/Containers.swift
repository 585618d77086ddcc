import ChartaScene
import Foundation

/// Views in a column.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A column of views.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing.double
        self.content = content()
    }

}

extension VStack: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        StackElement(
            axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
            children: [layoutElement(of: content, in: environment.child(0))])
    }
}

/// Views in a row.
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A row of views.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.double
        self.content = content()
    }

}

extension HStack: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        StackElement(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
            children: [layoutElement(of: content, in: environment.child(0))])
    }
}

/// Views on top of each other.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content

    /// Views stacked front to back, later ones in front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

}

extension ZStack: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        ZStackElement(alignment: alignment, children: [layoutElement(of: content, in: environment.child(0))])
    }
}

/// Room that grows along a stack.
public struct Spacer {
    let minLength: Double?

    /// A spacer at least `minLength` long (8 points when nil).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength.double }

}

extension Spacer: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        SpacerElement(minLength: minLength ?? StackElement.defaultSpacing)
    }
}

/// A thin line between views of a stack.
public struct Divider {
    /// A divider.
    public init() {}

}

extension Divider: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        DividerElement(color: ChartaScene.Color(r: 60, g: 60, b: 67, alpha: 0.29))
    }
}

/// Views grouped without a layout of their own: a stack lays them out as its own children.
public struct Group<Content: View> {
    let content: Content

    /// A group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

}

extension Group: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement { layoutElement(of: content, in: environment) }
}

/// A box with an optional title around its content, on a light grey rounded background.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box with a label view (the older form).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    @Environment(\.groupBoxStyle) private var style

    public var body: some View {
        (style ?? DefaultGroupBoxStyle()).body(label: AnyView(erasing: label), content: AnyView(erasing: content))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
    /// A box with a title.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A box with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// A label of a title and an icon (SwiftUI's `Label`); the icon is drawn as a placeholder.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label of views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 6) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of a title and an SF Symbol.
    public init(_ title: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label of a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
}
