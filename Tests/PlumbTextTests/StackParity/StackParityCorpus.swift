import PlumbCore
import PlumbText

@testable import PlumbLayout

/// The generated corpus of the stack differential test: every distribution × alignment × axis × hidden child ×
/// spacing × kind of children × too much / too little space × direction, with the fake `FixedAdvanceMeasurer`
/// (0.5 em: 8.5 pt per glyph at body L) — and the text cases once more with the real Pango measurer.
///
/// Three children, the middle one possibly hidden. Their priorities all differ, so the recipe has one optimum
/// (UIKit breaks ties among equal priorities by an undocumented rule; the direct engine's tie rule is its own):
///
/// | child | main × cross (boxes) | hugging | compression |
/// |---|---|---|---|
/// | `a` | 40 × 20 (text kind: "Larger Accessibility Sizes", wrapping) | 250 | 750 |
/// | `b` | 60 × 30 | 260 | 740 |
/// | `c` | 30 × 44 (text kind: "Sizes") | 270 | 760 |
///
/// So with too much space `a` stretches (lowest hugging), and with too little `b` shrinks first (lowest
/// compression resistance), then `a`.
struct StackParityCase: CustomStringConvertible {
    enum Children: String, CaseIterable { case boxes, text }
    enum Spacing: String, CaseIterable { case zero, eight, customAfterFirst }
    /// Too much and too little length along the axis (across it roomy), and too little across it (along it roomy).
    enum Room: String, CaseIterable { case tooMuch, tooLittle, tooNarrow }
    enum Measurer: String, CaseIterable { case fixedAdvance, pango }

    var axis: Axis
    var distribution: StackDistribution
    var alignment: StackAlignment
    var hidesMiddle: Bool
    var spacing: Spacing
    var children: Children
    var room: Room
    var direction: LayoutDirection
    var measurer: Measurer

    var description: String {
        "\(axis) \(distribution) \(alignment) \(hidesMiddle ? "hidden-b" : "all-visible") spacing-\(spacing) \(children) \(room) \(direction) \(measurer)"
    }

    /// Every case: baseline alignments only for horizontal stacks, where they apply; Pango only where there is text.
    static var all: [StackParityCase] {
        var cases: [StackParityCase] = []
        for axis in Axis.allCases {
            let alignments: [StackAlignment] =
                axis == .horizontal
                ? [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline]
                : [.fill, .leading, .center, .trailing]
            for distribution in StackDistribution.allCases {
                for alignment in alignments {
                    for hidesMiddle in [false, true] {
                        for spacing in Spacing.allCases {
                            for children in Children.allCases {
                                for room in Room.allCases {
                                    for direction in [LayoutDirection.ltr, .rtl] {
                                        for measurer in Measurer.allCases
                                        where measurer == .fixedAdvance || (children == .text && room != .tooNarrow) {
                                            cases.append(
                                                StackParityCase(
                                                    axis: axis, distribution: distribution, alignment: alignment,
                                                    hidesMiddle: hidesMiddle,
                                                    spacing: spacing, children: children, room: room,
                                                    direction: direction, measurer: measurer))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return cases
    }

    /// The stack's `spacing`, and the custom spacing after `a` (20) in the `customAfterFirst` variant.
    var stackSpacing: Double { spacing == .zero ? 0 : 8 }
    var customAfterFirst: Double? { spacing == .customAfterFirst ? 20 : nil }

    /// The length across the axis: roomy for the boxes (44 is the tallest); 150 for a column, narrower than the
    /// title on one line (221 pt with the fake measurer, about 200 with Pango), so it wraps. Too narrow: 25 for
    /// rows and for columns of boxes (narrower than `b` and `c`), 120 for a column of text (the title on three
    /// lines: "Accessibility" alone is 110.5).
    var cross: Double {
        guard room == .tooNarrow else { return axis == .horizontal ? 80 : 150 }
        return axis == .vertical && children == .text ? 120 : 25
    }

    /// The stack node in `mode`.
    func stack(_ mode: StackMode) -> Node {
        var parameters = StackParameters(
            axis: axis, distribution: distribution, alignment: alignment, spacing: stackSpacing)
        parameters.mode = mode
        return Node(id: "stack", layout: .stack(parameters), children: childNodes())
    }

    func childNodes() -> [Node] {
        func box(_ id: String, main: Double, cross: Double) -> Node {
            axis == .horizontal
                ? Node(id: id, intrinsicWidth: main, intrinsicHeight: cross)
                : Node(id: id, intrinsicWidth: cross, intrinsicHeight: main)
        }
        var a =
            children == .text
            ? Node.text("a", TextContent("Larger Accessibility Sizes", style: .body, lines: 0))
            : box("a", main: 40, cross: 20)
        var b = box("b", main: 60, cross: 30)
        var c = children == .text ? Node.text("c", TextContent("Sizes", style: .body)) : box("c", main: 30, cross: 44)
        a.hugging = AxisPriorities(horizontal: 250, vertical: 250)
        a.compression = AxisPriorities(horizontal: 750, vertical: 750)
        b.hugging = AxisPriorities(horizontal: 260, vertical: 260)
        b.compression = AxisPriorities(horizontal: 740, vertical: 740)
        c.hugging = AxisPriorities(horizontal: 270, vertical: 270)
        c.compression = AxisPriorities(horizontal: 760, vertical: 760)
        a.spacingAfter = customAfterFirst
        b.hidden = hidesMiddle
        return [a, b, c]
    }
}
