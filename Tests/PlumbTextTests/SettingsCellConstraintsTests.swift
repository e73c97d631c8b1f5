import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbText

/// The settings cell in constraints gives the manual layout's frames exactly, with the real Pango measurer, at
/// every width 320…430 and all 12 categories, in both directions, with no ambiguity or conflict.
@Suite struct SettingsCellConstraintsTests {
    @Test(arguments: [LayoutDirection.ltr, .rtl])
    func constraintsEqualManualEverywhere(direction: LayoutDirection) throws {
        let measurer = try PangoTextMeasurer()
        let manual = Gallery.entry(named: "settings-cell")!, constraints = Gallery.entry(named: "settings-cell-constraints")!
        for width in stride(from: 320.0, through: 430, by: 1) {
            for category in ContentSizeCategory.allCases {
                let environment = Environment(width: width, category: category, direction: direction)
                let context = LayoutContext(environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
                let expected = LayoutEngine.layout(manual.root(for: environment), name: "cell", context: context)
                let actual = LayoutEngine.layout(constraints.root(for: environment), name: "cell", context: context)
                #expect(actual.framesDocument.nodes == expected.framesDocument.nodes, "\(environment.label)")
                #expect(actual.size == expected.size, "\(environment.label)")
                #expect(actual.issues.isEmpty, "\(environment.label): \(actual.issues.map(\.message))")
            }
        }
    }
}
