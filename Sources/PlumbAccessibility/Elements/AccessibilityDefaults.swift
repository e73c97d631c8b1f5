import PlumbCore

/// A node's accessibility properties: the ones its spec gives, else UIKit's defaults for its kind.
///
/// UIKit's defaults, each observable in Xcode's Accessibility Inspector and documented by Apple
/// ("Accessibility for UIKit", `UIAccessibility` properties):
/// - `UILabel` is an element with the `staticText` trait, labelled with its text;
/// - `UIButton` is an element with the `button` trait, labelled with its title;
/// - `UISwitch` is an element with the `button` and `toggleButton` traits and the value "1" (on) or "0" (off),
///   which VoiceOver reads "Switch button, On";
/// - `UIImageView` has the `image` trait and is an element only when it has a label;
/// - a plain `UIView` (Plumb's box, separator) is not an element;
/// - a system control is what its description (`ControlKind`) says: one element or not, its traits, label and value.
struct AccessibilityDefaults {
    let node: Node
    let environment: Environment

    /// Whether the node is an element, combines its descendants, or neither.
    var grouping: AccessibilityGrouping {
        if let explicit = node.accessibility.element { return explicit }
        switch node.kind {
        case .text: return label != nil ? .element : .none
        case .button, .switch: return .element
        case .image: return node.accessibility.label?.nonEmpty != nil ? .element : .none
        case .box, .separator: return .none
        // A system control: its description's (a bar is not one element: Plumb draws its items from its keys).
        default: return node.kind.controlKind?.accessibilityGrouping ?? .none
        }
    }

    /// The label: the node's own, else a text's string or a button's title as drawn (pseudo-localised too), or
    /// what a system control's description derives.
    var label: String? {
        if let label = node.accessibility.label { return label }
        switch node.kind {
        case .text, .button:
            guard let text = node.text?.string.nonEmpty else { return nil }
            return PseudoLocalizer.localize(text, environment.localization)
        default:
            return node.kind.controlKind?.accessibilityLabel(of: node, in: environment)
        }
    }

    /// The value: the node's own, else a switch's "1" or "0", or what a system control's description derives.
    var value: String? {
        if let value = node.accessibility.value { return value }
        if node.kind == .switch { return node.isOn ? "1" : "0" }
        return node.kind.controlKind?.accessibilityValue(of: node)
    }

    var hint: String? { node.accessibility.hint }

    /// The traits: the node's own (they replace the defaults, as assigning `accessibilityTraits` does), else its
    /// kind's with its control state's: a disabled control is `notEnabled` and a selected one `selected`, as
    /// `UIControl` reports `isEnabled` and `isSelected` in its default `accessibilityTraits`.
    var traits: AccessibilityTraits {
        if let traits = node.accessibility.traits { return traits }
        var traits = kindTraits
        if node.controlState == .disabled { traits.insert(.notEnabled) }
        if node.controlState == .selected { traits.insert(.selected) }
        if traits.contains(.textEntry), node.control?.isSecure == true { traits.insert(.secureTextField) }
        return traits
    }

    private var kindTraits: AccessibilityTraits {
        switch node.kind {
        case .text: return .staticText
        case .button: return .button
        case .switch: return [.button, .toggleButton]
        case .image: return .image
        default: return node.kind.controlKind?.accessibilityTraits ?? []
        }
    }
}
