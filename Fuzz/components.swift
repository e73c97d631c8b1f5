import Foundation
import PlumbCore
import PlumbSpec

/// libFuzzer entry: the input as a spec that defines and uses components and tokens (`components:`, `params:`,
/// `use:`, `args:`, `tokens:`, `apply:`, `include:`, `stories:`), read from a file with `SpecLoader.load`, so
/// includes, `$` substitution, component expansion and its budgets run as `plumb` runs them.
///
/// Before a line `--- lib.yaml` is the spec; after it, the file `lib.yaml` beside it (without one, a small library of
/// tokens and a list-row component). The limits are lowered (depth 60, 4,000 nodes) so that the budgets themselves
/// are reached within the time of one input.
///
/// A `SpecError` is a correct answer. A crash, a hang, an empty message, more than ten `note: in component` lines,
/// or a spec that loads with a tree deeper or larger than its limits is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzComponents(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let parts = text.components(separatedBy: "\n--- lib.yaml\n")
    try! Data(parts[0].utf8).write(to: ComponentsFolder.spec)
    try! Data((parts.count > 1 ? parts[1...].joined(separator: "\n") : ComponentsFolder.library).utf8)
        .write(to: ComponentsFolder.library(in: ComponentsFolder.base))
    let limits = SpecLimits(depth: 60, nodes: 4000, textLength: 2000, constraints: 500)
    do {
        let spec = try SpecLoader(limits: limits).load(path: ComponentsFolder.spec.path)
        for root in [spec.root, spec.root(for: Environment(width: 390, appearance: .dark))] {
            let (nodes, depth) = measure(root)
            precondition(nodes <= limits.nodes, "a tree of \(nodes) nodes loaded under a limit of \(limits.nodes)")
            precondition(depth <= limits.depth, "a tree \(depth) deep loaded under a limit of \(limits.depth)")
        }
    } catch {
        let message = error.description
        precondition(!message.isEmpty, "an error without a message")
        let notes = message.components(separatedBy: "note: in component").count - 1
        precondition(notes <= 10, "an error with \(notes) component notes")
    }
    return 0
}

/// The number of nodes of `root`'s tree and its depth (the root alone is 1), without recursion.
private func measure(_ root: Node) -> (nodes: Int, depth: Int) {
    var nodes = 0, depth = 0
    var stack = [(root, 1)]
    while let (node, level) = stack.popLast() {
        nodes += 1
        depth = max(depth, level)
        stack += node.children.map { ($0, level + 1) }
    }
    return (nodes, depth)
}

/// A folder made once per process, holding the spec and the library it may include.
enum ComponentsFolder {
    static let base: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fuzz-components-\(getpid())")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()
    static let spec = base.appendingPathComponent("spec.yaml")
    static func library(in folder: URL) -> URL { folder.appendingPathComponent("lib.yaml") }

    /// The library an input without `--- lib.yaml` includes.
    static let library = """
        tokens:
          space: {s: 8, m: 12, l: $space.m}
          type: {action: {style: body, weight: semibold}}
        components:
          list-row:
            params: [title, detail: "", accessory: ~]
            root:
              id: row
              layout: stack
              spacing: $space.m
              children:
                - {id: title, kind: text, text: $title}
                - {id: detail, kind: text, text: "${detail} $$", color: secondaryLabel}
                - $accessory
        """
}
