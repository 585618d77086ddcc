/// What a chart lets the user select: one item, the data nearest to the pointer along x, or a range
/// along x. Written as `.chartSelection(.item)`, `.chartSelection(.nearestX(radius: 30))`, ….
public struct ChartSelection: Hashable, Sendable {
    /// The kind of selection with its settings.
    public enum Mode: Hashable, Sendable {
        /// Tap an item to select it.
        case item(ItemSelection)
        /// Select the data x nearest the pointer.
        case nearestX(NearestXSelection)
        /// Drag to select a range along x.
        case rangeX(RangeXSelection)
    }

    /// The kind of selection with its settings.
    public var mode: Mode

    /// Creates a selection behaviour.
    public init(_ mode: Mode) { self.mode = mode }

    /// Tap an item (a bar, a point) to select it; unselected items are dimmed to 40%.
    public static let item = ChartSelection(.item(ItemSelection()))

    /// Tap an item to select it, with the opacity of the selected and of the other items (multiplied
    /// with their own). `marks` limits selection to those layers (nil: every layer); `tolerance` widens
    /// the hit area, in points; with `activatesOnTap` a tap also reports an activation to the host.
    public static func item(
        selectedOpacity: Double = 1, unselectedOpacity: Double = 0.4, marks: [Int]? = nil, tolerance: Double = 0,
        activatesOnTap: Bool = false
    ) -> ChartSelection {
        ChartSelection(
            .item(
                ItemSelection(
                    selectedOpacity: selectedOpacity, unselectedOpacity: unselectedOpacity, marks: marks,
                    tolerance: tolerance, activatesOnTap: activatesOnTap)))
    }

    /// Snap to the data x nearest the pointer, with a rule, a marker per series and an info bubble.
    public static let nearestX = ChartSelection(.nearestX(NearestXSelection()))

    /// Snap to the data x nearest the pointer. `radius` is the farthest (in points) the pointer may be
    /// from that x (nil: anywhere between the data, and up to half a step beyond its ends); `marks` are the
    /// layers that take part (nil: line, area, point, bar and rectangle layers).
    public static func nearestX(
        radius: Double? = nil, marks: [Int]? = nil, overlay: NearestXOverlay = .standard,
        clearsOnRelease: Bool = false, tracksHover: Bool = true
    ) -> ChartSelection {
        ChartSelection(
            .nearestX(
                NearestXSelection(
                    radius: radius, marks: marks, overlay: overlay, clearsOnRelease: clearsOnRelease,
                    tracksHover: tracksHover)))
    }

    /// Drag along x to select a range (a brush).
    public static let rangeX = ChartSelection(.rangeX(RangeXSelection()))

    /// Drag along x to select a range; with `snapsToData` its ends move to the nearest data x.
    public static func rangeX(snapsToData: Bool, fill: Color? = nil, stroke: Color? = nil) -> ChartSelection {
        ChartSelection(.rangeX(RangeXSelection(snapsToData: snapsToData, fill: fill, stroke: stroke)))
    }
}

/// Settings of item selection: tap an item to select it, another to move the selection, empty space to
/// clear it; arrow keys move it along x and Enter activates it.
public struct ItemSelection: Hashable, Sendable {
    /// Opacity the selected item is drawn with, multiplied with its own (the tap-to-highlight chart: 0.4).
    public var selectedOpacity: Double
    /// Opacity the other selectable items are drawn with while something is selected.
    public var unselectedOpacity: Double
    /// The layers whose items can be selected; nil: every layer.
    public var marks: [Int]?
    /// How far outside an item a tap still hits it, in points.
    public var tolerance: Double
    /// Whether a tap on an item also activates it (the host opens its detail, for example).
    public var activatesOnTap: Bool

    /// Creates item selection settings.
    public init(
        selectedOpacity: Double = 1, unselectedOpacity: Double = 0.4, marks: [Int]? = nil, tolerance: Double = 0,
        activatesOnTap: Bool = false
    ) {
        self.selectedOpacity = selectedOpacity
        self.unselectedOpacity = unselectedOpacity
        self.marks = marks
        self.tolerance = tolerance
        self.activatesOnTap = activatesOnTap
    }
}

/// Settings of nearest-x selection: tap, drag or hover to select the data x nearest the pointer.
public struct NearestXSelection: Hashable, Sendable {
    /// The farthest the pointer may be from the snapped x, in points; nil: anywhere between the first and
    /// last data x, and up to half the neighbouring step beyond them.
    public var radius: Double?
    /// The layers that take part; nil: every line, area, point, bar and rectangle layer.
    public var marks: [Int]?
    /// What is drawn for the selection.
    public var overlay: NearestXOverlay
    /// Whether lifting the finger (the end of a drag) clears the selection.
    public var clearsOnRelease: Bool
    /// Whether hovering selects (and leaving the chart clears).
    public var tracksHover: Bool

    /// Creates nearest-x settings.
    public init(
        radius: Double? = nil, marks: [Int]? = nil, overlay: NearestXOverlay = .standard,
        clearsOnRelease: Bool = false, tracksHover: Bool = true
    ) {
        self.radius = radius
        self.marks = marks
        self.overlay = overlay
        self.clearsOnRelease = clearsOnRelease
        self.tracksHover = tracksHover
    }
}

/// Settings of range selection along x (a brush).
public struct RangeXSelection: Hashable, Sendable {
    /// Whether the range's ends snap to the nearest data x.
    public var snapsToData: Bool
    /// The fill of the selected band; nil: the theme's accent at 15%.
    public var fill: Color?
    /// The band's edges; nil: the theme's accent.
    public var stroke: Color?
    /// Drags narrower than this (points) count as a tap and clear the range.
    public var minimumWidth: Double

    /// Creates range selection settings.
    public init(snapsToData: Bool = false, fill: Color? = nil, stroke: Color? = nil, minimumWidth: Double = 3) {
        self.snapsToData = snapsToData
        self.fill = fill
        self.stroke = stroke
        self.minimumWidth = minimumWidth
    }
}
