/// A control's `UIControl.State` as a spec sets it (`state:`): how buttons, switches, segmented controls and text
/// fields draw and what VoiceOver says of them (docs/uikit-semantics.md, "Control states").
public enum ControlState: String, CaseIterable, Hashable, Sendable {
    /// `.normal`.
    case normal
    /// `.highlighted`: a finger is on it. A system button's title is drawn at 20 % of its alpha.
    case highlighted
    /// `isEnabled = false`: a button's title is `tertiaryLabel`; a switch, segmented control or text field is drawn
    /// at half opacity. VoiceOver adds `notEnabled` ("Dimmed").
    case disabled
    /// `isSelected = true`: a system button is drawn as a tint-filled rounded rectangle with its title knocked out
    /// in the system background colour. VoiceOver adds `selected`.
    case selected

    /// The kinds that take `state:`: buttons, switches and the controls whose description says so
    /// (`ControlKind.takesState`: segmented controls, text fields).
    public static let kinds: Set<NodeKind> = Set(
        NodeKind.allCases.filter { $0 == .button || $0 == .switch || $0.controlKind?.takesState == true })

    /// How much of a system button's title alpha `.highlighted` keeps.
    public static let highlightedTitleAlpha = 0.2
    /// The corner radius of a selected button's fill when the node sets none.
    public static let selectedButtonCornerRadius = 8.0
    /// The opacity of a disabled switch, segmented control or text field.
    public static let disabledControlAlpha = 0.5
}

extension Color {
    /// The colour with its alpha (in both appearances, at either contrast) multiplied by `factor`.
    public func withAlphaMultiplied(by factor: Double) -> Color {
        func scaled(_ appearance: Appearance, _ contrast: Contrast = .normal) -> Color {
            var color = resolved(for: appearance, contrast: contrast)
            color.alpha = UInt8((Double(color.alpha) * factor).rounded())
            return color
        }
        guard isDynamic || hasHighContrastVariants else { return scaled(.light) }
        return .dynamic(
            light: scaled(.light), dark: scaled(.dark),
            highContrastLight: scaled(.light, .high), highContrastDark: scaled(.dark, .high))
    }
}
