import Foundation
import PlumbCore
import Yams

/// The trees of a spec whose nodes have `when:` overrides, one per combination of conditions that hold, made on first
/// use and kept.
///
/// The spec's YAML is parsed again with the environment's overrides applied; environments in which the same
/// conditions hold share that tree, so a 12-category × 2-appearance matrix with one `>= ax1` condition parses twice.
final class SpecVariants: @unchecked Sendable {
    // @unchecked: `rootYAML` is never mutated after init (Yams nodes are value types holding a weak anchor reference
    // that Plumb never sets), and `trees` is only touched under `lock`.
    private let rootYAML: Yams.Node
    private let parser: NodeParser
    /// Every condition in the spec, in file order.
    let conditions: [TraitCondition]
    private let baseRoot: PlumbCore.Node
    private let lock = NSLock()
    private var trees: [[Bool]: PlumbCore.Node] = [:]

    init(rootYAML: Yams.Node, parser: NodeParser, conditions: [TraitCondition], baseRoot: PlumbCore.Node) {
        self.rootYAML = rootYAML
        self.parser = parser
        self.conditions = conditions
        self.baseRoot = baseRoot
    }

    /// The tree for `environment`: the base tree when no condition holds, else the spec parsed with the holding
    /// overrides applied.
    ///
    /// The load-time check parsed every override on its own and all of them together; should some other combination
    /// not parse (two overrides that only make sense apart), the overrides are applied one by one and any that does
    /// not parse on top of those before it is left out, so layout always gets a tree.
    func root(for environment: Environment) -> PlumbCore.Node {
        let signature = conditions.map { $0.holds(in: environment) }
        guard signature.contains(true) else { return baseRoot }
        lock.lock()
        defer { lock.unlock() }
        if let tree = trees[signature] { return tree }
        var variantParser = parser
        variantParser.environment = environment
        let tree = (try? variantParser.parse(rootYAML, key: "root", parentLayout: nil)) ?? baseRoot
        trees[signature] = tree
        return tree
    }
}
