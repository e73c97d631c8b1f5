/// A streaming XML tokenizer over UTF-8 bytes that defines and expands no entity: what Plumb reads Interface Builder
/// documents and XML property lists with.
///
/// It reads elements, attributes (with the five predefined entities and numeric character references, values
/// normalised as XML says), character data and CDATA sections; it skips comments, processing instructions and the XML
/// declaration; it refuses an `<!ENTITY` anywhere and a `<!DOCTYPE` unless asked to skip one without an internal
/// subset (a plist's), so no entity expansion ("billion laughs") or external reference can be smuggled in. Input
/// must be UTF-8. End tags must match their start tags and the document has exactly one root element. Every error
/// carries the line and column of the offending byte, and the budgets of `XMLReadLimits` are checked as it goes.
///
/// Written here, rather than through Foundation's `XMLParser`, so that errors have columns, nothing leaks on a
/// refusal (libxml2's error objects did, under LeakSanitizer) and the readers of both formats share one lexer.
public struct XMLTokenizer {
    /// What a `<!DOCTYPE` means to the reader.
    public enum DoctypePolicy: Sendable {
        /// Refused wherever it is (Interface Builder never writes one).
        case refuse
        /// Skipped when it has no internal subset (`[…]`, where entities are defined); refused when it has one.
        case skipWithoutInternalSubset
    }

    let bytes: [UInt8]
    let limits: XMLReadLimits
    let doctype: DoctypePolicy
    let keepsWhitespaceText: Bool
    var index = 0
    /// The name ranges of the open elements, innermost last.
    var open: [Range<Int>] = []
    var elements = 0
    /// The end token owed for a self-closing tag just returned.
    var pendingEnd: String?
    var countedTo = 0
    var countedLine = 1

    /// A tokenizer over `data`; checks its size, encoding and UTF-8 before any token is read.
    ///
    /// - Parameter keepsWhitespaceText: whether runs of white space alone are tokens (a plist's `<string> </string>`
    ///   holds a space); an Interface Builder reader drops them.
    public init(
        _ data: some Collection<UInt8>, limits: XMLReadLimits, doctype: DoctypePolicy, keepsWhitespaceText: Bool
    ) throws(XMLSyntaxError) {
        if data.count > limits.bytes {
            throw XMLSyntaxError(line: 1, column: 1, problem: .tooLarge(bytes: data.count, limit: limits.bytes))
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        self.limits = limits
        self.doctype = doctype
        self.keepsWhitespaceText = keepsWhitespaceText
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw error(at: 0, .notUTF8("it starts with a UTF-16 byte-order mark"))
        }
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            throw error(at: 0, .notUTF8("it starts with a NUL byte, as UTF-16 text does"))
        }
        if let bad = Self.firstInvalidUTF8(in: bytes) {
            throw error(
                at: bad, .notUTF8("byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) is not UTF-8"))
        }
    }

    /// The next token, or `nil` after the root element's end (and any comments after it).
    public mutating func next() throws(XMLSyntaxError) -> XMLToken? {
        if let name = pendingEnd {
            pendingEnd = nil
            return .end(name: name)
        }
        while index < bytes.count {
            guard bytes[index] == Self.lt else {
                if let text = try characterData() { return .text(text) }
                continue
            }
            switch index + 1 < bytes.count ? bytes[index + 1] : 0 {
            case UInt8(ascii: "?"): try processingInstruction()
            case UInt8(ascii: "!"):
                if starts(with: "<!--") {
                    try skip(past: "-->", "the comment is not closed (expected -->)")
                } else if starts(with: "<![CDATA[") {
                    return .text(try cdataSection())
                } else if starts(with: "<!DOCTYPE") {
                    try doctypeDeclaration()
                } else if starts(with: "<!ENTITY") {
                    throw error(at: index, .declaration)
                } else {
                    throw error(at: index, .malformed("`<!` starts no comment, CDATA section or DOCTYPE"))
                }
            case UInt8(ascii: "/"): return .end(name: try endTag())
            default: return .start(try startTag())
            }
        }
        if let innermost = open.last {
            let line = location(at: innermost.lowerBound).line
            throw error(
                at: bytes.count,
                .malformed("the file ends inside <\(string(innermost))> (opened on line \(line)); is it truncated?"))
        }
        if elements == 0 { throw error(at: bytes.count, .malformed("no root element")) }
        return nil
    }

    /// The byte offset just after the last token read, for a reader's own messages about it.
    public var offset: Int { index }

    /// The 1-based line and column (counted in Unicode scalars) of the byte at `offset`.
    public func location(at offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == Self.lf {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    func error(at offset: Int, _ problem: XMLSyntaxError.Problem) -> XMLSyntaxError {
        let (line, column) = location(at: offset)
        return XMLSyntaxError(line: line, column: column, problem: problem)
    }

    /// The line of `offset`, counting on from the last offset asked for (tags come in order, so each byte is
    /// counted once).
    mutating func line(at offset: Int) -> Int {
        guard offset >= countedTo else { return location(at: offset).line }
        var line = countedLine
        bytes.withUnsafeBufferPointer { buffer in
            for position in countedTo..<offset where buffer[position] == Self.lf { line += 1 }
        }
        countedTo = offset
        countedLine = line
        return line
    }

    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = text.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        return true
    }

    /// Moves to just after `terminator`, or throws `problem` at the construct's start.
    mutating func skip(past terminator: StaticString, _ problem: String) throws(XMLSyntaxError) {
        let start = index
        while index < bytes.count {
            if starts(with: terminator) {
                index += terminator.utf8CodeUnitCount
                return
            }
            index += 1
        }
        throw error(at: start, .malformed(problem))
    }

    static let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), amp = UInt8(ascii: "&"), lf = UInt8(ascii: "\n")
    static let cr = UInt8(ascii: "\r"), tab = UInt8(ascii: "\t"), space = UInt8(ascii: " ")
}
