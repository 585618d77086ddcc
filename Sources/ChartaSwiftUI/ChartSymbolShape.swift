import Charta
import ChartaScene
import Foundation

/// A shape that marks a point (Swift Charts' `ChartSymbolShape`): a shape, with the part of the unit
/// square it looks like it fills. The basic symbols and SwiftUI's shapes conform, and so can shapes of
/// your own, drawn from their path in the unit box.
public protocol ChartSymbolShape: Shape {
    /// The part of the unit square that the symbol looks like it fills.
    var perceptualUnitRect: CGRect { get }
    /// The scene symbol drawn.
    var sceneShape: SymbolShape { get }
    /// Whether the symbol is filled (else outlined).
    var isFilled: Bool { get }
}

extension ChartSymbolShape {
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    public var isFilled: Bool { true }
    /// The shape's path in the symbol's unit box (−1…1 on both axes).
    public var sceneShape: SymbolShape {
        .custom(SymbolPath(outline: path(in: CGRect(x: -1, y: -1, width: 2, height: 2)).scenePath))
    }

    /// The symbol outlined.
    public func strokeBorder(lineWidth: Double = 1) -> some ChartSymbolShape {
        OutlinedSymbol(sceneShape: sceneShape, perceptualUnitRect: perceptualUnitRect)
    }

    /// The symbol outlined with a stroke style (drawn as an outline of the mark's line width).
    public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape {
        OutlinedSymbol(sceneShape: sceneShape, perceptualUnitRect: perceptualUnitRect)
    }
}

/// A symbol drawn as an outline.
struct OutlinedSymbol: ChartSymbolShape {
    let sceneShape: SymbolShape
    let perceptualUnitRect: CGRect
    var isFilled: Bool { false }

    func path(in rect: CGRect) -> Path { BasicChartSymbolShape(sceneShape: sceneShape).path(in: rect) }
}

/// The symbols Swift Charts names.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    public let sceneShape: SymbolShape

    public static let circle = BasicChartSymbolShape(sceneShape: .circle)
    public static let square = BasicChartSymbolShape(sceneShape: .square)
    public static let triangle = BasicChartSymbolShape(sceneShape: .triangleUp)
    public static let diamond = BasicChartSymbolShape(sceneShape: .diamond)
    public static let pentagon = BasicChartSymbolShape(sceneShape: .star)
    public static let plus = BasicChartSymbolShape(sceneShape: .plus)
    public static let cross = BasicChartSymbolShape(sceneShape: .cross)
    public static let asterisk = BasicChartSymbolShape(sceneShape: .wye)

    /// The symbol centred in `rect`, as large as a square of its shorter side.
    public func path(in rect: CGRect) -> Path {
        let side = Double(min(rect.width, rect.height))
        var path = Path()
        path.scenePath = sceneShape.path(center: Point(x: Double(rect.midX), y: Double(rect.midY)), size: side * side)
        return path
    }
}

/// Any symbol shape (Swift Charts' `AnyChartSymbolShape`).
public struct AnyChartSymbolShape: ChartSymbolShape {
    public let sceneShape: SymbolShape
    public let isFilled: Bool
    public let perceptualUnitRect: CGRect
    private let outline: @Sendable (CGRect) -> Path

    /// The shape, type-erased.
    public init<S: ChartSymbolShape>(_ shape: S) {
        (sceneShape, isFilled, perceptualUnitRect) = (shape.sceneShape, shape.isFilled, shape.perceptualUnitRect)
        outline = { [shape] rect in MainActor.assumeIsolatedIfMain { shape.path(in: rect) } ?? Path() }
    }

    public func path(in rect: CGRect) -> Path { outline(rect) }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape.pentagon }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape.plus }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape.cross }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape.asterisk }
}

extension Circle: ChartSymbolShape {
    public nonisolated var sceneShape: SymbolShape { .circle }
}

extension Rectangle: ChartSymbolShape {
    public nonisolated var sceneShape: SymbolShape { .square }
}

extension RoundedRectangle: ChartSymbolShape {
    public nonisolated var sceneShape: SymbolShape { .square }
}

extension Capsule: ChartSymbolShape {
    public nonisolated var sceneShape: SymbolShape { .circle }
}

extension Ellipse: ChartSymbolShape {
    public nonisolated var sceneShape: SymbolShape { .circle }
}

/// Describes a chart for assistive technologies (the accessibility framework's
/// `AXChartDescriptorRepresentable`); Charta accepts it and keeps the chart's own description.
public protocol AXChartDescriptorRepresentable {
    /// The chart's description.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Updates a description.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

/// A chart's description for assistive technologies.
public final class AXChartDescriptor {
    public var title: String?
    public var summary: String?
    public var xAxis: any AXDataAxisDescriptor
    public var yAxis: (any AXDataAxisDescriptor)?
    public var series: [AXDataSeriesDescriptor]

    /// A description of axes and series.
    public init(
        title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
        yAxis: (any AXDataAxisDescriptor)? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
        series: [AXDataSeriesDescriptor]
    ) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.series = series
    }
}

/// An axis of a chart's description.
public protocol AXDataAxisDescriptor {
    var title: String { get }
}

/// A numeric axis of a chart's description.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    public var range: ClosedRange<Double>
    public var gridlinePositions: [Double]
    let format: (Double) -> String

    /// A numeric axis.
    public init(
        title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
        valueDescriptionProvider: @escaping (Double) -> String
    ) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        format = valueDescriptionProvider
    }
}

/// A categorical axis of a chart's description.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    public var categoryOrder: [String]

    /// A categorical axis.
    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }
}

/// A series of a chart's description.
public struct AXDataSeriesDescriptor {
    public var name: String
    public var isContinuous: Bool
    public var dataPoints: [AXDataPoint]

    /// A series.
    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }
}

/// A point of a series.
public struct AXDataPoint {
    public var xValue: AXDataPointValue
    public var yValue: AXDataPointValue?
    public var label: String?

    /// A point with a numeric x.
    public init(x: Double, y: Double? = nil, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .number(x)
        yValue = y.map(AXDataPointValue.number)
        self.label = label
    }

    /// A point with a category as x.
    public init(x: String, y: Double? = nil, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .category(x)
        yValue = y.map(AXDataPointValue.number)
        self.label = label
    }
}

/// A value of a described point.
public enum AXDataPointValue {
    case number(Double)
    case category(String)
}
