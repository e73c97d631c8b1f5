import PlumbCore

/// Something a layout tree is built from: a node, written declaratively.
///
/// Every element (`Text`, `HStack`, `Constraints`, …) wraps the `Node` it builds, and modifiers return a changed
/// copy, as SwiftUI's do. The tree is plain data: `.node` is exactly the node a spec with the same keys parses to.
///
/// ```swift
/// let cell = HStack(id: "cell", spacing: 8, alignment: .center) {
///     Text("Larger Accessibility Sizes", id: "title", style: .body)
///     Switch(id: "toggle").hugging(horizontal: 750, vertical: 750).compressionResistance(horizontal: 751, vertical: 751)
/// }
/// .padding(top: 12, leading: 16, bottom: 12, trailing: 16)
/// .background(.white)
/// ```
public protocol LayoutElement {
    /// The node this element builds.
    var node: Node { get set }
}

extension Node: LayoutElement {
    public var node: Node {
        get { self }
        set { self = newValue }
    }
}

/// Builds a list of child nodes from elements, with `if`, `if let`, `switch` and `for … in`.
@resultBuilder
public enum NodeTreeBuilder {
    public static func buildExpression(_ element: some LayoutElement) -> [Node] { [element.node] }
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first part: [Node]) -> [Node] { part }
    public static func buildEither(second part: [Node]) -> [Node] { part }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}

/// A node written as itself: `Box`, or any node built elsewhere.
public struct Box: LayoutElement {
    public var node: Node

    /// A rectangle; with children, an `absolute` container whose children give their `.frame(x:y:width:height:)`
    /// (as a spec's node with `children` and no `layout`).
    public init(id: String, @NodeTreeBuilder children: () -> [Node] = { [] }) {
        let children = children()
        node = Node(id: id, layout: children.isEmpty ? .none : .absolute, children: children)
    }
}

/// A leaf that draws text (`kind: text`), unlimited lines by default as in a spec (`UILabel.numberOfLines = 0`).
public struct Text: LayoutElement {
    public var node: Node

    public init(
        _ string: String, id: String, style: TextStyle = .body, weight: FontWeight? = nil, lines: Int = 0,
        alignment: TextAlignment = .natural, color: Color = .label
    ) {
        node = Node(
            id: id, kind: .text,
            text: TextContent(string, style: style, weight: weight, lines: lines, alignment: alignment, color: color))
    }
}

/// An image placeholder (`kind: image`) with its intrinsic size.
public struct Image: LayoutElement {
    public var node: Node

    public init(id: String, width: Double, height: Double) {
        node = Node(id: id, kind: .image, intrinsicWidth: width, intrinsicHeight: height)
    }

    /// An image with no intrinsic size, sized by its container or `.size(width:height:)`.
    public init(id: String) {
        node = Node(id: id, kind: .image)
    }
}

/// A system button (`kind: button`) with a one-line title, as in a spec.
public struct Button: LayoutElement {
    public var node: Node

    public init(_ title: String, id: String, style: TextStyle = .body, weight: FontWeight? = nil, lines: Int = 1) {
        node = Node(id: id, kind: .button, text: TextContent(title, style: style, weight: weight, lines: lines))
    }

    /// A button without a title: an icon button (`UIButton(type: .close)`), sized by its constraints.
    public init(id: String) {
        node = Node(id: id, kind: .button)
    }
}

/// A 51 × 31 switch (`kind: switch`).
public struct Switch: LayoutElement {
    public var node: Node

    public init(id: String, isOn: Bool = false) {
        node = Node(id: id, kind: .switch, isOn: isOn)
    }
}

/// A hairline separator (`kind: separator`).
public struct Separator: LayoutElement {
    public var node: Node

    public init(id: String) {
        node = Node(id: id, kind: .separator)
    }
}
