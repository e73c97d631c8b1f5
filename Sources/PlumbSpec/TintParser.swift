import PlumbCore

/// Parses `tint:`, a control's tint colour (`UISwitch.onTintColor`, `UIButton.tintColor`).
struct TintParser {
    let file: String
    /// The spec's `colors:`, so a tint may name a palette or semantic colour.
    var palette: [String: Color] = [:]

    /// Reads `tint` into `node.style` for switches and buttons; an image's `tint` (template rendering) is
    /// `ImageParser`'s, and any other kind has none.
    func parse(_ reader: YAMLReader, into node: inout PlumbCore.Node) throws(SpecError) {
        guard let value = reader.node("tint"), node.kind != .image else { return }
        guard node.kind == .switch || node.kind == .button else {
            throw .unsupported(
                file: file, line: value.line, column: value.column, feature: "`tint` on a \(node.kind.rawValue)",
                reason:
                    "it is the colour of a switch's \"on\" track, a button's title or a template image; give a text its `color` and a box its `background`"
            )
        }
        node.style.tint = try ColorParser(file: file, palette: palette).color(value, key: "tint")
    }
}
