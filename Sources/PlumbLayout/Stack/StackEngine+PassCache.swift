import PlumbCore

extension StackEngine {
    /// The stack engine's state for one layout pass (its `SizeCache` slot): arrangements a measure computed that
    /// the place that follows can take, and the natural sizes of the children of the stack last measured with
    /// nothing proposed.
    final class PassCache: EngineCache {
        /// Declared once: the stack engine asks for this cache on every stack measurement.
        static let slot = EngineCacheSlot(for: PassCache.self)

        // Read and written on every stack measurement, so the runtime's exclusivity check is skipped: each access is
        // one table operation or one assignment, which calls nothing that could reach this cache.
        /// Stack arrangements a measure computed that a later place call can take (see `StackEngine.measure`).
        @exclusivity(unchecked) private var arrangements: SizeCacheTable<StackEngine.Arrangement>
        /// The natural sizes of the arranged children of the stack last measured with nothing proposed, for when it
        /// is arranged again at the length its parent gives it (see `StackEngine+NaturalSizes.swift`). One is enough
        /// for the usual case, a row measuring a column with nothing proposed and then at the width the column gets.
        @exclusivity(unchecked) private var lastNaturalSizes: [Size] = []
        /// The stack `lastNaturalSizes` belong to.
        @exclusivity(unchecked) private var lastNaturalSizesKey: SizeCache.Key?

        /// Room for two arrangements per container (one measured with and one without a width).
        init(containerCount: Int) {
            arrangements = SizeCacheTable(capacity: 2 * containerCount)
        }

        convenience init() { self.init(containerCount: 0) }

        /// Keeps `arrangement` as the arrangement of `node`'s content `main` long and `cross` wide.
        func storeArrangement(_ arrangement: StackEngine.Arrangement, of node: Node, main: Double, cross: Double) {
            arrangements[SizeCache.Key(node, width: main, height: cross)] = arrangement
        }

        /// The arrangement stored for `node` at exactly `main` × `cross`, removed (each is placed once).
        func takeArrangement(of node: Node, main: Double, cross: Double) -> StackEngine.Arrangement? {
            arrangements.take(SizeCache.Key(node, width: main, height: cross))
        }

        /// Keeps the natural sizes of the stack `node`'s arranged children, in order, in place of the last ones kept.
        func storeNaturalSizes(_ sizes: [Size], ofChildrenOf node: Node) {
            lastNaturalSizesKey = SizeCache.Key(node, width: nil, height: nil)
            lastNaturalSizes = sizes
        }

        /// The natural sizes of the stack `node`'s arranged children, if they are the last ones kept.
        func naturalSizes(ofChildrenOf node: Node) -> [Size]? {
            // The id first: it tells stacks apart without building a whole key.
            guard let key = lastNaturalSizesKey, key.id == node.id, key == SizeCache.Key(node, width: nil, height: nil)
            else { return nil }
            return lastNaturalSizes
        }
    }
}
