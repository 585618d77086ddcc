#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A struct made plottable by hand: it travels through the chart as its primitive string ("EU 42")
/// and is rebuilt from it for the axis labels.
struct ShoeSize: Plottable, Hashable {
    let eu: Int

    init(eu: Int) {
        self.eu = eu
    }

    var primitivePlottable: String {
        "EU \(eu)"
    }

    init?(primitivePlottable: String) {
        guard primitivePlottable.hasPrefix("EU "), let size = Int(primitivePlottable.dropFirst(3)) else {
            return nil
        }
        self.eu = size
    }
}

struct ShoeSizesStock: Identifiable {
    let size: ShoeSize
    let pairs: Int
    var id: Int { size.eu }
}

/// Pairs in stock per shoe size, with the axis labels rebuilt from the custom plottable type.
struct ShoeSizesView: View {
    static let stock: [ShoeSizesStock] = [
        (38, 4), (39, 9), (40, 15), (41, 22), (42, 26), (43, 19), (44, 12), (45, 6), (46, 2),
    ].map { ShoeSizesStock(size: ShoeSize(eu: $0.0), pairs: $0.1) }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Pairs in stock")
                .font(.headline)

            Chart(Self.stock) { item in
                BarMark(
                    x: .value("Size", item.size),
                    y: .value("Pairs", item.pairs)
                )
                .foregroundStyle(item.size.eu == 42 ? Color.purple : Color.purple.opacity(0.5))
            }
            .chartXAxis {
                AxisMarks { value in
                    AxisValueLabel {
                        if let size = value.as(ShoeSize.self) {
                            Text(String(size.eu))
                        }
                    }
                }
            }
            .chartXAxisLabel("EU size", alignment: .center)
            .frame(height: 220)
        }
        .padding()
    }
}
