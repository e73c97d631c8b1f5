/// Why a constraint string could not be parsed, with the 1-based column inside the string.
public struct ConstraintSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var message: String

    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }
}

/// A cursor over a constraint string: characters, position, and helpers shared by both grammars.
struct ConstraintScanner {
    let characters: [Character]
    var index = 0

    init(_ text: String) {
        characters = Array(text)
    }

    var isAtEnd: Bool { index >= characters.count }
    var peek: Character? { isAtEnd ? nil : characters[index] }
    /// 1-based column of the current position.
    var column: Int { index + 1 }

    mutating func skipSpaces() {
        while let c = peek, c == " " || c == "\t" { index += 1 }
    }

    /// Consumes `literal` if it comes next (after spaces).
    mutating func consume(_ literal: String) -> Bool {
        skipSpaces()
        let chars = Array(literal)
        guard index + chars.count <= characters.count, Array(characters[index..<(index + chars.count)]) == chars else {
            return false
        }
        index += chars.count
        return true
    }

    func error(_ message: String, at column: Int? = nil) -> ConstraintSyntaxError {
        ConstraintSyntaxError(column: column ?? self.column, message: message)
    }

    /// An identifier: a letter or `_`, then letters, digits, `_` or `-`.
    mutating func identifier() -> String? {
        skipSpaces()
        guard let first = peek, first.isLetter || first == "_" else { return nil }
        var text = ""
        while let c = peek, c.isLetter || c.isNumber || c == "_" || c == "-" {
            // A `-` followed by a digit or `(` or `[` or `|` is VFL spacing, not part of a name.
            if c == "-", index + 1 < characters.count, !(characters[index + 1].isLetter || characters[index + 1] == "_")
            {
                break
            }
            text.append(c)
            index += 1
        }
        return text
    }

    /// A finite decimal number (optionally signed).
    mutating func number() -> Double? {
        skipSpaces()
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        var digits = ""
        while let c = peek, c.isNumber || c == "." || c == "e" || c == "E" {
            if (c == "e" || c == "E")
                && (index + 1 >= characters.count || !(characters[index + 1].isNumber || characters[index + 1] == "-"))
            {
                break
            }
            if (c == "e" || c == "E"), index + 1 < characters.count, characters[index + 1] == "-" {
                digits.append(c)
                index += 1
                digits.append("-")
                index += 1
                continue
            }
            digits.append(c)
            index += 1
        }
        let text = String(characters[start..<index])
        guard !digits.isEmpty, let value = Double(text), value.isFinite else {
            index = start
            return nil
        }
        return value
    }

    /// A priority: a number 1…1000 or `required`, `high`, `low`, `fittingSize`.
    mutating func priority() throws(ConstraintSyntaxError) -> Double {
        skipSpaces()
        let start = column
        if let value = number() {
            guard value >= 1, value <= 1000 else {
                throw error("priority \(formatNumber(value)) is out of range (expected 1…1000)", at: start)
            }
            return value
        }
        let names: [String: Double] = ["required": 1000, "high": 750, "low": 250, "fittingSize": 50]
        if let name = identifier(), let value = names[name] { return value }
        throw error("expected a priority (1…1000, required, high, low or fittingSize)", at: start)
    }

    mutating func relation() -> LayoutRelation? {
        if consume("==") { return .equal }
        if consume("<=") { return .lessThanOrEqual }
        if consume(">=") { return .greaterThanOrEqual }
        return nil
    }
}
