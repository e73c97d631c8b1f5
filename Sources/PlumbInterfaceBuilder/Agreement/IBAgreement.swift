import PlumbCore

/// Compares the frames Plumb computed for a root with the frames Interface Builder stored, for the views IB
/// itself considers up to date and placed by constraints or stack views (docs/interface-builder.md, "Measured").
///
/// Skipped: the root, views marked or under `misplaced` / `ambiguous`, hidden views and their subtrees, views placed
/// by frame and autoresizing mask, views without a stored frame. Frames are compared relative to the superview
/// (as IB stores them); a view agrees when every edge and size is within one device pixel (1 / scale, plus 0.01
/// for the stored decimals).
public enum IBAgreement {
    /// One compared view.
    public struct Comparison: Hashable, Sendable {
        public var id: String
        public var className: String
        public var userLabel: String?
        public var stored: Rect
        public var computed: Rect
        /// Whether its size depends on text, its own or a sibling's or descendant's (`IBTree.textDependent`).
        public var textDependent: Bool
        public var agrees: Bool
        /// Why it may disagree, the first that applies; `nil` when it agrees.
        public var cause: Cause?
        /// The largest difference of x, y, width or height, in points.
        public var deviation: Double
    }

    /// Where a disagreement most likely comes from, in the order checked.
    public enum Cause: String, Hashable, Sendable, CaseIterable {
        /// Inside a class the reader approximates (a scroll, table or collection view, an unknown class).
        case approximatedClass = "inside an approximated class"
        /// A constraint naming it (or its superview) was dropped (`IBConstraints` notes).
        case droppedConstraint = "a constraint naming it was not laid out"
        /// A control whose frame differs from its alignment rectangle (switch, slider, progress view).
        case alignmentRectangle = "alignment rectangle of a control"
        /// Its size comes from text measured with Apple's fonts.
        case text = "text measured with other fonts"
        /// Only its position differs: its superview's safe area, margins or a sibling moved it.
        case position = "position only (safe area, margins or a sibling)"
        /// Its size differs with no cause above: the constraint or stack engine.
        case engine = "size (constraint or stack engine)"
    }

    /// Compares `tree` laid out as `frames` (absolute, by node id) at `scale`. `textDependent` names the views
    /// whose frames depend on text (found by laying out twice with different text sizes); `nil` takes every view
    /// with text in its subtree or among its siblings.
    public static func compare(
        _ tree: IBTree, frames: [String: Rect], scale: Int, hasVariations: Bool, textDependent: Set<String>? = nil
    ) -> [Comparison] {
        let tolerance = 1 / Double(max(1, scale)) + 0.01
        var results: [Comparison] = []
        var hiddenOrStale = Set<String>()
        for id in tree.order {
            guard let view = tree.views[id] else { continue }
            if view.element.flag("hidden") || view.parent.map(hiddenOrStale.contains) == true {
                hiddenOrStale.insert(id)
                continue
            }
            guard let parent = view.parent, !view.outOfDate, !tree.autoresized.contains(id),
                let stored = view.storedFrame, let absolute = frames[id], let parentFrame = frames[parent]
            else { continue }
            let computed = absolute.offsetBy(dx: -parentFrame.x, dy: -parentFrame.y)
            let deviation = [
                abs(computed.x - stored.x), abs(computed.y - stored.y), abs(computed.width - stored.width),
                abs(computed.height - stored.height),
            ].max()!
            let agrees = deviation <= tolerance
            let textDependent = textDependent?.contains(id) ?? isTextDependent(view, in: tree)
            let cause: Cause? =
                agrees
                ? nil
                : cause(
                    of: view, in: tree, textDependent: textDependent, hasVariations: hasVariations,
                    sizeAgrees: abs(computed.width - stored.width) <= tolerance
                        && abs(computed.height - stored.height) <= tolerance)
            results.append(
                Comparison(
                    id: id, className: view.className, userLabel: view.userLabel, stored: stored, computed: computed,
                    textDependent: textDependent, agrees: agrees, cause: cause, deviation: deviation))
        }
        return results
    }

    /// Its own text, a descendant's, or a sibling's (siblings share a stack's or a container's length).
    static func isTextDependent(_ view: IBView, in tree: IBTree) -> Bool {
        if subtreeHasText(view.id, in: tree) { return true }
        guard let parent = view.parent.flatMap({ tree.views[$0] }) else { return false }
        return parent.children.contains { tree.textDependent.contains($0) || subtreeHasText($0, in: tree) }
    }

    private static func subtreeHasText(_ id: String, in tree: IBTree) -> Bool {
        if tree.textDependent.contains(id) { return true }
        return tree.views[id]?.children.contains { subtreeHasText($0, in: tree) } ?? false
    }

    private static func cause(
        of view: IBView, in tree: IBTree, textDependent: Bool, hasVariations: Bool, sizeAgrees: Bool
    ) -> Cause {
        var ancestor = view.parent
        while let id = ancestor, let current = tree.views[id] {
            if IBLeaf.approximated.contains(current.className) || !IBLeaf.known(current.className) {
                return .approximatedClass
            }
            ancestor = current.parent
        }
        if tree.dropped.contains(view.id) || view.parent.map(tree.dropped.contains) == true {
            return .droppedConstraint
        }
        if ["switch", "slider", "progressView"].contains(view.className) { return .alignmentRectangle }
        if textDependent { return .text }
        return sizeAgrees ? .position : .engine
    }
}
