import Charta
import ChartaSVG
import ChartaVegaLite
import Foundation
import FuzzDriver

/// libFuzzer entry: the input is a Vega-Lite spec. It is read, laid out and written as SVG; any trap,
/// hang, overflow or sanitizer report is a finding. Limits are smaller than the defaults so that a
/// run spends its time on many inputs rather than on one large chart.
func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let json = Data(bytes: data, count: size)
    let limits = RenderLimits(
        rows: 20_000, marks: 40_000, sceneNodes: 100_000, canvasPixels: 4_000_000, bins: 1_000,
        sequenceLength: 20_000, nestingDepth: 64, jsonBytes: 1 << 20, labelLength: 200, facetCells: 100)
    let options = VegaLiteReader.Options(limits: limits)
    let (spec, _) = VegaLiteReader.read(json: json, baseURL: nil, options: options)
    guard let spec else { return 0 }
    let rendered = ChartLayout.render(spec)
    let svg = SVGRenderer().render(rendered.scene)
    // The output is well-formed for every input: it starts and ends as one SVG document.
    if !svg.hasPrefix("<svg") || !svg.hasSuffix("</svg>\n") { fatalError("malformed SVG output") }
    return 0
}

runFuzzer { data, size in fuzzSpec(data, size) }
