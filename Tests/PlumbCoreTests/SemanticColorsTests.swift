import Foundation
import Testing

@testable import PlumbCore

/// Every iOS semantic colour resolves to the value Apple gives for it in each appearance and contrast
/// (Tests/Fixtures/semantic-colors.tsv names the sources), and the fixture lists every colour Plumb knows.
@Suite struct SemanticColorsTests {
    struct Row {
        var name: String
        var light: Color
        var dark: Color
        /// The values with Increase Contrast on; `nil` where Apple documents none (the fixture's "-").
        var highContrastLight: Color?
        var highContrastDark: Color?
    }

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: fixtures.appendingPathComponent("semantic-colors.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            func color(_ field: String) -> Color? {
                guard field != "-" else { return nil }
                let parts = field.split(separator: " ").map { Double($0)! }
                // The documented fraction, rounded to the nearest of 256 alpha steps.
                return Color(
                    red: UInt8(parts[0]), green: UInt8(parts[1]), blue: UInt8(parts[2]),
                    alpha: UInt8((parts[3] * 255).rounded()))
            }
            return Row(
                name: fields[0], light: color(fields[1])!, dark: color(fields[2])!,
                highContrastLight: color(fields[3]), highContrastDark: color(fields[4]))
        }
    }

    @Test func everyColourResolvesToItsDocumentedValues() throws {
        let rows = try Self.rows()
        #expect(rows.count == 36)
        for row in rows {
            let color = try #require(SemanticColors.named(row.name), "\(row.name) is not known")
            #expect(color.resolved(for: .light) == row.light, "\(row.name) light")
            #expect(color.resolved(for: .dark) == row.dark, "\(row.name) dark")
            // With Increase Contrast on: the documented value, else (none published) the normal one.
            #expect(
                color.resolved(for: .light, contrast: .high) == row.highContrastLight ?? row.light,
                "\(row.name) light, high contrast")
            #expect(
                color.resolved(for: .dark, contrast: .high) == row.highContrastDark ?? row.dark,
                "\(row.name) dark, high contrast")
            #expect(color.hasHighContrastVariants == (row.highContrastLight != nil), "\(row.name) has variants")
        }
        #expect(Set(rows.map(\.name)) == Set(SemanticColors.all.map(\.name)))
        // Every system colour and gray has its four documented values (Apple's HIG tables have no gaps).
        let system = rows.filter {
            $0.name.hasPrefix("system") && !$0.name.hasSuffix("Background") && !$0.name.hasSuffix("Fill")
        }
        #expect(system.count == 18)
        #expect(system.allSatisfy { $0.highContrastLight != nil && $0.highContrastDark != nil })
    }

    /// The values the HIG's tables show as hex in the issue and in docs/colors.md, each through an environment as the
    /// painter resolves it.
    @Test func theIncreasedContrastExamplesHold() {
        func hex(_ color: Color, _ appearance: Appearance, _ contrast: Contrast) -> String {
            var environment = Environment(width: 375)
            environment.appearance = appearance
            environment.contrast = contrast
            return color.resolved(in: environment).hex
        }
        let examples: [(Color, [String])] = [
            (SemanticColors.systemBlue, ["#007AFF", "#0A84FF", "#0040DD", "#409CFF"]),
            (SemanticColors.systemRed, ["#FF3B30", "#FF453A", "#D70015", "#FF6961"]),
            (SemanticColors.systemGray, ["#8E8E93", "#8E8E93", "#6C6C70", "#AEAEB2"]),
            (SemanticColors.systemGray6, ["#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"]),
        ]
        for (color, values) in examples {
            #expect(
                [
                    hex(color, .light, .normal), hex(color, .dark, .normal), hex(color, .light, .high),
                    hex(color, .dark, .high),
                ] == values)
        }
        #expect(Color.systemBlueIncreasedContrast.hex == "#0040DD")
    }

    @Test func aDimmedColourKeepsItsHighContrastValues() {
        let dimmed = SemanticColors.systemBlue.withAlphaMultiplied(by: 0.5)
        #expect(dimmed.resolved(for: .light, contrast: .high).hex == "#0040DD80")
        #expect(dimmed.resolved(for: .dark, contrast: .high).hex == "#409CFF80")
        #expect(dimmed.resolved(for: .dark).hex == "#0A84FF80")
    }

    @Test func theIssueExamplesHold() {
        #expect(SemanticColors.secondaryLabel.resolved(for: .light).hex == "#3C3C4399")
        #expect(SemanticColors.secondaryLabel.resolved(for: .dark).hex == "#EBEBF599")
        #expect(SemanticColors.secondarySystemBackground.resolved(for: .dark).hex == "#1C1C1E")
        #expect(SemanticColors.systemBlue.resolved(for: .light).hex == "#007AFF")
        #expect(SemanticColors.systemBlue.resolved(for: .dark).hex == "#0A84FF")
    }

    @Test func aDynamicColourKeepsItsLightValueAsItsChannels() {
        let color = Color.dynamic(light: Color(hex: "#112233")!, dark: Color(hex: "#445566")!)
        #expect(color.hex == "#112233")
        #expect(color.isDynamic)
        #expect(color.resolved(for: .dark).hex == "#445566")
        #expect(!color.resolved(for: .dark).isDynamic)
        #expect(color != Color(hex: "#112233")!, "a dynamic colour differs from its light value alone")
        #expect(!Color.dynamic(light: .white, dark: .white).isDynamic, "the same value twice is a plain colour")
        #expect(Color(hex: "#ABCDEF")!.resolved(for: .dark).hex == "#ABCDEF", "a plain colour is the same in dark mode")
        #expect(color.specDescription == "{light: #112233, dark: #445566}")
    }
}
