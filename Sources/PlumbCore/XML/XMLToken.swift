/// One piece of an XML document as `XMLTokenizer` reads it: a start tag, an end tag or a run of character data.
///
/// Comments, processing instructions and the XML declaration are not tokens: the tokenizer skips them. A self-closing
/// tag (`<rect …/>`) is a `.start` whose `isEmpty` is true, followed at once by its `.end`, so a reader that builds a
/// tree needs no special case for it.
public enum XMLToken: Sendable {
    case start(XMLStartTag)
    case end(name: String)
    /// Character data with the predefined entities and character references replaced, or a CDATA section as written.
    case text(String)
}

/// A start tag: the element's name, its attributes (values decoded and normalised as XML says) and where it starts.
public struct XMLStartTag: Sendable {
    public var name: String
    public var attributes: [String: String]
    /// Whether the tag closes itself (`<name …/>`).
    public var isEmpty: Bool
    /// The 1-based line of the tag's `<`.
    public var line: Int
    /// The tag's `<` as a byte offset into the document, for `XMLTokenizer.location(at:)`.
    public var offset: Int

    public init(name: String, attributes: [String: String], isEmpty: Bool, line: Int, offset: Int) {
        self.name = name
        self.attributes = attributes
        self.isEmpty = isEmpty
        self.line = line
        self.offset = offset
    }
}

/// The budgets `XMLTokenizer` enforces, so a hostile document (a huge file, a deep nesting, millions of elements, a
/// megabyte attribute) is refused with a message instead of exhausting memory or the stack of a recursive reader.
public struct XMLReadLimits: Hashable, Sendable {
    /// The largest document, in bytes.
    public var bytes: Int
    /// The most elements in one document.
    public var elements: Int
    /// The deepest element nesting.
    public var depth: Int
    /// The longest attribute value or run of character data, in UTF-8 bytes after decoding.
    public var valueLength: Int

    public init(bytes: Int, elements: Int, depth: Int, valueLength: Int) {
        self.bytes = bytes
        self.elements = elements
        self.depth = depth
        self.valueLength = valueLength
    }
}

/// Why `XMLTokenizer` stopped, and where: the 1-based line and column (in Unicode scalars) of the offending byte.
public struct XMLSyntaxError: Error, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var problem: Problem

    public enum Problem: Hashable, Sendable {
        case tooLarge(bytes: Int, limit: Int)
        /// A `<!DOCTYPE` where the reader refuses one, or a DOCTYPE with an internal subset, or an `<!ENTITY`:
        /// refused so that no entity is ever defined or expanded.
        case declaration
        /// Bytes that are not UTF-8, a UTF-16 byte-order mark, or a declared encoding other than UTF-8.
        case notUTF8(String)
        case tooManyElements(limit: Int)
        case tooDeep(limit: Int)
        /// An attribute value (named) or a run of character data (named `text`) longer than the budget.
        case valueTooLong(name: String, bytes: Int, limit: Int)
        /// Anything else that is not well-formed XML, said in a sentence.
        case malformed(String)
    }

    public init(line: Int, column: Int, problem: Problem) {
        self.line = line
        self.column = column
        self.problem = problem
    }
}
