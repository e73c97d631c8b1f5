/// Tags, processing instructions and the DOCTYPE: the markup between `<` and `>`.
extension XMLTokenizer {
    /// `<name attribute="value" …>` or `<name …/>`, counted against the element and depth budgets.
    mutating func startTag() throws(XMLSyntaxError) -> XMLStartTag {
        let tagStart = index
        index += 1
        guard let nameRange = name() else { throw error(at: index, .malformed("expected an element name after <")) }
        let name = string(nameRange)
        elements += 1
        if elements > limits.elements { throw error(at: tagStart, .tooManyElements(limit: limits.elements)) }
        if open.count >= limits.depth { throw error(at: tagStart, .tooDeep(limit: limits.depth)) }
        if open.isEmpty, elements > 1 {
            throw error(at: tagStart, .malformed("a second root element <\(name)>; a document has one"))
        }
        var attributes: [String: String] = [:]
        while true {
            let spaced = skipSpace()
            guard index < bytes.count else {
                throw error(at: index, .malformed("the file ends inside the tag <\(name); is it truncated?"))
            }
            switch bytes[index] {
            case Self.gt:
                index += 1
                open.append(nameRange)
                return XMLStartTag(
                    name: name, attributes: attributes, isEmpty: false, line: line(at: tagStart), offset: tagStart)
            case UInt8(ascii: "/"):
                guard index + 1 < bytes.count, bytes[index + 1] == Self.gt else {
                    throw error(at: index, .malformed("expected > after / in <\(name)"))
                }
                index += 2
                pendingEnd = name
                return XMLStartTag(
                    name: name, attributes: attributes, isEmpty: true, line: line(at: tagStart), offset: tagStart)
            default:
                guard spaced else { throw error(at: index, .malformed("expected a space, > or /> in <\(name)")) }
                let (attribute, value) = try attributeValuePair(in: name)
                if attributes.updateValue(value, forKey: attribute) != nil {
                    throw error(at: index, .malformed("the attribute `\(attribute)` appears twice in <\(name)>"))
                }
            }
        }
    }

    /// `name="value"` (or single quotes): the value with entities decoded and white space normalised.
    private mutating func attributeValuePair(in element: String) throws(XMLSyntaxError) -> (String, String) {
        let start = index
        guard let nameRange = name() else {
            throw error(at: index, .malformed("expected an attribute name, > or /> in <\(element)"))
        }
        let attribute = string(nameRange)
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw error(at: index, .malformed("expected = after the attribute `\(attribute)` of <\(element)>"))
        }
        index += 1
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw error(
                at: index, .malformed("expected a quoted value for the attribute `\(attribute)` of <\(element)>"))
        }
        let quote = bytes[index]
        index += 1
        let valueStart = index
        var plain = true
        while index < bytes.count, bytes[index] != quote {
            let byte = bytes[index]
            if byte == Self.lt {
                throw error(at: index, .malformed("`<` in the value of `\(attribute)`; write &lt;"))
            }
            if byte == Self.amp || byte < 0x20 {
                try checkCharacter(at: index)
                plain = false
            }
            index += 1
        }
        guard index < bytes.count else {
            throw error(at: start, .malformed("the value of `\(attribute)` is not closed (expected a closing quote)"))
        }
        let value = plain ? string(valueStart..<index) : try decode(valueStart..<index, normalisingSpace: true)
        index += 1
        let length = value.utf8.count
        if length > limits.valueLength {
            throw error(at: start, .valueTooLong(name: attribute, bytes: length, limit: limits.valueLength))
        }
        return (attribute, value)
    }

    /// `</name>`, which must close the innermost open element.
    mutating func endTag() throws(XMLSyntaxError) -> String {
        let tagStart = index
        index += 2
        guard let nameRange = name() else { throw error(at: index, .malformed("expected an element name after </")) }
        skipSpace()
        guard index < bytes.count, bytes[index] == Self.gt else {
            throw error(at: index, .malformed("</\(string(nameRange)) is not closed (expected >)"))
        }
        index += 1
        guard let innermost = open.last else {
            throw error(at: tagStart, .malformed("</\(string(nameRange))> closes no open element"))
        }
        guard bytes[innermost].elementsEqual(bytes[nameRange]) else {
            let line = location(at: innermost.lowerBound).line
            throw error(
                at: tagStart,
                .malformed("</\(string(nameRange))> closes <\(string(innermost))>, opened on line \(line)"))
        }
        open.removeLast()
        return string(nameRange)
    }

    /// `<?target …?>`, skipped; the XML declaration's `encoding`, when given, must be UTF-8.
    mutating func processingInstruction() throws(XMLSyntaxError) {
        let start = index
        let isDeclaration = starts(with: "<?xml ") || starts(with: "<?xml\t") || starts(with: "<?xml\n")
        try skip(past: "?>", "the processing instruction is not closed (expected ?>)")
        guard isDeclaration else { return }
        let declaration = string(start..<index)
        guard let range = declaration.range(of: "encoding") else { return }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        let encoding = String(rest.prefix { $0 != "\"" && $0 != "'" && $0 != "?" && $0 != " " })
        guard ["utf-8", "utf8", "us-ascii"].contains(encoding.lowercased()) else {
            throw error(at: start, .notUTF8("the XML declaration says encoding=\"\(encoding)\""))
        }
    }

    /// `<!DOCTYPE …>`: refused, or skipped when it has no internal subset, and only before the root element.
    mutating func doctypeDeclaration() throws(XMLSyntaxError) {
        let start = index
        guard doctype == .skipWithoutInternalSubset, elements == 0 else { throw error(at: start, .declaration) }
        while index < bytes.count, bytes[index] != Self.gt {
            if bytes[index] == UInt8(ascii: "[") { throw error(at: start, .declaration) }
            index += 1
        }
        guard index < bytes.count else { throw error(at: start, .malformed("the DOCTYPE is not closed (expected >)")) }
        index += 1
    }

    /// The XML name at the cursor (letters, digits, `_ - . :` and any non-ASCII scalar, not starting with a digit,
    /// `-` or `.`), or `nil` when there is none.
    mutating func name() -> Range<Int>? {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let first = letter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
            let later =
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
            guard first || (later && index > start) else { break }
            index += 1
        }
        return index > start ? start..<index : nil
    }

    /// Skips XML white space; whether there was any.
    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count,
            bytes[index] == Self.space || bytes[index] == Self.lf || bytes[index] == Self.tab || bytes[index] == Self.cr
        { index += 1 }
        return index > start
    }
}
