import ChartaScene
import Foundation

// Controls and property wrappers that chart screens keep beside their charts: drawn at rest with their
// current values (a picture has no keyboard, no focus and no links to follow).

/// A date chooser with a label: the label and the date, as a compact date picker shows them.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label

    /// A date picker of a date in a range.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        (self.selection, self.components, self.label) = (selection, displayedComponents, label())
    }

    /// A date picker of a date.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        (self.selection, self.components, self.label) = (selection, displayedComponents, label())
    }

    public var body: some View {
        var text: [String] = []
        if components.contains(.date) { text.append(Text.DateStyle.date.format(selection.wrappedValue)) }
        if components.contains(.hourAndMinute) { text.append(Text.DateStyle.time.format(selection.wrappedValue)) }
        return HStack {
            label
            Spacer()
            Text(text.joined(separator: " "))
                .padding(.horizontal, 11).padding(.vertical, 6)
                .background(Color(white: 0.93), in: RoundedRectangle(cornerRadius: 6))
        }
    }
}

extension DatePicker where Label == Text {
    /// A date picker with a title, of a date in a range.
    public init(
        _ title: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker with a title.
    public init(
        _ title: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a date picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// How date pickers are drawn (accepted; all are drawn compact).
public protocol DatePickerStyle {}
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// A text field: its text, or its prompt in grey when empty.
public struct TextField: View {
    let title: String
    let text: Binding<String>

    /// A field editing a string.
    public init(_ title: LocalizedStringKey, text: Binding<String>) { (self.title, self.text) = (title.text, text) }
    /// A field editing a string, with a prompt.
    public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        (self.title, self.text) = (title.text, text)
    }
    /// A field with a title from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        (self.title, self.text) = (String(title), text)
    }

    public var body: some View {
        let value = text.wrappedValue
        return Text(value.isEmpty ? title : value).foregroundStyle(value.isEmpty ? Color.secondary : Color.primary)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// How text fields are drawn (accepted).
public protocol TextFieldStyle {}
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// A link: its label in the accent colour (never followed).
public struct Link<Label: View>: View {
    let label: Label
    /// A link to a URL with a label.
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label.foregroundStyle(Color.accentColor) }
}

extension Link where Label == Text {
    /// A link with a title.
    public init(_ title: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(title) } }
    /// A link with a title from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// A gauge: a bar filled to the value's place in its range, under its label.
public struct Gauge<Label: View>: View {
    let fraction: Double
    let label: Label

    /// A gauge of a value in a range.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, Double(value - bounds.lowerBound) / span)) : 0
        self.label = label()
    }

    /// A gauge of a value in a range, with labels for the value and the ends (drawn without them).
    public init<V: BinaryFloatingPoint, CurrentValueLabel: View, BoundsLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(value: value, in: bounds, label: label)
    }

    /// A gauge of a value in a range, with a label for the value (drawn without it).
    public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, in: bounds, label: label)
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            label
            ProgressView(value: fraction)
        }
    }
}

nonisolated extension View {
    /// How gauges inside are drawn (accepted; all are drawn as bars).
    public func gaugeStyle<S>(_ style: S) -> some View { self }
    /// How date pickers inside are drawn (accepted).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
    /// How text fields inside are drawn (accepted).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    /// Hides the labels of controls inside (accepted; labels are drawn).
    public func labelsHidden() -> some View { self }
    /// Whether scroll indicators show (none are drawn).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { self }
    /// Whether a list or form draws its background (accepted).
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    /// Whether the view can be scrolled (accepted).
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// Animates the view between places it shares an identifier with (a picture shows it in place).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }
    /// Names a coordinate space for gestures and geometry inside (the view's own frame is used).
    public func coordinateSpace<N: Hashable>(name: N) -> some View { self }
    /// The text's letters as written, or in capitals or small letters (accepted; drawn as written).
    public func textCase(_ textCase: Text.Case?) -> some View { self }
    /// Binds the view's focus to a state (no view has focus in a picture).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Runs `action` when the user submits a field (never, in a picture).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// Content beside the safe area's edge (drawn above or below the view, as on a device).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Sendable {
    let rawValue: Int
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

/// What a matched geometry effect matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// What submits a field.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension Text {
    /// A text case.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

/// A namespace for matched geometry (SwiftUI's `@Namespace`).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable { let value: Int }
    public init() {}
    public var wrappedValue: ID { ID(value: 0) }
}

/// Which view has the keyboard's focus (SwiftUI's `@FocusState`): none, in a picture.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    /// A focus state of a Boolean.
    public init() where Value == Bool { state = State(wrappedValue: false) }
    /// A focus state of an optional value.
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(state: state) }

    /// A binding to a focus state.
    public struct Binding {
        let state: State<Value>
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }
    }
}

/// A reader of the scroll position (SwiftUI's `ScrollViewReader`): its content with a proxy whose
/// scrolls are ignored (scroll views are drawn whole).
public struct ScrollViewReader<Content: View>: View {
    let content: Content
    /// Content given a scroll proxy.
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }
    public var body: some View { content }
}

/// Scrolls to views by identifier (ignored: scroll views are drawn whole).
public struct ScrollViewProxy: Sendable {
    /// Scrolls to a view (ignored).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
