import Charta
import ChartaOutput
import Foundation
import Testing

/// ChartaOutput's formats: named by file extension and media type, laid out and encoded in one place,
/// and a format the build lacks is a typed error, never empty bytes.
@Suite struct ChartFormatTests {
    static func bars() throws -> ChartSpec {
        let table = try DataTable([("x", .strings(["a", "b", "c"])), ("y", .numbers([4, 5, 6]))])
        return ChartSpec(
            layers: [LayerSpec(mark: MarkSpec(.bar), data: table, encoding: [.x: .field("x"), .y: .field("y")])],
            size: .total(width: 300, height: 200))
    }

    @Test func formatsAreNamedByExtensionAndMediaType() {
        #expect(ChartFormat(path: "out/chart.SVG") == .svg)
        #expect(ChartFormat(path: "chart.txt") == .terminal)
        #expect(ChartFormat(path: "chart.terminal") == nil)
        #expect(ChartFormat(path: "chart.jpg") == nil)
        #expect(ChartFormat(path: "-") == nil)
        for format in ChartFormat.allCases {
            #expect(ChartFormat(mediaType: format.mediaType) == format)
            #expect(ChartFormat(path: "chart.\(format.fileExtension)") == format)
        }
        #expect(ChartFormat(mediaType: "IMAGE/SVG+XML; q=0.9") == .svg)
    }

    @Test(arguments: ChartFormat.allCases)
    func everyFormatGivesBytesOrSaysItIsUnavailable(format: ChartFormat) throws {
        let chart = format.layout(try Self.bars(), settings: OutputSettings(width: 240, height: 20))
        #expect(!chart.isRefused)
        do {
            let encoded = try format.encode(chart)
            #expect(format.isAvailable)
            #expect(!encoded.bytes.isEmpty)
            #expect(encoded.mediaType == format.mediaType)
        } catch {
            #expect(!format.isAvailable)
            #expect(error == .unavailable(format))
            #expect(error.message.contains("Cairo"))
        }
    }

    @Test func sizesArePointsOrCells() throws {
        let svg = ChartFormat.svg.layout(try Self.bars(), settings: OutputSettings(width: 240, height: 120))
        #expect(svg.rendered.scene.size.width == 240)
        #expect(svg.spec.size.height == .total(120))
        let terminal = ChartFormat.terminal.layout(try Self.bars(), settings: OutputSettings(width: 40, height: 12))
        let text = String(decoding: try ChartFormat.terminal.encode(terminal).bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 12)
        #expect(lines.allSatisfy { $0.count <= 40 })
    }
}
