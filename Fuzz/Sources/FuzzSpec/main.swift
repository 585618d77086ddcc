import Charta
import ChartaSVG
import ChartaVegaLite
import Foundation
import FuzzDriver

/// A data folder as a server's, with what an attacker would leave in it: a CSV file, a FIFO and a link
/// out of the folder. Specs read files only beneath it, as `charta serve` lets them.
let dataFolder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("charta-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(
        at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try? "a,b\n1,2\n3,5\n".write(to: folder.appendingPathComponent("points.csv"), atomically: true, encoding: .utf8)
    mkfifo(folder.appendingPathComponent("fifo.csv").path, 0o600)
    try? FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("out.csv").path, withDestinationPath: "/etc/passwd")
    return folder
}()

/// libFuzzer entry: the input is a Vega-Lite spec. It is read, laid out and written as SVG; any trap,
/// hang, overflow or sanitizer report is a finding. Limits are smaller than the defaults so that a
/// run spends its time on many inputs rather than on one large chart.
func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let json = Data(bytes: data, count: size)
    let limits = RenderLimits(
        rows: 20_000, marks: 40_000, sceneNodes: 100_000, canvasPixels: 4_000_000, bins: 1_000,
        sequenceLength: 20_000, nestingDepth: 64, jsonBytes: 1 << 20, labelLength: 200, facetCells: 100)
    let options = VegaLiteReader.Options(limits: limits, fileAccess: .within(dataFolder))
    let (spec, _) = VegaLiteReader.read(json: json, baseURL: nil, options: options)
    guard let spec else { return 0 }
    let rendered = ChartLayout.render(spec)
    let svg = SVGRenderer().render(rendered.scene)
    // The output is well-formed for every input: it starts and ends as one SVG document.
    if !svg.hasPrefix("<svg") || !svg.hasSuffix("</svg>\n") { fatalError("malformed SVG output") }
    return 0
}

runFuzzer { data, size in fuzzSpec(data, size) }
