import PlumbCore

/// Solves a constraint tree to a fixed point of text measurement: Auto Layout's two-pass `UILabel` problem, done
/// explicitly.
///
/// Pass 1 measures every width-dependent leaf (text, buttons, nested containers of other engines) at its natural
/// width. After each solve, a leaf whose solved width differs from the width it was measured at is re-measured at
/// the solved width and the system is solved again, until no width changes or `maximumPasses` is reached.
enum ConstraintLayout {
    /// More passes than any real layout needs; a cycle (text whose height changes its own width) stops here.
    static let maximumPasses = 8

    /// The final system, solved.
    static func solve(_ tree: ConstraintTree, context: LayoutContext, width: Double?, height: Double?) -> ConstraintSystem {
        var textWidths: [String: Double] = [:]
        var system = ConstraintSystem(tree: tree, context: context, width: width, height: height, textWidths: textWidths)
        for _ in 1..<maximumPasses {
            var changed = false
            for leaf in tree.leaves where ConstraintSystem.isWidthDependent(leaf) {
                let solved = system.frame(of: leaf.id).width
                if let measured = textWidths[leaf.id], abs(measured - solved) < 1e-9 { continue }
                textWidths[leaf.id] = solved
                changed = true
            }
            guard changed else { break }
            system = ConstraintSystem(tree: tree, context: context, width: width, height: height, textWidths: textWidths)
        }
        return system
    }
}
