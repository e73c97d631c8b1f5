import PlumbCore

/// Parses `tint:`, a control's tint colour (`UISwitch.onTintColor`, `UIButton.tintColor`).
struct TintParser {
    let file: String

    static let nodeKeys = ["tint"]

    /// Reads `tint` into `node.style`; it belongs to switches and buttons only.
    func parse(_ reader: YAMLReader, into node: inout PlumbCore.Node) throws(SpecError) {
        guard let value = reader.node("tint") else { return }
        guard node.kind == .switch || node.kind == .button else {
            throw .unsupported(
                file: file, line: value.line, column: value.column, feature: "`tint` on a \(node.kind.rawValue)",
                reason: "it is the colour of a switch's \"on\" track or a button's title; give a text its `color` and a box its `background`")
        }
        node.style.tint = try reader.choice("tint", Color.init(hex:), expected: "a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
    }
}
