/// The `$name` syntax of parameters and tokens (spec format: "Parameters and tokens").
///
/// A value that is exactly `$name` (or `${name}`) is replaced by the argument or token itself, whatever it is: a
/// number, a colour, a boolean, a mapping, a list or a node tree. Inside a longer string, `$name` and `${name}` are
/// replaced by the value's text (`"Hello, ${name}!"`), and `$$` is a literal dollar sign. A `$` followed by
/// anything else (`$4.99`) is left as written.
///
/// Names start with a letter or `_` and go on with letters, digits and `_`; tokens group with `.` and may use `-`
/// (`$space.m`, `$color.brand-tint`); a name never ends with `.` or `-`, so `"$title."` ends a sentence.
///
/// `apply:` on a node adds the keys of a mapping token (a type style `{style: headline, weight: semibold}`) to the
/// node's own (`ValueSubstitution.applying`).
enum ValueReference {
    /// A piece of a string: text as written, or a reference to replace.
    enum Piece: Equatable {
        case literal(String)
        case reference(String)
    }

    /// Whether `text` is a valid name.
    static func isName(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return !scalars.isEmpty && nameLength(scalars, from: 0) == scalars.count
    }

    /// The name when `text` is one whole reference, `$name` or `${name}`.
    static func whole(_ text: String) -> String? {
        guard let pieces = pieces(text), pieces.count == 1, case .reference(let name) = pieces[0] else { return nil }
        return name
    }

    /// `text` cut into literal text and references, or `nil` when it has no `$` at all (the common case, kept cheap).
    static func pieces(_ text: String) -> [Piece]? {
        guard text.contains("$") else { return nil }
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var literal = String.UnicodeScalarView()
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "$", index + 1 < scalars.count else {
                literal.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            if next == "$" {
                literal.append("$")
                index += 2
            } else if next == "{", let close = scalars[(index + 2)...].firstIndex(of: "}"),
                nameLength(scalars, from: index + 2) == close - index - 2, close > index + 2
            {
                flush()
                pieces.append(.reference(String(String.UnicodeScalarView(scalars[(index + 2)..<close]))))
                index = close + 1
            } else if let length = Optional(nameLength(scalars, from: index + 1)), length > 0 {
                flush()
                pieces.append(.reference(String(String.UnicodeScalarView(scalars[(index + 1)..<(index + 1 + length)]))))
                index += 1 + length
            } else {
                literal.append(scalar)
                index += 1
            }
        }
        flush()
        return pieces
    }

    /// The length of the name starting at `start` (0 when none starts there).
    private static func nameLength(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        func isWordStart(_ s: Unicode.Scalar) -> Bool { s == "_" || (s.isASCII && s.properties.isAlphabetic) }
        func isWord(_ s: Unicode.Scalar) -> Bool { isWordStart(s) || (s >= "0" && s <= "9") }
        guard start < scalars.count, isWordStart(scalars[start]) else { return 0 }
        var end = start + 1
        while end < scalars.count {
            if isWord(scalars[end]) {
                end += 1
            } else if scalars[end] == "." || scalars[end] == "-", end + 1 < scalars.count, isWord(scalars[end + 1]) {
                end += 2
            } else {
                break
            }
        }
        return end - start
    }
}
