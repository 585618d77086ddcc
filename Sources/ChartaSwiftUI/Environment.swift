import Foundation

/// The values a view reads from its ancestors (SwiftUI's `EnvironmentValues`), for the few that chart
/// code reads.
public struct EnvironmentValues {
    /// Light or dark appearance; Charta draws in light unless a view sets ``View/environment(_:_:)``.
    public var colorScheme: ColorScheme = .light
    /// The locale of formatted text.
    public var locale = Locale(identifier: "en_US_POSIX")
    /// The calendar of date axes and formatted dates.
    public var calendar: Calendar = ChartSpec.utcCalendar
    /// The time zone of formatted dates.
    public var timeZone = TimeZone(identifier: "UTC") ?? TimeZone.current
    /// Points per pixel of the target.
    public var displayScale: CGFloat = 2
    /// The reading direction.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The horizontal size class (compact, as an iPhone in portrait).
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// Whether controls respond.
    public var isEnabled = true
    /// The text size the user chose.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The default font of text.
    public var font: Font?
    /// Objects set with ``View/environmentObject(_:)``, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Values of the app's own keys (see ``EnvironmentKey``), by key type.
    var custom: [ObjectIdentifier: Any] = [:]
    /// The group box style set with ``View/groupBoxStyle(_:)``.
    var groupBoxStyle: (any GroupBoxStyle)?

    /// Default values.
    public init() {}

    /// The value of an app's own key: what a view above set, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The environment of the body being evaluated, read by ``Environment``.
    @MainActor static var current = EnvironmentValues()

    /// Runs `body` with `values` as the current environment.
    @MainActor
    static func with<R>(_ values: EnvironmentValues, _ body: () throws -> R) rethrows -> R {
        let outer = current
        current = values
        defer { current = outer }
        return try body()
    }
}

/// A key for a value of the environment that an app defines (SwiftUI's `EnvironmentKey`): extend
/// ``EnvironmentValues`` with a property reading `self[Key.self]`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// The direction of reading.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// A size class of the screen.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// The text size the user chose.
public enum DynamicTypeSize: Hashable, Sendable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes, larger than ``DynamicTypeSize/xxxLarge``.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Reads a value of the environment (SwiftUI's `@Environment`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// Reads an observable object an ancestor set with ``View/environment(_:)``.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        keyPath = \EnvironmentValues.[object: ObjectIdentifier(objectType)]
    }

    /// Reads an observable object an ancestor may have set.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        keyPath = \EnvironmentValues.[optionalObject: ObjectIdentifier(objectType)]
    }

    /// The value where the view is evaluated.
    @MainActor public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

extension EnvironmentValues {
    /// An object set by type; reading one no ancestor set is a programming error, as in SwiftUI.
    subscript<T>(object id: ObjectIdentifier) -> T {
        guard let object = objects[id] as? T else {
            fatalError("No \(T.self) in the environment: set it with environment(_:)")
        }
        return object
    }

    subscript<T>(optionalObject id: ObjectIdentifier) -> T? { objects[id] as? T }
}

/// What a view's layout inherits from its ancestors: the public environment values, text styling, the
/// chart modifiers applied above it, and its place in the tree (which keys its state).
@MainActor
struct ViewEnvironment {
    var values = EnvironmentValues()
    var text = TextStyle()
    var chart = ChartConfiguration()
    /// The place in the view tree: a path of child indexes.
    var path = "r"
    let context: RenderContext

    init(context: RenderContext) { self.context = context }

    /// The environment of the `index`th child.
    func child(_ index: Int) -> ViewEnvironment {
        var copy = self
        copy.path += ".\(index)"
        return copy
    }

    /// The environment of views a chart draws around itself (legend, plot style, overlays and
    /// backgrounds): a child that leaves the chart's modifiers behind, so a chart drawn in a chart's
    /// overlay takes only its own and does not draw the overlay again inside itself, without end.
    func chartContent(_ index: Int) -> ViewEnvironment {
        var copy = child(index)
        copy.chart = ChartConfiguration()
        return copy
    }

    /// Evaluates `body` of a view with its state linked and its environment readable.
    func evaluating<Result>(_ view: any View, _ body: (ViewEnvironment) -> Result) -> Result {
        var nested = self
        nested.path += "/\(type(of: view))"
        for (i, child) in Mirror(reflecting: view).children.enumerated() {
            link(child.value, key: "\(nested.path)#\(child.label ?? String(i))")
        }
        let outer = EnvironmentValues.current
        EnvironmentValues.current = values
        defer { EnvironmentValues.current = outer }
        return body(nested)
    }

    private func link(_ property: Any, key: String) {
        if let state = property as? any StateHolding { state.linkable.link(to: context.states, key: key) }
    }
}

/// A property wrapper whose storage the renderer keeps between evaluations.
protocol StateHolding {
    var linkable: any StateLinking { get }
}

extension State: StateHolding {
    var linkable: any StateLinking { cell }
}

extension StateObject: StateHolding {
    var linkable: any StateLinking { cell }
}

/// Font and colour that text inherits.
struct TextStyle {
    var font: Font?
    var foreground: AnyShapeStyle?
    var bold = false
    var italic = false
    var weight: Font.Weight?
    var alignment: TextAlignment = .leading
    var lineLimit: Int?
    /// Extra room between the lines of wrapped text.
    var lineSpacing: Double = 0
}

/// What one rendering shares across the tree: kept state, the text measurer and diagnostics.
@MainActor
final class RenderContext {
    let states: StateStore
    let measurer: any TextMeasurer
    var diagnostics: [Diagnostic] = []
    /// The `onAppear` actions still to run.
    var pendingAppearActions: [() -> Void] = []

    init(states: StateStore, measurer: any TextMeasurer) {
        self.states = states
        self.measurer = measurer
    }

    /// Queues a view's `onAppear` action the first time its place is laid out.
    func appeared(at path: String, _ action: @escaping () -> Void) {
        if states.appeared.insert(path).inserted { pendingAppearActions.append(action) }
    }

    /// Reports a problem once.
    func warn(_ kind: DiagnosticKind) {
        let diagnostic = Diagnostic(kind)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}

/// A value of the environment an app adds in an extension of ``EnvironmentValues`` (SwiftUI's `@Entry`):
/// `@Entry var cardTint: Color? = nil` makes the key and reads and writes the property through it.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ChartaSwiftUIMacros", type: "EntryMacro")
