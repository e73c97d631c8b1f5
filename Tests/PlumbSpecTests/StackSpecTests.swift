import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// docs/examples/stack-row.yaml parses into the stack parameters and child keys it spells out.
@Suite struct StackSpecTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/examples/stack-row.yaml").standardizedFileURL.path

    @Test func everyStackKeyOfTheExampleIsRead() throws {
        let spec = try SpecLoader().load(path: Self.example)
        #expect(spec.name == "stack-row")
        #expect(
            spec.root.layout
                == .stack(
                    StackParameters(
                        axis: .vertical, distribution: .fill, alignment: .fill, spacing: 24,
                        padding: EdgeInsets(top: 8, left: 16, bottom: 12, right: 16), isLayoutMarginsRelative: true,
                        isBaselineRelative: true)))
        let row = spec.root.children[0]
        #expect(
            row.layout
                == .stack(StackParameters(axis: .horizontal, distribution: .fill, alignment: .center, spacing: 8)))
        let icon = row.children[0], badge = row.children[2], toggle = row.children[3]
        #expect(icon.spacingAfter == 12 && icon.hugging == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(badge.hidden)
        #expect(toggle.compression == AxisPriorities(horizontal: 751, vertical: 751))
        #expect(spec.root.children[1].alignSelf == .leading)
    }
}
