import Foundation
import Testing

@testable import PlumbCore

/// Checks the built-in table against a verbatim copy of the HIG table (Tests/Fixtures/dynamic-type-hig.md).
@Suite struct DynamicTypeTableTests {
    /// (style, category) → (size, leading), read from the markdown table.
    static func higTable() throws -> [String: [(Double, Double)]] {
        let text = try String(contentsOf: fixtures.appendingPathComponent("dynamic-type-hig.md"), encoding: .utf8)
        var table: [String: [(Double, Double)]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("| style") && !line.hasPrefix("|---") {
            let cells = line.split(separator: "|").map {
                $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "**", with: "")
            }
            table[cells[0]] = cells.dropFirst().map { cell in
                let parts = cell.split(separator: "/").map { Double($0)! }
                return (parts[0], parts[1])
            }
        }
        return table
    }

    @Test func everyStyleAndCategoryMatchesTheHIG() throws {
        let hig = try Self.higTable()
        #expect(hig.count == 11)
        for style in TextStyle.allCases {
            let row = try #require(hig[style.rawValue], "HIG table lacks \(style)")
            #expect(row.count == 12)
            for category in ContentSizeCategory.allCases {
                let metrics = DynamicTypeTable.metrics(style, category)
                #expect(metrics.size == row[category.rawValue].0, "\(style) at \(category.shortName)")
                #expect(metrics.leading == row[category.rawValue].1, "\(style) at \(category.shortName)")
            }
        }
    }

    @Test func textRequestCarriesTheTableSizeAndLeading() throws {
        let hig = try Self.higTable()
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                let request = TextRequest(
                    content: TextContent("x", style: style), environment: Environment(width: 375, category: category),
                    width: nil)
                #expect(request.fontSize == hig[style.rawValue]![category.rawValue].0)
                #expect(request.lineHeight == hig[style.rawValue]![category.rawValue].1)
                #expect(request.weight == (style == .headline ? .semibold : .regular))
            }
        }
    }

    @Test func scalingIsExactAtLargeAndProportionalElsewhere() {
        for style in TextStyle.allCases {
            let large = DynamicTypeTable.metrics(style, .large).size
            #expect(DynamicTypeTable.scaled(large, style: style, category: .large) == large)
            #expect(
                DynamicTypeTable.scaled(10, style: style, category: .accessibilityExtraExtraExtraLarge)
                    == 10 * DynamicTypeTable.metrics(style, .accessibilityExtraExtraExtraLarge).size / large)
        }
    }

    @Test func categoriesHaveLongAndShortNamesCaseInsensitively() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory(name: "AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "accessibilitymedium") == .accessibilityMedium)
        #expect(ContentSizeCategory(name: "L") == .large)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(
            ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).map(\.shortName) == [
                "ax1", "ax2", "ax3", "ax4", "ax5",
            ])
    }
}
