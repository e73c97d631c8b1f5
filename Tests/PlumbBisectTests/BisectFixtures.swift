import PlumbBisect
import PlumbCore
import PlumbLint

/// Small layouts whose edges can be worked out by hand with `FixedAdvanceMeasurer` (every character 1 em wide).
enum BisectFixtures {
    /// A vertical stack filling the width, `padding` on each side, holding one text node (one line by default: a
    /// word wider than the line breaks between characters onto a second line, which a one-line label cuts with "…").
    static func paddedText(_ string: String, padding: Double, lines: Int = 1) -> Node {
        Node(
            id: "cell",
            layout: .stack(
                StackParameters(
                    axis: .vertical, alignment: .fill,
                    padding: EdgeInsets(top: 0, left: padding, bottom: 0, right: padding))),
            children: [.text("title", TextContent(string, style: .body, lines: lines))])
    }

    /// Options whose every worker measures with 1-em characters.
    static func fixedAdvance(step: Double = 8, workers: Int = 1, kinds: Set<LintFinding.Kind>? = nil) -> BisectOptions {
        BisectOptions(coarseStep: step, workers: workers, kinds: kinds, makeMeasurer: { FixedAdvanceMeasurer() })
    }

    /// One lane per category, at `scale`.
    static func lanes(_ categories: [ContentSizeCategory], scale: Int = 1, height: Double? = nil) -> Matrix {
        Matrix(widths: [], categories: categories, scales: [scale], height: height)
    }

    /// The width of one body character in `category`: the Dynamic Type table's body size (1 em).
    static func bodyCharacter(_ category: ContentSizeCategory) -> Double {
        Environment(width: 1, category: category).metrics(for: .body).size
    }
}
