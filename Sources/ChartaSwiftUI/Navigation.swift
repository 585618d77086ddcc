import ChartaScene
import Foundation

// Containers around charts in apps: navigation, scrolling and lists, drawn as their content laid out on
// one screen (no navigation bar, no scrolling). Grids are in Grid.swift, toolbar items in Toolbar.swift.

/// A navigation container: its root view.
public struct NavigationStack<Root: View>: View {
    let root: Root
    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public var body: some View { root }
}

/// A navigation container (the iOS 13 form): its content.
public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view of content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

/// A link to another view: its label.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// A link to a destination.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link to a destination (the older form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label }
}

extension NavigationLink where Destination == EmptyView {
    /// A link to a value's destination.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    /// A link with a title to a value's destination.
    public init<P: Hashable>(_ title: LocalizedStringKey, value: P?) { label = Text(title) }

    /// A link with a title from a string value to a value's destination.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }
}

nonisolated extension View {
    /// The destination of links to values of a type (shown on a device when a link is followed).
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }

    /// A destination shown while `isPresented` is true (not shown in a rendered picture).
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> some View
    { self }
}

extension NavigationLink where Label == Text {
    /// A link with a title.
    public init(_ title: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(title) }
    /// A link with a title (the older form).
    public init(_ title: LocalizedStringKey, destination: Destination) { label = Text(title) }
}

/// Content that scrolls on a device: drawn whole, at its ideal size along the scrolling axes.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    /// A scroll view of content.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        ScrollElement(
            child: layoutElement(of: content, in: environment.child(0)), horizontal: axes.contains(.horizontal),
            vertical: axes.contains(.vertical))
    }
}

/// A list: its rows in a column, with dividers, on the grouped background.
public struct List<Content: View>: View {
    let content: Content
    /// A list of rows.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) { content }.padding(16).frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension List {
    /// A list of a row per element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of a row per element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

/// A section of a list or form: its header above its content.
public struct Section<Header: View, Content: View>: View {
    let header: Header
    let content: Content
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
        self.header = header()
    }
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header.font(.footnote).foregroundStyle(.secondary)
            content
        }
    }
}

extension Section {
    /// A section with a header view and a footer view (the footer is not drawn).
    public init<Footer: View>(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header })
    }

    /// A section with a header view.
    public init(header: Header, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header })
    }
}

extension Section where Header == EmptyView {
    /// A section without a header.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }) }
}

extension Section where Header == Text {
    /// A section with a title.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
    /// A section with a title from a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

/// A form: its content as a list.
public struct Form<Content: View>: View {
    let content: Content
    /// A form of content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { List { content } }
}

/// A menu: its label.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    /// A menu of content with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label.foregroundStyle(Color.accentColor) }
}

extension Menu where Label == Text {
    /// A menu with a title.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// A switch with a label; a tap flips it.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// A toggle with a label view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    public var body: some View {
        let isOn = isOn
        return HStack {
            label
            Spacer()
            Capsule().fill(isOn.wrappedValue ? Color.green : Color(white: 0.9)).frame(width: 51, height: 31)
                .overlay(alignment: isOn.wrappedValue ? .trailing : .leading) {
                    Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
                }
                .onTapGesture { isOn.wrappedValue.toggle() }
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle with a title.
    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
    /// A toggle with a title from a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// A slider over a range, drawn at its value.
public struct Slider<Label: View>: View {
    let fraction: Double
    /// A slider of a value in a range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
        @ViewBuilder label: () -> Label = { EmptyView() },
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    }
    /// A slider of a value in a range with labels for its ends (drawn without them).
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }
    /// A slider of a value in a range, in steps, with labels for its ends (drawn without them).
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
    /// A slider of a value in a range.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1)
    where V.Stride: BinaryFloatingPoint, Label == EmptyView {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    }
    public var body: some View {
        let fraction = fraction
        return GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(white: 0.88)).frame(height: 4)
                Capsule().fill(Color.accentColor).frame(width: Double(geometry.size.width) * fraction, height: 4)
            }
            .frame(height: 28)
        }
        .frame(height: 28)
    }
}

/// A stepper with a label: its label and − / + buttons.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: () -> Void
    let decrement: () -> Void
    /// A stepper of a value in a range.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        increment = {
            if value.wrappedValue.advanced(by: step) <= bounds.upperBound {
                value.wrappedValue = value.wrappedValue.advanced(by: step)
            }
        }
        decrement = {
            if value.wrappedValue.advanced(by: -step) >= bounds.lowerBound {
                value.wrappedValue = value.wrappedValue.advanced(by: -step)
            }
        }
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            Text("−").onTapGesture(perform: decrement)
            Text("+").onTapGesture(perform: increment)
        }
    }
}

extension Stepper {
    /// A stepper whose buttons run actions of their own.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        increment = onIncrement ?? {}
        decrement = onDecrement ?? {}
    }

    /// A stepper of a value without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }
}

extension Stepper where Label == Text {
    /// A stepper with a title whose buttons run actions of their own.
    public init(
        _ title: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper with a title and no bounds.
    public init<V: Strideable>(_ title: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }

    /// A stepper with a title.
    public init<V: Strideable>(
        _ title: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

/// A progress view: a bar at its fraction, or a spinner's placeholder.
public struct ProgressView: View {
    let fraction: Double?
    /// An indeterminate progress view.
    public init() { fraction = nil }
    /// A progress view of a value out of a total.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        fraction = value.map { total > 0 ? min(1, max(0, Double($0 / total))) : 0 }
    }
    /// A progress view with a title.
    public init<V: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: V?, total: V = 1) {
        self.init(value: value, total: total)
    }
    public var body: some View {
        let fraction = fraction ?? 0
        return GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(white: 0.88))
                Capsule().fill(Color.accentColor).frame(width: Double(geometry.size.width) * fraction)
            }
        }
        .frame(height: 4)
    }
}

/// A colour well with a label: its label and a circle of the colour.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color
    /// A colour picker with a label view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            Circle().fill(color).frame(width: 28, height: 28)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker with a title.
    public init(_ title: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
