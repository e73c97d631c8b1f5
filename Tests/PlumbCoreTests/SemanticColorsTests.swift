import Foundation
import Testing

@testable import PlumbCore

/// Every iOS semantic colour resolves to the value Apple gives for it in each appearance
/// (Tests/Fixtures/semantic-colors.tsv names the sources), and the fixture lists every colour Plumb knows.
@Suite struct SemanticColorsTests {
    struct Row { var name: String; var light: Color; var dark: Color }

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: fixtures.appendingPathComponent("semantic-colors.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            func color(_ field: String) -> Color {
                let parts = field.split(separator: " ").map { Double($0)! }
                // The documented fraction, rounded to the nearest of 256 alpha steps.
                return Color(red: UInt8(parts[0]), green: UInt8(parts[1]), blue: UInt8(parts[2]), alpha: UInt8((parts[3] * 255).rounded()))
            }
            return Row(name: fields[0], light: color(fields[1]), dark: color(fields[2]))
        }
    }

    @Test func everyColourResolvesToItsDocumentedValues() throws {
        let rows = try Self.rows()
        #expect(rows.count == 36)
        for row in rows {
            let color = try #require(SemanticColors.named(row.name), "\(row.name) is not known")
            #expect(color.resolved(for: .light) == row.light, "\(row.name) light")
            #expect(color.resolved(for: .dark) == row.dark, "\(row.name) dark")
        }
        #expect(Set(rows.map(\.name)) == Set(SemanticColors.all.map(\.name)))
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
