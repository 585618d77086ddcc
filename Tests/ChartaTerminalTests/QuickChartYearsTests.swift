import Charta
import Foundation
import Testing

@testable import ChartaTabular

/// A column of years is labelled as years: no thousands separator, whole years only.
@Suite struct QuickChartYearsTests {
    func tickLabels(_ csv: String, axis: Channel) throws -> [String] {
        let table = try TabularReader().read(csv).table
        let spec = try QuickChart(x: table.names[0], y: table.names[1]).spec(table)
        let rendered = ChartLayout.render(spec, size: Size(width: 400, height: 300))
        return rendered.axisTicks[axis, default: []].map(\.label)
    }

    @Test func yearsOnXAreWholeAndUngrouped() throws {
        let labels = try tickLabels("year,population\n2000,5\n2001,7\n2002,6\n2003,9\n", axis: .x)
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { !$0.contains(",") && !$0.contains(".") }, "\(labels)")
        #expect(labels.contains("2000") && labels.contains("2003"), "\(labels)")
    }

    @Test func aColumnNamedForYearsCountsEvenOutsideTheUsualRange() {
        #expect(QuickChart.holdsYears("fiscal_year", .numbers([1850, 1851])))
        #expect(QuickChart.holdsYears("t", .numbers([1990, 2024, .nan])))
        #expect(!QuickChart.holdsYears("price", .numbers([1500, 1750.5])))
        #expect(!QuickChart.holdsYears("count", .numbers([120, 4000])))
    }

    @Test func otherNumbersKeepTheirSeparators() throws {
        let labels = try tickLabels("x,sales\n1,1000\n2,250000\n3,500000\n", axis: .y)
        #expect(labels.contains { $0.contains(",") }, "\(labels)")
    }
}
