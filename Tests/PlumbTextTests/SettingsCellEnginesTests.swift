import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbText

/// The settings cell as a stack gives the manual layout's frames exactly (DESIGN §11.1: "the three must produce
/// identical frames at every width and category"), with the real Pango measurer, at every width 320…430 and all
/// 12 categories, in both directions.
@Suite struct SettingsCellEnginesTests {
    @Test(arguments: [LayoutDirection.ltr, .rtl])
    func stackEqualsManualEverywhere(direction: LayoutDirection) throws {
        let measurer = try PangoTextMeasurer()
        let manual = Gallery.entry(named: "settings-cell")!, stack = Gallery.entry(named: "settings-cell-stack")!
        var compared = 0
        for width in stride(from: 320.0, through: 430, by: 1) {
            for category in ContentSizeCategory.allCases {
                let environment = Environment(width: width, category: category, direction: direction)
                let context = LayoutContext(environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
                let expected = LayoutEngine.layout(manual.root(for: environment), name: "settings-cell", context: context)
                let actual = LayoutEngine.layout(stack.root(for: environment), name: "settings-cell", context: context)
                #expect(actual.framesDocument.nodes.map(\.id) == ["cell", "title", "toggle"], "\(environment.label)")
                #expect(
                    actual.framesDocument.nodes == expected.framesDocument.nodes,
                    "\(environment.label): expected (manual)\n\(expected)\nactual (stack)\n\(actual)")
                #expect(actual.size == expected.size, "\(environment.label)")
                compared += 1
            }
        }
        #expect(compared == 111 * 12)
    }
}
