import Foundation
import PlumbCore

/// A stack tree from Scripts/bench-workloads, as a Plumb `Node` tree, with Taffy's frames when the file has them.
///
/// The file is a flat list `[parent, kind, width, height, gap, padding, grow]` in depth-first order; the same
/// list is what Scripts/bench-peers builds in Taffy. The equivalence, stated once for both sides:
///
/// | Plumb (UIStackView semantics)                  | Taffy (CSS flexbox)                                   |
/// |------------------------------------------------|-------------------------------------------------------|
/// | vertical / horizontal `stack`                  | `flex-direction: column` / `row`                      |
/// | `spacing`                                      | `gap`                                                 |
/// | `padding` (`isLayoutMarginsRelative`)          | `padding`                                             |
/// | `alignment: .fill`                             | `align-items: stretch` (a fixed cross size stays)     |
/// | `distribution: .fill`: extra length goes to the child with the lowest hugging | `flex-grow: 1` on it         |
/// | a container that must not stretch: hugging 1000 | `flex-grow: 0`                                       |
/// | a box with `fixedWidth`/`fixedHeight`          | `size: (w, h)`; a missing one is `auto`               |
/// | never shrinks (the root is as wide as its content) | `flex-shrink: 0`                                 |
///
/// Who grows is the file's `grow` flag: a spacer leaf with only a height (a box with no intrinsic width has hugging
/// 0 — see `StackChild.stretchPriority`) or a container left at the default hugging (250); every other container
/// hugs at 1000, so only the flagged child takes extra length, as only it has `flex-grow: 1` in Taffy.
struct StackWorkload {
    struct File: Decodable {
        var name: String
        var shape: String
        var width: Double
        var nodes: [[Double]]
        /// Taffy's frame of each node in root coordinates, `[x, y, w, h]`, for trees small enough to check.
        var taffy: [[Double]]?
    }

    let file: File
    let root: Node

    var name: String { file.name }
    var nodeCount: Int { file.nodes.count }

    /// The environment the tree is laid out in: the root's width, its fitting height.
    var environment: Environment { Environment(width: file.width) }

    /// Reads a tree file and builds its nodes (not timed: Taffy's tree is built before its timing too).
    ///
    /// - Throws: the file's read or decoding error.
    init(contentsOf path: String) throws {
        file = try JSONDecoder().decode(File.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        var children = Array(repeating: [Int](), count: file.nodes.count)
        for (index, row) in file.nodes.enumerated() where row[0] >= 0 { children[Int(row[0])].append(index) }
        root = Self.node(0, file.nodes, children)
    }

    /// Node `index` and its subtree (recursion depth is the tree's depth: at most 17 for these shapes).
    private static func node(_ index: Int, _ rows: [[Double]], _ children: [[Int]]) -> Node {
        let row = rows[index]
        let kind = Int(row[1])
        if kind == 0 {
            return Node(
                id: "n\(index)", fixedWidth: row[2] >= 0 ? row[2] : nil, fixedHeight: row[3] >= 0 ? row[3] : nil)
        }
        let parameters = StackParameters(
            axis: kind == 1 ? .vertical : .horizontal, distribution: .fill, alignment: .fill, spacing: row[4],
            padding: EdgeInsets(all: row[5]))
        let grows = row[6] != 0
        return Node(
            id: "n\(index)", hugging: grows ? .defaultHugging : AxisPriorities(horizontal: 1000, vertical: 1000),
            layout: .stack(parameters), children: children[index].map { node($0, rows, children) })
    }
}
