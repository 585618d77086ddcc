import Charta
import ChartaExamples
import ChartaSVG
import Testing

/// Rendering is a pure function of values: many charts laid out at once from a task group give the
/// same bytes as the same charts laid out one after another. `Scripts/test` runs this package under
/// ThreadSanitizer.
@Suite struct ConcurrentRenderTests {
    /// The gallery's charts and some random ones, each several times, so that tasks share charts.
    static func charts() throws -> [Chart] {
        var charts = try Gallery.entries().map(\.chart)
        var rng = SeededGenerator(seed: 15)
        for _ in 0..<12 {
            let values = (0..<Int.random(in: 1...60, using: &rng)).map { _ in Double.random(in: -50...500, using: &rng)
            }
            charts.append(
                Chart(values.indices) { BarMark(x: .value("Name", "n\($0)"), y: .value("Value", values[$0])) }
                    .frame(width: Double.random(in: 100...900, using: &rng), height: 300))
        }
        // A long line: layout reduces it in parts on two threads, and its SVG path is written in halves.
        var level = 0.0
        let walk = (0..<300_000).map { _ in
            level += Double.random(in: -1...1, using: &rng)
            return level
        }
        charts.append(
            Chart { LinePlot(x: .value("x", walk.indices.map(Double.init)), y: .value("y", walk)) }
                .frame(width: 1600, height: 400))
        return charts + charts
    }

    @Test func taskGroupGivesTheSameBytesAsSequentialRendering() async throws {
        let charts = try Self.charts()
        let sequential = charts.map { SVGRenderer().render($0.render().scene) }
        let parallel = await withTaskGroup(of: (Int, String).self) { group in
            for (i, chart) in charts.enumerated() {
                group.addTask { (i, SVGRenderer().render(chart.render().scene)) }
            }
            var out = [String](repeating: "", count: charts.count)
            for await (i, svg) in group { out[i] = svg }
            return out
        }
        #expect(parallel.count == sequential.count)
        for i in charts.indices { #expect(parallel[i] == sequential[i], "chart \(i)") }
    }
}
