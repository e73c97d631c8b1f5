import PlumbCore

/// A measurer that measures one string as if it were longer, and every other string as it is: how `--grow`
/// lengthens one text node's string through any engine, manual layouts included, without touching the tree.
///
/// The string is matched as it reaches the measurer, after pseudo-localisation; text nodes with the same string grow
/// together, as the same string in a translation would.
final class GrowingMeasurer: TextMeasuring {
    let base: any TextMeasuring
    /// The string to replace, as the measurer sees it (pseudo-localised under a pseudo-locale), and its replacement.
    var replacing: (original: String, grown: String)?

    init(base: any TextMeasuring) {
        self.base = base
    }

    func measure(_ request: TextRequest) -> TextMeasurement {
        guard let replacing, request.string == replacing.original else { return base.measure(request) }
        var grown = request
        grown.string = replacing.grown
        return base.measure(grown)
    }

    /// `string` made `characters` characters longer as the pseudo-locale lengthens strings: a space, then its
    /// filler words ("one two three …"). A trailing space is dropped, so the string may grow by one less.
    static func grown(_ string: String, by characters: Int) -> String {
        guard characters > 0 else { return string }
        var grown = string + " " + PseudoLocalizer.filler(characters: characters - 1)
        while grown.count > string.count, grown.last == " " { grown.removeLast() }
        return grown
    }
}
