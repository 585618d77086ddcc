import Charta
import Foundation

/// The domain given to `chartXScale(domain:)` and its kin: a range or list of values, or an automatic
/// domain with options (Swift Charts' `ScaleDomain`).
public protocol ScaleDomain {
    /// How the domain changes a scale's settings.
    func apply(to scale: inout ScaleSpec)
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public func apply(to scale: inout ScaleSpec) {
        switch (lowerBound.plottableValue, upperBound.plottableValue) {
        case (.number(let a), .number(let b)) where a.isFinite && b.isFinite:
            scale.domain = .numbers(Swift.min(a, b)...Swift.max(a, b))
        case (.date(let a), .date(let b)):
            let (s, e) = (a.timeIntervalSince1970, b.timeIntervalSince1970)
            scale.domain = .dates(Swift.min(s, e)...Swift.max(s, e))
        default: break
        }
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    public func apply(to scale: inout ScaleSpec) { (lowerBound...upperBound).apply(to: &scale) }
}

extension Array: ScaleDomain where Element: Plottable {
    /// Categories in their order, or numbers or dates from the least to the greatest; a list whose
    /// first value is greater than its last (`[100, 0]`) reverses the scale.
    public func apply(to scale: inout ScaleSpec) {
        let values = map(\.plottableValue)
        if values.allSatisfy({ if case .string = $0 { true } else { false } }) {
            scale.domain = .categories(values.compactMap { if case .string(let s) = $0 { s } else { nil } })
        } else if values.count >= 2 {
            let numbers = values.compactMap { v -> Double? in
                switch v {
                case .number(let n): n
                case .date(let d): d.timeIntervalSince1970
                case .string: nil
                }
            }
            guard let lo = numbers.min(), let hi = numbers.max(), lo.isFinite, hi.isFinite else { return }
            if case .date = values[0] { scale.domain = .dates(lo...hi) } else { scale.domain = .numbers(lo...hi) }
            if let first = numbers.first, let last = numbers.last, first > last { scale.reverse = true }
        }
    }
}

/// A domain worked out from the data, with options.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?

    public func apply(to scale: inout ScaleSpec) {
        if let includesZero { scale.includesZero = includesZero }
        if let reversed { scale.reverse = reversed }
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The data's domain.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

    /// The data's domain, with or without zero, reversed or not.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }

    /// The data's domain, as dates binned by a calendar unit.
    public static func automatic(dataType: Any.Type) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: nil, reversed: nil)
    }

    /// The data's domain, as a closure would change it (accepted; the domain is the data's).
    public static func automatic<DataValue: Plottable>(
        dataType: DataValue.Type, modifyInferredDomain: @escaping (inout [DataValue]) -> Void
    ) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: nil, reversed: nil)
    }
}

/// The range given to `chartXScale(range:)`: the plot's extent with padding (Swift Charts'
/// `ScaleRange`).
public protocol ScaleRange {
    /// Padding at the start and end of the plot, in points.
    var padding: (start: Double, end: Double) { get }
}

/// The plot's length, with padding at the ends.
public struct PositionScaleRange: ScaleRange {
    public let padding: (start: Double, end: Double)

    /// The plot's length with `padding` at both ends.
    public static func plotDimension(padding: Double = 0) -> PositionScaleRange {
        PositionScaleRange(padding: (padding, padding))
    }

    /// The plot's length with padding at each end.
    public static func plotDimension(startPadding: Double = 0, endPadding: Double = 0) -> PositionScaleRange {
        PositionScaleRange(padding: (startPadding, endPadding))
    }
}

extension ScaleRange where Self == PositionScaleRange {
    /// The plot's length with `padding` at both ends.
    public static func plotDimension(padding: Double = 0) -> PositionScaleRange {
        PositionScaleRange(padding: (padding, padding))
    }

    /// The plot's length with padding at each end.
    public static func plotDimension(startPadding: Double = 0, endPadding: Double = 0) -> PositionScaleRange {
        PositionScaleRange(padding: (startPadding, endPadding))
    }
}

extension ClosedRange: ScaleRange where Bound: BinaryFloatingPoint {
    public var padding: (start: Double, end: Double) { (0, 0) }
}

/// The type of a scale (Swift Charts' `ScaleType`).
public struct ScaleType: Hashable, Sendable {
    let kind: ScaleSpec.Kind?
    public static let automatic = ScaleType(kind: nil)
    public static let linear = ScaleType(kind: .linear)
    public static let log = ScaleType(kind: .log(base: 10))
    public static let squareRoot = ScaleType(kind: .pow(exponent: 0.5))
    public static let symmetricLog = ScaleType(kind: .symlog(constant: 1))
    public static let date = ScaleType(kind: .time)
    public static let category = ScaleType(kind: .band)
    /// A power scale.
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(kind: .pow(exponent: exponent)) }
}
