// terminal-bench: `charta plot`'s path for a 1,000,000-row CSV (an ISO date-time column and a number
// column): reading with type inference, layout in cells, and drawing as terminal text at 100 × 30.
// Each phase runs several times after a warm-up; the median time is reported.

import Charta
import ChartaTabular
import ChartaTerminal
import Foundation

let rows = 1_000_000
let runs = 5
var csv = "time,value\n"
csv.reserveCapacity(rows * 32)
for i in 0..<rows {
    let minutes = i % 60
    let hours = (i / 60) % 24
    let day = 1 + (i / 1440) % 28
    let value = Double(i % 997) / 10 + 50 * sin(Double(i) * 1e-4)
    csv +=
        "2024-02-\(day < 10 ? "0" : "")\(day)T\(hours < 10 ? "0" : "")\(hours):\(minutes < 10 ? "0" : "")\(minutes)Z,"
    csv += "\((value * 1000).rounded() / 1000)\n"
}

let clock = ContinuousClock()
func median(_ body: () -> Void) -> Double {
    body()  // warm-up
    var times: [Double] = []
    for _ in 0..<runs {
        let (seconds, attoseconds) = clock.measure(body).components
        times.append(Double(seconds) + Double(attoseconds) / 1e18)
    }
    return times.sorted()[runs / 2]
}

print("terminal-bench: \(rows) rows, \(csv.utf8.count) bytes of CSV, median of \(runs) runs (release build expected)")
var table = DataTable()
let read = median { table = (try? TabularReader().table(csv, format: .csv)) ?? DataTable() }
guard let spec = try? QuickChart(x: "time", y: "value").spec(table) else { fatalError("the table has no columns") }
let measurer = CellTextMeasurer()
var scene = Scene(size: .zero)
let layout = median {
    scene = ChartLayout.render(spec, size: measurer.size(columns: 100, rows: 30), measurer: measurer).scene
}
var text = ""
let draw = median { text = TerminalRenderer(colorMode: .trueColor).render(scene) }
func ms(_ seconds: Double) -> String { "\((seconds * 10_000).rounded() / 10) ms" }
print("read and infer: \(ms(read)) (\((read / Double(rows) * 1e9).rounded()) ns/row)")
print("layout: \(ms(layout)); terminal text: \(ms(draw)), \(text.utf8.count) bytes")
