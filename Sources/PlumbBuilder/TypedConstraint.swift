import PlumbCore

/// A priority, as `UILayoutPriority`: 1…1000, `.required` by default.
public struct LayoutPriority: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var value: Double

    public init(_ value: Double) {
        precondition((1...1000).contains(value), "a layout priority is 1…1000, not \(value)")
        self.value = value
    }

    public init(floatLiteral value: Double) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    public static let required = LayoutPriority(1000)
    public static let high = LayoutPriority(750)
    public static let low = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)
}

/// One constraint written with anchors: `title.leading == superview.leadingMargin + 8`.
public struct TypedConstraint: Sendable, CustomStringConvertible {
    /// The declaration the constraint engine solves: the same value a spec's string parses to.
    public var declaration: ConstraintDeclaration

    init<Kind>(
        _ anchor: LayoutAnchor<Kind>, _ relation: LayoutRelation, _ rhs: AnchorExpression<Kind>?, constant: Double = 0
    ) {
        declaration = ConstraintDeclaration(
            item1: anchor.item, attribute1: anchor.attribute, relation: relation, multiplier: rhs?.multiplier ?? 1,
            item2: rhs?.anchor.item, attribute2: rhs?.anchor.attribute, constant: rhs?.constant ?? constant)
        declaration.text = declaration.description
    }

    /// This constraint at `priority` (`(badge.width >= 20).priority(.high)`).
    public func priority(_ priority: LayoutPriority) -> TypedConstraint {
        var copy = self
        copy.declaration.priority = priority.value
        copy.declaration.text = copy.declaration.description
        return copy
    }

    public var description: String { declaration.description }
}

public func == <Kind>(lhs: LayoutAnchor<Kind>, rhs: AnchorExpression<Kind>) -> TypedConstraint {
    TypedConstraint(lhs, .equal, rhs)
}
public func >= <Kind>(lhs: LayoutAnchor<Kind>, rhs: AnchorExpression<Kind>) -> TypedConstraint {
    TypedConstraint(lhs, .greaterThanOrEqual, rhs)
}
public func <= <Kind>(lhs: LayoutAnchor<Kind>, rhs: AnchorExpression<Kind>) -> TypedConstraint {
    TypedConstraint(lhs, .lessThanOrEqual, rhs)
}
public func == <Kind>(lhs: LayoutAnchor<Kind>, rhs: LayoutAnchor<Kind>) -> TypedConstraint { lhs == rhs + 0 }
public func >= <Kind>(lhs: LayoutAnchor<Kind>, rhs: LayoutAnchor<Kind>) -> TypedConstraint { lhs >= rhs + 0 }
public func <= <Kind>(lhs: LayoutAnchor<Kind>, rhs: LayoutAnchor<Kind>) -> TypedConstraint { lhs <= rhs + 0 }

/// A fixed size: `badge.width == 24` (`constraint(equalToConstant:)`); only dimensions have one.
public func == (lhs: LayoutAnchor<AnchorDimension>, constant: Double) -> TypedConstraint {
    TypedConstraint(lhs, .equal, nil, constant: constant)
}
public func >= (lhs: LayoutAnchor<AnchorDimension>, constant: Double) -> TypedConstraint {
    TypedConstraint(lhs, .greaterThanOrEqual, nil, constant: constant)
}
public func <= (lhs: LayoutAnchor<AnchorDimension>, constant: Double) -> TypedConstraint {
    TypedConstraint(lhs, .lessThanOrEqual, nil, constant: constant)
}

/// Collects a container's constraints, with `if`, `for … in` and arrays.
@resultBuilder
public enum ConstraintBuilder {
    public static func buildExpression(_ constraint: TypedConstraint) -> [TypedConstraint] { [constraint] }
    public static func buildExpression(_ constraints: [TypedConstraint]) -> [TypedConstraint] { constraints }
    public static func buildBlock(_ parts: [TypedConstraint]...) -> [TypedConstraint] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [TypedConstraint]?) -> [TypedConstraint] { part ?? [] }
    public static func buildEither(first part: [TypedConstraint]) -> [TypedConstraint] { part }
    public static func buildEither(second part: [TypedConstraint]) -> [TypedConstraint] { part }
    public static func buildArray(_ parts: [[TypedConstraint]]) -> [TypedConstraint] { parts.flatMap { $0 } }
}
