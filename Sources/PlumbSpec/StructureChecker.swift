import PlumbCore
import Yams

/// Refuses node trees that would otherwise be drawn without a word of what went wrong: children that no engine
/// places.
///
/// - A leaf kind (text, image, switch, button, separator) with `children:` — easy to get by indenting a sibling
///   one level too deep in YAML — would be drawn as overlapping text. UIKit's `UILabel`, `UISwitch`, `UIButton`
///   draw their own content; Plumb's leaves place nothing.
/// - `layout: manual` with `children:`: a registered manual layout provides its own children
///   (`ManualLayout.children`), so the spec's would be thrown away.
///
/// Both are checked before the children are parsed, so the error is about the parent and not a consequence of it
/// (a leaf's children would otherwise be read as an `absolute` container's and asked for a `frame`).
enum StructureChecker {
    /// The kinds that draw their own content and never hold children.
    static let leafKinds: Set<NodeKind> = Set(NodeKind.allCases.filter { $0 != .box })

    /// Throws when the node being parsed (`id`, `kind`, `layout`) has a `children:` key it cannot have.
    static func checkChildren(
        _ reader: YAMLReader, id: String, kind: NodeKind, layout: ContainerLayout, file: String
    ) throws(SpecError) {
        guard let key = reader.keys.first(where: { $0.name == "children" }) else { return }
        if leafKinds.contains(kind) {
            throw .unsupported(
                file: file, line: key.line, column: key.column,
                feature: "`children` on node \(id.debugDescription) (kind \(kind.rawValue))",
                reason:
                    "a \(kind.rawValue) is a leaf and draws its own content; if these nodes are its siblings, indent them "
                    + "as far as \(id.debugDescription), or put them in a container (`kind: box` with a `layout:`)")
        }
        if case .manual(let name) = layout {
            throw .unsupported(
                file: file, line: key.line, column: key.column,
                feature: "`children` on node \(id.debugDescription) (`layout: manual`)",
                reason:
                    "a manual layout provides its own children (the registered layout \(name.debugDescription) does); "
                    + "remove `children`, or use `layout: stack`, `constraints` or `absolute` to place these nodes")
        }
    }
}
