import Foundation

/// Reads a `.strings` file: the old-style property-list text Xcode and `genstrings` write — `"key" = "value";`
/// pairs, `/* */` and `//` comments, unquoted keys and values of letters, digits and `_$+/:.-`, the shorthand
/// `"key";` (the value is the key), and escapes (`\n`, `\t`, `\"`, `\\`, `\U20AC`, octal `\101`). UTF-8 or UTF-16
/// (with a byte-order mark, or UTF-16 little-endian as `genstrings` writes it without one).
///
/// Written here rather than through `PropertyListSerialization` so that every error names its line and column.
public enum StringsFileReader {
    /// The pairs of `data`, in file order (a key given twice keeps its last value, as Foundation's reader does).
    ///
    /// - Throws: `StringsError` with the line and column of the first thing that is not a pair.
    public static func read(_ data: Data, file: String) throws(StringsError) -> [(key: String, value: String)] {
        let text = try decode(data, file: file)
        var scanner = Scanner(characters: Array(text.unicodeScalars), file: file)
        var pairs: [(String, String)] = []
        var positions: [String: Int] = [:]
        while true {
            try scanner.skipSpaceAndComments()
            guard !scanner.atEnd else { break }
            let key = try scanner.string(what: "a key (a quoted string such as \"inbox.title\")")
            try scanner.skipSpaceAndComments()
            var value = key
            if scanner.peek() == "=" {
                scanner.advance()
                try scanner.skipSpaceAndComments()
                value = try scanner.string(what: "a value (a quoted string) after `=`")
                try scanner.skipSpaceAndComments()
            }
            guard scanner.peek() == ";" else {
                throw scanner.error("expected `;` after the pair for \(key.debugDescription)")
            }
            scanner.advance()
            if let index = positions[key] {
                pairs[index].1 = value
            } else {
                positions[key] = pairs.count
                pairs.append((key, value))
            }
        }
        return pairs
    }

    /// The text of `data`: UTF-8 (with or without a BOM) or UTF-16 (BOM, or little-endian with none).
    static func decode(_ data: Data, file: String) throws(StringsError) -> String {
        let bytes = [UInt8](data.prefix(3))
        var text: String?
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            text = String(data: data.dropFirst(3), encoding: .utf8)
        } else if data.count >= 2, data.count % 2 == 0, bytes.count >= 2, bytes[1] == 0, bytes[0] != 0 {
            text = String(data: data, encoding: .utf16LittleEndian)
        } else {
            text = String(data: data, encoding: .utf8)
        }
        guard let text else {
            throw StringsError(
                file: file, problem: "is not UTF-8 or UTF-16 text (expected a .strings file as Xcode writes it)")
        }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    struct Scanner {
        let characters: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1

        var atEnd: Bool { index >= characters.count }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        mutating func advance() {
            if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        func error(_ problem: String) -> StringsError {
            StringsError(file: file, line: line, column: column, problem: problem)
        }

        mutating func skipSpaceAndComments() throws(StringsError) {
            while let character = peek() {
                if character.properties.isWhitespace {
                    advance()
                } else if character == "/", peek(1) == "/" {
                    while let next = peek(), next != "\n" { _ = next; advance() }
                } else if character == "/", peek(1) == "*" {
                    let start = error("the comment is not closed (expected `*/`)")
                    advance(); advance()
                    while !(peek() == "*" && peek(1) == "/") {
                        guard !atEnd else { throw start }
                        advance()
                    }
                    advance(); advance()
                } else {
                    return
                }
            }
        }

        static let unquoted = Set(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$+/:.-".unicodeScalars)

        /// A quoted string with its escapes, or an unquoted word.
        mutating func string(what: String) throws(StringsError) -> String {
            guard let first = peek() else { throw error("the file ends where \(what) was expected") }
            if first != "\"" {
                guard Self.unquoted.contains(first) else {
                    throw error("found \(String(Character(first)).debugDescription) where \(what) was expected")
                }
                var word = String.UnicodeScalarView()
                while let next = peek(), Self.unquoted.contains(next) { word.append(next); advance() }
                return String(word)
            }
            let start = error("the string is not closed (expected `\"`)")
            advance()
            var out = String.UnicodeScalarView()
            var pendingHigh: UInt32?
            while true {
                guard let character = peek() else { throw start }
                advance()
                if character == "\"" { break }
                guard character == "\\" else { out.append(character); continue }
                guard let escaped = peek() else { throw start }
                advance()
                var scalar: UInt32?
                switch escaped {
                case "n": scalar = 10
                case "t": scalar = 9
                case "r": scalar = 13
                case "a": scalar = 7
                case "b": scalar = 8
                case "f": scalar = 12
                case "v": scalar = 11
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, let next = peek(), next.properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(next); advance()
                    }
                    guard hex.count == 4, let value = UInt32(hex, radix: 16) else {
                        throw error("`\\U` needs four hex digits (such as \\U00E9)")
                    }
                    scalar = value
                case "0"..."7":
                    var octal = String(Character(escaped))
                    while octal.count < 3, let next = peek(), ("0"..."7").contains(next) {
                        octal.unicodeScalars.append(next); advance()
                    }
                    scalar = UInt32(octal, radix: 8)
                default: scalar = escaped.value
                }
                guard let value = scalar else { continue }
                if (0xD800...0xDBFF).contains(value) { pendingHigh = value; continue }
                if let high = pendingHigh, (0xDC00...0xDFFF).contains(value) {
                    pendingHigh = nil
                    out.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))!)
                    continue
                }
                pendingHigh = nil
                out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
            return String(out)
        }
    }
}
