import PlumbCore

/// docs/design.md §11.3, the relative-anchor style of the CGLayout article: a 70 × 30 label centred horizontally 50 pt
/// above the bottom, and a separator on each side bounded by the label's edge, sharing its top and height.
///
/// Each separator runs from the container's margin to 8 pt short of the label and is drawn as a hairline across
/// the middle of that band, so the three read as `——— 1.2 km ———`.
public enum AnchoredSeparators {
    public static func root(environment: Environment) -> Node {
        let label = Node(
            id: "distance", kind: .text, text: TextContent("1.2 km", style: .footnote, lines: 1, alignment: .center))
        return Node(
            id: "screen", fixedHeight: 160, style: NodeStyle(background: Color(hex: "#F2F2F7")),
            layout: .constraints(
                constraints([
                    "distance.centerX == superview.centerX",
                    "distance.bottom == superview.bottom - 50",
                    "distance.width == 70",
                    "distance.height == 30",
                    "leftSeparator.leading == margins.leading",
                    "leftSeparator.trailing == distance.leading - 8",
                    "leftSeparator.top == distance.top",
                    "leftSeparator.height == distance.height",
                    "rightSeparator.leading == distance.trailing + 8",
                    "rightSeparator.trailing == margins.trailing",
                    "rightSeparator.top == distance.top",
                    "rightSeparator.height == distance.height",
                ])),
            children: [
                label,
                Node(id: "leftSeparator", kind: .separator),
                Node(id: "rightSeparator", kind: .separator),
            ])
    }
}
