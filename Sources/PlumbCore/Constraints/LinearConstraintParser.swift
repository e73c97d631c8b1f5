/// Parses one linear relation (docs/design.md §8):
/// `ITEM.ATTR (==|<=|>=) [MULT *] ITEM.ATTR [* MULT] [(+|-) CONST] [@ PRIORITY]` or `ITEM.ATTR (==|<=|>=) CONST [@ PRIORITY]`.
///
/// ITEM is a child id, `superview`, `margins` or `safeArea`. Errors carry the column where parsing stopped.
public enum LinearConstraintParser {
    public static func parse(_ text: String) throws(ConstraintSyntaxError) -> ConstraintDeclaration {
        var scanner = ConstraintScanner(text)
        let (item1, attribute1) = try itemAttribute(&scanner)
        guard let relation = scanner.relation() else {
            scanner.skipSpaces()
            throw scanner.error("expected ==, <= or >=")
        }
        var declaration = ConstraintDeclaration(item1: item1, attribute1: attribute1, relation: relation, text: text)
        scanner.skipSpaces()
        if let value = scanner.number() {
            if scanner.consume("*") {
                declaration.multiplier = value
                let (item2, attribute2) = try itemAttribute(&scanner)
                declaration.item2 = item2
                declaration.attribute2 = attribute2
                try constantTail(&scanner, into: &declaration)
            } else {
                declaration.constant = value
            }
        } else {
            let (item2, attribute2) = try itemAttribute(&scanner)
            declaration.item2 = item2
            declaration.attribute2 = attribute2
            if scanner.consume("*") {
                let column = scanner.column
                guard let multiplier = scanner.number() else {
                    throw scanner.error("expected a multiplier", at: column)
                }
                declaration.multiplier = multiplier
            }
            try constantTail(&scanner, into: &declaration)
        }
        if scanner.consume("@") { declaration.priority = try scanner.priority() }
        scanner.skipSpaces()
        guard scanner.isAtEnd else {
            throw scanner.error(
                "unexpected \"\(scanner.peek!)\"; expected + CONSTANT, - CONSTANT, @ PRIORITY or the end")
        }
        let directional: Set<LayoutAttribute> = [.leading, .trailing], absolute: Set<LayoutAttribute> = [.left, .right]
        if let attribute2 = declaration.attribute2,
            directional.contains(attribute1) && absolute.contains(attribute2)
                || absolute.contains(attribute1) && directional.contains(attribute2)
        {
            throw ConstraintSyntaxError(
                column: 1,
                message:
                    "\(attribute1.rawValue) cannot be related to \(attribute2.rawValue): leading/trailing flip under right-to-left and left/right do not (UIKit refuses this too)"
            )
        }
        if let attribute2 = declaration.attribute2, attribute1.isHorizontal != attribute2.isHorizontal,
            !(attribute1 == .width || attribute1 == .height) || !(attribute2 == .width || attribute2 == .height)
        {
            throw ConstraintSyntaxError(
                column: 1,
                message:
                    "\(attribute1.rawValue) and \(attribute2.rawValue) are on different axes; only width and height may be related across axes"
            )
        }
        return declaration
    }

    /// `+ CONST` or `- CONST`, if present.
    static func constantTail(
        _ scanner: inout ConstraintScanner, into declaration: inout ConstraintDeclaration
    ) throws(ConstraintSyntaxError) {
        for (sign, factor) in [("+", 1.0), ("-", -1.0)] where scanner.consume(sign) {
            let column = scanner.column
            guard let value = scanner.number() else {
                throw scanner.error("expected a number after \(sign)", at: column)
            }
            declaration.constant = factor * value
            return
        }
    }

    /// `ITEM.ATTR`.
    static func itemAttribute(
        _ scanner: inout ConstraintScanner
    ) throws(ConstraintSyntaxError) -> (ConstraintItem, LayoutAttribute) {
        scanner.skipSpaces()
        let start = scanner.column
        guard let name = scanner.identifier() else {
            throw scanner.error("expected ITEM.ATTRIBUTE (a child id, superview, margins or safeArea)")
        }
        guard scanner.consume(".") else {
            throw scanner.error(
                "expected \".\" and an attribute after \(name.debugDescription)\(UIKitConstraintNames.hint(forBare: name))"
            )
        }
        let attributeColumn = scanner.column
        guard let attributeName = scanner.identifier() else {
            throw scanner.error(
                "expected an attribute (\(LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ")))",
                at: attributeColumn)
        }
        let item = item(named: name)
        if let attribute = LayoutAttribute(rawValue: attributeName) { return (item, attribute) }
        if let attribute = UIKitConstraintNames.marginAttribute(attributeName) {
            // NSLayoutConstraint's `.leadingMargin` of the superview is its layout-margins guide's leading edge.
            guard item == .superview else {
                throw scanner.error(
                    "\(attributeName) is UIKit's attribute of a view's own layout margins; Plumb relates a container's "
                        + "margins only: write margins.\(attribute.rawValue) for the superview's", at: start)
            }
            return (.margins, attribute)
        }
        throw scanner.error(
            "expected an attribute (\(LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ")))",
            at: attributeColumn)
    }

    static func item(named name: String) -> ConstraintItem {
        switch name {
        case "superview": .superview
        case "margins", "layoutMarginsGuide": .margins
        case "safeArea", "safeAreaLayoutGuide": .safeArea
        default: .node(name)
        }
    }
}
