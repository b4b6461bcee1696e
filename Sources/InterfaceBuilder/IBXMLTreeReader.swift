import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML into an `IBElement` tree with Foundation's `XMLParser`, keeping its own element stack so
/// that every failure names the line and what was expected (XMLParser on Linux may return `true` from
/// `parse()` while `parserError` is set, so both are checked).
final class IBXMLTreeReader: NSObject, XMLParserDelegate {
    /// Elements nested deeper than this are rejected (Xcode's documents stay far below it), so hostile
    /// input cannot exhaust the stack of the recursive model builder.
    static let maximumDepth = 200

    private let fileName: String
    private var stack: [IBElement] = []
    private var root: IBElement?
    private var failure: IBReaderError?

    private init(fileName: String) { self.fileName = fileName }

    /// Parses `data` into its root element.
    /// - Complexity: O(n) in the size of the data.
    static func read(_ data: Data, fileName: String) throws(IBReaderError) -> IBElement {
        guard !data.isEmpty else { throw IBReaderError(file: fileName, line: 0, message: "the document is empty; expected <?xml …?> and a <document> element") }
        try IBXMLPreflight.check(data, fileName: fileName)
        let reader = IBXMLTreeReader(fileName: fileName)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        if let failure = reader.failure { throw failure }
        if let error = parser.parserError ?? (succeeded ? nil : NSError(domain: XMLParser.errorDomain, code: 0)) {
            let line = max(1, parser.lineNumber)
            let open = reader.stack.last.map { " inside <\($0.name)> opened at line \($0.line)" } ?? ""
            throw IBReaderError(file: fileName, line: line, message: "malformed XML (\(Self.describe(error)))\(open)")
        }
        if let open = reader.stack.last {
            throw IBReaderError(file: fileName, line: max(1, parser.lineNumber), message: "unexpected end of the document: expected </\(open.name)> for the element opened at line \(open.line)")
        }
        guard let root = reader.root else {
            throw IBReaderError(file: fileName, line: max(1, parser.lineNumber), message: "no root element; expected <document>")
        }
        return root
    }

    private static func describe(_ error: any Error) -> String {
        let ns = error as NSError
        return "XMLParser error \(ns.code)"
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        guard failure == nil else { return }
        failure = IBReaderError(file: fileName, line: max(1, parser.lineNumber), message: message)
        parser.abortParsing()
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                attributes attributeDict: [String: String] = [:]) {
        guard failure == nil else { return }
        if root != nil && stack.isEmpty { return fail(parser, "a second root element <\(elementName)>; expected the end of the document") }
        if stack.count >= Self.maximumDepth { return fail(parser, "elements nested deeper than \(Self.maximumDepth) levels") }
        stack.append(IBElement(name: elementName, attributes: attributeDict, line: max(1, parser.lineNumber)))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil else { return }
        guard let element = stack.popLast() else { return fail(parser, "</\(elementName)> without an open element") }
        guard element.name == elementName else {
            return fail(parser, "</\(elementName)> does not close <\(element.name)> opened at line \(element.line); expected </\(element.name)>")
        }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        let open = stack.last.map { " inside <\($0.name)> opened at line \($0.line)" } ?? ""
        failure = IBReaderError(file: fileName, line: max(1, parser.lineNumber), message: "malformed XML (\(Self.describe(parseError)))\(open)")
    }
}
