import PlumbCore

/// A stack's container children measured with the safe area they land in.
///
/// A child is measured before it is placed, with no safe area (`NodeSizing`); where it lands may cover part of
/// the screen's unsafe area — a padded bar at the bottom of a screen-filling column, over the home indicator. A
/// margins-relative child then needs to be taller by that inset (its margins are measured from the safe area,
/// `insetsLayoutMarginsFromSafeArea`), as UIKit lays it out again once its `safeAreaInsets` change. So once the
/// stack knows where its container children land, it arranges them again measured with those insets. Leaves
/// are not affected (their size never depends on the safe area), and a stack with no unsafe area around it does
/// nothing more.
extension StackEngine {
    /// How many times a stack arranges its children again for the safe area they land in; one is enough unless
    /// the new sizes move a child into (or out of) a band, and a second settles that.
    static let landingPasses = 2

    /// Moves `frames`, arranged in the content's left-to-right space, into `content` (root coordinates), mirrored
    /// inside `frame` under right-to-left.
    func placeInFrame(_ frames: inout [Rect], content: Rect, frame: Rect, context: LayoutContext) {
        let rightToLeft = context.environment.direction == .rtl
        for index in frames.indices {
            var placed = frames[index].offsetBy(dx: content.x, dy: content.y)
            if rightToLeft {
                placed = Rect(
                    x: frame.minX + frame.maxX - placed.maxX, y: placed.y, width: placed.width, height: placed.height)
            }
            frames[index] = placed
        }
    }

    /// Arranges `node`'s children again, measured with the insets each container child inherits at its frame in
    /// `frames`, while those insets change (at most `landingPasses` times); `frames` and `arrangement` become the
    /// new ones.
    func rearrangeWhereLanded(
        _ node: Node, _ parameters: StackParameters, _ frames: inout [Rect], _ arrangement: inout Arrangement,
        content: Rect, frame: Rect, context: LayoutContext
    ) {
        let region = ContainerInsets.region(for: node, frame: frame, context: context)
        guard case .parent = region, node.children.contains(where: { !$0.isLeaf && !$0.hidden }) else { return }
        var landed = Array(repeating: EdgeInsets.zero, count: node.children.count)
        for _ in 0..<Self.landingPasses {
            var changed = false
            for (index, child) in node.children.enumerated() where !child.isLeaf && !child.hidden {
                let insets = region.insets(of: frames[index])
                if insets != landed[index] {
                    landed[index] = insets
                    changed = true
                }
            }
            guard changed else { return }
            let axis = parameters.axis
            arrangement = arrange(
                node, parameters, main: max(0, axis.main(content.size)), cross: max(0, axis.cross(content.size)),
                context: context,
                landed: landed)
            frames = []
            swap(&frames, &arrangement.frames)
            placeInFrame(&frames, content: content, frame: frame, context: context)
        }
    }
}
