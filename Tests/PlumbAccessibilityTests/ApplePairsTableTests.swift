import Foundation
import Testing

@testable import PlumbAccessibility
@testable import PlumbCore
@testable import PlumbLint

/// docs/accessibility.md's table of Apple's semantic text colours on Apple's backgrounds, computed here from Plumb's
/// own colour tables (`SemanticColors`, Tests/Fixtures/semantic-colors.tsv) and the `lowContrast` rule at the
/// platform level, so no number in it is typed by hand: where each pair lands for 17 pt body text, in light, dark
/// and both with Increase Contrast. Sources: WCAG 2.2 SC 1.4.3 (4.5:1; 3:1 for large text), Apple HIG "Color and
/// contrast" (Apple ships `secondaryLabel` and `link` for secondary and tappable text).
///
/// After a deliberate change to the colours or the rule, `PLUMB_UPDATE_DOCS=1 swift test --filter ApplePairsTable`
/// rewrites the table; the test then passes.
@Suite struct ApplePairsTableTests {
    static let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/accessibility.md")
    static let begin = "<!-- apple-pairs: written by ApplePairsTableTests -->\n"
    static let end = "<!-- end apple-pairs -->"

    static let texts: [(String, Color)] = [
        ("label", SemanticColors.label), ("secondaryLabel", SemanticColors.secondaryLabel),
        ("tertiaryLabel", SemanticColors.tertiaryLabel), ("placeholderText", SemanticColors.placeholderText),
        ("link", SemanticColors.link), ("systemBlue", SemanticColors.systemBlue),
        ("systemRed", SemanticColors.systemRed), ("systemGray", SemanticColors.systemGray),
    ]
    static let backgrounds: [(String, Color)] = [
        ("systemBackground", SemanticColors.systemBackground),
        ("secondarySystemBackground", SemanticColors.secondarySystemBackground),
        ("systemGroupedBackground", SemanticColors.systemGroupedBackground),
        ("secondarySystemGroupedBackground", SemanticColors.secondarySystemGroupedBackground),
    ]
    static let environments: [Environment] = [Contrast.normal, .high].flatMap { contrast in
        [Appearance.light, .dark].map { appearance in
            var environment = Environment(width: 375, appearance: appearance)
            environment.contrast = contrast
            return environment
        }
    }

    /// One cell: the ratio (rounded down, as the lint prints it) and where 17 pt regular text lands.
    static func cell(_ text: Color, on background: Color, in environment: Environment) -> String {
        let behind = ContrastColor(environment.systemBackground).under(background.resolved(in: environment))
        let foreground = behind.under(text.resolved(in: environment))
        let measurement = ContrastMeasurement(
            node: "", frame: .zero, part: "text", foreground: foreground, background: behind,
            ratio: foreground.contrastRatio(with: behind),
            requirement: .text(pointSize: 17, weight: .regular, level: .platform),
            isApplePair: ApplePalette.isPair(text: text, on: behind, in: environment))
        let verdict = !measurement.fails ? "passes" : measurement.isPlatformLeniency ? "**warning**" : "**error**"
        return "\(AccessibilityLints.formatRatio(measurement.ratio)) \(verdict)"
    }

    static func table() -> String {
        var lines = [
            "| text | on | light | dark | light, Increase Contrast | dark, Increase Contrast |",
            "|---|---|---|---|---|---|",
        ]
        for (textName, text) in texts {
            for (backgroundName, background) in backgrounds {
                let cells = environments.map { cell(text, on: background, in: $0) }
                lines.append("| `\(textName)` | `\(backgroundName)` | " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theDocsTableIsTheOneComputedFromPlumbsColours() throws {
        let text = try String(contentsOf: Self.doc, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "docs/accessibility.md lacks \(Self.begin)")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let table = Self.table()
        if ProcessInfo.processInfo.environment["PLUMB_UPDATE_DOCS"] == "1" {
            try (String(text[..<start.upperBound]) + table + String(text[stop.lowerBound...])).write(
                to: Self.doc, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[start.upperBound..<stop.lowerBound]) == table, "expected:\n\(table)")
    }

    /// The pairs the issue names, pinned: secondaryLabel on white is 3.43:1 and link-blue 4.01:1 — warnings, not
    /// errors; tertiaryLabel is under 3:1, an error; label passes everywhere.
    @Test func applesOwnSecondaryAndLinkTextAreWarningsNotErrors() {
        let light = Self.environments[0]
        #expect(
            Self.cell(SemanticColors.secondaryLabel, on: SemanticColors.systemBackground, in: light)
                == "3.43 **warning**")
        #expect(Self.cell(SemanticColors.link, on: SemanticColors.systemBackground, in: light) == "4.01 **warning**")
        #expect(
            Self.cell(SemanticColors.tertiaryLabel, on: SemanticColors.systemBackground, in: light).hasSuffix(
                "**error**"))
        for environment in Self.environments {
            #expect(
                Self.cell(SemanticColors.label, on: SemanticColors.secondarySystemGroupedBackground, in: environment)
                    .hasSuffix("passes"))
        }
    }
}
