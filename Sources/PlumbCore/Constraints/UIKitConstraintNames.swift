/// The names of NSLayoutConstraint's attributes and UIView's layout guides that a UIKit developer writes, read in a
/// constraint as the spec's own: `superview.leadingMargin` (`NSLayoutConstraint.Attribute.leadingMargin`) is
/// `margins.leading`, and `layoutMarginsGuide` / `safeAreaLayoutGuide` name the `margins` / `safeArea` guides.
enum UIKitConstraintNames {
    /// `NSLayoutConstraint.Attribute`'s margin attributes and the plain attribute of the margins guide each means.
    static let marginAttributes: [String: LayoutAttribute] = [
        "leftMargin": .left, "rightMargin": .right, "topMargin": .top, "bottomMargin": .bottom,
        "leadingMargin": .leading, "trailingMargin": .trailing,
        "centerXWithinMargins": .centerX, "centerYWithinMargins": .centerY,
    ]

    /// The attribute of the margins guide that UIKit's margin attribute `name` means, or `nil`.
    static func marginAttribute(_ name: String) -> LayoutAttribute? { marginAttributes[name] }

    /// For an item written without `.ATTR` that is itself an attribute (`leading`, `leadingMargin`): what to write.
    static func hint(forBare name: String) -> String {
        if let attribute = marginAttribute(name) { return " (write margins.\(attribute.rawValue) for the superview's)" }
        if LayoutAttribute(rawValue: name) != nil { return " (write superview.\(name) or a child's id before it)" }
        return ""
    }
}
