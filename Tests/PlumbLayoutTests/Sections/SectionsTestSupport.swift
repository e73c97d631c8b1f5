import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Builders and checks shared by the sections engine tests.
///
/// Expectations are worked out by hand from the compositional-layout rules (docs/uikit-semantics.md §4); text uses
/// `FixedAdvanceMeasurer` at 0.5 em, so at body L (17 pt, 22 pt lines) every glyph is 8.5 pt wide.
enum SectionsTest {
    static func layout(
        _ root: Node, width: Double, height: Double? = nil, direction: LayoutDirection = .ltr
    ) -> LayoutResult {
        let environment = Environment(width: width, height: height, direction: direction)
        return LayoutEngine.layout(
            root, name: "sections",
            context: LayoutContext(environment: environment, measurer: FixedAdvanceMeasurer(advance: 0.5)))
    }

    /// A `sections` container of `sections`.
    static func container(_ sections: [Node], spacing: Double = 0) -> Node {
        Node(
            id: "list", layout: .sections(.container(SectionsConfiguration(interSectionSpacing: spacing))),
            children: sections)
    }

    /// A section node laid out by `layout`, with `children` as items and boundary items.
    static func section(_ layout: SectionLayout, _ children: [Node], id: String = "section") -> Node {
        Node(id: id, layout: .sections(.section(layout)), children: children)
    }

    /// A leaf box that measures `width` × `height`.
    static func box(_ id: String, _ width: Double, _ height: Double) -> Node {
        Node(id: id, intrinsicWidth: width, intrinsicHeight: height)
    }

    /// A body-style text node with unlimited lines.
    static func text(_ id: String, _ string: String) -> Node {
        .text(id, TextContent(string, style: .body, lines: 0))
    }
}

/// Whether two rectangles agree to a millionth of a point (fractions such as 0.6 × 414 are not exact in binary).
func isClose(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
}
