import PlumbCore

/// A team's own manual layout that specs, trees and the CLI can name: `manual: message-cell` in a spec,
/// `Manual(MessageCell.self)` in a builder tree, `PlumbCommand.main(layouts: [MessageCell.self])` for the CLI.
///
/// The initialiser builds the layout for a width with the layout's sample view model (the one its snapshots
/// show), measuring text with `measurer` — in tests and the CLI the Pango measurer that also draws it, in an app
/// the team's own `TextMeasuring`. A layout shown with several models registers one type per model, or uses
/// `LayoutUnderTest { environment, measurer in … }` in tests.
///
/// ```swift
/// struct MessageCell: NamedManualLayout {
///     static let layoutName = "message-cell"
///     var placements: [Placement]
///     var bottomInset: Double { 12 }
///     init(width: Double, environment: Environment, measurer: any TextMeasuring) {
///         self.init(model: .sample, width: width, environment: environment, measurer: measurer)
///     }
/// }
/// ```
public protocol NamedManualLayout: ManualLayout, SendableMetatype {
    /// The name specs and trees use (`manual: NAME`); unique within a registry.
    static var layoutName: String { get }
    /// One line on what it shows, for `plumb demo` and docs.
    static var summary: String { get }
    /// The layout for `width` in `environment`, its text measured with `measurer`.
    init(width: Double, environment: Environment, measurer: any TextMeasuring)
}

extension NamedManualLayout {
    public static var summary: String { "" }
}

extension ManualLayoutDefinition {
    /// The definition of a named layout type.
    public init<Layout: NamedManualLayout>(_ type: Layout.Type) {
        self.init(name: Layout.layoutName, summary: Layout.summary) { width, environment, measurer in
            Layout(width: width, environment: environment, measurer: measurer)
        }
    }
}

extension ManualLayoutRegistry {
    /// A registry of layout types, e.g. `ManualLayoutRegistry(layouts: [MessageCell.self, ProfileHeader.self])`.
    public init(layouts: [any NamedManualLayout.Type]) {
        self.init(layouts.map { ManualLayoutDefinition($0) })
    }

    /// This registry with every definition of `other` added (`other` wins where both name the same layout).
    public func merging(_ other: ManualLayoutRegistry) -> ManualLayoutRegistry {
        var merged = self
        for name in other.names {
            if let definition = other[name] { merged.register(definition) }
            if let engine = other.engine(named: name) { merged.register(engine: engine, named: name) }
        }
        return merged
    }

    /// The manual layouts `root` names that this registry does not hold, in tree order, each with the first node
    /// that names it. A tree built in Swift is checked with this before it is laid out, because the engine would
    /// otherwise lay an unknown name out as an empty box (and a snapshot would record a blank baseline).
    public func unregistered(in root: Node) -> [UnregisteredManualLayout] {
        var missing: [UnregisteredManualLayout] = []
        var stack = [root]
        while let node = stack.popLast() {
            if case .manual(let name) = node.layout, self[name] == nil, engine(named: name) == nil,
                !missing.contains(where: { $0.name == name })
            {
                missing.append(UnregisteredManualLayout(name: name, node: node.id, registered: names))
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return missing
    }
}

/// A manual layout a tree names but nothing registered: the name, the node that names it, and what is registered.
public struct UnregisteredManualLayout: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var node: String
    public var registered: [String]

    public init(name: String, node: String, registered: [String]) {
        self.name = name
        self.node = node
        self.registered = registered
    }

    public var description: String {
        let known = registered.isEmpty ? "none is registered" : "registered: " + registered.joined(separator: ", ")
        return
            "node \(node.debugDescription) uses the manual layout \(name.debugDescription), which is not registered (\(known)); "
            + "pass its type, e.g. `layouts: [\(Self.typeName(for: name)).self]`"
    }

    /// `message-cell` → `MessageCell`, the usual type name for a layout name, for the suggestion.
    static func typeName(for name: String) -> String {
        name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }
}
