import PlumbCore

/// The accessibility keys of a spec (docs/accessibility.md) as modifiers.
extension LayoutElement {
    /// All of a node's accessibility fields at once (`accessibilityLabel`, `…Traits`, `accessibilityElement`, …).
    public func accessibility(_ accessibility: NodeAccessibility) -> Self {
        var copy = self
        copy.node.accessibility = accessibility
        return copy
    }

    /// `accessibilityLabel`: what VoiceOver reads for the element.
    public func accessibilityLabel(_ label: String) -> Self {
        var copy = self
        copy.node.accessibility.label = label
        return copy
    }

    /// `accessibilityTraits`: the element's UIKit traits (`.header`, `.button`, …).
    public func accessibilityTraits(_ traits: AccessibilityTraits) -> Self {
        var copy = self
        copy.node.accessibility.traits = traits
        return copy
    }
}
