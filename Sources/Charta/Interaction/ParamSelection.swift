/// A named selection in the manner of Vega-Lite's selection parameters (`params` with `select`): a
/// point selection (items, or every item sharing the clicked item's field values) or an interval (a
/// brush along x, y or both, or pan and zoom when bound to the scales). Interactive output carries it
/// out; static output shows ``initialRecords`` / ``initialX`` / ``initialY`` as the chart already drew.
public struct ParamSelection: Hashable, Sendable {
    /// Point or interval.
    public enum Kind: String, Hashable, Sendable {
        /// Clicked (or hovered) items, or the items sharing their field values.
        case point
        /// A rectangle dragged out on the plot.
        case interval
    }

    /// The pointer input that selects a point (Vega-Lite's `on`).
    public enum Trigger: String, Hashable, Sendable {
        /// A click (or tap).
        case click
        /// The pointer moving over an item (`pointerover`, `mouseover`).
        case hover
        /// Only the selection's binding (a legend-bound selection without its own `on`).
        case none
    }

    /// What clears the selection (Vega-Lite's `clear`).
    public enum Clear: String, Hashable, Sendable {
        /// A double click (Vega-Lite's default).
        case doubleClick
        /// The pointer leaving the chart (`pointerout`, the default for hover selections).
        case pointerOut
        /// Nothing (`clear: false`).
        case never
    }

    /// What else drives the selection (Vega-Lite's `bind`).
    public enum Binding: String, Hashable, Sendable {
        /// Only the plot.
        case none
        /// Clicking a legend entry selects its value; shift-click adds or removes it.
        case legend
        /// The interval is the visible domain: the wheel zooms around the pointer and dragging pans.
        case scales
    }

    /// The parameter's name (conditions refer to it).
    public var name: String
    /// Point or interval.
    public var kind: Kind
    /// What selects a point.
    public var trigger: Trigger
    /// What clears the selection.
    public var clear: Clear
    /// Whether shift-click adds or removes points instead of replacing the selection.
    public var toggles: Bool
    /// Whether a point selection takes the item nearest the pointer rather than the one under it.
    public var nearest: Bool
    /// The data fields a point selection compares: clicking an item selects every item with the same
    /// values. Empty: the item itself.
    public var fields: [String]
    /// Whether an interval spans x (its ``encodesY`` counterpart: y); both for a two-dimensional brush.
    public var encodesX: Bool
    /// Whether an interval spans y.
    public var encodesY: Bool
    /// Whether dragging inside a brush moves it (Vega-Lite's `translate`).
    public var translates: Bool
    /// Whether the wheel over a brush grows or shrinks it around the pointer (Vega-Lite's `zoom`).
    public var zooms = true
    /// What else drives the selection.
    public var binding: Binding
    /// A point selection's initial state: records of field values (by field name).
    public var initialRecords: [[String: DataValue]]
    /// An interval's initial x range in the x channel's units (numbers, seconds for dates).
    public var initialX: ClosedRange<Double>?
    /// An interval's initial y range.
    public var initialY: ClosedRange<Double>?
    /// The chart of a concatenation (its index in ``ConcatSpec/charts``) the selection is made in; 0 for a
    /// single chart.
    public var view = 0
    /// The data fields of an interval's x and y channels, by which items of other charts are tested.
    public var xField: String?
    /// The data field of an interval's y channel.
    public var yField: String?

    /// Creates a selection parameter; by default a point selection on click, cleared by a double click,
    /// with shift-click toggling.
    public init(
        name: String, kind: Kind, trigger: Trigger = .click, clear: Clear = .doubleClick, toggles: Bool = true,
        nearest: Bool = false, fields: [String] = [], encodesX: Bool = true, encodesY: Bool = true,
        translates: Bool = true, binding: Binding = .none, initialRecords: [[String: DataValue]] = [],
        initialX: ClosedRange<Double>? = nil, initialY: ClosedRange<Double>? = nil
    ) {
        self.name = name
        self.kind = kind
        self.trigger = trigger
        self.clear = clear
        self.toggles = toggles
        self.nearest = nearest
        self.fields = fields
        self.encodesX = encodesX
        self.encodesY = encodesY
        self.translates = translates
        self.binding = binding
        self.initialRecords = initialRecords
        self.initialX = initialX
        self.initialY = initialY
    }

    /// The hidden column of a layer's table that holds a field point selections compare.
    package static func column(_ field: String) -> String { "__param " + field }
}

/// A mark property that depends on selections, as a Vega-Lite `condition` does: the value of the first
/// case whose selection holds the item, else ``otherwise``. A nil value keeps the look the chart drew.
public struct ParamCondition: Hashable, Sendable {
    /// The paint property a condition sets.
    public enum Property: String, Hashable, Sendable {
        case fill
        case stroke
        case opacity
        case fillOpacity = "fill-opacity"
        case strokeOpacity = "stroke-opacity"
        case strokeWidth = "stroke-width"
        /// A symbol's scale about its centre (a size condition: the square root of the size ratio).
        case scale
        /// Whether the item shows (a filter by a selection: ``Value/hidden`` leaves it out).
        case display
    }

    /// A constant a condition sets.
    public enum Value: Hashable, Sendable {
        case color(Color)
        case number(Double)
        /// The item is not drawn (for ``Property/display``).
        case hidden
    }

    /// One branch: the selection it tests and the value it gives.
    public struct Case: Hashable, Sendable {
        /// The selection's name.
        public var param: String
        /// Whether an empty selection holds every item (Vega-Lite's `empty`, true by default).
        public var emptySelects: Bool
        /// The value for items the selection holds; nil: as drawn.
        public var value: Value?

        /// Creates a case.
        public init(param: String, emptySelects: Bool = true, value: Value?) {
            self.param = param
            self.emptySelects = emptySelects
            self.value = value
        }
    }

    /// The property set.
    public var property: Property
    /// The branches, first match wins.
    public var cases: [Case]
    /// The value when no case holds; nil: as drawn.
    public var otherwise: Value?
    /// The chart of a concatenation whose items the condition restyles; 0 for a single chart.
    public var view = 0

    /// Creates a condition.
    public init(property: Property, cases: [Case], otherwise: Value?) {
        self.property = property
        self.cases = cases
        self.otherwise = otherwise
    }
}

/// The selection parameters of a chart and the conditions on them (``InteractionBehavior/parameters``).
public struct ParamInteraction: Hashable, Sendable {
    /// The selections, in the order the spec gives them.
    public var selections: [ParamSelection]
    /// The properties that depend on them.
    public var conditions: [ParamCondition]

    /// Creates the parameters of a chart.
    public init(selections: [ParamSelection], conditions: [ParamCondition] = []) {
        self.selections = selections
        self.conditions = conditions
    }
}

extension DataValue {
    /// The value as a point selection compares it and a legend labels a category (numbers without a
    /// fraction as integers, dates as seconds).
    package var selectionKey: String { ChannelDomain.categoryLabel(self) }
}
