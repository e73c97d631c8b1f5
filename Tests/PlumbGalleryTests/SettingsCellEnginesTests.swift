import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbText

/// docs/design.md §11.1: the settings cell built manually, in constraints and as a stack must produce identical frames at
/// every width 320…430 and all 12 categories, in both directions — here with the real Pango measurer, and with no
/// constraint conflict or ambiguity.
@Suite struct SettingsCellEnginesTests {
    @Test(arguments: [LayoutDirection.ltr, .rtl])
    func threeEnginesGiveIdenticalFrames(direction: LayoutDirection) throws {
        let measurer = try PangoTextMeasurer()
        let manual = Gallery.entry(named: "settings-cell")!
        let others = ["settings-cell-constraints", "settings-cell-stack"].map { Gallery.entry(named: $0)! }
        var compared = 0
        for width in stride(from: 320.0, through: 430, by: 1) {
            for category in ContentSizeCategory.allCases {
                let environment = Environment(width: width, category: category, direction: direction)
                let context = LayoutContext(
                    environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
                let expected = LayoutEngine.layout(
                    manual.tree(for: environment), name: "settings-cell", context: context)
                for entry in others {
                    let actual = LayoutEngine.layout(
                        entry.tree(for: environment), name: "settings-cell", context: context)
                    #expect(
                        actual.framesDocument.nodes.map(\.id) == ["cell", "title", "toggle"],
                        "\(entry.name) \(environment.label)")
                    #expect(
                        actual.framesDocument.nodes == expected.framesDocument.nodes,
                        "\(entry.name) \(environment.label): expected (manual)\n\(expected)\nactual\n\(actual)")
                    #expect(actual.size == expected.size, "\(entry.name) \(environment.label)")
                    #expect(
                        actual.issues.isEmpty, "\(entry.name) \(environment.label): \(actual.issues.map(\.message))")
                }
                compared += 1
            }
        }
        #expect(compared == 111 * 12)
    }
}
