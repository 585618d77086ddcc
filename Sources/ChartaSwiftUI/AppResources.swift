import Charta
import ChartaScene
import Foundation

// What app code around a chart takes from the platform: localised string resources, generated colour
// resources, stored settings and text that scales, with the values they have in a rendered picture.

/// A localised string to look up later (Foundation's `LocalizedStringResource` on Apple platforms):
/// Charta shows it as written.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text as it is shown.
    let key: String

    /// A resource with a key.
    public init(_ key: String, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil) {
        self.key = key
    }

    public init(stringLiteral value: String) { key = value }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.text }
}

extension String {
    /// The text of a resource, as written.
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}

extension Text {
    /// Text of a localised string resource.
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.key) }
}

extension PlottableValue {
    /// A value labelled with text (Swift Charts' `.value(Text(…), value)`): the text is the label.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> { .value(label.content, value) }
}

extension PlottableValue where Value == Date {
    /// A date standing for a calendar unit, labelled with text.
    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current)
        -> PlottableValue<Date>
    {
        .value(label.content, value, unit: unit, calendar: calendar)
    }
}

/// A colour of the app's asset catalogue, as Xcode generates them (`ColorResource.brand`): looked up
/// by name in ``ColorAssets``.
public struct ColorResource: Hashable, Sendable {
    let name: String

    /// The colour named `name`.
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
    /// A generated colour resource's colour.
    public init(_ resource: ColorResource) { self.init(resource.name) }

    /// This colour mixed with another by a fraction (0: this colour, 1: the other), in sRGB.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = max(0, min(1, fraction))
        func blend(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let (a, b) = (rgba, other.rgba)
        return Color(
            ChartaScene.Color(
                red: blend(a.red, b.red), green: blend(a.green, b.green), blue: blend(a.blue, b.blue),
                alpha: blend(a.alpha, b.alpha)))
    }
}

/// A setting the app keeps between launches (SwiftUI's `@AppStorage`): a rendered view starts from the
/// default and keeps changes while its renderer lives, as `@State` does.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let state: State<Value>

    /// A setting under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the setting.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage: StateHolding {
    var linkable: any StateLinking { state.cell }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional setting under `key`, starting at nil.
    public init(_ key: String, store: UserDefaults? = nil) { state = State(wrappedValue: nil) }
}

/// A length that follows the user's text size (SwiftUI's `@ScaledMetric`): the default text size
/// leaves it as written.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public let wrappedValue: Value

    /// A length scaled like body text.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// A length scaled like a text style.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}
