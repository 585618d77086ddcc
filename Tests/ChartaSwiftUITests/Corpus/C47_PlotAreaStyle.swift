#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// The plot area styled on its own: a light grey background and a border around the plot only (the
/// axes stay outside).
struct PlotAreaStyleView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Profit by department")
                .font(.headline)

            Chart(CorpusData.departmentProfits) { item in
                BarMark(
                    x: .value("Department", item.department),
                    y: .value("Profit", item.profit),
                    width: .ratio(0.5)
                )
                .foregroundStyle(.indigo)
            }
            .chartPlotStyle { plotArea in
                plotArea
                    .background(.gray.opacity(0.1))
                    .border(.gray, width: 0.5)
            }
            .frame(height: 220)
        }
        .padding()
    }
}
