import Foundation

/// How a scrolling chart comes to rest (Swift Charts' `ChartScrollTargetBehavior`). A rendered chart
/// shows one window, so behaviours are accepted and change nothing.
public protocol ChartScrollTargetBehavior {}

/// Scrolling that rests on values: every `unit`, or dates matching components.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// Where a long scroll rests instead (a page, a larger unit, matching dates).
    public struct MajorAlignment {
        let description: String

        /// Every `unit` of the axis.
        public static func unit(_ unit: Double) -> MajorAlignment { MajorAlignment(description: "unit \(unit)") }
        /// Dates matching the components.
        public static func matching(_ components: DateComponents) -> MajorAlignment {
            MajorAlignment(description: "\(components)")
        }
        /// A visible domain's length.
        public static var page: MajorAlignment { MajorAlignment(description: "page") }
    }

    /// When the behaviour applies.
    public enum LimitBehavior {
        case automatic, always, never, alwaysByFew, alwaysByOne
    }

    let description: String
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Resting on multiples of `unit`.
    public static func valueAligned(
        unit: Double, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorAlignment? = nil
    ) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(description: "unit \(unit)")
    }

    /// Resting on dates that match `components`.
    public static func valueAligned(
        matching components: DateComponents,
        majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorAlignment? = nil,
        limitBehavior: ValueAlignedChartScrollTargetBehavior.LimitBehavior = .automatic
    ) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(description: "\(components)")
    }
}

/// Scrolling a visible domain's length at a time.
public struct PagingChartScrollTargetBehavior: ChartScrollTargetBehavior {}

extension ChartScrollTargetBehavior where Self == PagingChartScrollTargetBehavior {
    /// Paging by the visible domain.
    public static var paging: PagingChartScrollTargetBehavior { PagingChartScrollTargetBehavior() }
}
