import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder document's XML into `IBElement`s, entity-free and within `IBReadLimits`.
///
/// Interface Builder never writes a document type declaration, so any `<!DOCTYPE` or `<!ENTITY` is refused before
/// the parser sees the bytes: that alone rules out entity expansion bombs ("billion laughs") and external entities,
/// whatever the XML library would do with them. Foundation's `XMLParser` (libxml2 on Linux) is then run with
/// external entity resolution off, and the budgets are checked element by element, aborting at the first one
/// exceeded.
public enum IBXMLReader {
    /// The root element of `data`, read from `file` (named in errors).
    ///
    /// - Throws: `IBError` with the file, the line and what was wrong.
    public static func read(_ data: Data, file: String, limits: IBReadLimits = .default) throws(IBError) -> IBElement {
        if data.count > limits.bytes {
            throw IBError(file: file, line: nil, problem: .tooLarge(bytes: data.count, limit: limits.bytes))
        }
        if let line = declarationLine(in: data) {
            throw IBError(file: file, line: line, problem: .documentTypeDeclaration)
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = TreeBuilder(limits: limits)
        parser.delegate = builder
        let parsed = parser.parse()
        if let problem = builder.problem {
            throw IBError(file: file, line: builder.problemLine, problem: problem)
        }
        guard parsed, let root = builder.root else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unreadable XML"
            throw IBError(file: file, line: max(1, parser.lineNumber), problem: .malformed(reason))
        }
        return root
    }

    /// The line of the first `<!DOCTYPE` or `<!ENTITY` in `data`, or `nil`.
    static func declarationLine(in data: Data) -> Int? {
        let markers: [[UInt8]] = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
        var line = 1
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = bytes[index]
                if byte == 0x0A { line += 1 }
                if byte == 0x3C, index + 1 < count, bytes[index + 1] == 0x21 {
                    for marker in markers where index + marker.count <= count {
                        if (0..<marker.count).allSatisfy({ bytes[index + $0] == marker[$0] }) { return line }
                    }
                }
                index += 1
            }
            return nil
        }
    }

    /// The parser's delegate: builds the element tree on a stack, counting elements and depth.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        let limits: IBReadLimits
        var stack: [IBElement] = []
        var root: IBElement?
        var elements = 0
        var problem: IBError.Problem?
        var problemLine: Int?

        init(limits: IBReadLimits) { self.limits = limits }

        func fail(_ parser: XMLParser, _ problem: IBError.Problem) {
            guard self.problem == nil else { return }
            self.problem = problem
            problemLine = parser.lineNumber
            parser.abortParsing()
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard problem == nil else { return }
            elements += 1
            if elements > limits.elements { return fail(parser, .tooManyElements(limit: limits.elements)) }
            if stack.count >= limits.depth { return fail(parser, .tooDeep(limit: limits.depth)) }
            for (name, value) in attributes where value.utf8.count > limits.attributeLength {
                return fail(
                    parser, .attributeTooLong(name: name, bytes: value.utf8.count, limit: limits.attributeLength))
            }
            stack.append(IBElement(name: elementName, attributes: attributes, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard problem == nil, !stack.isEmpty else { return }
            let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { return }
            stack[stack.count - 1].text += trimmed
            if stack[stack.count - 1].text.utf8.count > limits.attributeLength {
                fail(
                    parser,
                    .attributeTooLong(
                        name: "text", bytes: stack[stack.count - 1].text.utf8.count, limit: limits.attributeLength))
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard problem == nil, let element = stack.popLast() else { return }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            fail(parser, .documentTypeDeclaration)
        }

        func parser(
            _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
            systemID: String?
        ) {
            fail(parser, .documentTypeDeclaration)
        }
    }
}
