#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Tap a scatter plot to pick the nearest penguin: the tap location, made relative to the plot frame,
/// becomes an (x, y) data pair through `ChartProxy.value(at:as:)`.
@available(iOS 17.0, macOS 14.0, *)
struct TapInspectView: View {
    private let penguins = CorpusData.penguins

    @State private var selectedID: Int?

    private func nearest(flipper: Double, mass: Double) -> PenguinSample? {
        penguins.min { lhs, rhs in
            distance(lhs, flipper: flipper, mass: mass) < distance(rhs, flipper: flipper, mass: mass)
        }
    }

    /// Distance in "axis units": one millimetre of flipper weighs as much as fifty grams of mass.
    private func distance(_ penguin: PenguinSample, flipper: Double, mass: Double) -> Double {
        let dx = penguin.flipperLength - flipper
        let dy = (penguin.bodyMass - mass) / 50
        return (dx * dx + dy * dy).squareRoot()
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Tap a penguin")
                .font(.headline)

            Chart(penguins) { penguin in
                PointMark(
                    x: .value("Flipper length", penguin.flipperLength),
                    y: .value("Body mass", penguin.bodyMass)
                )
                .foregroundStyle(by: .value("Species", penguin.species))
                .symbolSize(penguin.id == selectedID ? 120 : 30)
            }
            .chartXScale(domain: 170...235)
            .chartYScale(domain: 3000...6000)
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle()
                        .fill(.clear)
                        .contentShape(Rectangle())
                        .onTapGesture { location in
                            guard let plotFrame = proxy.plotFrame else { return }
                            let origin = geometry[plotFrame].origin
                            let point = CGPoint(x: location.x - origin.x, y: location.y - origin.y)
                            if let (flipper, mass) = proxy.value(at: point, as: (Double, Double).self) {
                                selectedID = nearest(flipper: flipper, mass: mass)?.id
                            }
                        }
                }
            }
            .frame(height: 280)
        }
        .padding()
    }
}
