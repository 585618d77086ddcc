import ChartaScene
import Foundation
import Testing

@testable import ChartaSVG

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Fixed, round metrics so that golden files are easy to check by hand: ascent 0.8 em, descent 0.2 em,
/// every character 0.5 em wide.
struct StubMeasurer: TextMeasurer {
    func width(of text: String, font: Font) -> Double { Double(text.count) * font.size / 2 }
    func ascent(of font: Font) -> Double { font.size * 0.8 }
    func descent(of font: Font) -> Double { font.size * 0.2 }
}

/// Renders with the stub metrics and the given settings.
func renderSVG(
    _ scene: Scene, precision: Int = 2, interactive: Bool = false, idPrefix: String = "",
    roleDescription: String? = nil
) -> String {
    let options = SVGOptions(
        measurer: StubMeasurer(), precision: precision, interactive: interactive, idPrefix: idPrefix,
        roleDescription: roleDescription)
    return SVGRenderer(options: options).render(scene)
}

/// Compares `actual` with the golden file `__Snapshots__/<name>.svg` next to the calling test file.
///
/// A missing golden fails. With `RECORD_SNAPSHOTS=1` in the environment the file is (re)written and the
/// test still fails, so a recording run can never pass unnoticed.
func assertGolden(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__", isDirectory: true)
    let file = directory.appendingPathComponent("\(name).svg")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            Issue.record(
                "Recorded golden \(file.path); review it, then run again without RECORD_SNAPSHOTS",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record golden \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
        Issue.record("Missing golden \(file.path); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(actualLines.count, expectedLines.count)
    let line = (0..<common).first { actualLines[$0] != expectedLines[$0] } ?? common
    let got = line < actualLines.count ? String(actualLines[line]) : "<end of output>"
    let want = line < expectedLines.count ? String(expectedLines[line]) : "<end of golden>"
    Issue.record(
        "Output differs from golden \(name).svg at line \(line + 1)\n  expected: \(want)\n  actual:   \(got)",
        sourceLocation: sourceLocation)
}

/// What a strict XML parse of a document found.
struct ParsedXML {
    var error: String?
    /// Every element name, in document order.
    var elements: [String] = []
    /// Every attribute name seen on each element name.
    var attributes: [String: Set<String>] = [:]
    /// Every attribute value, in document order.
    var attributeValues: [String] = []
    /// Character data per element name (concatenated).
    var text: [String: String] = [:]
}

/// Parses `svg` with Foundation's XMLParser (libxml2 on Linux). On Linux `parse()` can return true for a
/// malformed document, so errors are also collected from the delegate callbacks; see
/// XMLParserStrictnessTests.
func parseXML(_ svg: String) -> ParsedXML {
    let collector = XMLCollector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.shouldProcessNamespaces = false
    parser.delegate = collector
    let ok = parser.parse()
    var result = collector.result
    if !ok { result.error = result.error ?? parser.parserError.map { "\($0)" } ?? "parse failed" }
    if collector.openElements > 0 { result.error = result.error ?? "unclosed elements" }
    return result
}

/// The XMLParser delegate behind ``parseXML(_:)`` (a class because XMLParser requires one; test only).
final class XMLCollector: NSObject, XMLParserDelegate {
    var result = ParsedXML()
    private var stack: [String] = []
    var openElements: Int { stack.count }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        result.elements.append(elementName)
        result.attributes[elementName, default: []].formUnion(attributeDict.keys)
        result.attributeValues.append(contentsOf: attributeDict.keys.sorted().compactMap { attributeDict[$0] })
        stack.append(elementName)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        if !stack.isEmpty { stack.removeLast() }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        result.error = result.error ?? "\(parseError)"
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
        result.error = result.error ?? "\(validationError)"
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let top = stack.last else { return }
        result.text[top, default: ""] += string
    }
}
