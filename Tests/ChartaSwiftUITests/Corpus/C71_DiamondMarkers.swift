#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A symbol shape of the app's own: a diamond drawn from its path, used for a line's points, with a
/// gradient aligned to the plot area and the interpolation named in the legend.
struct DiamondMarkersShape: ChartSymbolShape, InsettableShape {
    var inset: CGFloat = 0

    var perceptualUnitRect: CGRect { CGRect(x: 0.15, y: 0.15, width: 0.7, height: 0.7) }

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: inset, dy: inset)
        var path = Path()
        path.move(to: CGPoint(x: r.midX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.midY))
        path.addLine(to: CGPoint(x: r.midX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX, y: r.midY))
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> DiamondMarkersShape {
        DiamondMarkersShape(inset: inset + amount)
    }
}

struct DiamondMarkersView: View {
    let interpolation: InterpolationMethod = .catmullRom

    var body: some View {
        VStack(alignment: .leading) {
            Text("Interpolation: \(interpolation.description)")
                .font(.caption)
            Chart(CorpusData.dailySteps) { day in
                LineMark(x: .value("Day", day.day, unit: .day), y: .value("Steps", day.steps))
                    .interpolationMethod(interpolation)
                    .symbol(DiamondMarkersShape())
                    .symbolSize(80)
                AreaMark(x: .value("Day", day.day, unit: .day), y: .value("Steps", day.steps))
                    .foregroundStyle(
                        .linearGradient(
                            colors: [.blue.opacity(0.3), .clear], startPoint: .top, endPoint: .bottom)
                    )
                    .alignsMarkStylesWithPlotArea()
            }
            .frame(height: 200)
        }
        .padding()
    }
}
