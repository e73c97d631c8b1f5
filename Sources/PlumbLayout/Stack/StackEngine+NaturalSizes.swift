import PlumbCore

/// A stack measured with nothing proposed is usually arranged again soon after at the length its parent gives it
/// (a column in a row: its natural width first, for the row's distribution, then its height at the width it got).
/// Both arrangements start from the children's natural sizes, so the first keeps them in the size cache and the
/// second starts from them instead of asking every child again — for text, a measurement request each.
///
/// A child's natural size depends only on the child and the layout's environment (children are measured with no
/// safe area), so within one layout pass it is the same in both arrangements.
extension StackEngine {
    /// Gives `children` the natural sizes an arrangement of `node` with nothing proposed kept, if it was the last.
    func rememberNaturalSizes(_ children: StackChildren, of node: Node, context: LayoutContext) {
        guard let sizes = context.sizeCache?.engineCache(PassCache.self).naturalSizes(ofChildrenOf: node),
            sizes.count == children.count
        else { return }
        for index in children.indices { children[index].remember(naturalSize: sizes[index]) }
    }

    /// Keeps the natural sizes `children` measured, when every one of them did (as they do in an arrangement with
    /// nothing proposed: a row reads each child's natural width, a column finds its widest child).
    func storeNaturalSizes(_ children: StackChildren, of node: Node, context: LayoutContext) {
        guard context.sizeCache != nil, children.allSatisfy({ $0.knownNaturalSize != nil }) else { return }
        context.sizeCache?.engineCache(PassCache.self).storeNaturalSizes(
            children.map { $0.knownNaturalSize! }, ofChildrenOf: node)
    }
}
