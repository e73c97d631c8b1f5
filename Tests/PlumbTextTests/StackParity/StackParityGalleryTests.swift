import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbText

/// Issue #4 point 2 on the gallery: the settings cell's stack variant (`settings-cell-stack`) switched to
/// UIKit-parity mode gives the same frames as the direct stack — and so as the manual layout — at every width
/// 320…430, all 12 categories and both directions, with the real Pango measurer and no broken constraint.
@Suite struct StackParityGalleryTests {
    @Test(arguments: [LayoutDirection.ltr, .rtl])
    func settingsCellStackInParityMode(direction: LayoutDirection) throws {
        let measurer = try PangoTextMeasurer()
        let entry = Gallery.entry(named: "settings-cell-stack")!
        var compared = 0
        for width in stride(from: 320.0, through: 430, by: 1) {
            for category in ContentSizeCategory.allCases {
                let environment = Environment(width: width, category: category, direction: direction)
                let context = LayoutContext(
                    environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
                let directRoot = entry.tree(for: environment)
                let parityRoot = directRoot.withStackMode(.uikit)
                #expect(parityRoot != directRoot, "the parity tree must really use the other mode")
                let direct = LayoutEngine.layout(directRoot, name: "settings-cell", context: context)
                let parity = LayoutEngine.layout(parityRoot, name: "settings-cell", context: context)
                #expect(parity.framesDocument.nodes.map(\.id) == ["cell", "title", "toggle"], "\(environment.label)")
                #expect(
                    parity.framesDocument.nodes == direct.framesDocument.nodes,
                    "\(environment.label): direct\n\(direct)\nuikit\n\(parity)")
                #expect(abs(parity.size.height - direct.size.height) < 0.001, "\(environment.label)")
                #expect(parity.issues.isEmpty, "\(environment.label): \(parity.issues.map(\.message))")
                compared += 1
            }
        }
        #expect(compared == 111 * 12)
    }
}

/// The search screen's card and grid cells are vertical stacks of wrapping text inside compositional sections
/// (nested engines); switched to parity mode they must give the same frames.
@Suite struct StackParitySearchScreenTests {
    @Test(arguments: [LayoutDirection.ltr, .rtl])
    func searchScreenStacksInParityMode(direction: LayoutDirection) throws {
        let measurer = try PangoTextMeasurer()
        let entry = Gallery.entry(named: "search-screen")!
        for width in [320.0, 375, 414, 430] {
            for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
                let environment = Environment(width: width, category: category, direction: direction)
                let context = LayoutContext(
                    environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
                let directRoot = entry.tree(for: environment)
                let parityRoot = directRoot.withStackMode(.uikit)
                #expect(parityRoot != directRoot, "the search screen must contain stacks")
                let direct = LayoutEngine.layout(directRoot, name: "search-screen", context: context)
                let parity = LayoutEngine.layout(parityRoot, name: "search-screen", context: context)
                #expect(parity.framesDocument.nodes == direct.framesDocument.nodes, "\(environment.label)")
                #expect(parity.issues.isEmpty, "\(environment.label): \(parity.issues.map(\.message))")
            }
        }
    }
}

extension Node {
    /// The same tree with every stack switched to `mode`.
    func withStackMode(_ mode: StackMode) -> Node {
        var node = self
        if case .stack(var parameters) = layout {
            parameters.mode = mode
            node.layout = .stack(parameters)
        }
        node.children = children.map { $0.withStackMode(mode) }
        return node
    }
}
