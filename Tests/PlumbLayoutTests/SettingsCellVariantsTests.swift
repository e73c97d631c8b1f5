import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbSpec

/// The settings cell written as a YAML spec with `when:` (docs/examples/settings-cell-when.yaml) gives the frames of
/// the gallery's manual layout at every width 320…430, all 12 categories and both directions: the spec form of a
/// layout that switches axis at the accessibility sizes, as the HIG's "Typography › Dynamic Type" guidance and the
/// WWDC 2017 session 245 ("Building Apps with Dynamic Type") show a cell doing with `traitCollectionDidChange(_:)`.
@Suite struct SettingsCellVariantsTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/examples/settings-cell-when.yaml").standardizedFileURL.path

    @Test(arguments: [LayoutDirection.ltr, .rtl])
    func variantsGiveTheGalleryFrames(direction: LayoutDirection) throws {
        let spec = try SpecLoader().load(path: Self.example)
        #expect(spec.hasVariants)
        let manual = Gallery.entry(named: "settings-cell")!
        let measurer = FixedAdvanceMeasurer(advance: 0.5)
        var compared = 0
        for width in stride(from: 320.0, through: 430, by: 1) {
            for category in ContentSizeCategory.allCases {
                let environment = Environment(width: width, category: category, direction: direction)
                let context = LayoutContext(
                    environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
                let expected = LayoutEngine.layout(
                    manual.tree(for: environment), name: "settings-cell", context: context)
                let actual = LayoutEngine.layout(spec.root(for: environment), name: "settings-cell", context: context)
                #expect(
                    actual.framesDocument.nodes == expected.framesDocument.nodes,
                    "\(environment.label)\nexpected\n\(expected)\nactual\n\(actual)")
                #expect(actual.size == expected.size, "\(environment.label)")
                compared += 1
            }
        }
        #expect(compared == 111 * 12)
    }

    @Test func theTreeChangesOnlyWhereAConditionHolds() throws {
        let spec = try SpecLoader().load(path: Self.example)
        let large = spec.root(for: Environment(width: 375, category: .large))
        let ax1 = spec.root(for: Environment(width: 375, category: .accessibilityMedium))
        guard case .stack(let row) = large.layout, case .stack(let column) = ax1.layout else {
            Issue.record("expected stacks")
            return
        }
        #expect(row.axis == .horizontal && row.alignment == .center)
        #expect(column.axis == .vertical && column.alignment == .leading)
        #expect(large.children[0].alignSelf == nil)
        #expect(ax1.children[0].alignSelf == .fill)
        #expect(large == spec.root, "no condition holds at Large: the base tree")
    }
}
