/// Where an annotation sits relative to the mark it annotates (Swift Charts' `AnnotationPosition`).
public enum AnnotationPosition: String, Hashable, Sendable {
    case top, bottom, leading, trailing, overlay
    case topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// How an annotation lines up with its mark across the side it is on (Swift Charts' annotation
/// `alignment`): on each axis -1 for the leading or top edges, 0 for the centres, 1 for the trailing or
/// bottom edges. Above or below a mark only the horizontal part counts; beside it, only the vertical.
public struct AnnotationAlignment: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double

    /// An alignment on each axis, each from -1 to 1.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = max(-1, min(1, horizontal))
        self.vertical = max(-1, min(1, vertical))
    }

    /// Centred on the mark.
    public static let center = AnnotationAlignment(horizontal: 0, vertical: 0)
}

/// One line of annotation text.
public struct AnnotationLine: Hashable, Sendable {
    public var text: String
    public var font: Font
    public var color: Color?

    /// Creates a line of annotation text.
    public init(_ text: String, font: Font = Font(size: 12), color: Color? = nil) {
        self.text = text
        self.font = font
        self.color = color
    }
}

/// Annotation content drawn by the caller: scene nodes in a box of a size, its origin at (0, 0)
/// (a view of Swift Charts' `annotation { … }` content, laid out by ChartaSwiftUI).
public struct AnnotationDrawing: Hashable, Sendable {
    public var size: Size
    public var nodes: [SceneNode]
    /// The text of the drawing, for its accessible label.
    public var label: String

    /// A drawing of a size.
    public init(size: Size, nodes: [SceneNode], label: String) {
        self.size = size
        self.nodes = nodes
        self.label = label
    }
}

/// Text attached to one row of a layer, placed beside its mark and kept inside the chart.
public struct AnnotationSpec: Hashable, Sendable {
    public var row: Int
    public var position: AnnotationPosition
    public var lines: [AnnotationLine]
    /// Gap between the mark and the annotation, in points.
    public var spacing: Double
    /// Whether the annotation is moved to stay inside the plot (true) or may overflow it.
    public var keepsInside: Bool
    /// For rules spanning the plot: place the annotation above the plot frame rather than inside it.
    public var abovePlot: Bool
    /// Content drawn in place of ``lines`` (nil: the lines).
    public var drawing: AnnotationDrawing? = nil
    /// How the annotation lines up with its mark.
    public var alignment = AnnotationAlignment.center

    /// Creates an annotation.
    public init(
        row: Int, position: AnnotationPosition = .top, lines: [AnnotationLine], spacing: Double = 4,
        keepsInside: Bool = true, abovePlot: Bool = false
    ) {
        self.row = row
        self.position = position
        self.lines = lines
        self.spacing = spacing
        self.keepsInside = keepsInside
        self.abovePlot = abovePlot
    }
}
