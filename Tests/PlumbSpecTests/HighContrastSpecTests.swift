import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// `highContrastLight` / `highContrastDark` in a colour and the `contrasts:` matrix axis: a team's palette colour drawn
/// with Increase Contrast on (`UITraitCollection.accessibilityContrast == .high`), as an asset-catalog colour with
/// "High Contrast" ticked carries four values.
@Suite struct HighContrastSpecTests {
    @Test func aPaletteColourHasFourValues() throws {
        let spec = try SpecTestSupport.parse(
            """
            colors:
              brand: {light: "#0066FF", dark: "#4D94FF", highContrastLight: "#0040DD", highContrastDark: "#80B3FF"}
              accent: {light: brand, dark: brand}
              onlyLight: {light: "#777777", dark: "#888888", highContrastLight: "#555555"}
            matrix:
              widths: [375]
              categories: [l]
              appearances: [light, dark]
              contrasts: [normal, high]
            root: {id: screen, background: brand, children: [{id: a, frame: [0, 0, 10, 10], background: accent}, {id: b, frame: [0, 0, 10, 10], background: onlyLight}]}
            """)
        let brand = try #require(spec.root.style.background)
        #expect(brand.resolved(for: .light) == Color(hex: "#0066FF"))
        #expect(brand.resolved(for: .dark) == Color(hex: "#4D94FF"))
        #expect(brand.resolved(for: .light, contrast: .high) == Color(hex: "#0040DD"))
        #expect(brand.resolved(for: .dark, contrast: .high) == Color(hex: "#80B3FF"))
        // A colour made of another keeps its variants; a variant not given is the normal value.
        #expect(spec.root.children[0].style.background?.resolved(for: .dark, contrast: .high) == Color(hex: "#80B3FF"))
        let partial = try #require(spec.root.children[1].style.background)
        #expect(partial.resolved(for: .light, contrast: .high) == Color(hex: "#555555"))
        #expect(partial.resolved(for: .dark, contrast: .high) == Color(hex: "#888888"))
        // The axis: light and dark × normal and high, labelled -dark and -hc.
        let matrix = try #require(spec.matrix)
        #expect(matrix.environments.map(\.label) == ["375w-l", "375w-l-hc", "375w-l-dark", "375w-l-dark-hc"])
        #expect(matrix.environments[3].contrast == .high)
        // Colours without variants are the same with high contrast (semantic colours among them: docs/colors.md).
        #expect(SemanticColors.label.resolved(for: .dark, contrast: .high) == .white)
    }

    @Test func anUnknownContrastIsRefused() {
        SpecTestSupport.expectError(
            "matrix: {widths: [375], contrasts: [normal, extra]}\nroot: {id: r}",
            .invalidValue(
                file: "s.yaml", line: 1, column: 45, key: "contrasts", value: "extra", expected: "normal or high"))
    }

    @Test func anUnknownColourVariantIsRefused() {
        SpecTestSupport.expectError(
            "root: {id: r, background: {light: \"#FFFFFF\", dark: \"#000000\", highContrast: \"#EEEEEE\"}}",
            .unknownKey(
                file: "s.yaml", line: 1, column: 63, key: "highContrast",
                allowed: ["light", "dark", "highContrastLight", "highContrastDark"]))
    }

    /// `when: - if: {contrast: high}`, as a view would thicken its border for `accessibilityContrast == .high`.
    @Test func whenMatchesTheContrast() throws {
        let spec = try SpecTestSupport.parse(
            """
            root:
              id: card
              borderWidth: 1
              when:
                - if: {contrast: high}
                  borderWidth: 2
            """)
        var environment = Environment(width: 375)
        #expect(spec.root(for: environment).style.borderWidth == 1)
        environment.contrast = .high
        #expect(spec.root(for: environment).style.borderWidth == 2)
    }
}
