/// The comparison of a constraint: `==`, `<=` or `>=`.
public enum Relation: Sendable, CustomStringConvertible {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression ⋈ 0` with a priority and an optional tag.
///
/// A constraint is a handle, like kiwi's: two constraints are the same only if
/// they are the same object, so adding an identical-looking constraint twice is
/// allowed while adding the same object twice throws `duplicateConstraint`.
/// It is immutable; `withPriority(_:)` and `withTag(_:)` make new handles. The
/// `tag` is free text for diagnostics — the layout layer stores its source
/// there ("spec line 12: title.width == 100") so conflicts name the spec line.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs - rhs`, so the relation reads `expression ⋈ 0`.
    public let expression: LinearExpression
    public let relation: Relation
    public let priority: Priority
    public let tag: String?

    /// `expression ⋈ 0`.
    public init(
        _ expression: LinearExpression, _ relation: Relation,
        priority: Priority = .required, tag: String? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    /// `lhs ⋈ rhs`.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        priority: Priority = .required, tag: String? = nil
    ) {
        self.init(lhs - rhs, relation, priority: priority, tag: tag)
    }

    /// The same relation and tag at another priority (a new handle).
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, tag: tag)
    }

    /// The same relation and priority with another tag (a new handle).
    public func withTag(_ tag: String?) -> Constraint {
        Constraint(expression, relation, priority: priority, tag: tag)
    }

    public var isRequired: Bool { priority.isRequired }

    /// How far the relation is from holding for the given values, ≥ 0.
    ///
    /// In units of `expression`: `2*x >= 10` at x = 3 is off by 4.
    public func violation(_ value: (Variable) -> Double) -> Double {
        violation(withConstant: expression.constant, value)
    }

    /// `violation(_:)` with `constant` in place of the expression's own (a constant the solver has moved).
    func violation(withConstant constant: Double, _ value: (Variable) -> Double) -> Double {
        var v = constant
        for term in expression.terms { v += term.coefficient * value(term.variable) }
        switch relation {
        case .equal: return Swift.abs(v)
        case .lessThanOrEqual: return Swift.max(0, v)
        case .greaterThanOrEqual: return Swift.max(0, -v)
        }
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// `x + 2*y >= 10 @750 "tag"`: the constant moved to the right-hand side.
    public var description: String {
        var left = expression
        left.constant = 0
        let lhs = left.terms.isEmpty ? "0" : left.description
        var text = "\(lhs) \(relation) \(LinearExpression.format(-expression.constant + 0))"
        if !priority.isRequired { text += " @\(priority)" }
        if let tag { text += " \"\(tag)\"" }
        return text
    }
}

// MARK: - Relations, so systems read like algebra: `x + 2*y >= 10`.

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, LinearExpression(rhs)) }
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .equal, rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs))
}
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, .equal, LinearExpression(rhs)) }
public func == (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .equal, rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs))
}
public func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs))
}

public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs))
}
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, rhs)
}
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs))
}
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, rhs)
}
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}

public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, rhs)
}
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, rhs)
}
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}

extension Constraint {
    /// Whether this is `variable relation value` at `priority` for some value, as
    /// `Constraint(LinearExpression(variable), relation, LinearExpression(value), priority:)` makes it (an untagged
    /// bound).
    func isBound(_ variable: Variable, _ relation: Relation, priority: Priority) -> Bool {
        let terms = expression.terms
        return terms.count == 1 && terms[0].variable === variable && terms[0].coefficient == 1
            && self.relation == relation && self.priority == priority && tag == nil
    }
}

/// `(x == 10) | .high`: the constraint at another priority, as kiwi's Python `|` does.
public func | (constraint: Constraint, priority: Priority) -> Constraint {
    constraint.withPriority(priority)
}
