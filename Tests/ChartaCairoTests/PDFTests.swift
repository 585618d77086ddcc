#if Cairo
    import Charta
    import Foundation
    import Testing

    @testable import ChartaCairo

    /// PDF output is a vector document whose text is text: poppler's `pdftotext` reads the labels back.
    @Suite struct PDFTests {
        static let chart = Chart([("Alpha", 30.0), ("Bravo", 12), ("Charlie", 45), ("太郎", 20)]) { entry in
            BarMark(x: .value("Name", entry.0), y: .value("Score", entry.1))
        }
        .frame(width: 400, height: 300)

        @Test func isAOnePageDocumentOfTheScenesSize() throws {
            let pdf = try CairoRenderer().pdf(Self.chart.render().scene)
            let text = String(decoding: pdf, as: UTF8.self)
            #expect(text.hasPrefix("%PDF-"))
            #expect(text.contains("/MediaBox [ 0 0 400 300 ]"))
            #expect(text.contains("/Count 1"))
        }

        @Test(
            .enabled(
                if: ExternalTools.pdftotext != nil || ExternalTools.isCI,
                "pdftotext (Debian poppler-utils) is not installed; skipping the PDF text check"))
        func axisLabelsCanBeExtracted() throws {
            let tool = try #require(ExternalTools.pdftotext, "CI must install poppler-utils")
            let rendered = Self.chart.render()
            let labels = rendered.scene.root.placedLeaves().compactMap { placed -> String? in
                guard case .text(let t) = placed.node, placed.roles.contains(.axisLabel) else { return nil }
                return t.text
            }
            try #require(labels.contains("Alpha") && labels.contains("40"), "axis labels: \(labels)")
            let folder = try ExternalTools.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("chart.pdf")
            try Data(try CairoRenderer().pdf(rendered.scene)).write(to: file)
            let extracted = String(decoding: try ExternalTools.run(tool, [file.path, "-"]), as: UTF8.self)
            let words = Set(extracted.split(whereSeparator: \.isWhitespace).map(String.init))
            for label in labels {
                #expect(words.contains(label), "pdftotext did not find \(label) in \(extracted)")
            }
        }

        @Test func invalidSizesThrowInsteadOfDrawing() throws {
            let renderer = CairoRenderer()
            for size in [Size(width: 0, height: 10), Size(width: .nan, height: 10), Size(width: 10, height: -1)] {
                let empty = Scene(size: size)
                #expect(throws: CairoError.self) { try renderer.pdf(empty) }
                #expect(throws: CairoError.self) { try renderer.png(empty) }
            }
            let fine = Scene(size: Size(width: 10, height: 10))
            #expect(throws: CairoError.invalidSize(width: 40_000, height: 40_000)) {
                try renderer.png(Scene(size: Size(width: 20_000, height: 20_000)), scale: 2)
            }
            for scale in [0, -1, .infinity] {
                #expect(throws: CairoError.invalidScale(scale)) { try renderer.png(fine, scale: scale) }
            }
            #expect(throws: CairoError.self) { try renderer.png(fine, scale: .nan) }
        }
    }
#endif
