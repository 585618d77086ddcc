import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a strict XML parse of a document found.
public struct ParsedXML {
    public var error: String?
    /// Every element name, in document order.
    public var elements: [String] = []
    /// Every attribute name seen on each element name.
    public var attributes: [String: Set<String>] = [:]
    /// Every attribute value, in document order.
    public var attributeValues: [String] = []
    /// Character data per element name (concatenated).
    public var text: [String: String] = [:]
}

/// Parses `svg` with Foundation's XMLParser (libxml2 on Linux). On Linux `parse()` can return true for a
/// malformed document, so errors are also collected from the delegate callbacks; see
/// XMLParserStrictnessTests.
public func parseXML(_ svg: String) -> ParsedXML {
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
