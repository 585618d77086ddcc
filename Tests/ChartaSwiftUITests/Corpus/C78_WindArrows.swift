#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// An arrow pointing where the wind blows, drawn in the unit box and turned with `CGAffineTransform`
/// (`Path.applying(_:)`), as weather apps draw wind on a chart.
struct WindArrowsArrow: ChartSymbolShape {
    /// Radians, clockwise from pointing down the screen.
    let angle: Double

    var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    func path(in rect: CGRect) -> Path {
        var arrow = Path()
        arrow.move(to: CGPoint(x: 0, y: 1))
        arrow.addLine(to: CGPoint(x: -0.5, y: -1))
        arrow.addLine(to: CGPoint(x: 0.5, y: -1))
        arrow.closeSubpath()
        let side = min(rect.width, rect.height) / 2
        return arrow.applying(CGAffineTransform(rotationAngle: angle))
            .applying(CGAffineTransform(scaleX: side, y: side).translatedBy(x: 0, y: 0))
            .applying(CGAffineTransform(translationX: rect.midX, y: rect.midY))
    }
}

/// Wind speed by hour, each point an arrow turned to the wind's direction.
struct WindArrowsView: View {
    static let hours: [(hour: Int, speed: Double, direction: Double)] = [
        (6, 8, 0), (9, 12, 0.5), (12, 18, 1.2), (15, 22, .pi / 2), (18, 15, .pi), (21, 9, 2.6),
    ]

    var body: some View {
        Chart(Self.hours, id: \.hour) { entry in
            PointMark(x: .value("Hour", entry.hour), y: .value("Speed", entry.speed))
                .symbol(WindArrowsArrow(angle: entry.direction))
                .symbolSize(120)
        }
        .chartYAxisLabel("km/h")
        .frame(height: 180)
        .padding()
    }
}
