import PlumbCore

/// The id of an element written without `id:`: its kind and its position in the tree, e.g. `cell.label2` for the
/// second id-less label in the container `cell`, `cell.stackView1.switch1` below it.
///
/// An element does not know its place when it is made, so it starts with a provisional id, `.` and its kind
/// (`.label`); the container it is put in names it (and, in the same pass, the provisional ids below it) from its
/// own id, so the names are settled as the tree is built, bottom up. They depend only on the tree — kind, and
/// the position among the siblings of that kind — so they are the same in every run, and two nodes get the same
/// name only if an explicit id is written as a default one. Explicit ids are never changed.
///
/// A root written without `id:` keeps its provisional id (`.stackView`), and its descendants are named below it;
/// give the root an id to name the tree. An element named in a constraint needs an explicit id
/// (`LayoutElement.leading` and its siblings say so), because a constraint is written before the element's place
/// is known.
enum DefaultID {
    /// What an element without `id:` starts with: `.` and its kind (`.label`, `.stackView`).
    static func provisional(_ kind: String) -> String { "." + kind }

    /// Whether `id` is a default one not yet settled by a container with an id.
    static func isProvisional(_ id: String) -> Bool { id.first == "." }

    /// `id` if one was written, else the provisional id of `kind`.
    static func id(_ id: String?, kind: String) -> String { id ?? provisional(kind) }

    /// Names the children of `parent` that were written without an id: the n-th such child of a kind becomes
    /// `parent.kindN` (`parent` may itself still be provisional), with the provisional ids below it renamed to match.
    static func name(_ children: inout [Node], parent: String) {
        var counts: [Substring: Int] = [:]
        for index in children.indices where isProvisional(children[index].id) {
            let old = children[index].id
            let kind = old.dropFirst().prefix { $0 != "." }
            let number = counts[kind, default: 0] + 1
            counts[kind] = number
            rename(&children[index], from: old, to: "\(parent).\(kind)\(number)")
        }
    }

    /// `node` and every provisional id below it that starts with `old.`, with `old` replaced by `new`.
    private static func rename(_ node: inout Node, from old: String, to new: String) {
        if node.id == old {
            node.id = new
        } else if node.id.hasPrefix(old + ".") {
            node.id = new + node.id.dropFirst(old.count)
        } else {
            return
        }
        for index in node.children.indices where isProvisional(node.children[index].id) {
            rename(&node.children[index], from: old, to: new)
        }
    }
}
