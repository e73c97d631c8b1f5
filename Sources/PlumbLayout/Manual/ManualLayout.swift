import PlumbCore

/// A layout computed by hand from a width and a view model: the `layoutFor(width:)` pattern.
///
/// A conforming value computes every frame in its initialiser from the width, the environment and text measured
/// through `TextMeasuring` (rounded up with `integralSize`). Its height is derived from those frames — the lowest
/// `maxY` plus `bottomInset` — so the height and the frames can never disagree, and nothing is clipped.
public protocol ManualLayout {
    /// The nodes this layout places and their frames, relative to the layout's own top-left corner, in drawing order.
    var placements: [Placement] { get }
    /// The space kept below the lowest frame.
    var bottomInset: Double { get }
}

extension ManualLayout {
    /// The layout's height: the lowest edge of any frame plus `bottomInset`.
    public var height: Double {
        (placements.map(\.frame.maxY).max() ?? 0) + bottomInset
    }
}

/// A manual layout that can be made by name, for a width, in an environment.
public struct ManualLayoutDefinition: Sendable {
    public typealias Make =
        @Sendable (_ width: Double, _ environment: Environment, _ measurer: any TextMeasuring) ->
        any ManualLayout

    public let name: String
    /// One line on what it shows, for `plumb demo` and docs.
    public let summary: String
    public let make: Make

    public init(name: String, summary: String, make: @escaping Make) {
        self.name = name
        self.summary = summary
        self.make = make
    }
}

/// Manual layouts by name, so a spec or the CLI can refer to Swift code (`layout: manual`, `manual: NAME`).
///
/// A value, not a global: the gallery builds one, a test target can build its own.
public struct ManualLayoutRegistry: Sendable {
    private var definitions: [String: ManualLayoutDefinition] = [:]
    /// Container engines by name: a node `layout: .manual(NAME)` whose name is here has its children laid out by
    /// that engine (`register(engine:named:)`).
    private var engines: [String: any ContainerEngine & Sendable] = [:]

    public init(_ definitions: [ManualLayoutDefinition] = []) {
        for definition in definitions { register(definition) }
    }

    /// Adds `definition`, replacing any with the same name.
    public mutating func register(_ definition: ManualLayoutDefinition) {
        definitions[definition.name] = definition
    }

    public subscript(name: String) -> ManualLayoutDefinition? { definitions[name] }

    /// Adds a team's own container engine under `name`, replacing any manual layout or engine of that name: a node
    /// `Node(id:layout: .manual(name), children: …)` then has its children measured and placed by `engine`, as
    /// UIKit runs a view's own `sizeThatFits` and `layoutSubviews` (docs/swift.md, "Your own engine").
    public mutating func register(engine: any ContainerEngine & Sendable, named name: String) {
        definitions[name] = nil
        engines[name] = engine
    }

    /// The container engine registered as `name`, if one is.
    public func engine(named name: String) -> (any ContainerEngine & Sendable)? { engines[name] }

    /// Registered names, manual layouts and engines, sorted.
    public var names: [String] { (Array(definitions.keys) + Array(engines.keys)).sorted() }
}
