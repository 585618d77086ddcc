import ChartaScene
import Foundation

// Controls that share a screen with charts, drawn as they look at rest on an iPhone; a tap fed to a
// rendered view runs a button's action and moves a picker's selection, so chart state that depends on
// them can be rendered in each of its states.

/// A button: its label, in the accent colour; a tap runs its action.
public struct Button<Label: View>: View {
    let label: Label
    let action: () -> Void

    /// A button with a label view.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// A button with a role (accepted; drawn alike).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }

    public var body: some View {
        let action = action
        return label.foregroundStyle(Color.accentColor).onTapGesture { action() }
    }
}

extension Button where Label == Text {
    /// A button with a title.
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a title from a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a title and a role.
    public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button where Label == ChartaSwiftUI.Label<Text, Image> {
    /// A button with a title and an SF Symbol.
    public init(_ title: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ChartaSwiftUI.Label(title, systemImage: systemImage) }
    }
}

/// What a button does.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A choice among tagged options, drawn as a segmented control; a tap on a segment selects it.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker of the content's tagged options.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View { PickerBody(selection: selection, content: content) }
}

extension Picker where Label == Text {
    /// A picker with a title.
    public init(_ title: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }

    /// A picker with a title from a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

/// The segments of a picker.
struct PickerBody<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let selection: Binding<SelectionValue>
    let content: Content

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        let options = GroupElement.flatten([layoutElement(of: content, in: environment.child(0))])
        let selection = selection
        let segments = options.map { option -> any LayoutElement in
            let tag = (option as? TagElement)?.tag
            let selected = tag.map { $0 == AnyHashable(selection.wrappedValue) } ?? false
            var element: any LayoutElement = PaddingElement(
                child: option, insets: EdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10))
            element = FlexibleFrameElement(
                child: element, minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                maxHeight: nil, alignment: .center)
            if selected {
                element = LayeredElement(
                    child: element,
                    layer: ShapeElement(
                        path: { RoundedRectangle(cornerRadius: 7).path(in: CGRect($0)).scenePath },
                        fill: .color(.white), stroke: nil), alignment: .center, behind: true)
            }
            guard let value = tag?.base as? SelectionValue else { return element }
            return GestureElement(
                child: element, handlers: GestureHandlers(tap: { _ in selection.wrappedValue = value }))
        }
        return LayeredElement(
            child: PaddingElement(
                child: StackElement(axis: .horizontal, alignment: .center, spacing: 2, children: segments),
                insets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)),
            layer: ShapeElement(
                path: { RoundedRectangle(cornerRadius: 9).path(in: CGRect($0)).scenePath },
                fill: .color(ChartaScene.Color(r: 118, g: 118, b: 128, alpha: 0.12)), stroke: nil),
            alignment: .center, behind: true)
    }
}

/// A view with a tag, for pickers.
struct TagElement: LayoutElement {
    let child: any LayoutElement
    let tag: AnyHashable

    func size(for proposal: ProposedSize) -> Size { child.size(for: proposal) }
    func place(in frame: Rect, into canvas: inout SceneCanvas) { child.place(in: frame, into: &canvas) }
}

nonisolated extension View {
    /// A tag that identifies the view among a picker's options.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        // Kept for the main actor, where the modifier runs.
        nonisolated(unsafe) let tag = tag
        return wrapped { TagElement(child: $0, tag: AnyHashable(tag)) }
    }

    /// How pickers inside are drawn (all are drawn segmented).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    /// How buttons inside are drawn (accepted).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    /// How lists inside are drawn (accepted).
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
    /// How toggles inside are drawn (accepted).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
    /// How labels inside are drawn (accepted).
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
    /// The background style of containers inside.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// A control's size (accepted).
    public func controlSize(_ size: ControlSize) -> some View { self }
    /// Padding a scene gives its content (16 points).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }
    /// The navigation title (not drawn: Charta renders a view without its navigation bar).
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { self }
    /// The navigation title (not drawn).
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// The navigation title (not drawn).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    ) -> some View { self }
    /// The navigation title (not drawn).
    public func navigationBarTitle(
        _ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    )
        -> some View
    { self }
    /// The navigation title's display mode (accepted).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// A list row's separator (accepted).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// A list row's background (accepted).
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    /// A list row's insets (accepted).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    /// Toolbar items (not drawn).
    public func toolbar<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    /// A sheet (not drawn: it is presented on a device when `isPresented` is true).
    public func sheet<C: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> C
    )
        -> some View
    { self }
    /// A pointer hover handler (macOS and iPadOS; not fed when rendering).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    /// A continuous pointer hover handler (not fed when rendering).
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    )
        -> some View
    { self }
    /// Refreshes on a pull (not fed when rendering).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    /// A search field (not drawn).
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { self }
}

/// A pointer's hover phase.
public enum HoverPhase: Equatable {
    case active(CGPoint)
    case ended
}

/// Vertical edges.
public enum VerticalEdge: Int8, Hashable, Sendable {
    case top, bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// Navigation bar items' settings.
public enum NavigationBarItem {
    /// How a title is shown.
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// A control's size.
public enum ControlSize: Sendable, CaseIterable { case mini, small, regular, large, extraLarge }

/// How a picker is drawn (all are drawn segmented).
public protocol PickerStyle {}
/// How a list is drawn.
public protocol ListStyle {}
/// How a button is drawn.
public protocol PrimitiveButtonStyle {}
/// How a toggle is drawn.
public protocol ToggleStyle {}
/// How a label is drawn.
public protocol LabelStyle {}

/// Picker styles.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// List styles.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
/// Button styles.
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
/// Toggle styles.
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
/// Label styles.
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }

extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { Self() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { Self() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { Self() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { Self() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: Self { Self() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { Self() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { Self() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { Self() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { Self() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { Self() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: Self { Self() }
}
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: Self { Self() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: Self { Self() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: Self { Self() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: Self { Self() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: Self { Self() } }

extension Picker {
    /// A picker with a label view (the older form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}
