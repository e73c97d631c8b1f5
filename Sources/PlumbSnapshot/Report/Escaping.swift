/// `text` safe inside HTML or XML text and double- or single-quoted attribute values.
func htmlEscaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default:
            // Control characters other than tab and newline are not allowed in XML 1.0; HTML shows them as boxes.
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                scalar.value < 0x20 && scalar != "\n" && scalar != "\t"
            {
                out += "\u{FFFD}"
            } else {
                out.append(character)
            }
        }
    }
    return out
}
