#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct StorageBarCategory: Identifiable {
    let name: String
    let gigabytes: Double
    var id: String { name }
}

/// A settings-style storage bar: one-dimensional bars (x only) stacked into a single rounded strip, with
/// the legend and both axes left out and a caption above.
struct StorageBarView: View {
    static let categories: [StorageBarCategory] = [
        StorageBarCategory(name: "Apps", gigabytes: 38.4),
        StorageBarCategory(name: "Photos", gigabytes: 61.2),
        StorageBarCategory(name: "Messages", gigabytes: 9.8),
        StorageBarCategory(name: "System", gigabytes: 14.1),
        StorageBarCategory(name: "Other", gigabytes: 6.5),
    ]

    var capacity: Double = 256

    private var used: Double {
        Self.categories.map(\.gigabytes).reduce(0, +)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("iPhone")
                    .font(.headline)
                Spacer()
                Text("\(used, specifier: "%.1f") GB of \(Int(capacity)) GB used")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Chart(Self.categories) { category in
                BarMark(x: .value("Size", category.gigabytes))
                    .foregroundStyle(by: .value("Category", category.name))
            }
            .chartXScale(domain: 0...capacity)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartLegend(position: .bottom, alignment: .leading, spacing: 6)
            .chartPlotStyle { plotArea in
                plotArea
                    .background(.gray.opacity(0.15))
                    .clipShape(RoundedRectangle(cornerRadius: 4))
            }
            .frame(height: 70)
        }
        .padding()
    }
}
