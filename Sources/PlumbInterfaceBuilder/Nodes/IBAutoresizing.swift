import PlumbCore

/// A view placed by its frame and autoresizing mask (`translatesAutoresizingMaskIntoConstraints`), as the
/// constraints UIKit makes from the mask (`NSAutoresizingMaskLayoutConstraint`).
///
/// Per axis the superview's change in size is shared among the flexible parts (leading margin, size, trailing
/// margin) in proportion to their stored lengths, as `UIView`'s autoresizing does ("the view's size and position
/// are adjusted proportionally", `UIView.AutoresizingMask`); fixed parts keep their stored lengths. Each part is a
/// linear function of the superview's length, so each becomes one required constraint with a multiplier on the
/// superview's width or height.
enum IBAutoresizing {
    /// Whether `view` is placed by its mask: a cell's or effect view's content view; a view Xcode marked
    /// `fixedFrame="YES"` (written with `translatesAutoresizingMaskIntoConstraints="NO"`, yet placed by frame); or
    /// any view but a root or an arranged subview that is not marked `translatesAutoresizingMaskIntoConstraints="NO"`
    /// and that no constraint names.
    static func applies(to view: IBView, referenced: Set<String>) -> Bool {
        guard view.storedFrame != nil, view.parent != nil, !view.arranged else { return false }
        if view.isContentView || view.element.flag("fixedFrame") { return true }
        return view.element["translatesAutoresizingMaskIntoConstraints"] != "NO" && !referenced.contains(view.id)
    }

    /// The two constraints per axis that hold `view` where its mask says, in `superview`; `superviewIsTop` when
    /// the superview is the top of its constraint tree (its left and top are 0 in the solver's coordinates).
    ///
    /// The size is always exact: `width == share × superview.width + c`. A position whose share is 0, ½ or 1 is
    /// exact too (against the superview's leading, centre or trailing edge), and so is any share in a tree's top
    /// container; otherwise it is held at its stored offset from the superview's edge — exact at the canvas size,
    /// approximate at others.
    static func declarations(for view: IBView, in superview: IBView, superviewIsTop: Bool) -> [ConstraintDeclaration] {
        guard let frame = view.storedFrame else { return [] }
        let container = superview.storedFrame ?? frame
        let mask = view.element.child("autoresizingMask", key: "autoresizingMask")
        let text = "autoresizing mask of \(view.id)"
        // A cell's or effect view's content view follows its container's size whatever its stored mask says.
        func flag(_ name: String) -> Bool {
            if view.isContentView, name == "widthSizable" || name == "heightSizable" { return true }
            return mask?.flag(name) ?? false
        }
        func axis(
            origin: Double, length: Double, total: Double, flexible: [Bool], start: LayoutAttribute,
            center: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute
        ) -> [ConstraintDeclaration] {
            let parts = [origin, length, total - origin - length]
            let flexibleLength = zip(parts, flexible).filter(\.1).map(\.0).reduce(0, +)
            let flexibleCount = flexible.filter { $0 }.count
            // The share of a change in the superview's length each part takes.
            func share(_ part: Int) -> Double {
                guard flexible[part] else { return 0 }
                return flexibleLength > 0 ? parts[part] / flexibleLength : 1 / Double(flexibleCount)
            }
            let startShare = share(0), sizeShare = share(1)
            func position(
                _ attribute: LayoutAttribute, multiplier: Double = 1, constant: Double
            ) -> ConstraintDeclaration {
                ConstraintDeclaration(
                    item1: .node(view.id), attribute1: start, relation: .equal, multiplier: multiplier,
                    item2: .superview, attribute2: attribute, constant: constant, text: text)
            }
            let placed: ConstraintDeclaration
            if startShare == 0 {
                placed = position(start, constant: origin)
            } else if startShare == 1 {
                placed = position(end, constant: origin - total)
            } else if startShare == 0.5 {
                placed = position(center, constant: origin - total / 2)
            } else if superviewIsTop {
                placed = position(size, multiplier: startShare, constant: origin - startShare * total)
            } else {
                placed = position(start, constant: origin)
            }
            return [
                placed,
                ConstraintDeclaration(
                    item1: .node(view.id), attribute1: size, relation: .equal, multiplier: sizeShare,
                    item2: .superview, attribute2: size, constant: length - sizeShare * total, text: text),
            ]
        }
        let horizontal = axis(
            origin: frame.x, length: frame.width, total: container.width,
            flexible: [flag("flexibleMinX"), flag("widthSizable"), flag("flexibleMaxX")],
            start: .left, center: .centerX, end: .right, size: .width)
        let vertical = axis(
            origin: frame.y, length: frame.height, total: container.height,
            flexible: [flag("flexibleMinY"), flag("heightSizable"), flag("flexibleMaxY")],
            start: .top, center: .centerY, end: .bottom, size: .height)
        return horizontal + vertical
    }
}
