/// An unknown of the constraint system, named for diagnostics.
///
/// A variable is a handle: two variables are equal only if they are the same
/// handle, however they are named (as in kiwi, where a variable is a shared
/// pointer). The solver never orders anything by a variable's identity; it
/// numbers variables itself in the order they first appear in added
/// constraints, so results do not depend on hashing or allocation addresses.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name shown in dumps and error messages, such as `title.width`.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String { name }
}
