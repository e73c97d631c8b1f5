/// Parses Apple's Visual Format Language into constraint declarations.
///
/// Supported: `H:` / `V:` (H when omitted), `|` for the container, `[view]`, connections `-`, `-N-`,
/// `-(>=N@P)-` and none (views touching), size predicates `[view(==50@750)]`, `[a(==b)]`, `[a(>=50,<=100)]`, and
/// a bare number meaning `==`. Horizontal formats use leading/trailing, so they flip under right-to-left, as VFL's
/// default `.directionLeadingToTrailing` does. A `-` with no number is the standard spacing: 8 between siblings;
/// next to `|` it means the container's layout margins (`|-[a]` is `a.leading == margins.leading`), as on iOS 11+.
public enum VisualFormatParser {
    /// The standard space between siblings, in points.
    public static let standardSpacing = 8.0

    /// A predicate: relation, constant or other view, priority.
    struct Predicate {
        var relation: LayoutRelation
        var constant: Double
        var view: String?
        var priority: Double
    }

    public static func parse(_ text: String) throws(ConstraintSyntaxError) -> [ConstraintDeclaration] {
        var scanner = ConstraintScanner(text)
        var vertical = false
        if scanner.consume("V:") { vertical = true } else { _ = scanner.consume("H:") }
        let leadingAttribute: LayoutAttribute = vertical ? .top : .leading
        let trailingAttribute: LayoutAttribute = vertical ? .bottom : .trailing
        let sizeAttribute: LayoutAttribute = vertical ? .height : .width
        var result: [ConstraintDeclaration] = []
        /// The previous element: `nil` before anything, `.superview` after a leading `|`, or a view.
        var previous: ConstraintItem?
        var pending: [Predicate]? = nil  // the connection waiting for the next element
        var pendingIsStandard = false

        func connect(_ from: ConstraintItem, _ to: ConstraintItem, _ connection: [Predicate]?, standard: Bool) {
            // No connection between adjacent elements means they touch (spacing 0).
            let predicates = connection ?? [Predicate(relation: .equal, constant: 0, view: nil, priority: 1000)]
            for predicate in predicates {
                if from == .superview {
                    let guide: ConstraintItem = standard ? .margins : .superview
                    result.append(
                        ConstraintDeclaration(
                            item1: to, attribute1: leadingAttribute, relation: predicate.relation, item2: guide,
                            attribute2: leadingAttribute,
                            constant: standard ? 0 : predicate.constant, priority: predicate.priority, text: text))
                } else if to == .superview {
                    let guide: ConstraintItem = standard ? .margins : .superview
                    result.append(
                        ConstraintDeclaration(
                            item1: guide, attribute1: trailingAttribute, relation: predicate.relation, item2: from,
                            attribute2: trailingAttribute,
                            constant: standard ? 0 : predicate.constant, priority: predicate.priority, text: text))
                } else {
                    result.append(
                        ConstraintDeclaration(
                            item1: to, attribute1: leadingAttribute, relation: predicate.relation, item2: from,
                            attribute2: trailingAttribute,
                            constant: predicate.constant, priority: predicate.priority, text: text))
                }
            }
        }

        scanner.skipSpaces()
        if scanner.consume("|") { previous = .superview }
        while true {
            scanner.skipSpaces()
            if scanner.isAtEnd { break }
            if previous != nil, scanner.consume("-") {
                // A connection: "-" alone (standard), "-N-", "-(predicates)-".
                scanner.skipSpaces()
                if scanner.peek == "[" || scanner.peek == "|" {
                    pending = [Predicate(relation: .equal, constant: standardSpacing, view: nil, priority: 1000)]
                    pendingIsStandard = true
                } else {
                    let list = try connectionPredicates(&scanner)
                    guard scanner.consume("-") else { throw scanner.error("expected \"-\" after the spacing") }
                    pending = list
                    pendingIsStandard = false
                }
                continue
            }
            if scanner.consume("[") {
                let nameColumn = scanner.column
                guard let name = scanner.identifier() else {
                    throw scanner.error("expected a view name after \"[\"", at: nameColumn)
                }
                let item = ConstraintItem.node(name)
                if scanner.consume("(") {
                    for predicate in try predicateList(&scanner, closing: ")") {
                        result.append(
                            ConstraintDeclaration(
                                item1: item, attribute1: sizeAttribute, relation: predicate.relation,
                                item2: predicate.view.map { .node($0) },
                                attribute2: predicate.view == nil ? nil : sizeAttribute,
                                constant: predicate.view == nil ? predicate.constant : 0, priority: predicate.priority,
                                text: text))
                    }
                }
                guard scanner.consume("]") else { throw scanner.error("expected \"]\" to close [\(name)") }
                if let previous { connect(previous, item, pending, standard: pendingIsStandard) }
                previous = item
                pending = nil
                pendingIsStandard = false
                continue
            }
            if scanner.consume("|") {
                guard let last = previous, last != .superview else { throw scanner.error("\"|\" must follow a view") }
                connect(last, .superview, pending, standard: pendingIsStandard)
                previous = .superview
                pending = nil
                scanner.skipSpaces()
                guard scanner.isAtEnd else { throw scanner.error("nothing may follow the closing \"|\"") }
                break
            }
            throw scanner.error("unexpected \"\(scanner.peek!)\"; expected [view], \"-\" or \"|\"")
        }
        if pending != nil { throw scanner.error("a connection \"-\" must be followed by [view] or \"|\"") }
        guard previous != nil, previous != .superview || result.count > 0 else {
            throw scanner.error("expected at least one [view]")
        }
        return result
    }

    /// The inside of `-…-`: a number, or `(pred, pred…)`.
    static func connectionPredicates(_ scanner: inout ConstraintScanner) throws(ConstraintSyntaxError) -> [Predicate] {
        if scanner.consume("(") { return try predicateList(&scanner, closing: ")") }
        let column = scanner.column
        guard let value = scanner.number() else {
            throw scanner.error("expected a spacing number or (predicates)", at: column)
        }
        return [Predicate(relation: .equal, constant: value, view: nil, priority: 1000)]
    }

    /// `pred (, pred)* )` where pred is `[==|<=|>=] (number | view) [@priority]`.
    static func predicateList(
        _ scanner: inout ConstraintScanner, closing: String
    ) throws(ConstraintSyntaxError) -> [Predicate] {
        var list: [Predicate] = []
        repeat {
            let relation = scanner.relation() ?? .equal
            var predicate = Predicate(relation: relation, constant: 0, view: nil, priority: 1000)
            scanner.skipSpaces()
            if let value = scanner.number() {
                predicate.constant = value
            } else if let view = scanner.identifier() {
                predicate.view = view
            } else {
                throw scanner.error("expected a number or a view name in the predicate")
            }
            if scanner.consume("@") { predicate.priority = try scanner.priority() }
            list.append(predicate)
        } while scanner.consume(",")
        guard scanner.consume(closing) else { throw scanner.error("expected \"\(closing)\" or \",\"") }
        return list
    }
}
