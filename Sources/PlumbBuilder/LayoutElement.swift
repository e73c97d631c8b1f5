import PlumbCore

/// Something a layout tree is built from: a node, written declaratively.
///
/// Every element (`TextLabel`, `HStackView`, `Constraints`, …) wraps the `Node` it builds, and modifiers return a
/// changed copy, as SwiftUI's do. The tree is plain data: `.node` is exactly the node a spec with the same keys
/// parses to. Elements are named after the UIKit class they stand for (docs/swift.md, "Names"), so none shares a
/// name with SwiftUI.
///
/// ```swift
/// let cell = HStackView(id: "cell", spacing: 8, alignment: .center) {
///     TextLabel("Larger Accessibility Sizes", id: "title", style: .body)
///     Switch(id: "toggle").hugging(horizontal: 750, vertical: 750).compressionResistance(horizontal: 751, vertical: 751)
/// }
/// .padding(top: 12, leading: 16, bottom: 12, trailing: 16)
/// .background(.white)
/// ```
public protocol LayoutElement {
    /// The node this element builds.
    var node: Node { get set }
}

/// An element that draws text (`TextLabel`, `SystemButton`, `TextFieldControl`, `NavigationBar`): only these take
/// the text modifiers (`.font`, `.lines`, `.textColor`, `.lineSpacing`, …), so `Switch().textColor(.red)` does not
/// compile.
///
/// A `Node` is one too, checked when the modifier runs, because a node can be of any kind.
public protocol TextElement: LayoutElement {}

/// A `UIStackView` (`HStackView`, `VStackView`, `StackView`): only these take the stack modifiers (`.padding`,
/// `.axis`, `.spacing`, `.distribution`, …), so `TextLabel("Hi").padding(8)` does not compile.
///
/// A `Node` is one too, checked when the modifier runs, because a node can be of any kind.
public protocol StackElement: LayoutElement {}

extension Node: LayoutElement, TextElement, StackElement {
    public var node: Node {
        get { self }
        set { self = newValue }
    }
}

/// Builds a list of child nodes from elements, with `if`, `if let`, `switch`, `for … in` and `let`.
@resultBuilder
public enum NodeTreeBuilder {
    public static func buildExpression(_ element: some LayoutElement) -> [Node] { [element.node] }
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    /// An array of elements of one type (`cells`, where `let cells = rows.map { … }`).
    public static func buildExpression<Element: LayoutElement>(_ elements: [Element]) -> [Node] { elements.map(\.node) }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first part: [Node]) -> [Node] { part }
    public static func buildEither(second part: [Node]) -> [Node] { part }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}

extension LayoutElement {
    /// This element with `change` made to its node: the one way every modifier changes an element.
    func changing(_ change: (inout Node) -> Void) -> Self {
        var copy = self
        change(&copy.node)
        return copy
    }
}
