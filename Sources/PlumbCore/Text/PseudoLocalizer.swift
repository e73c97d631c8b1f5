/// Turns a string into its pseudo-localised form (see `Localization`). Pure and deterministic.
public enum PseudoLocalizer {
    /// How much longer `pseudo` makes a string: German and Finnish run 30–40 % longer than English.
    public static let expansion = 0.4

    /// `string` as it reads in `localization`: unchanged in `base` and in a real locale (whose strings the spec's
    /// `strings:` already chose, docs/localisation.md).
    public static func localize(_ string: String, _ localization: Localization) -> String {
        // By code rather than by `==` on `Localization`: every text request comes through here.
        switch localization.rawValue {
        case "pseudo": expanded(string)
        case "pseudo-rtl": mirrored(string)
        default: string
        }
    }

    /// Accented letters, then filler words up to 40 % of the original length, in brackets:
    /// `"Settings"` → `"[Šéţţíñğš one]"`.
    static func expanded(_ string: String) -> String {
        let accented = String(String.UnicodeScalarView(string.unicodeScalars.map { accents[$0] ?? $0 }))
        let filler = filler(characters: Int((Double(string.count) * expansion).rounded(.up)))
        return "[" + accented + (filler.isEmpty ? "" : " " + filler) + "]"
    }

    /// The pseudo-locale's filler words, "one two three …" repeated, cut to `characters` characters and without a
    /// trailing space (so it may be one shorter). `plumb bisect --grow` lengthens strings with the same filler.
    public static func filler(characters: Int) -> String {
        var filler = ""
        var words = fillerWords.makeIterator()
        while filler.count < characters {
            guard let word = words.next() else {
                words = fillerWords.makeIterator()
                continue
            }
            filler += (filler.isEmpty ? "" : " ") + word
        }
        filler = String(filler.prefix(characters))
        while filler.last == " " { filler.removeLast() }
        return filler
    }

    /// Every word between a right-to-left mark + override and a pop + mark, so it is drawn mirrored.
    static func mirrored(_ string: String) -> String {
        var out = ""
        var word = ""
        func flush() {
            if !word.isEmpty { out += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}" }
            word = ""
        }
        for character in string {
            if character.isWhitespace {
                flush()
                out.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return out
    }

    private static let fillerWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// Accented forms from Latin-1 Supplement and Latin Extended-A only, which every pinned font covers.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(String, String)] = [
            ("a", "á"), ("c", "ç"), ("d", "ď"), ("e", "é"), ("g", "ğ"), ("h", "ĥ"), ("i", "í"), ("j", "ĵ"),
            ("k", "ķ"), ("l", "ĺ"), ("n", "ñ"), ("o", "ö"), ("r", "ŕ"), ("s", "š"), ("t", "ţ"), ("u", "ü"),
            ("w", "ŵ"), ("y", "ý"), ("z", "ž"),
            ("A", "Å"), ("C", "Ç"), ("D", "Ď"), ("E", "É"), ("G", "Ğ"), ("H", "Ĥ"), ("I", "Î"), ("J", "Ĵ"),
            ("K", "Ķ"), ("L", "Ĺ"), ("N", "Ñ"), ("O", "Ö"), ("R", "Ŕ"), ("S", "Š"), ("T", "Ţ"), ("U", "Ü"),
            ("W", "Ŵ"), ("Y", "Ý"), ("Z", "Ž"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (plain, accented) in pairs { table[plain.unicodeScalars.first!] = accented.unicodeScalars.first! }
        return table
    }()
}
