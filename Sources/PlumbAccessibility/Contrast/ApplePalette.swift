import PlumbCore

/// Which colours are Apple's own, for the `platform` contrast level: a text colour that is one of iOS's semantic or
/// system colours, drawn on one of its background colours, is a pair Apple ships (`secondaryLabel` and `link` on
/// `systemBackground` are under 4.5:1), so such a pair between 3:1 and 4.5:1 is a warning, and any other is an
/// error (docs/accessibility.md, "Apple's semantic pairs"). White on one of the system colours is Apple's pair too:
/// `UIButton.Configuration.filled()` draws its title white on the tint (white on `systemBlue` is 4.01:1), and so is
/// the tint on the fill of `gray()` and `tinted()` (`isButtonFill`).
enum ApplePalette {
    /// Whether `color`, as the spec or code wrote it (unresolved), is one of `SemanticColors.all`.
    static func isSemantic(_ color: Color) -> Bool { semantic.contains(color) }

    /// Whether `background`, as measured, is one of iOS's background colours in `environment`: the system and
    /// grouped backgrounds of every level.
    static func isBackground(_ background: ContrastColor, in environment: Environment) -> Bool {
        backgrounds.contains { ContrastColor($0.resolved(in: environment)).hex == background.hex }
    }

    /// Whether text in `text` on `background` (as measured) is a pair Apple ships: a semantic text colour on one of
    /// iOS's background colours, or white on one of the system colours as a filled button draws its title.
    static func isPair(text: Color, on background: ContrastColor, in environment: Environment) -> Bool {
        if isSemantic(text), isBackground(background, in: environment) || isButtonFill(background, in: environment) {
            return true
        }
        return text.resolved(in: environment) == Color.white && isSystemFill(background, in: environment)
    }

    /// Whether `background`, as measured, is one of iOS's system colours (`systemBlue` … `systemGray`) in
    /// `environment`: the fills of `UIButton.Configuration.filled()` with a system tint.
    static func isSystemFill(_ background: ContrastColor, in environment: Environment) -> Bool {
        systemFills.contains { ContrastColor($0.resolved(in: environment)).hex == background.hex }
    }

    /// Whether `background`, as measured (within one step of 255 per channel, the rounding of a composited pixel),
    /// is the fill of `UIButton.Configuration.gray()` or of `tinted()` with a system tint over one of iOS's
    /// background colours: the tint drawn on it is a pair Apple ships as much as the tint on white is.
    static func isButtonFill(_ background: ContrastColor, in environment: Environment) -> Bool {
        let fills =
            [ButtonConfiguration.grayBackground]
            + systemFills.map { $0.withAlphaMultiplied(by: ButtonConfiguration.tintedBackgroundAlpha) }
        return backgrounds.contains { base in
            let under = ContrastColor(base.resolved(in: environment))
            return fills.contains { fill in
                let drawn = under.under(fill.resolved(in: environment))
                return abs(drawn.red - background.red) <= 1.0 / 255 && abs(drawn.green - background.green) <= 1.0 / 255
                    && abs(drawn.blue - background.blue) <= 1.0 / 255
            }
        }
    }

    private static let systemFills: [Color] = [
        SemanticColors.systemRed, SemanticColors.systemOrange, SemanticColors.systemYellow,
        SemanticColors.systemGreen, SemanticColors.systemMint, SemanticColors.systemTeal, SemanticColors.systemCyan,
        SemanticColors.systemBlue, SemanticColors.systemIndigo, SemanticColors.systemPurple,
        SemanticColors.systemPink, SemanticColors.systemBrown, SemanticColors.systemGray,
    ]

    private static let semantic = Set(SemanticColors.all.map(\.color) + [Color.label, Color.systemBlue])

    private static let backgrounds: [Color] = [
        SemanticColors.systemBackground, SemanticColors.secondarySystemBackground,
        SemanticColors.tertiarySystemBackground, SemanticColors.systemGroupedBackground,
        SemanticColors.secondarySystemGroupedBackground, SemanticColors.tertiarySystemGroupedBackground,
    ]
}
