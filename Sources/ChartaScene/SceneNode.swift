/// Horizontal alignment of text relative to its position.
public enum TextAnchor: String, Hashable, Codable, Sendable {
    case start, middle, end
}

/// Vertical alignment of text relative to its position.
public enum TextBaseline: String, Hashable, Codable, Sendable {
    /// The position is on the alphabetic baseline.
    case alphabetic
    /// The position is at the top of the em box (ascent above the baseline).
    case top
    /// The position is halfway between the top and bottom of the em box.
    case middle
    /// The position is at the bottom of the em box (descent below the baseline).
    case bottom
}

/// Per-corner radii of a rectangle (top-left, top-right, bottom-right, bottom-left).
public struct CornerRadii: Hashable, Codable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    /// Creates per-corner radii.
    public init(topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    /// Square corners.
    public static let zero = CornerRadii()

    /// Whether every corner has the same radius.
    public var isUniform: Bool { topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft }
}

/// A rectangle, optionally with rounded corners.
public struct RectNode: Hashable, Codable, Sendable {
    public var rect: Rect
    public var cornerRadii: CornerRadii
    public var style: Style
    public var item: ItemID?

    /// Creates a rectangle node.
    public init(rect: Rect, cornerRadii: CornerRadii = .zero, style: Style, item: ItemID? = nil) {
        self.rect = rect
        self.cornerRadii = cornerRadii
        self.style = style
        self.item = item
    }
}

/// An arbitrary path (lines, areas, arcs).
public struct PathNode: Hashable, Codable, Sendable {
    public var path: Path
    public var style: Style
    public var item: ItemID?

    /// Creates a path node.
    public init(path: Path, style: Style, item: ItemID? = nil) {
        self.path = path
        self.style = style
        self.item = item
    }
}

/// A straight line segment (rules, ticks, grid lines).
public struct LineNode: Hashable, Codable, Sendable {
    public var from: Point
    public var to: Point
    public var style: Style
    public var item: ItemID?

    /// Creates a line node.
    public init(from: Point, to: Point, style: Style, item: ItemID? = nil) {
        self.from = from
        self.to = to
        self.style = style
        self.item = item
    }
}

/// A run of text on one line, filled with `style.fill`.
public struct TextNode: Hashable, Codable, Sendable {
    public var text: String
    public var position: Point
    public var font: Font
    public var anchor: TextAnchor
    public var baseline: TextBaseline
    /// Rotation in degrees about `position`, clockwise on screen.
    public var angle: Double
    public var style: Style
    public var item: ItemID?
    /// Whether a line break (`\n`) in `text` starts a new line (`true`), or is text like any other
    /// (nil, the default: user strings stay one run).
    public var multiline: Bool?

    /// Creates a text node.
    public init(
        text: String, position: Point, font: Font = Font(), anchor: TextAnchor = .start,
        baseline: TextBaseline = .alphabetic, angle: Double = 0, style: Style = .fill(.black), item: ItemID? = nil,
        multiline: Bool? = nil
    ) {
        self.multiline = multiline
        self.text = text
        self.position = position
        self.font = font
        self.anchor = anchor
        self.baseline = baseline
        self.angle = angle
        self.style = style
        self.item = item
    }
}

/// A point symbol (circle, square, …) centred at a point and sized by its area in square points.
public struct SymbolNode: Hashable, Codable, Sendable {
    public var shape: SymbolShape
    public var center: Point
    /// The symbol's area in square points (d3-shape's convention; a circle of radius r has area πr²).
    public var size: Double
    public var style: Style
    public var item: ItemID?

    /// Creates a symbol node.
    public init(shape: SymbolShape, center: Point, size: Double, style: Style, item: ItemID? = nil) {
        self.shape = shape
        self.center = center
        self.size = size
        self.style = style
        self.item = item
    }
}

/// A picture from an address, drawn into a rectangle (Vega's `image` mark).
public struct ImageNode: Hashable, Codable, Sendable {
    /// The picture's address as the chart gives it: a path relative to the chart's own file, an
    /// absolute path, a `file:` or `http(s):` URL, or a `data:` URL.
    public var url: String
    public var rect: Rect
    /// Whether the picture keeps its aspect ratio, centred in ``rect`` (`true`), or is stretched to it.
    public var keepsAspectRatio: Bool
    /// The picture's opacity, 0…1.
    public var opacity: Double
    public var item: ItemID?

    /// Creates an image node.
    public init(url: String, rect: Rect, keepsAspectRatio: Bool = true, opacity: Double = 1, item: ItemID? = nil) {
        self.url = url
        self.rect = rect
        self.keepsAspectRatio = keepsAspectRatio
        self.opacity = opacity
        self.item = item
    }
}

/// A node of the scene: a group or one of a closed set of primitives. Every back end switches over it
/// exhaustively.
public enum SceneNode: Hashable, Codable, Sendable {
    case group(Group)
    case rect(RectNode)
    case path(PathNode)
    case line(LineNode)
    case text(TextNode)
    case symbol(SymbolNode)
    case image(ImageNode)

    /// The data item the node draws, if any (groups report their own `item`).
    public var item: ItemID? {
        switch self {
        case .group(let g): g.item
        case .rect(let n): n.item
        case .path(let n): n.item
        case .line(let n): n.item
        case .text(let n): n.item
        case .symbol(let n): n.item
        case .image(let n): n.item
        }
    }
}

/// A group of nodes with a shared transform, clip, opacity and semantic role.
public struct Group: Hashable, Codable, Sendable {
    /// A stable identifier, unique in the scene when set (used for ids in SVG and HTML output).
    public var id: String?
    public var role: Role?
    /// For `role == .mark`: the kind of mark it holds.
    public var markType: MarkType?
    /// For axes and legends: the side of the plot they sit on.
    public var orient: Edge?
    /// A short text for assistive technology (`aria-label`).
    public var accessibilityLabel: String?
    /// The data item the whole group stands for (a line series with its points), if any.
    public var item: ItemID?
    public var transform: AffineTransform
    /// A clip rectangle in the group's own coordinates (before `transform`).
    public var clip: Rect?
    public var opacity: Double
    public var children: [SceneNode]

    /// Creates a group.
    public init(
        id: String? = nil, role: Role? = nil, markType: MarkType? = nil, orient: Edge? = nil,
        accessibilityLabel: String? = nil, item: ItemID? = nil, transform: AffineTransform = .identity,
        clip: Rect? = nil, opacity: Double = 1, children: [SceneNode] = []
    ) {
        self.id = id
        self.role = role
        self.markType = markType
        self.orient = orient
        self.accessibilityLabel = accessibilityLabel
        self.item = item
        self.transform = transform
        self.clip = clip
        self.opacity = opacity
        self.children = children
    }
}

/// A complete drawing: the display list that every back end renders.
public struct Scene: Hashable, Codable, Sendable {
    public var size: Size
    /// Painted under everything; nil leaves the background transparent.
    public var background: Color?
    /// A short title for the whole drawing (SVG `<title>`).
    public var title: String
    /// A longer description for assistive technology (SVG `<desc>`).
    public var summary: String
    public var root: Group

    /// Creates a scene.
    public init(size: Size, background: Color? = nil, title: String = "", summary: String = "", root: Group = Group()) {
        self.size = size
        self.background = background
        self.title = title
        self.summary = summary
        self.root = root
    }
}

/// Measures text in a given font. Layout uses it to size axes and labels; back ends that draw text
/// must use fonts with the same metrics so that labels land where layout put them.
public protocol TextMeasurer: Sendable {
    /// The advance width of a single line of text, in points.
    func width(of text: String, font: Font) -> Double
    /// The font's ascent above the baseline, in points.
    func ascent(of font: Font) -> Double
    /// The font's descent below the baseline, in points (positive).
    func descent(of font: Font) -> Double
    /// The cell every character takes when text is drawn in whole cells (a terminal), in points; nil
    /// for fonts drawn anywhere. On a grid of cells layout keeps text horizontal (rotated text would
    /// run down the page a letter a row) and leaves a blank cell between neighbouring labels.
    var textGrid: Size? { get }
}

extension TextMeasurer {
    /// Text is drawn anywhere, not in cells.
    public var textGrid: Size? { nil }
}
