/// How much a constraint matters, 1…1000, where 1000 means required.
///
/// Priorities are strict tiers, not weights: the solver never trades a
/// constraint at priority p against any number of constraints below p. That is
/// Auto Layout's documented rule ("higher priority constraints are satisfied
/// before lower") and the reason Plumb does not fold priorities into one double
/// as kiwi does. The named levels are UIKit's.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The level, 1…1000.
    public let value: Double

    /// A priority of `value`, which must lie in 1…1000.
    public init(_ value: Double) {
        precondition(value >= 1 && value <= 1000, "A priority lies in 1…1000; got \(value).")
        self.value = value
    }

    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    /// 1000: must hold; the solver throws if it cannot.
    public static let required = Priority(1000)
    /// 750, UIKit's `defaultHigh` (compression resistance).
    public static let high = Priority(750)
    /// 250, UIKit's `defaultLow` (content hugging).
    public static let low = Priority(250)
    /// 50, UIKit's `fittingSizeLevel`, for "as small as possible" targets.
    public static let fittingSize = Priority(50)

    public var isRequired: Bool { value >= 1000 }

    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }

    public var description: String {
        if isRequired { return "required" }
        if value == value.rounded() { return String(Int(value)) }
        return String(value)
    }
}
