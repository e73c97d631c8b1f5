import Foundation

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
/// `<string>`, … with `<key>`s; the five predefined entities and numeric character references; comments, the XML
/// declaration and the DOCTYPE are skipped, and no other entity is defined or expanded (so no entity expansion or
/// external reference can be smuggled in). Written here, rather than through `PropertyListSerialization`, so every
/// error has a line and column, old-style text is not silently accepted, and nothing leaks on a refusal.
struct PlistXMLReader {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var depth = 0

    /// Nesting deeper than this is refused: a `.stringsdict` nests three levels.
    static let maximumDepth = SpecLimits.maximumPlistDepth

    init(_ data: Data, file: String) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        self.file = file
    }

    /// The document's one value.
    mutating func read() throws(StringsError) -> PlistValue {
        try skipProlog()
        guard try openTag() == "plist" else { throw error("expected <plist> (a .stringsdict is an XML property list)") }
        skipSpace()
        let value = try value()
        skipSpace()
        guard try closeTag() == "plist" else { throw error("expected </plist> after the plist's one value") }
        try skipMisc()
        guard index == bytes.count else { throw error("unexpected content after </plist>") }
        return value
    }

    private mutating func value() throws(StringsError) -> PlistValue {
        let start = index
        let (name, empty) = try openTagWithEmpty()
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("the plist nests more than \(Self.maximumDepth) levels") }
        switch name {
        case "true", "false":
            if !empty { guard try closeTag() == name else { throw error("expected </\(name)>") } }
            return .other(name)
        case "string", "integer", "real", "date", "data", "key":
            if empty { return name == "string" ? .string("") : .other("") }
            let text = try characters()
            guard try closeTag() == name else { throw error("expected </\(name)>") }
            return name == "string" ? .string(text) : .other(text)
        case "dict":
            var entries: [(String, PlistValue)] = []
            if empty { return .dictionary(entries) }
            while true {
                try skipMisc()
                if peekClose() { break }
                let keyStart = index
                guard try openTag() == "key" else { index = keyStart; throw error("expected <key> in <dict>") }
                let key = try characters()
                guard try closeTag() == "key" else { throw error("expected </key>") }
                try skipMisc()
                entries.append((key, try value()))
            }
            guard try closeTag() == "dict" else { throw error("expected </dict>") }
            return .dictionary(entries)
        case "array":
            var items: [PlistValue] = []
            if empty { return .array(items) }
            while true {
                try skipMisc()
                if peekClose() { break }
                items.append(try value())
            }
            guard try closeTag() == "array" else { throw error("expected </array>") }
            return .array(items)
        default:
            index = start
            throw error(
                "<\(name)> is not a property-list element (expected dict, array, string, key, integer, real, true, false, date or data)"
            )
        }
    }

    // MARK: - Lexing

    private func error(_ problem: String) -> StringsError {
        var line = 1, column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return StringsError(file: file, line: line, column: column, problem: problem)
    }

    private func starts(with text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return index + utf8.count <= bytes.count && Array(bytes[index..<index + utf8.count]) == utf8
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// Skips to just after `terminator`, or throws `problem`.
    private mutating func skip(past terminator: String, _ problem: String) throws(StringsError) {
        let utf8 = Array(terminator.utf8)
        while index + utf8.count <= bytes.count {
            if Array(bytes[index..<index + utf8.count]) == utf8 { index += utf8.count; return }
            index += 1
        }
        throw error(problem)
    }

    /// Space and comments.
    private mutating func skipMisc() throws(StringsError) {
        while true {
            skipSpace()
            guard starts(with: "<!--") else { return }
            try skip(past: "-->", "the comment is not closed (expected -->)")
        }
    }

    /// The XML declaration, the DOCTYPE (no internal subset), comments.
    private mutating func skipProlog() throws(StringsError) {
        while true {
            try skipMisc()
            if starts(with: "<?") {
                try skip(past: "?>", "the XML declaration is not closed (expected ?>)")
            } else if starts(with: "<!DOCTYPE") {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                    if bytes[index] == UInt8(ascii: "[") {
                        index = start;
                        throw error(
                            "the DOCTYPE defines entities, which a plist never needs (refused, so no entity is expanded)"
                        )
                    }
                    index += 1
                }
                guard index < bytes.count else { throw error("the DOCTYPE is not closed (expected >)") }
                index += 1
            } else {
                return
            }
        }
    }

    private func peekClose() -> Bool { starts(with: "</") }

    private mutating func name() -> String {
        let start = index
        while index < bytes.count,
            bytes[index] >= 0x80
                || "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.:".utf8.contains(bytes[index])
        { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func openTag() throws(StringsError) -> String {
        let (name, empty) = try openTagWithEmpty()
        guard !empty else { throw error("<\(name)/> is empty where content was expected") }
        return name
    }

    /// `<name attributes…>` or `<name …/>`; attributes are skipped (quoted values may hold `>`).
    private mutating func openTagWithEmpty() throws(StringsError) -> (String, Bool) {
        try skipMisc()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<"), !peekClose() else {
            throw error("expected an element such as <dict> or <string>")
        }
        index += 1
        let tag = name()
        guard !tag.isEmpty else { throw error("expected an element name after <") }
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                index += 1
                return (tag, index >= 2 && bytes[index - 2] == UInt8(ascii: "/"))
            }
            index += 1
        }
        throw error("<\(tag) is not closed (expected >)")
    }

    private mutating func closeTag() throws(StringsError) -> String {
        try skipMisc()
        guard peekClose() else { throw error("expected a closing tag") }
        index += 2
        let tag = name()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw error("</\(tag) is not closed (expected >)")
        }
        index += 1
        return tag
    }

    /// Text up to the next `<`, with entities and character references replaced; CDATA sections kept as written.
    private mutating func characters() throws(StringsError) -> String {
        var out: [UInt8] = []
        while index < bytes.count {
            if starts(with: "<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>", "the CDATA section is not closed (expected ]]>)")
                out += bytes[start..<index - 3]
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&") {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                    index = start; throw error("`&` starts no entity (write &amp; for an ampersand)")
                }
                let entity = String(decoding: bytes[start + 1..<index], as: UTF8.self)
                index += 1
                let predefined = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
                if let text = predefined[entity] {
                    out += Array(text.utf8)
                } else if entity.hasPrefix("#"),
                    let code = entity.hasPrefix("#x")
                        ? UInt32(entity.dropFirst(2), radix: 16) : UInt32(entity.dropFirst()),
                    let scalar = Unicode.Scalar(code)
                {
                    out += Array(String(Character(scalar)).utf8)
                } else {
                    index = start
                    throw error(
                        "&\(entity); is not an entity a plist may use (expected &lt; &gt; &amp; &quot; &apos; or &#NN;)"
                    )
                }
                continue
            }
            out.append(byte)
            index += 1
        }
        guard let text = String(validating: out, as: UTF8.self) else { throw error("the text is not UTF-8") }
        return text
    }
}
