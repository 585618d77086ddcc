// charta-large: draws one large line chart and reports the time of each stage, the output size, the
// peak resident memory and each stage's minor page faults as one JSON line. `Benchmarks/compare` runs it
// beside matplotlib and vl-convert on the same data file.
//
//   charta-large --data walk.f64 --format svg|png --input spec|dsl|plot|rows-dsl|rows-plot|rows-dsl-styled|
//                rows-dsl-styled-inside|rows-dsl-series|rows-dsl-series-init|stacked|stacked-interleaved
//                [--mark line|point|bar] [--reduction automatic|none] [--width 1600 --height 1000]
//                [--out chart.svg]
//   charta-large --data walk.f64 --kernel [--columns 6400]
//
// `dsl` and `plot` draw the columns with one `LineMark` per index or one `LinePlot`; `rows-dsl` and
// `rows-plot` draw an array of structs with `ForEach` and one mark (`--mark`) per element, or with the
// matching vectorized plot and key paths (the array is made before the clock starts);
// `rows-dsl-styled` and `rows-dsl-styled-inside` colour the lines with `foregroundStyle` around the
// `ForEach` or on every mark; `rows-dsl-series` colours every mark by its series with
// `foregroundStyle(by:)` (two series: the first half of the rows and the second), and
// `rows-dsl-series-init` gives the same series as `LineMark(x:y:series:)`. `stacked` and
// `stacked-interleaved` stack the walk's absolute values as bars, ten to a position (eleven to some when
// the rows are not a multiple of ten), with rows in runs of ten at one position or cycling through the
// positions.
//
// The data file holds n little-endian doubles of x, then n of y.

import Charta
import ChartaSVG
import Foundation

#if Cairo
    import ChartaCairo
#endif

struct Options {
    var data = ""
    var format = "svg"
    var input = "spec"
    var mark = "line"
    var reduction = DataReduction.automatic
    var width = 1600.0
    var height = 1000.0
    var out: String?

    init(_ arguments: [String]) {
        var i = 1
        func next() -> String {
            i += 1
            return i < arguments.count ? arguments[i] : ""
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--data": data = next()
            case "--format": format = next()
            case "--input": input = next()
            case "--mark": mark = next()
            case "--reduction": reduction = DataReduction(rawValue: next()) ?? .automatic
            case "--width": width = Double(next()) ?? width
            case "--height": height = Double(next()) ?? height
            case "--out": out = next()
            default: break
            }
            i += 1
        }
    }
}

/// Peak resident set size in bytes (VmHWM), 0 where /proc is missing.
func peakRSS() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kb * 1024
    }
    return 0
}

/// The process's minor page faults so far: each first touch of a page of new memory (or of code not yet
/// mapped) is one; a page of new memory took 1.3–2 µs on the 2-core virtual machine of the README's
/// figures (a C program touching 100 fresh pages).
func minorFaults() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    return Int(usage.ru_minflt)
}

let options = Options(CommandLine.arguments)
let clock = ContinuousClock()
var stages: [(name: String, time: Duration, faults: Int)] = []
@MainActor func stage<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
    var result: T?
    let faults = minorFaults()
    let elapsed = try clock.measure { result = try body() }
    stages.append((name, elapsed, minorFaults() - faults))
    return result!
}

let (xs, ys) = try stage("read") { () throws -> ([Double], [Double]) in
    let bytes = try Data(contentsOf: URL(fileURLWithPath: options.data))
    let n = bytes.count / 16
    var x = [Double](repeating: 0, count: n)
    var y = [Double](repeating: 0, count: n)
    bytes.withUnsafeBytes { raw in
        x.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[0..<(8 * n)])) }
        y.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[(8 * n)..<(16 * n)])) }
    }
    return (x, y)
}

/// This thread's CPU time in seconds: on a shared machine, the kernel's time without the time it waits
/// for a core.
func threadCPUTime() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

if CommandLine.arguments.contains("--kernel") {
    // The M4 kernel alone, over 6400 columns (a 1600-point plot at four columns per point; `--columns N`
    // for others, to weigh what a column costs against what a row costs): as layout
    // calls it after its column scans (x known to be sorted, y known to be finite when it is; eight parts
    // on two cores from 2^18 rows), the same on one core, and knowing nothing (checking the order and
    // each column for gaps itself). Best wall time and best thread CPU time of the runs.
    let columns = CommandLine.arguments.firstIndex(of: "--columns").flatMap {
        $0 + 1 < CommandLine.arguments.count ? Double(CommandLine.arguments[$0 + 1]) : nil
    }
    let slope = (columns ?? 6400) / Double(xs.count)
    let yFinite = ys.allSatisfy(\.isFinite)
    var fields: [String] = []
    let variants: [(name: String, sorted: Bool?, yFinite: Bool, inHalves: Bool)] = [
        ("reduce", true, yFinite, true), ("reduce_one_core", true, yFinite, false),
        ("reduce_checking_order", nil, false, false),
    ]
    for variant in variants {
        var (wall, cpu) = (Double.infinity, Double.infinity)
        for _ in 0..<(xs.count > 5_000_000 ? 20 : 100) {
            let (start, startCPU) = (clock.now, threadCPUTime())
            let kept = M4.keptRows(
                x: xs, y: ys, slope: slope, intercept: 0, xSortedAndFinite: variant.sorted, yFinite: variant.yFinite,
                inHalves: variant.inHalves)
            cpu = min(cpu, threadCPUTime() - startCPU)
            let elapsed = (clock.now - start).components
            wall = min(wall, Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
            precondition(!kept.isEmpty)
        }
        let n = Double(xs.count)
        fields += [
            "\"\(variant.name)\": \(wall)", "\"\(variant.name)_points_per_second\": \(n / wall)",
            "\"\(variant.name)_cpu_points_per_second\": \(n / cpu)",
        ]
    }
    print("{" + fields.joined(separator: ", ") + "}")
    exit(0)
}

/// One element of the rows the `rows-*` inputs draw.
struct Row {
    var x: Double
    var y: Double
}
let rows =
    options.input.hasPrefix("rows-") && !options.input.hasPrefix("rows-dsl-series")
    ? zip(xs, ys).map { Row(x: $0, y: $1) } : []

/// One element of the rows `rows-dsl-series` draws.
struct SeriesRow {
    var x: Double
    var y: Double
    var series: String
}
let seriesRows =
    options.input.hasPrefix("rows-dsl-series")
    ? xs.indices.map { SeriesRow(x: xs[$0], y: ys[$0], series: $0 < xs.count / 2 ? "first" : "second") } : []

/// The chart spec from the data, as `--input` asks.
func makeSpec() throws -> ChartSpec {
    switch options.input {
    case "plot":
        return Chart { LinePlot(x: .value("x", xs), y: .value("y", ys)) }.spec
    case "dsl":
        return Chart(xs.indices) { i in LineMark(x: .value("x", xs[i]), y: .value("y", ys[i])) }.spec
    case "rows-dsl" where options.mark == "point":
        return Chart { ForEach(rows) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) } }.spec
    case "rows-dsl" where options.mark == "bar":
        return Chart { ForEach(rows) { BarMark(x: .value("x", $0.x), y: .value("y", $0.y)) } }.spec
    case "rows-dsl-styled":
        return Chart {
            ForEach(rows) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.foregroundStyle(.systemRed)
        }
        .spec
    case "rows-dsl-styled-inside":
        return Chart {
            ForEach(rows) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)).foregroundStyle(.systemRed) }
        }.spec
    case "rows-dsl-series":
        return Chart {
            ForEach(seriesRows) {
                LineMark(x: .value("x", $0.x), y: .value("y", $0.y)).foregroundStyle(by: .value("Series", $0.series))
            }
        }.spec
    case "rows-dsl-series-init":
        return Chart {
            ForEach(seriesRows) {
                LineMark(x: .value("x", $0.x), y: .value("y", $0.y), series: .value("Series", $0.series))
            }
        }.spec
    case "rows-dsl":
        return Chart { ForEach(rows) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) } }.spec
    case "rows-plot" where options.mark == "point":
        return Chart { PointPlot(rows, x: .value("x", \.x), y: .value("y", \.y)) }.spec
    case "rows-plot" where options.mark == "bar":
        return Chart { BarPlot(rows, x: .value("x", \.x), y: .value("y", \.y)) }.spec
    case "rows-plot":
        return Chart { LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y)) }.spec
    case "stacked", "stacked-interleaved":
        // Bars stacked ten to a position: rows in runs of ten at one position, or cycling through them.
        let stacks = max(1, xs.count / 10)
        let position = xs.indices.map { Double(options.input == "stacked" ? $0 / 10 : $0 % stacks) }
        let table = try DataTable([("x", .numbers(position)), ("y", .numbers(ys.map { abs($0) }))])
        return ChartSpec(layers: [
            LayerSpec(
                mark: MarkSpec(.bar), data: table,
                encoding: [.x: .field("x"), .y: ChannelEncoding(.field("y"), stack: .standard)])
        ])
    default:
        let table = try DataTable([("x", .numbers(xs)), ("y", .numbers(ys))])
        return ChartSpec(
            layers: [LayerSpec(mark: MarkSpec(.line), data: table, encoding: [.x: .field("x"), .y: .field("y")])])
    }
}
if let k = CommandLine.arguments.firstIndex(of: "--profile-ingest"), k + 1 < CommandLine.arguments.count {
    // Builds the chart many times, for a profiler.
    for _ in 0..<(Int(CommandLine.arguments[k + 1]) ?? 1) { _ = try makeSpec() }
}
var spec = try stage("ingest") { try makeSpec() }
spec.size = .total(width: options.width, height: options.height)
spec.reduction = options.reduction
#if Cairo
    // Like matplotlib, which reads its font list when imported, load the font configuration before the
    // clock starts.
    if options.format == "png" { CairoRenderer.loadFontConfiguration() }
#endif
if let k = CommandLine.arguments.firstIndex(of: "--profile-layout"), k + 1 < CommandLine.arguments.count {
    // Lays the chart out many times, for a profiler.
    for _ in 0..<(Int(CommandLine.arguments[k + 1]) ?? 1) { _ = ChartLayout.render(spec) }
}
let rendered = stage("layout") { ChartLayout.render(spec) }
if let k = CommandLine.arguments.firstIndex(of: "--profile-render"), k + 1 < CommandLine.arguments.count {
    // Draws the laid-out chart many times, for a profiler.
    for _ in 0..<(Int(CommandLine.arguments[k + 1]) ?? 1) {
        #if Cairo
            if options.format == "png" {
                _ = try CairoRenderer().png(rendered.scene)
                continue
            }
        #endif
        _ = SVGRenderer().renderBytes(rendered.scene)
    }
}
var bytes: [UInt8] = []
switch options.format {
case "png":
    #if Cairo
        bytes = try stage("png") { try CairoRenderer().png(rendered.scene) }
    #else
        fatalError("png needs the Cairo trait")
    #endif
default:
    bytes = stage("svg") { SVGRenderer().renderBytes(rendered.scene) }
}
if let out = options.out { try Data(bytes).write(to: URL(fileURLWithPath: out)) }

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}
let total = stages.filter { $0.name != "read" }.map { seconds($0.time) }.reduce(0, +)
let fields =
    stages.map { "\"\($0.name)\": \(seconds($0.time))" } + [
        "\"total\": \(total)", "\"bytes\": \(bytes.count)", "\"rss\": \(peakRSS())", "\"points\": \(xs.count)",
    ] + stages.map { "\"\($0.name)_faults\": \($0.faults)" }
print("{" + fields.joined(separator: ", ") + "}")
