/// `coefficient · variable`, one summand of a linear expression.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient · variable + constant`.
///
/// Terms keep the order they were written in and are not merged (`x + x` is
/// two terms); the solver merges them when it builds a row. Keeping source
/// order matters: the solver numbers new variables in the order they appear,
/// and that numbering drives every pivoting choice. (Not called `Expression`:
/// Foundation exports a type of that name, and any file importing both
/// modules would have to qualify it.)
public struct LinearExpression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms: terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: constant * factor)
    }

    /// The sum of the two expressions, terms of `self` first.
    public func adding(_ other: LinearExpression) -> LinearExpression {
        LinearExpression(terms: terms + other.terms, constant: constant + other.constant)
    }

    /// The value of the expression when each variable takes `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }
}

extension LinearExpression: CustomStringConvertible {
    /// Reads like the source: `x + 2*y - 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let c = term.coefficient
            let magnitude = Swift.abs(c)
            let factor = magnitude == 1 ? "" : "\(LinearExpression.format(magnitude))*"
            if text.isEmpty {
                text = (c < 0 ? "-" : "") + factor + term.variable.name
            } else {
                text += (c < 0 ? " - " : " + ") + factor + term.variable.name
            }
        }
        if text.isEmpty { return LinearExpression.format(constant) }
        if constant != 0 {
            text += (constant < 0 ? " - " : " + ") + LinearExpression.format(Swift.abs(constant))
        }
        return text
    }

    /// A number without a trailing `.0` when it is whole.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

// MARK: - Arithmetic, so systems read like algebra: `x + 2*y - 10`.

public func * (coefficient: Double, variable: Variable) -> LinearExpression {
    LinearExpression(terms: [Term(variable, coefficient)])
}

public func * (variable: Variable, coefficient: Double) -> LinearExpression {
    LinearExpression(terms: [Term(variable, coefficient)])
}

public func * (coefficient: Double, expression: LinearExpression) -> LinearExpression {
    expression.scaled(by: coefficient)
}

public func * (expression: LinearExpression, coefficient: Double) -> LinearExpression {
    expression.scaled(by: coefficient)
}

public func / (variable: Variable, divisor: Double) -> LinearExpression {
    LinearExpression(terms: [Term(variable, 1 / divisor)])
}

public func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
    expression.scaled(by: 1 / divisor)
}

public prefix func - (variable: Variable) -> LinearExpression {
    LinearExpression(terms: [Term(variable, -1)])
}

public prefix func - (expression: LinearExpression) -> LinearExpression {
    expression.scaled(by: -1)
}

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs) }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(LinearExpression(rhs)) }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs) }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs)) }
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.adding(LinearExpression(rhs)) }
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs) }
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs)) }
public func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs)) }

public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(-rhs) }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(-rhs) }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(-rhs) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(-rhs) }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.adding(LinearExpression(-rhs)) }
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(-rhs) }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(-rhs)) }
public func - (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(-rhs) }
