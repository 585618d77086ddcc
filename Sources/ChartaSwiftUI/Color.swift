import ChartaScene
import Foundation

/// A colour, as SwiftUI names and makes them; also a view that fills its space and a shape style.
/// Semantic colours resolve to their light-appearance values on iOS.
public struct Color: Hashable, Sendable, ShapeStyle {
    /// The colour's red, green, blue and alpha components.
    public let rgba: ChartaScene.Color
    /// The asset name it was looked up by, when it was asked for by name and not found.
    let unknownName: String?

    init(_ rgba: ChartaScene.Color, unknownName: String? = nil) {
        self.rgba = rgba
        self.unknownName = unknownName
    }

    init(r: Int, g: Int, b: Int, alpha: Double = 1) { self.init(ChartaScene.Color(r: r, g: g, b: b, alpha: alpha)) }

    /// A colour from sRGB components in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(ChartaScene.Color(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// A colour from components in a colour space (treated as sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey of the given whiteness.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A grey in a colour space (treated as sRGB).
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness in 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        let m = brightness - c
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A colour of an asset catalogue or a registered palette (see ``ColorAssets``); an unknown name is
    /// drawn grey and reported once.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let found = ColorAssets.shared.color(named: name) {
            self.init(found)
        } else {
            self.init(ChartaScene.Color(r: 142, g: 142, b: 147), unknownName: name)
        }
    }

    /// The colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var c = rgba
        c.alpha *= max(0, min(1, opacity))
        return Color(c, unknownName: unknownName)
    }

    /// A gentle vertical gradient of the colour, as Swift Charts draws `.gradient` fills.
    public var gradient: AnyGradient { AnyGradient(base: self) }

    /// Colour spaces of components.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

}

extension Color: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        if let unknownName { environment.context.warn(.unknownColorName(unknownName)) }
        return ShapeElement.filling(.color(rgba))
    }
}

extension Color {
    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 255, g: 255, b: 255)
    public static let clear = Color(r: 0, g: 0, b: 0, alpha: 0)
    public static let red = Color(ChartaScene.Color.systemRed)
    public static let orange = Color(ChartaScene.Color.systemOrange)
    public static let yellow = Color(r: 255, g: 204, b: 0)
    public static let green = Color(ChartaScene.Color.systemGreen)
    public static let mint = Color(r: 0, g: 199, b: 190)
    public static let teal = Color(r: 48, g: 176, b: 199)
    public static let cyan = Color(r: 50, g: 173, b: 230)
    public static let blue = Color(ChartaScene.Color.systemBlue)
    public static let indigo = Color(ChartaScene.Color.systemIndigo)
    public static let purple = Color(r: 175, g: 82, b: 222)
    public static let pink = Color(ChartaScene.Color.systemPink)
    public static let brown = Color(r: 162, g: 132, b: 94)
    public static let gray = Color(r: 142, g: 142, b: 147)
    /// The colour of primary text.
    public static let primary = Color(r: 0, g: 0, b: 0)
    /// The colour of secondary text.
    public static let secondary = Color(r: 60, g: 60, b: 67, alpha: 0.6)
    /// The app's accent colour (system blue unless an asset named `AccentColor` is registered).
    public static var accentColor: Color { ColorAssets.shared.color(named: "AccentColor").map { Color($0) } ?? .blue }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var accentColor: Color { Color.accentColor }
}

/// Named colours for `Color("name")`: registered palettes, and the `.colorset` folders of asset
/// catalogues (`Assets.xcassets/Brand/blue.colorset/Contents.json`), looked up by the name an app uses.
public final class ColorAssets: @unchecked Sendable {
    /// The registry `Color(_:bundle:)` reads.
    public static let shared = ColorAssets()
    private let lock = NSLock()
    private var colors: [String: ChartaScene.Color] = [:]

    /// Registers named colours (a palette), replacing colours of the same names.
    public func register(_ palette: [String: Color]) {
        lock.withLock { for (name, color) in palette { colors[name] = color.rgba } }
    }

    /// The colour registered under `name`.
    public func color(named name: String) -> ChartaScene.Color? { lock.withLock { colors[name] } }

    /// Registers every `.colorset` in an asset catalogue folder, named by its path below the catalogue
    /// (folders that provide a namespace) and its own name; returns how many were read.
    @discardableResult
    public func registerCatalog(at url: URL) throws -> Int {
        let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        var found: [String: ChartaScene.Color] = [:]
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "colorset" else { continue }
            let data = try Data(contentsOf: file.appendingPathComponent("Contents.json"))
            guard let color = ColorSetReader.color(fromContents: data) else { continue }
            let relative = file.deletingPathExtension().path.dropFirst(url.standardizedFileURL.path.count + 1)
            found[String(relative)] = color
            found[file.deletingPathExtension().lastPathComponent] =
                found[file.deletingPathExtension().lastPathComponent] ?? color
        }
        lock.withLock { colors.merge(found) { _, new in new } }
        return found.count
    }
}
