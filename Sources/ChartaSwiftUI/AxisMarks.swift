import Charta
import ChartaScene
import Foundation

/// Content of a chart axis: `AxisMarks`, one or several, possibly chosen by `if` (Swift Charts'
/// `AxisContent`).
public protocol AxisContent {}

/// One part of an axis mark: a grid line, a tick or a label (Swift Charts' `AxisMark`).
public protocol AxisMark: AxisContent {}

/// What an axis mark contributes at one value.
struct AxisMarkParts {
    var grid: AxisGridLine?
    var tick: AxisTick?
    var label: AxisValueLabel?

    mutating func add(_ content: any AxisContent) {
        switch content {
        case let g as AxisGridLine: grid = g
        case let t as AxisTick: tick = t
        case let l as AxisValueLabel: label = l
        case let list as AxisContentList: for part in list.parts { add(part) }
        case let erased as AnyAxisMark: add(erased.content)
        default: break
        }
    }
}

/// Several pieces of axis content.
public struct AxisContentList: AxisContent, AxisMark {
    let parts: [any AxisContent]

    /// The `AxisMarks` inside, however nested in lists and type-erased content.
    var marks: [AxisMarks] {
        parts.flatMap { part -> [AxisMarks] in
            switch part {
            case let marks as AxisMarks: [marks]
            case let list as AxisContentList: list.marks
            case let erased as AnyAxisContent: AxisContentList(parts: [erased.content]).marks
            default: []
            }
        }
    }
}

/// An axis mark that draws nothing, for a `switch` case with no mark.
public struct EmptyAxisMark: AxisMark {
    /// No mark.
    public init() {}
}

/// An axis mark of any type (Swift Charts' `AnyAxisMark`).
public struct AnyAxisMark: AxisMark {
    let content: any AxisMark

    /// Wraps an axis mark.
    public init(_ content: any AxisMark) { self.content = content }

    /// Wraps an axis mark.
    public init(erasing content: some AxisMark) { self.content = content }
}

/// Axis content of any type (Swift Charts' `AnyAxisContent`).
public struct AnyAxisContent: AxisContent {
    let content: any AxisContent

    /// Wraps axis content.
    public init<C: AxisContent>(_ content: C) { self.content = content }
}

/// Builds axis content.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression(_ content: any AxisContent) -> AxisContentList {
        AxisContentList(parts: [content])
    }
    public static func buildBlock(_ parts: AxisContentList...) -> AxisContentList {
        AxisContentList(parts: parts.flatMap(\.parts))
    }
    public static func buildOptional(_ part: AxisContentList?) -> AxisContentList { part ?? AxisContentList(parts: []) }
    public static func buildEither(first: AxisContentList) -> AxisContentList { first }
    public static func buildEither(second: AxisContentList) -> AxisContentList { second }
    public static func buildArray(_ parts: [AxisContentList]) -> AxisContentList {
        AxisContentList(parts: parts.flatMap(\.parts))
    }
    public static func buildLimitedAvailability(_ part: AxisContentList) -> AxisContentList { part }
}

/// Builds the parts of an axis mark.
public typealias AxisMarkBuilder = AxisContentBuilder

/// Marks along an axis at a set of values: grid lines, ticks and labels by default, or the content the
/// closure gives for each value (Swift Charts' `AxisMarks`).
public struct AxisMarks: AxisContent {
    let preset: AxisMarkPreset
    let position: AxisMarkPosition
    let values: AxisMarkValues
    let content: (AxisValue) -> AxisContentList

    /// Marks with their default grid lines, ticks and labels.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) {
        self.init(preset: preset, position: position, values: values) { _ in
            AxisGridLine(stroke: stroke)
            AxisTick(stroke: stroke)
            AxisValueLabel()
        }
    }

    /// Marks with default parts whose labels use a format style.
    public init<F: FormatStyle>(
        format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(preset: preset, position: position, values: values) { _ in
            AxisGridLine(stroke: stroke)
            AxisTick(stroke: stroke)
            AxisValueLabel(format: format)
        }
    }

    /// Marks whose parts the closure gives for each value.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisContentBuilder content: @escaping (AxisValue) -> AxisContentList
    ) {
        self.preset = preset
        self.position = position
        self.values = values
        self.content = content
    }

    /// Marks with the same parts at every value.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisContentBuilder content: @escaping () -> AxisContentList
    ) {
        self.init(preset: preset, position: position, values: values) { _ in content() }
    }

    /// Marks at the given values with the same parts at every value.
    public init<P: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
        @AxisContentBuilder content: @escaping () -> AxisContentList
    ) {
        self.init(preset: preset, position: position, values: values) { _ in content() }
    }

    /// Marks at the given values.
    public init<P: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
        stroke: StrokeStyle? = nil
    ) {
        self.init(preset: preset, position: position, values: .explicit(values.map(\.plottableValue)), stroke: stroke)
    }

    /// Marks at the given values whose parts the closure gives.
    public init<P: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
        @AxisContentBuilder content: @escaping (AxisValue) -> AxisContentList
    ) {
        self.init(preset: preset, position: position, values: .explicit(values.map(\.plottableValue)), content: content)
    }

    /// Default marks at the given values, labelled with a format style.
    public init<F: FormatStyle>(
        format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: [F.FormatInput], stroke: StrokeStyle? = nil
    ) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(format: format, preset: preset, position: position, values: .explicit(values.map(\.plottableValue)))
    }
}

/// How an axis's marks are laid out.
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// Where an axis's marks sit.
public struct AxisMarkPosition: Hashable, Sendable {
    let position: AxisPosition
    public static let automatic = AxisMarkPosition(position: .automatic)
    public static let leading = AxisMarkPosition(position: .leading)
    public static let trailing = AxisMarkPosition(position: .trailing)
    public static let top = AxisMarkPosition(position: .top)
    public static let bottom = AxisMarkPosition(position: .bottom)
}

/// The values an axis marks (Swift Charts' `AxisMarkValues`).
public struct AxisMarkValues: Sendable {
    let values: AxisValues
    /// The smallest step between automatic values, if given.
    var minimumStride: Double? = nil

    /// Nice values, about as many as fit.
    public static let automatic = AxisMarkValues(values: .automatic(count: nil))

    /// About `desiredCount` nice values.
    public static func automatic(
        desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(values: .automatic(count: desiredCount))
    }

    /// About `desiredCount` nice values at least `minimumStride` apart.
    public static func automatic<P: BinaryFloatingPoint>(
        minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(values: .automatic(count: desiredCount), minimumStride: Double(minimumStride))
    }

    /// Every `count` calendar units.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        let unit: CalendarUnit
        switch component {
        case .second: unit = .second
        case .minute: unit = .minute
        case .hour: unit = .hour
        case .weekOfYear, .weekOfMonth, .weekday: unit = .week
        case .month: unit = .month
        case .year: unit = .year
        case .quarter: return AxisMarkValues(values: .calendarStride(.month, count: 3 * max(1, count)))
        default: unit = .day
        }
        return AxisMarkValues(values: .calendarStride(unit, count: max(1, count)))
    }

    /// Every `step` data units.
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues
    {
        AxisMarkValues(values: step > 0 && step.isFinite ? .stride(step) : .automatic(count: nil))
    }

    /// Exactly these values.
    static func explicit(_ values: [DataValue]) -> AxisMarkValues { AxisMarkValues(values: .explicit(values)) }
}

/// One value an axis marks, handed to `AxisMarks`'s content closure.
public struct AxisValue {
    /// The value's place among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    let value: DataValue

    /// The value as a type, when it converts.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { P(dataValue: value) }
}

/// A grid line across the plot at an axis value.
public struct AxisGridLine: AxisMark {
    var stroke: StrokeStyle?
    var style: AnyShapeStyle?

    /// A grid line, centred on its value's band or not, with a stroke.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }

    /// The grid line in a style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine {
        var copy = self
        copy.style = AnyShapeStyle(style)
        return copy
    }

    /// The grid line moved by an offset in points (accepted; grid lines stay at their values).
    public func offset(x: Double = 0, y: Double = 0) -> AxisGridLine { self }
}

/// A tick on the axis at a value.
public struct AxisTick: AxisMark {
    var stroke: StrokeStyle?
    var style: AnyShapeStyle?

    /// A tick of a length (`.automatic`, `.label`, `.longestLabel` or points).
    public init(centered: Bool? = nil, length: AxisTickLength = .automatic, stroke: StrokeStyle? = nil) {
        self.stroke = stroke
    }

    /// A tick of a length in points.
    public init(centered: Bool? = nil, length: Double, stroke: StrokeStyle? = nil) { self.stroke = stroke }

    /// The tick in a style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick {
        var copy = self
        copy.style = AnyShapeStyle(style)
        return copy
    }

    /// The tick moved by an offset in points (accepted; ticks stay on the axis).
    public func offset(x: Double = 0, y: Double = 0) -> AxisTick { self }
}

/// The length of an axis tick.
public struct AxisTickLength: Sendable {
    let points: Double?
    public static let automatic = AxisTickLength(points: nil)
    public static let label = AxisTickLength(points: nil)
    public static let longestLabel = AxisTickLength(points: nil)
    /// A length in points.
    public static func length(_ points: Double) -> AxisTickLength { AxisTickLength(points: points) }
    /// As long as the tick's label, and `extendPastBy` points more (drawn at the automatic length).
    public static func label(extendPastBy: Double) -> AxisTickLength { AxisTickLength(points: nil) }
    /// As long as the axis's longest label, and `extendPastBy` points more (drawn at the automatic
    /// length).
    public static func longestLabel(extendPastBy: Double) -> AxisTickLength { AxisTickLength(points: nil) }
}

/// The label of an axis value: the value in the axis's format, a format style's text, or a view's text.
public struct AxisValueLabel: AxisMark {
    enum Source {
        case automatic
        case format((DataValue) -> String?)
        case view(() -> any View)
        case text(String)
    }
    let source: Source
    var font: Font?
    var style: AnyShapeStyle?
    var centered: Bool?
    var orientation: AxisValueLabelOrientation?

    init(source: Source, centered: Bool? = nil) {
        self.source = source
        self.centered = centered
    }

    /// The value in the axis's format.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {
        self.init(source: .automatic, centered: centered)
        self.orientation = orientation
    }

    /// The value formatted by a format style.
    public init<F: FormatStyle>(
        format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(source: .format { F.FormatInput(dataValue: $0).map(format.format) }, centered: centered)
        self.orientation = orientation
    }

    /// The text of a view, made for each value.
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(source: .view(content), centered: centered)
        self.orientation = orientation
    }

    /// A fixed text.
    public init(
        _ text: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic,
        orientation: AxisValueLabelOrientation = .automatic
    ) {
        self.init(source: .text(text.text), centered: centered)
    }

    /// A fixed text from a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ text: S, centered: Bool? = nil, anchor: UnitPoint? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic,
        orientation: AxisValueLabelOrientation = .automatic
    ) {
        self.init(source: .text(String(text)), centered: centered)
    }

    /// The label in a font.
    public func font(_ font: Font?) -> AxisValueLabel {
        var copy = self
        copy.font = font
        return copy
    }

    /// The label in a style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel {
        var copy = self
        copy.style = AnyShapeStyle(style)
        return copy
    }

    /// The label in a colour.
    public func foregroundColor(_ color: Color?) -> AxisValueLabel {
        var copy = self
        copy.style = color.map(AnyShapeStyle.init)
        return copy
    }

    /// The label moved (not applied).
    public func offset(x: Double = 0, y: Double = 0) -> AxisValueLabel { self }
}

/// How overlapping axis labels are resolved.
public struct AxisValueLabelCollisionResolution: Sendable {
    let name: String
    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    public static let greedy = AxisValueLabelCollisionResolution(name: "greedy")
    public static let truncate = AxisValueLabelCollisionResolution(name: "truncate")
    public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
    /// Greedy resolution with a priority and minimum spacing.
    public static func greedy(priority: Double = 0, minimumSpacing: Double = 0) -> AxisValueLabelCollisionResolution {
        .greedy
    }
}

/// How axis labels are turned.
public struct AxisValueLabelOrientation: Hashable, Sendable {
    let angle: Double?
    public static let automatic = AxisValueLabelOrientation(angle: nil)
    public static let horizontal = AxisValueLabelOrientation(angle: 0)
    public static let vertical = AxisValueLabelOrientation(angle: -90)
    public static let verticalReversed = AxisValueLabelOrientation(angle: 90)
}
