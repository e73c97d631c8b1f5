import Testing

@testable import PlumbAccessibility
@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbLint
@testable import PlumbSpec
@testable import PlumbText

/// `lowContrast` on attributed text: every run (`runs:`) is measured in its own colour, and its own size and weight
/// decide WCAG's large-text threshold (WCAG 2.x SC 1.4.3 applies to every piece of text; Apple HIG, Accessibility →
/// "Color and effects": 4.5:1 under 18 pt, 3:1 at 18 pt and larger or bold). The ratios are the WCAG formula's, as
/// in `AccessibilityLintTests`: #8E8E93 on white is 3.26:1, #C7C7CC 1.68:1, #007AFF 4.02:1 (messages round down: 4.01).
@Suite struct RunContrastLintTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func findings(_ runs: String, style: String = "subheadline", contrast: Contrast = .normal) throws -> [LintFinding] {
        let yaml = """
            root:
              id: screen
              background: "#FFFFFF"
              layout: stack
              axis: vertical
              padding: 16
              children:
                - id: price
                  kind: text
                  style: \(style)
                  runs:
            \(runs.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
            """
        let spec = try SpecLoader().parse(yaml, file: "runs.yaml")
        var environment = Environment(width: 375)
        environment.contrast = contrast
        let context = LayoutContext(environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
        return Linter.findings(in: LayoutEngine.layout(spec.root, name: spec.name, context: context)).filter {
            $0.kind == .lowContrast
        }
    }

    @Test func aLightGreyRunInABlackLabelIsFound() throws {
        let found = try findings(
            """
            - {text: "Was "}
            - {text: "$49", color: "#C7C7CC", strikethrough: true}
            - {text: " now $29"}
            """)
        #expect(found.map(\.nodes) == [["price"]])
        #expect(
            found.first?.message
                == "\"price\" text run \"$49\" #C7C7CC on #FFFFFF has a contrast of 1.68:1, below 4.5:1 for text under 18 pt"
        )
    }

    @Test func aRunsOwnSizeAndWeightDecideTheLargeTextThreshold() throws {
        // #8E8E93 (3.26:1) fails as 15 pt text, passes as a 20 pt run, a title3 (20 pt) run or a bold run.
        #expect(try findings("- {text: \"Sale \"}\n- {text: \"ends today\", color: \"#8E8E93\"}").count == 1)
        #expect(try findings("- {text: \"Sale \"}\n- {text: \"ends today\", color: \"#8E8E93\", fontSize: 20}").isEmpty)
        #expect(
            try findings("- {text: \"Sale \"}\n- {text: \"ends today\", color: \"#8E8E93\", style: title3}").isEmpty)
        #expect(try findings("- {text: \"Sale \"}\n- {text: \"ends today\", color: \"#8E8E93\", weight: bold}").isEmpty)
        // And the other way: a 13 pt (footnote) run in a 20 pt label needs 4.5:1.
        let small = try findings(
            "- {text: \"Sale \"}\n- {text: \"ends today\", color: \"#8E8E93\", style: footnote}", style: "title3")
        #expect(small.first?.message.hasSuffix("3.26:1, below 4.5:1 for text under 18 pt") == true)
        // A run taking the label's size keeps the label's: a 20 pt label's grey run is large text.
        #expect(
            try findings("- {text: \"Sale \"}\n- {text: \"ends today\", color: \"#8E8E93\"}", style: "title3").isEmpty)
    }

    @Test func aLinkRunIsMeasuredInTheLinkColour() throws {
        // UILabel draws a link range in `link` (#007AFF, 4.02:1 on white) whatever its own colour.
        let found = try findings("- {text: \"Read the \"}\n- {text: \"terms\", color: \"#000000\", link: true}")
        #expect(
            found.first?.message
                == "\"price\" text run \"terms\" #007AFF on #FFFFFF has a contrast of 4.01:1, below 4.5:1 for text under 18 pt"
        )
        // With Increase Contrast on, `link` keeps its value (no published variant), so it still fails.
        #expect(try findings("- {text: \"Read the \"}\n- {text: \"terms\", link: true}", contrast: .high).count == 1)
    }

    @Test func aSystemColourRunPassesWithIncreaseContrastOn() throws {
        // systemGray (#8E8E93, 3.26:1) at 15 pt fails; with Increase Contrast on it is #6C6C70 (5.22:1) and passes.
        let runs = "- {text: \"Updated \"}\n- {text: \"today\", color: systemGray}"
        #expect(try findings(runs).count == 1)
        #expect(try findings(runs, contrast: .high).isEmpty)
    }

    @Test func runsThatLookAlikeAreReportedOnce() throws {
        let found = try findings(
            "- {text: \"a\", color: \"#C7C7CC\"}\n- {text: \" and \"}\n- {text: \"b\", color: \"#C7C7CC\"}")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("run \"a\"") == true)
    }
}
