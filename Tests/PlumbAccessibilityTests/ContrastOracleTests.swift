import Foundation
import Testing

@testable import PlumbAccessibility
@testable import PlumbCore

/// Plumb's WCAG contrast ratios against `Tests/Fixtures/contrast/ratios.json`, which `Scripts/contrast-oracle`
/// computes independently in Python (the WCAG 2.0 formula, layers composited with alpha). They must agree to 0.01,
/// the tolerance Android's Accessibility Test Framework uses for its contrast checks.
@Suite struct ContrastOracleTests {
    struct Fixture: Decodable {
        struct Case: Decodable {
            var name: String
            var layers: [String]
            var foreground: String
            var background: String
            var ratio: Double
            /// For semantic cases: the appearance and UIKit's colour names, bottom to top.
            var appearance: String?
            var semantic: [String]?
        }
        var cases: [Case]
    }

    static let cases: [Fixture.Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/contrast/ratios.json")
        return (try? JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url)).cases) ?? []
    }()

    @Test func theFixtureHasTheCasesTheIssueAsksFor() {
        #expect(Self.cases.count >= 20)
        #expect(Self.cases.contains { $0.layers == ["#FFFFFF", "#8E8E93"] && abs($0.ratio - 3.26) < 0.01 })
        // Alpha over a background.
        #expect(Self.cases.contains { $0.layers.count > 2 && $0.layers.dropFirst().contains { $0.count == 9 } })
    }

    @Test(arguments: cases.map(\.name))
    func ratioAgreesWithTheOracle(name: String) throws {
        let fixture = try #require(Self.cases.first { $0.name == name })
        var colors = fixture.layers.map { Color(hex: $0)! }
        if let names = fixture.semantic, let appearance = fixture.appearance.flatMap(Appearance.init(rawValue:)) {
            // Plumb's own semantic colours in that appearance, which must be the table's values (to 8 bits).
            colors = try names.map { try #require(SemanticColors.named($0), "\($0)").resolved(for: appearance) }
            #expect(colors.map(\.hex) == fixture.layers, "\(name)")
        }
        let background = colors.dropFirst().dropLast().reduce(ContrastColor(colors[0])) { $0.under($1) }
        let foreground = background.under(colors.last!)
        #expect(
            abs(foreground.contrastRatio(with: background) - fixture.ratio) < 0.01,
            "\(name): \(foreground.contrastRatio(with: background)) vs \(fixture.ratio)")
        #expect(foreground.hex == fixture.foreground && background.hex == fixture.background)
    }

    /// Dark mode: semantic colours resolved for the dark appearance (the oracle from Apple's table in
    /// semantic-colors.tsv, Plumb from its own `SemanticColors`), translucent labels composited over their
    /// backgrounds, agree to 0.01.
    @Test func theFixtureHasDarkModeSemanticPairs() {
        let dark = Self.cases.filter { $0.appearance == "dark" }
        #expect(dark.count >= 10)
        #expect(dark.contains { $0.semantic == ["systemBackground", "secondaryLabel"] && abs($0.ratio - 6.36) < 0.01 })
        #expect(
            dark.contains { ($0.semantic?.count ?? 0) > 3 }, "a translucent fill between the text and its background")
    }

    @Test func theThresholdsAreApples() {
        #expect(ContrastRequirement.text(pointSize: 17, weight: .regular).minimum == 4.5)
        #expect(ContrastRequirement.text(pointSize: 17, weight: .semibold).minimum == 4.5)
        #expect(ContrastRequirement.text(pointSize: 17, weight: .bold).minimum == 3)
        #expect(ContrastRequirement.text(pointSize: 18, weight: .regular).minimum == 3)
        #expect(ContrastRequirement.text(pointSize: 17.9, weight: .regular).minimum == 4.5)
    }
}
