import PlumbCore

/// The system controls' style keys as builder modifiers, each the spec key of the same name
/// (docs/spec-format.md, "System controls"): a text field's `borderStyle`, a navigation bar's `barAppearance`, a
/// slider's and a progress view's `trackTint` and a slider's `thumbTint` (`tint` is every element's `tint(_:)`).
extension TextFieldControl {
    /// `borderStyle:` — `UITextField.borderStyle`.
    public func borderStyle(_ style: TextFieldKind.BorderStyle) -> Self {
        var copy = self
        copy.node.control?[TextFieldKind.borderStyle] = style.rawValue
        return copy
    }
}

extension NavigationBar {
    /// `barAppearance:` — the standard appearance (opaque, a hairline) or the scroll-edge one (neither).
    public func barAppearance(_ appearance: NavigationBarKind.BarAppearance) -> Self {
        var copy = self
        copy.node.control?[NavigationBarKind.barAppearance] = appearance.rawValue
        return copy
    }
}

extension SliderControl {
    /// `trackTint:` — `maximumTrackTintColor`, the track after the thumb.
    public func trackTint(_ color: Color) -> Self {
        var copy = self
        copy.node.control?[SliderKind.trackTint] = color
        return copy
    }

    /// `thumbTint:` — `thumbTintColor`.
    public func thumbTint(_ color: Color) -> Self {
        var copy = self
        copy.node.control?[SliderKind.thumbTint] = color
        return copy
    }
}

extension ProgressBar {
    /// `trackTint:` — `trackTintColor`, the track after the progress.
    public func trackTint(_ color: Color) -> Self {
        var copy = self
        copy.node.control?[SliderKind.trackTint] = color
        return copy
    }
}
