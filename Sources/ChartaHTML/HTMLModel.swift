import Charta

/// Everything an interactive page knows, computed in Swift: the pictures (views of the chart, and
/// per-selection pictures or overlays), and the tables the page's script looks inputs up in. The script
/// keeps a state of (view, selection) and only ever moves between entries of these tables.
struct HTMLModel: Sendable {
    /// What pointer input selects.
    enum Mode: String, Sendable {
        case none = ""
        case item
        case x
    }

    /// One position of the visible window (or one navigation view) with its tables.
    struct View: Sendable {
        /// The chart with nothing selected.
        var scene: Scene
        /// Shown between the buttons and announced when the view appears.
        var caption: String
        /// For each command, the view it leads to (-1: disabled).
        var targets: [Int]
        /// The plot area in scene coordinates.
        var plot: Rect
        /// The snap positions of nearest-x selection (``ChartProxy/xPositions``).
        var xs: [Double] = []
        /// Nearest x: scene x → selection.
        var strip: StepTable?
        /// Swipes: horizontal drag distance → view.
        var pan: StepTable?
        /// Item boxes, topmost first, with their selection.
        var regions: [(rect: Rect, selection: Int)] = []
        /// The positions (among the elements with `aria-selected`) of the selectable items' elements.
        var selectable: [Int] = []
        /// For each item selection, the positions of the elements it selects.
        var selected: [Int: [Int]] = [:]
        /// Arrow keys: selection (-1: none) → [view, selection] after Left, then after Right.
        var keys: [Int: [Int]] = [:]
        /// Pictures of the chart drawing a selection itself.
        var selectionScenes: [Int: Scene] = [:]
        /// The engine's overlay for each selection.
        var overlays: [Int: Group] = [:]
        /// How each data layer group of ``scene`` enters (``EntryAnimation/layers``): when the page
        /// first shows it, and for items that appear or leave when the view changes.
        var entry: [EntryAnimation.Effect?] = []
    }

    /// A selection the page can show.
    struct SelectionEntry: Sendable {
        var text: String
        var detail: JSONValue
    }

    var size: Size
    var title: String
    var mode = Mode.none
    /// Item selection draws `aria-selected` on the items' elements.
    var marksItems: Bool { mode == .item }
    var tracksHover = false
    var clearsOnRelease = false
    var activatesOnTap = false
    var tolerance = 0.0
    var selectedOpacity = 1.0
    var unselectedOpacity = 1.0
    var commands: [ChartNavigation.Command] = []
    var views: [View] = []
    var selections: [SelectionEntry] = []
    var startView = 0
    var startSelection = -1
    /// The chart's animation (nil: the page does not animate).
    var animation: ChartAnimation?

    /// The tables as the JSON the page embeds.
    var json: JSONValue {
        .object(
            [
                ("w", .number(size.width)), ("h", .number(size.height)), ("mode", .string(mode.rawValue)),
                ("hover", .bool(tracksHover)), ("release", .bool(clearsOnRelease)), ("activate", .bool(activatesOnTap)),
                ("tolerance", .number(tolerance)),
                ("commands", .array(commands.map { .object([("keys", .array($0.keys.map(JSONValue.string)))]) })),
                ("views", .array(views.map(\.json))),
                (
                    "selections",
                    .array(selections.map { .object([("text", .string($0.text)), ("detail", $0.detail)]) })
                ),
                ("start", .array([.int(startView), .int(startSelection)])),
            ] + motionJSON)
    }
}

extension HTMLModel.View {
    /// The view's tables as JSON.
    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("caption", .string(caption)), ("targets", .array(targets.map(JSONValue.int))),
            ("plot", .array([plot.minX, plot.minY, plot.width, plot.height].map(JSONValue.number))),
        ]
        if !xs.isEmpty { members.append(("xs", .array(xs.map(JSONValue.number)))) }
        if let strip { members.append(("strip", strip.json)) }
        if let pan { members.append(("pan", pan.json)) }
        if !regions.isEmpty {
            let boxes = regions.map { r in
                JSONValue.array(
                    [r.rect.minX, r.rect.minY, r.rect.width, r.rect.height].map(JSONValue.number) + [.int(r.selection)])
            }
            members.append(("regions", .array(boxes)))
        }
        if !selectable.isEmpty {
            members.append(("selectable", .array(selectable.map(JSONValue.int))))
            let on = selected.keys.sorted().map {
                (String($0), JSONValue.array(selected[$0, default: []].map(JSONValue.int)))
            }
            members.append(("selected", .object(on)))
        }
        if let entry = entryJSON { members.append(("entry", entry)) }
        if !keys.isEmpty {
            members.append(
                (
                    "keys",
                    .object(keys.keys.sorted().map { (String($0), .array(keys[$0, default: []].map(JSONValue.int))) })
                ))
        }
        return .object(members)
    }
}
