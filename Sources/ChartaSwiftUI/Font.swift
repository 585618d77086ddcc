import ChartaScene
import Foundation

/// A font, as SwiftUI names them: text styles at the sizes iOS gives them at the default text size,
/// and system fonts of a size and weight. Drawn in Liberation Sans.
public struct Font: Hashable, Sendable {
    var size: Double
    var weight: Weight
    var isItalic = false
    var design: Design = .default

    init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable, Comparable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
        public static func < (l: Weight, r: Weight) -> Bool { l.value < r.value }
    }

    /// A font design.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A text style.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// The font of a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font: Font
        switch style {
        case .largeTitle: font = Font(size: 34)
        case .title: font = Font(size: 28)
        case .title2: font = Font(size: 22)
        case .title3: font = Font(size: 20)
        case .headline: font = Font(size: 17, weight: .semibold)
        case .subheadline: font = Font(size: 15)
        case .body: font = Font(size: 17)
        case .callout: font = Font(size: 16)
        case .footnote: font = Font(size: 13)
        case .caption: font = Font(size: 12)
        case .caption2: font = Font(size: 11)
        }
        if let weight { font.weight = weight }
        if let design { font.design = design }
        return font
    }

    /// A system font of a size.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(size: size, weight: weight ?? .regular)
        if let design { font.design = design }
        return font
    }

    /// A font by name (drawn in Liberation Sans) of a size.
    public static func custom(_ name: String, size: Double) -> Font { Font(size: size) }

    /// A font by name of a size relative to a text style.
    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle) -> Font { Font(size: size) }

    /// A font by name of a fixed size.
    public static func custom(_ name: String, fixedSize: Double) -> Font { Font(size: fixedSize) }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The font in italics.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }
    /// The font at a weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }
    /// The font with digits of one width (no change in Charta's metrics).
    public func monospacedDigit() -> Font { self }
    /// The font in its monospaced design.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }
    /// The font's small capitals (no change in Charta's metrics).
    public func smallCaps() -> Font { self }

    /// The scene font: Liberation Sans (or Mono) at the size, bold from semibold up.
    var sceneFont: ChartaScene.Font {
        ChartaScene.Font(
            family: design == .monospaced ? "Liberation Mono, monospace" : ChartaScene.Font.defaultFamily,
            size: size, weight: weight >= .semibold ? .bold : .regular)
    }
}
