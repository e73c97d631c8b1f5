import PlumbCore

/// The root's safe-area insets Interface Builder used, read back from the stored frames: IB adds simulated bars
/// (navigation, tab, tool and status bars) by the scene's simulated metrics and its own version, which the
/// document does not state in full. Each edge comes from a required equality between an up-to-date view's edge and
/// the root's safe-area edge; an edge no such constraint names keeps `fallback`'s.
///
/// For measuring agreement only (`Scripts/ib-agreement`): a subject is laid out with the canvas device's insets.
public enum IBSafeAreaInference {
    public static func insets(for tree: IBTree, fallback: EdgeInsets) -> EdgeInsets {
        guard case .constraints(let parameters) = tree.root.layout,
            let rootFrame = tree.views[tree.root.id]?.storedFrame
        else { return fallback }
        var insets = fallback
        var seen = Set<LayoutAttribute>()
        for declaration in parameters.declarations where declaration.relation == .equal && declaration.priority == 1000
        {
            var (view, viewAttribute, guideAttribute, constant) = ("", LayoutAttribute.top, LayoutAttribute.top, 0.0)
            if case .node(let id) = declaration.item1, declaration.item2 == .safeArea,
                let attribute = declaration.attribute2, declaration.multiplier == 1
            {
                (view, viewAttribute, guideAttribute, constant) = (
                    id, declaration.attribute1, attribute, -declaration.constant
                )
            } else if declaration.item1 == .safeArea, case .node(let id)? = declaration.item2,
                let attribute = declaration.attribute2, declaration.multiplier == 1
            {
                (view, viewAttribute, guideAttribute, constant) = (
                    id, attribute, declaration.attribute1, declaration.constant
                )
            } else {
                continue
            }
            // guide edge = view edge + constant
            guard viewAttribute == guideAttribute, !seen.contains(guideAttribute),
                let frame = absoluteFrame(of: view, in: tree)
            else { continue }
            switch guideAttribute {
            case .top: insets.top = frame.y + constant
            case .bottom: insets.bottom = rootFrame.height - (frame.maxY + constant)
            case .left, .leading: insets.left = frame.x + constant
            case .right, .trailing: insets.right = rootFrame.width - (frame.maxX + constant)
            default: continue
            }
            seen.insert(guideAttribute)
        }
        return insets
    }

    /// The stored frame of `id` in the root's coordinates, or `nil` when it or an ancestor is out of date.
    static func absoluteFrame(of id: String, in tree: IBTree) -> Rect? {
        guard let view = tree.views[id], !view.outOfDate, var frame = view.storedFrame else { return nil }
        var parent = view.parent
        while let current = parent, let superview = tree.views[current], superview.parent != nil {
            guard let origin = superview.storedFrame else { return nil }
            frame = frame.offsetBy(dx: origin.x, dy: origin.y)
            parent = superview.parent
        }
        return frame
    }
}
