import PlumbCore

/// The plain views as builder elements, each named after its UIKit class. `id:` may be left out where nothing
/// refers to the view: it is then named by its place in the tree (`DefaultID`).

/// A `UIView` written as itself: a rectangle; with children, an `absolute` container whose children give their
/// `.frame(x:y:width:height:)` (as a spec's node with `children` and no `layout`).
public struct Box: LayoutElement {
    public var node: Node

    public init(id: String? = nil, @NodeTreeBuilder children: () -> [Node] = { [] }) {
        let id = DefaultID.id(id, kind: "view")
        var children = children()
        DefaultID.name(&children, parent: id)
        node = Node(id: id, layout: children.isEmpty ? .none : .absolute, children: children)
    }
}

/// A `UILabel` (`kind: text`), unlimited lines by default as in a spec (`numberOfLines = 0`).
public struct TextLabel: TextElement {
    public var node: Node

    public init(
        _ string: String, id: String? = nil, style: TextStyle = .body, weight: FontWeight? = nil, lines: Int = 0,
        alignment: TextAlignment = .natural, color: Color = .label
    ) {
        node = Node(
            id: DefaultID.id(id, kind: "label"), kind: .text,
            text: TextContent(string, style: style, weight: weight, lines: lines, alignment: alignment, color: color))
    }

    /// An attributed text (`runs:`): `TextLabel(runs: [TextRun("Was "), TextRun("$49", strikethrough: true)])`.
    public init(
        runs: [TextRun], id: String? = nil, style: TextStyle = .body, weight: FontWeight? = nil, lines: Int = 0,
        color: Color = .label
    ) {
        self.init(runs.map(\.text).joined(), id: id, style: style, weight: weight, lines: lines, color: color)
        node.text!.styling.runs = runs
    }
}

/// A `UIImageView` placeholder (`kind: image`) with its intrinsic size.
public struct ImageView: LayoutElement {
    public var node: Node

    public init(id: String? = nil, width: Double, height: Double) {
        node = Node(
            id: DefaultID.id(id, kind: "imageView"), kind: .image, intrinsicWidth: width, intrinsicHeight: height)
    }

    /// An image with no intrinsic size, sized by its container or `.size(width:height:)`.
    public init(id: String? = nil) {
        node = Node(id: DefaultID.id(id, kind: "imageView"), kind: .image)
    }
}

/// A `UIButton` of the system type (`kind: button`) with a one-line title, as in a spec.
public struct SystemButton: TextElement {
    public var node: Node

    public init(
        _ title: String, id: String? = nil, style: TextStyle = .body, weight: FontWeight? = nil, lines: Int = 1
    ) {
        node = Node(
            id: DefaultID.id(id, kind: "button"), kind: .button,
            text: TextContent(title, style: style, weight: weight, lines: lines))
    }

    /// A button without a title: an icon button (`UIButton(type: .close)`), sized by its constraints. It has no
    /// text to style, so a text modifier on it stops with a sentence naming it.
    public init(id: String? = nil) {
        node = Node(id: DefaultID.id(id, kind: "button"), kind: .button)
    }
}

/// A 51 × 31 `UISwitch` (`kind: switch`).
public struct Switch: LayoutElement {
    public var node: Node

    public init(id: String? = nil, isOn: Bool = false) {
        node = Node(id: DefaultID.id(id, kind: "switch"), kind: .switch, isOn: isOn)
    }
}

/// A hairline separator (`kind: separator`), as a table view draws between cells.
public struct Separator: LayoutElement {
    public var node: Node

    public init(id: String? = nil) {
        node = Node(id: DefaultID.id(id, kind: "separator"), kind: .separator)
    }
}
