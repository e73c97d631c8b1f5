/// The colours the renderer paints that no spec key names, shared with the contrast lint so that it checks
/// exactly what is drawn.
extension Environment {
    /// What the screen shows where no node paints: white in light appearance, black in dark
    /// (`UIColor.systemBackground`).
    public var systemBackground: Color { appearance == .dark ? .black : .white }
}

extension Color {
    /// iOS `systemBlue` with Increase Contrast on, light appearance (#0040DD, docs/colors.md): the blue for text
    /// under 18 pt, where the default `systemBlue` reaches only 4.02:1 on white.
    public static let systemBlueIncreasedContrast = SemanticColors.systemBlue.resolved(for: .light, contrast: .high)
}

extension Node {
    /// The colour a button's title is drawn in: the title's own colour, or the tint (`tint:`, else `systemBlue`)
    /// when it keeps the default `label` colour, as a system button draws its title. `nil` when the node has no text.
    public var titleColor: Color? {
        guard let text else { return nil }
        guard kind == .button else { return text.color }
        if let configuration = buttonConfiguration, controlState != .selected {
            // A configured button: its style's foreground (white on `filled()`), unless the title sets a colour.
            let tint = style.tint ?? .systemBlue
            guard text.color == .label || controlState == .disabled else {
                return controlState == .highlighted
                    ? text.color.withAlphaMultiplied(by: ControlState.highlightedTitleAlpha) : text.color
            }
            return configuration.foreground(tint: tint, state: controlState)
        }
        switch controlState {
        case .disabled: return SemanticColors.tertiaryLabel
        // The title is knocked out of the tint-filled background.
        case .selected: return SemanticColors.systemBackground
        case .highlighted:
            return (text.color == .label ? style.tint ?? .systemBlue : text.color).withAlphaMultiplied(
                by: ControlState.highlightedTitleAlpha)
        case .normal: return text.color == .label ? style.tint ?? .systemBlue : text.color
        }
    }

    /// The colour of a switch's "on" track: its `tint:`, else `systemGreen`.
    public var switchOnColor: Color { style.tint ?? .systemGreen }
}
