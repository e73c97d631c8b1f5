import PlumbCore

/// Keys the node parser reads for every node but that a node's place in the tree or its kind would leave without
/// effect: each is refused at file:line:column with what to write instead, so no key is accepted and ignored
/// (docs/spec-format.md, "Keys a node refuses").
///
/// - `frame:` places a child of an `absolute` container only; every other engine computes its children's frames
///   (UIStackView, Auto Layout and a compositional layout overwrite an arranged view's frame).
/// - A navigation bar's title is drawn in UIKit's title font (`titleTextAttributes` is not drawn), and a tab bar's
///   and an inline navigation bar's opaque standard appearance covers the view's own background, border and
///   corners (`UIBarAppearance` sets them, not `backgroundColor`).
/// - A text field shows one line: `UITextField` has no `numberOfLines`.
/// - `on:` is a switch's `isOn`; no other kind has it.
struct IgnoredKeys {
    var file: String

    /// Refuses `frame:` on a node whose parent does not place children by their frames.
    func checkFrame(_ reader: YAMLReader, parentLayout: ContainerLayout?) throws(SpecError) {
        guard let frame = reader.keys.first(where: { $0.name == "frame" }), parentLayout != .absolute else { return }
        let instead: String
        switch parentLayout {
        case nil:
            instead =
                "the root is laid out from the screen's top left at the environment's width; give it `width:` and `height:` (or `size:`) for a size of its own"
        case .stack?:
            instead =
                "its `stack` parent places and sizes its children, as UIStackView does with its arranged views; give the child `width:` / `height:` for its size, and the stack's `spacing`, `padding` and `alignment` (or the child's `spacingAfter`, `alignSelf`) for its place — or make the parent `layout: absolute`"
        case .constraints?:
            instead =
                "its `constraints` parent places it by its constraints, as Auto Layout does; write its place and size as constraints (`\"child.leading == superview.leading + 16\"`, `\"child.width == 120\"`) or give it `width:` / `height:`"
        case .sections?:
            instead =
                "its `sections` parent sizes and places its items from the section's `item` and `group` sizes, as a compositional layout does"
        case .manual?:
            instead = "its `manual` parent's layout computes every child's frame"
        case .none?, .absolute?:
            instead = "only a child of an `absolute` container is placed by its frame"
        }
        throw .unsupported(
            file: file, line: frame.line, column: frame.column,
            feature:
                "`frame` on \(parentLayout == nil ? "the root" : "a child of a `\(parentLayout!.keyword)` container")",
            reason: instead)
    }

    /// Text keys a navigation bar's title does not use.
    static let navigationBarTitleKeys =
        [
            "style", "weight", "lines", "font", "fontSize", "italic", "lineBreakMode", "writingDirection",
            "maxCategory",
        ] + TextStylingParser.keys
    /// The view's own style keys, which an opaque bar covers.
    static let barStyleKeys = ["background", "borderColor", "borderWidth", "cornerRadius"]

    /// Refuses the keys `kind` would accept and leave without effect.
    func checkKind(_ reader: YAMLReader, kind: NodeKind) throws(SpecError) {
        for key in reader.keys {
            guard let reason = try reason(key.name, kind: kind, reader: reader) else { continue }
            throw .unsupported(
                file: file, line: key.line, column: key.column, feature: "`\(key.name)` on `kind: \(kind.rawValue)`",
                reason: reason)
        }
    }

    private func reason(_ key: String, kind: NodeKind, reader: YAMLReader) throws(SpecError) -> String? {
        switch kind {
        case _ where key == "on" && kind != .switch:
            return
                "`on` is a switch's state (`isOn`); a button shows its state with `state: selected`, a segmented control and a tab bar with `selected:`"
        case .textField where key == "lines":
            return
                "a text field shows one line (UITextField has no numberOfLines); for text that wraps, use `kind: text`"
        case .navigationBar where Self.navigationBarTitleKeys.contains(key):
            return
                "the bar draws its title in UIKit's title font (17 pt semibold inline, 34 pt bold with `largeTitle: true`), and a custom `titleTextAttributes` font is not drawn; the title takes `text:` and `color:`"
        case .navigationBar where Self.barStyleKeys.contains(key):
            let appearance = try reader.string("barAppearance")
            let largeTitle = try reader.bool("largeTitle") == true
            guard appearance == "standard" || (appearance == nil && !largeTitle) else { return nil }
            return
                "the bar's opaque standard appearance covers the view's own \(key) (UINavigationBarAppearance sets a bar's background, and it is not drawn); with `barAppearance: scrollEdge` (the default with `largeTitle: true`) the bar has no background of its own and `\(key)` is drawn"
        case .tabBar where Self.barStyleKeys.contains(key):
            return
                "the bar's opaque standard appearance covers the view's own \(key) (UITabBarAppearance sets a bar's background, and it is not drawn); put a box behind the bar for a colour around it"
        default:
            return nil
        }
    }
}
