import Testing

@testable import PlumbAccessibility
@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbText

/// The gallery's settings cell, laid out by each of its three engines with real Pango text, read as VoiceOver reads
/// the Settings app's row: one element, "Larger Accessibility Sizes, Switch button, On", double-tapped at the switch.
@Suite struct SettingsCellAccessibilityTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    @Test(
        arguments: ["settings-cell", "settings-cell-constraints", "settings-cell-stack"],
        [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
    func theCellIsOneElementReadAsTheSettingsRow(entry name: String, category: ContentSizeCategory) throws {
        let entry = try #require(Gallery.entries.first { $0.name == name })
        for direction in LayoutDirection.allCases {
            let environment = Environment(width: 375, category: category, direction: direction)
            let context = LayoutContext(
                environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
            let result = LayoutEngine.layout(entry.tree(for: environment), name: name, context: context)
            let elements = AccessibilityHierarchy(result).elements
            #expect(
                elements.map(\.description) == ["Larger Accessibility Sizes, Switch button, On"],
                "\(name) \(environment.label)")
            #expect(elements.first?.snapshotDescription == "Larger Accessibility Sizes. Switch Button. On.")
            #expect(elements.first?.nodes == ["cell", "title", "toggle"])
            let toggle = try #require(result.frame(of: "toggle"))
            #expect(elements.first?.frame == result.frame(of: "cell"))
            #expect(elements.first?.activationPoint == Point(x: toggle.midX, y: toggle.midY))
        }
    }
}
