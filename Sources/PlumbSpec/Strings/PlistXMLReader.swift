import Foundation
import PlumbCore

/// A property-list value as an XML plist holds it: what a `.stringsdict` file is made of.
enum PlistValue: Equatable {
    case string(String)
    case dictionary([(String, PlistValue)])
    case array([PlistValue])
    /// `<integer>`, `<real>`, `<true/>`, `<false/>`, `<date>`, `<data>`: kept as their text, not used by strings.
    case other(String)

    static func == (a: PlistValue, b: PlistValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)), (.other(let x), .other(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.dictionary(let x), .dictionary(let y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: false
        }
    }
}

/// Reads an XML property list (Apple's `PropertyList-1.0.dtd`): `<plist>` holding one `<dict>`, `<array>`,
/// `<string>`, … with `<key>`s.
///
/// The bytes go through PlumbCore's `XMLTokenizer`, the lexer the Interface Builder reader shares: the five
/// predefined entities and numeric character references are decoded, CDATA is kept as written, comments, the XML
/// declaration and a DOCTYPE without an internal subset are skipped, and no other entity is defined or expanded (so
/// no entity expansion or external reference can be smuggled in). Written here, rather than through
/// `PropertyListSerialization`, so every error has a line and column, old-style text is not silently accepted, and
/// nothing leaks on a refusal.
struct PlistXMLReader {
    private let data: Data
    private let file: String
    private var tokens: XMLTokenizer?

    /// Nesting deeper than this is refused: a `.stringsdict` nests three levels.
    static let maximumDepth = SpecLimits.maximumPlistDepth

    init(_ data: Data, file: String) {
        self.data = data
        self.file = file
    }

    /// The document's one value.
    mutating func read() throws(StringsError) -> PlistValue {
        // The plist's own depth check (in values) comes before the tokenizer's (in elements, `<plist>` included).
        let limits = XMLReadLimits(bytes: .max, elements: .max, depth: Self.maximumDepth + 2, valueLength: .max)
        do {
            tokens = try XMLTokenizer(
                data, limits: limits, doctype: .skipWithoutInternalSubset, keepsWhitespaceText: true)
        } catch {
            throw stringsError(error)
        }
        guard case .start(let plist) = try nextElementOrEnd(), plist.name == "plist" else {
            throw error("expected <plist> (a .stringsdict is an XML property list)", at: 0)
        }
        guard !plist.isEmpty, case .start(let tag) = try nextElementOrEnd() else {
            throw error("expected an element such as <dict> or <string>", at: plist.offset)
        }
        let value = try value(of: tag, depth: 1)
        guard case .end = try nextElementOrEnd() else {
            throw error("expected </plist> after the plist's one value", at: tokens?.offset ?? 0)
        }
        return value
    }

    private mutating func value(of tag: XMLStartTag, depth: Int) throws(StringsError) -> PlistValue {
        guard depth <= Self.maximumDepth else {
            throw error("the plist nests more than \(Self.maximumDepth) levels", at: tag.offset)
        }
        switch tag.name {
        case "true", "false":
            _ = try characters(of: tag)
            return .other(tag.name)
        case "string", "integer", "real", "date", "data", "key":
            let text = try characters(of: tag)
            return tag.name == "string" ? .string(text) : .other(text)
        case "dict":
            var entries: [(String, PlistValue)] = []
            while case .start(let key) = try nextElementOrEnd() {
                guard key.name == "key" else { throw error("expected <key> in <dict>", at: key.offset) }
                let name = try characters(of: key)
                guard case .start(let valueTag) = try nextElementOrEnd() else {
                    throw error("expected a value after <key>\(name)</key>", at: tokens?.offset ?? 0)
                }
                entries.append((name, try value(of: valueTag, depth: depth + 1)))
            }
            return .dictionary(entries)
        case "array":
            var items: [PlistValue] = []
            while case .start(let item) = try nextElementOrEnd() { items.append(try value(of: item, depth: depth + 1)) }
            return .array(items)
        default:
            throw error(
                "<\(tag.name)> is not a property-list element (expected dict, array, string, key, integer, real, true, "
                    + "false, date or data)", at: tag.offset)
        }
    }

    /// The text of `tag` up to its end tag; an element inside it is refused.
    private mutating func characters(of tag: XMLStartTag) throws(StringsError) -> String {
        var text = ""
        while true {
            switch try next() {
            case .text(let run): text += run
            case .end: return text
            case .start(let inner): throw error("expected </\(tag.name)>", at: inner.offset)
            case nil: throw error("expected </\(tag.name)>", at: tokens?.offset ?? 0)
            }
        }
    }

    /// The next start or end tag, past white space; other text there is refused.
    private mutating func nextElementOrEnd() throws(StringsError) -> XMLToken? {
        while true {
            let start = tokens?.offset ?? 0
            let token = try next()
            guard case .text(let text) = token else { return token }
            if !text.allSatisfy(\.isWhitespace) {
                throw error("expected an element such as <dict> or <string>, not text", at: start)
            }
        }
    }

    private mutating func next() throws(StringsError) -> XMLToken? {
        do {
            return try tokens?.next()
        } catch {
            throw stringsError(error)
        }
    }

    private func error(_ problem: String, at offset: Int) -> StringsError {
        let (line, column) = tokens?.location(at: offset) ?? (1, 1)
        return StringsError(file: file, line: line, column: column, problem: problem)
    }

    private func stringsError(_ error: XMLSyntaxError) -> StringsError {
        let problem: String =
            switch error.problem {
            case .declaration:
                "the DOCTYPE defines entities, which a plist never needs (refused, so no entity is expanded)"
            case .notUTF8(let reason): "the file is not UTF-8 (\(reason))"
            case .tooDeep: "the plist nests more than \(Self.maximumDepth) levels"
            case .malformed(let reason): reason
            case .tooLarge, .tooManyElements, .valueTooLong: "the plist is over a reading budget"
            }
        return StringsError(file: file, line: error.line, column: error.column, problem: problem)
    }
}
