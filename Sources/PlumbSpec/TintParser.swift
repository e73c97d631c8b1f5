import PlumbCore

/// Parses `tint:`, a control's tint colour (`UISwitch.onTintColor`, `UIButton.tintColor`, a navigation bar's
/// `tintColor`, which colours its back button and bar buttons, a slider's `minimumTrackTintColor`, a progress view's
/// `progressTintColor`), and a slider's or progress view's other colours: `trackTint` (`maximumTrackTintColor`,
/// `trackTintColor`) and `thumbTint` (`thumbTintColor`).
struct TintParser {
    let file: String
    /// The spec's `colors:`, so a tint may name a palette or semantic colour.
    var palette: [String: Color] = [:]

    /// The keys besides `tint` (which `ImageParser.keys` lists).
    static let keys = ["trackTint", "thumbTint"]
    /// The kinds that take `tint`; an image's `tint` (template rendering) is `ImageParser`'s.
    static let tintedKinds: [NodeKind] = [.switch, .button, .navigationBar, .slider, .progressView]

    /// Reads `tint` into `node.style` for the kinds that take it, and `trackTint` / `thumbTint` into a slider's or
    /// progress view's control content; any other kind has none.
    func parse(_ reader: YAMLReader, into node: inout PlumbCore.Node) throws(SpecError) {
        let colors = ColorParser(file: file, palette: palette)
        if let value = reader.node("tint"), node.kind != .image {
            guard Self.tintedKinds.contains(node.kind) else {
                throw .unsupported(
                    file: file, line: value.line, column: value.column, feature: "`tint` on a \(node.kind.rawValue)",
                    reason:
                        "it is the colour of a switch's \"on\" track, a button's title, a navigation bar's buttons, a slider's or progress view's filled track or a template image; give a text its `color` and a box its `background`"
                )
            }
            node.style.tint = try colors.color(value, key: "tint")
        }
        for (key, field, kinds) in [
            ("trackTint", SliderKind.trackTint, [NodeKind.slider, .progressView]),
            ("thumbTint", SliderKind.thumbTint, [.slider]),
        ] {
            guard let value = reader.node(key) else { continue }
            guard kinds.contains(node.kind) else {
                throw .unsupported(
                    file: file, line: value.line, column: value.column, feature: "`\(key)` on a \(node.kind.rawValue)",
                    reason: "it is a colour of \(kinds.map { "`kind: \($0.rawValue)`" }.joined(separator: " and "))")
            }
            node.control?[field] = try colors.color(value, key: key)
        }
    }
}
