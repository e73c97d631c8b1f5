/// Finds a printf placeholder left in a text that is drawn as written: `%@`, `%1$@`, `%d`, `%lld`, `%.1f`, ….
///
/// `String(format:)` and `String(localized:)` fill a format only when they are given arguments; a label whose text
/// still holds `%@` shows "%@" on screen and VoiceOver reads it out ("percent at"). The rule is narrower than
/// printf's grammar on purpose, so ordinary text with a percent sign is never taken for a format: a placeholder is
/// a plural variable `%#@name@`, or `%`, an optional position `n$`, an optional precision `.n` before `f`, an optional `l`, `ll`, `h`, `q`, `z` or `t`
/// length, and one of `@ d i u f s x`; a letter placeholder (all but `@`) must not be followed by a letter or digit.
/// No flags and no width: "100% done" holds `% d` to printf (a space flag) and is not a placeholder here, nor is
/// "50%", "5% off", "%%" (a percent sign) or "100%free". docs/localisation.md states the rule.
public enum FormatPlaceholder {
    /// The first placeholder in `text` as written (`"%@"`, `"%2$lld"`), or `nil` when there is none.
    public static func first(in text: String) -> String? {
        let characters = Array(text.unicodeScalars)
        var index = 0
        while index < characters.count {
            guard characters[index] == "%" else {
                index += 1
                continue
            }
            if index + 1 < characters.count, characters[index + 1] == "%" {
                index += 2
                continue
            }
            if let end = placeholderEnd(characters, from: index + 1) {
                return String(String.UnicodeScalarView(characters[index..<end]))
            }
            index += 1
        }
        return nil
    }

    /// Where a placeholder that starts after the `%` at `start - 1` ends (exclusive), or `nil`.
    private static func placeholderEnd(_ characters: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        // A plural variable, `%#@name@`.
        if index + 1 < characters.count, characters[index] == "#", characters[index + 1] == "@" {
            guard let close = characters[(index + 2)...].firstIndex(of: "@"), close > index + 2 else { return nil }
            return close + 1
        }
        func isDigit(_ i: Int) -> Bool { i < characters.count && ("0"..."9").contains(characters[i]) }
        // A position: digits then `$`.
        var probe = index
        while isDigit(probe) { probe += 1 }
        if probe > index, probe < characters.count, characters[probe] == "$" { index = probe + 1 }
        var precision = false
        if index < characters.count, characters[index] == ".", isDigit(index + 1) {
            index += 1
            while isDigit(index) { index += 1 }
            precision = true
        }
        if index < characters.count, "hlqzt".unicodeScalars.contains(characters[index]) {
            index += 1
            if index < characters.count, characters[index] == "l" || characters[index] == "h" { index += 1 }
        }
        guard index < characters.count else { return nil }
        let conversion = characters[index]
        if conversion == "@" { return precision ? nil : index + 1 }
        guard "diufsx".unicodeScalars.contains(conversion), !precision || conversion == "f" else { return nil }
        let after = index + 1
        if after < characters.count, characters[after].properties.isAlphabetic || isDigit(after) { return nil }
        return after
    }
}
