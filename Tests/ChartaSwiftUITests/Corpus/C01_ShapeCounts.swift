#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// The smallest chart there is: three bars listed one by one, the middle one picked out in red.
struct ShapeCountsView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Shapes in the toy box")
                .font(.headline)
            Chart {
                BarMark(
                    x: .value("Shape Type", "Cube"),
                    y: .value("Total Count", 5)
                )
                BarMark(
                    x: .value("Shape Type", "Sphere"),
                    y: .value("Total Count", 6)
                )
                .foregroundStyle(.red)
                BarMark(
                    x: .value("Shape Type", "Pyramid"),
                    y: .value("Total Count", 4)
                )
            }
            .frame(height: 200)
        }
        .padding()
    }
}
