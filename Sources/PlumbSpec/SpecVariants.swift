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
    // that Plumb never sets).
    private let rootYAML: Yams.Node
    private let parser: NodeParser
    /// Every condition in the spec, in file order.
    let conditions: [TraitCondition]
    private let baseRoot: PlumbCore.Node
    /// The trees made so far, by which conditions hold: at most 256 (a matrix rarely has more than a few dozen
    /// combinations), the least recently used dropped first and parsed again if asked for.
    private let trees = BoundedCache<[Bool], PlumbCore.Node>(capacity: 256)

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
        return trees.value(for: signature) {
            var variantParser = parser
            variantParser.environment = environment
            // On a stack as deep as the load's: the variant's tree is as deep as the spec's.
            return
                (try? ParserStack.run { () throws(SpecError) -> PlumbCore.Node in
                    try variantParser.parse(rootYAML, key: "root", parentLayout: nil)
                }) ?? baseRoot
        }
    }
}
