/// Text from input files made safe to print on a terminal.
///
/// Spec names, node ids, texts and report entries come from files anyone can write; printed raw, an escape
/// sequence in them (`ESC ] 52` sets the clipboard, `ESC [ 2 J` clears the screen, a carriage return overwrites the
/// line) would act on the reader's terminal. Every control character — C0, DEL and C1, and the bidirectional
/// overrides that reorder what is shown — is printed as a visible escape (`\u{1B}`), so the text reads as written.
public enum TerminalText {
    /// `text` with each control character written as `\u{XX}` (`\n` and `\t` as `\n` and `\t`, or kept as they
    /// are with `keepingLines`, for output of several lines); plain text comes back unchanged.
    public static func escaped(_ text: String, keepingLines: Bool = false) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool {
            isControl(scalar) && !(keepingLines && (scalar == "\n" || scalar == "\t"))
        }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case _ where !escapes(scalar): out.unicodeScalars.append(scalar)
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// C0 and C1 controls, DEL, and the bidirectional embedding, override and isolate characters.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
