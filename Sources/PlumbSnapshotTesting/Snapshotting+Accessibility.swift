import PlumbAccessibility
import PlumbCore
import PlumbTesting
import SnapshotTesting

extension Snapshotting where Value == LayoutUnderTest, Format == String {
    /// VoiceOver's elements of the layout in one environment, as `plumb render --accessibility` writes them
    /// (`<name>.accessibility.json`: reading order, label, value, hint, traits, frame, activation point), diffed
    /// line by line: one element a line, so a changed label or a different order shows as the lines that changed.
    ///
    /// ```swift
    /// assertSnapshot(of: LayoutUnderTest(cell), as: .plumbAccessibility(width: 375))
    /// ```
    ///
    /// The reference holds frames too (with 4 decimals), so a moved element changes it; `assertLayoutSnapshot`
    /// compares only what VoiceOver reads and leaves frames to its frames comparison.
    public static func plumbAccessibility(
        width: Double, category: ContentSizeCategory = .large, direction: LayoutDirection = .ltr,
        locale: Localization = .base
    ) -> Snapshotting {
        let environment = Environment(width: width, category: category, direction: direction, localization: locale)
        return Snapshotting<String, String>.lines.pullback { layout in
            PlumbRendering.layout(layout, in: environment, name: "snapshot") { run, _ in
                AccessibilityDocument(run.result, elements: AccessibilityHierarchy(run.result).elements).jsonText
            } ?? ""
        }.withAccessibilityPathExtension()
    }
}

extension Snapshotting where Value == Node, Format == String {
    /// `plumbAccessibility` for a fixed node tree.
    public static func plumbAccessibility(
        width: Double, category: ContentSizeCategory = .large, direction: LayoutDirection = .ltr,
        locale: Localization = .base
    ) -> Snapshotting {
        Snapshotting<LayoutUnderTest, String>.plumbAccessibility(
            width: width, category: category, direction: direction, locale: locale
        )
        .pullback { LayoutUnderTest($0) }
    }
}

extension Snapshotting {
    fileprivate func withAccessibilityPathExtension() -> Snapshotting {
        var copy = self
        copy.pathExtension = "accessibility.json"
        return copy
    }
}
