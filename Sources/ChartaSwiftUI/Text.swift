import ChartaScene
import Foundation

/// A line or paragraph of text (SwiftUI's `Text`), wrapped to the width it is offered.
public struct Text: Equatable, Sendable {
    /// The text shown.
    var content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var foreground: AnyShapeStyle?

    /// Text from a literal or a key with interpolations.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        content = key.text
    }

    /// Text shown as written.
    public init(verbatim content: String) { self.content = content }

    /// Text from a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// A value formatted by a format style (`Text(price, format: .currency(code: "EUR"))`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        content = format.format(input)
    }

    /// A date in a text date style.
    public init(_ date: Date, style: DateStyle) { content = style.format(date) }

    /// A range of dates.
    public init(_ dates: ClosedRange<Date>) {
        content = DateStyle.date.format(dates.lowerBound) + " – " + DateStyle.date.format(dates.upperBound)
    }

    /// An image inside text (drawn as its name's placeholder).
    public init(_ image: Image) { content = "●" }

    /// A date style of text.
    public struct DateStyle: Hashable, Sendable {
        let pattern: String
        public static let time = DateStyle(pattern: "h:mm a")
        public static let date = DateStyle(pattern: "MMMM d, yyyy")
        public static let relative = DateStyle(pattern: "relative")
        public static let offset = DateStyle(pattern: "offset")
        public static let timer = DateStyle(pattern: "HH:mm:ss")

        func format(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = pattern == "relative" || pattern == "offset" ? "MMM d, yyyy" : pattern
            return formatter.string(from: date)
        }
    }

    public static func == (l: Text, r: Text) -> Bool { l.content == r.content }

    /// Two texts in a row.
    public static func + (l: Text, r: Text) -> Text {
        var joined = l
        joined.content += r.content
        return joined
    }

    /// The text in a font.
    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    /// The text in bold.
    public func bold() -> Text { with { $0.weight = .bold } }
    /// The text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italics.
    public func italic() -> Text { with { $0.isItalic = true } }
    /// The text at a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text { with { $0.foreground = color.map(AnyShapeStyle.init) } }
    /// The text in a style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with { $0.foreground = AnyShapeStyle(style) } }
    /// Letter spacing (not applied).
    public func kerning(_ kerning: Double) -> Text { self }
    /// Letter spacing (not applied).
    public func tracking(_ tracking: Double) -> Text { self }
    /// An underline (not drawn).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// A line through the text (not drawn).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Digits of one width (no change in Charta's metrics).
    public func monospacedDigit() -> Text { self }
    /// A baseline shift (not applied).
    public func baselineOffset(_ offset: Double) -> Text { self }

    private func with(_ change: (inout Text) -> Void) -> Text {
        var copy = self
        change(&copy)
        return copy
    }

}

extension Text: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        var font = self.font ?? environment.text.font ?? environment.values.font ?? .body
        if let weight = weight ?? environment.text.weight { font.weight = weight }
        if environment.text.bold { font.weight = max(font.weight, .bold) }
        let inherited = environment.text.foreground?.resolved() ?? .color(Color.primary.rgba)
        let style = foreground?.resolved(foreground: inherited) ?? inherited
        return TextElement(
            text: content, font: font.sceneFont, color: style.color, alignment: environment.text.alignment,
            lineLimit: environment.text.lineLimit, lineSpacing: environment.text.lineSpacing,
            measurer: environment.context.measurer)
    }
}

/// Text laid out in lines no wider than the width offered, broken at spaces.
struct TextElement: LayoutElement {
    let text: String
    let font: ChartaScene.Font
    let color: ChartaScene.Color
    let alignment: TextAlignment
    let lineLimit: Int?
    /// Extra room between lines.
    var lineSpacing: Double = 0
    let measurer: any TextMeasurer

    private var lineHeight: Double { max(measurer.ascent(of: font) + measurer.descent(of: font), font.size * 1.2) }

    func size(for proposal: ProposedSize) -> Size {
        let lines = self.lines(width: proposal.width)
        let width = lines.map { measurer.width(of: $0, font: font) }.max() ?? 0
        let gaps = Double(max(0, lines.count - 1)) * lineSpacing
        return Size(width: width.rounded(.up), height: (Double(lines.count) * lineHeight + gaps).rounded(.up))
    }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        let lines = self.lines(width: frame.width)
        let leading = (lineHeight - measurer.ascent(of: font) - measurer.descent(of: font)) / 2
        for (i, line) in lines.enumerated() {
            let (x, anchor): (Double, TextAnchor) =
                switch alignment {
                case .leading: (frame.minX, .start)
                case .center: (frame.midX, .middle)
                case .trailing: (frame.maxX, .end)
                }
            let y = frame.minY + Double(i) * (lineHeight + lineSpacing) + leading + measurer.ascent(of: font)
            canvas.nodes.append(
                .text(
                    TextNode(text: line, position: Point(x: x, y: y), font: font, anchor: anchor, style: .fill(color))))
        }
    }

    /// The text broken into lines of at most `width` (one line when nil), each paragraph apart.
    func lines(width: Double?) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, measurer.width(of: String(paragraph), font: font) > width + 0.5 else {
                lines.append(String(paragraph))
                continue
            }
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if !current.isEmpty, measurer.width(of: candidate, font: font) > width + 0.5 {
                    lines.append(current)
                    current = String(word)
                } else {
                    current = candidate
                }
            }
            lines.append(current)
        }
        if let lineLimit, lineLimit > 0, lines.count > lineLimit {
            lines = Array(lines.prefix(lineLimit))
            lines[lineLimit - 1] += "…"
        }
        return lines
    }
}

/// An image: SF Symbols and asset images are drawn as a placeholder circle in the text colour, with a
/// warning naming the image.
public struct Image: Hashable, Sendable {
    let name: String

    /// An SF Symbol.
    public init(systemName: String) { name = systemName }

    /// An image of an asset catalogue.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

    /// An image of a generated asset symbol.
    public init(_ resource: ImageResource) { name = resource.name }

    /// The image scaled to fit (no change to the placeholder).
    public func resizable() -> Image { self }

    /// How a template image renders (no change to the placeholder).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    /// How template images take colour.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// How a symbol image is coloured (no change to the placeholder).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// The sizes of symbol images relative to their text.
    public enum Scale: Hashable, Sendable { case small, medium, large }

}

extension Image: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        environment.context.warn(.placeholderImage(name))
        let font = environment.text.font ?? environment.values.font ?? .body
        let color = environment.text.foreground?.resolved() ?? .color(Color.primary.rgba)
        return FrameElement(
            child: ShapeElement(path: { Circle().path(in: CGRect($0)).scenePath }, fill: color, stroke: nil),
            width: font.size,
            height: font.size, alignment: .center)
    }
}

/// How symbol images take colour (SwiftUI's `SymbolRenderingMode`).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

nonisolated extension View {
    /// The scale of symbol images inside the view (no change to their placeholders).
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    /// How symbol images inside the view take colour (no change to their placeholders).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

/// An image asset's generated symbol (Xcode's `ImageResource`).
public struct ImageResource: Hashable, Sendable {
    let name: String
    /// The asset of a name.
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// An image loaded from a URL on a device; rendering never loads it and draws the empty phase's content
/// (or a light grey placeholder).
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// The image's content in each phase of loading.
    public init(
        url: URL?, scale: Double = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }

    /// The loaded image's content, or a placeholder.
    public init<I: View>(
        url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> Content
    ) {
        self.content = placeholder()
    }

    public var body: some View { content }
}

extension AsyncImage where Content == Color {
    /// An image from a URL, with the default placeholder.
    public init(url: URL?, scale: Double = 1) { content = Color(white: 0.9) }
}

/// A phase of loading an image.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
}
