import PlumbCore
import Yams

/// Parses the keys that set a container's safe area and layout margins (UIKit's `directionalLayoutMargins`,
/// `additionalSafeAreaInsets`, `insetsLayoutMarginsFromSafeArea`).
struct InsetsParser {
    let file: String

    static let nodeKeys = ["layoutMargins", "additionalSafeAreaInsets", "insetsLayoutMarginsFromSafeArea"]

    /// Reads the keys into `node`; they apply to containers only, and a stack takes `padding` or `layoutMargins`,
    /// not both (they are the same margins).
    func parse(_ reader: YAMLReader, into node: inout PlumbCore.Node) throws(SpecError) {
        for key in reader.keys where Self.nodeKeys.contains(key.name) {
            if case .none = node.layout {
                throw .unsupported(
                    file: file, line: key.line, column: key.column, feature: "`\(key.name)`",
                    reason:
                        "it applies to containers (nodes with a `layout` or `children`), and \(node.id.debugDescription) is a leaf"
                )
            }
        }
        if let margins = reader.node("layoutMargins") {
            if case .stack = node.layout, let padding = reader.keys.first(where: { $0.name == "padding" }) {
                throw .unsupported(
                    file: file, line: padding.line, column: padding.column,
                    feature: "`padding` together with `layoutMargins`",
                    reason: "a stack's `padding` is its layout margins; give one of them")
            }
            if let scalar = margins.scalar?.string, Double(scalar.trimmingCharacters(in: .whitespaces)) == nil {
                guard scalar == "system" else {
                    throw .invalidValue(
                        file: file, line: margins.line, column: margins.column, key: "layoutMargins", value: scalar,
                        expected: "a number, a mapping of top, leading, bottom, trailing (or left, right), or `system`")
                }
                node.layoutMargins = .system
            } else {
                node.layoutMargins = .insets(
                    try ContainerParsers(file: file).insets(margins, key: "layoutMargins", physical: false))
            }
        }
        if let additional = reader.node("additionalSafeAreaInsets") {
            node.additionalSafeAreaInsets = try ContainerParsers(file: file).insets(
                additional, key: "additionalSafeAreaInsets", physical: true)
        }
        node.insetsLayoutMarginsFromSafeArea = try reader.bool("insetsLayoutMarginsFromSafeArea") ?? true
    }
}
