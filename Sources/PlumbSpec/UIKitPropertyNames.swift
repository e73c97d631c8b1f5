import PlumbCore

/// The spec key a UIKit (or SwiftUI) developer means by a property name they already know: `textColor` is `color`,
/// `numberOfLines` is `lines`. An unknown key that is one of these names gets the spec's key as its suggestion,
/// where edit distance would find nothing (`textColor` is 5 edits from `color`).
enum UIKitPropertyNames {
    /// UIKit/SwiftUI property name → spec key (docs/spec-format.md). Only names whose meaning is the key's. The
    /// system controls' keys name theirs in their descriptions (`ControlKey.uikitNames`).
    static let specKeys: [String: String] = nodeKeys.merging(controlKeys) { node, _ in node }

    /// The control keys' UIKit property names (`selectedSegmentIndex` → `selected`), from every control kind's keys.
    private static let controlKeys: [String: String] = Dictionary(
        NodeKind.allCases.flatMap { kind in
            (kind.controlKind?.keys ?? []).flatMap { key in key.uikitNames.map { ($0, key.name) } }
        },
        uniquingKeysWith: { first, _ in first })

    /// The property names of the keys every node takes.
    private static let nodeKeys: [String: String] = [
        "textColor": "color",
        "foregroundColor": "color",
        "numberOfLines": "lines",
        "lineLimit": "lines",
        "backgroundColor": "background",
        "textAlignment": "alignment",
        "isHidden": "hidden",
        "alpha": "opacity",
        "masksToBounds": "clipsToBounds",
        "tintColor": "tint",
        "minimumTrackTintColor": "tint",
        "progressTintColor": "tint",
        "maximumTrackTintColor": "trackTint",
        "trackTintColor": "trackTint",
        "thumbTintColor": "thumbTint",
        // The same names without "Color", as a design handoff writes them.
        "minimumTrackTint": "tint",
        "maximumTrackTint": "trackTint",
        "progressTint": "tint",
        "buttonConfiguration": "configuration",
        "contentEdgeInsets": "contentInsets",
        "shadowColor": "shadow",
        "shadowOpacity": "shadow",
        "shadowOffset": "shadow",
        "shadowRadius": "shadow",
        "contentHuggingPriority": "hugging",
        "contentCompressionResistancePriority": "compression",
        "layoutMarginsRelativeArrangement": "marginsRelative",
        "isLayoutMarginsRelativeArrangement": "marginsRelative",
        "isBaselineRelativeArrangement": "baselineRelative",
        "directionalLayoutMargins": "layoutMargins",
        "arrangedSubviews": "children",
        "subviews": "children",
        "attributedText": "runs",
        "kern": "letterSpacing",
        "fontWeight": "weight",
        "textStyle": "style",
        "isOn": "on",
        "isAccessibilityElement": "accessibilityElement",
        "image": "src",
        "systemName": "symbol",
        "title": "text",
        "isEnabled": "state",
        "isHighlighted": "state",
        "isSelected": "state",
    ]

    /// UIKit class (or SwiftUI view) name → spec value, for values such as `kind:` (`UILabel` is `text`); the system
    /// controls name their classes in their descriptions (`ControlKind.uikitClassNames`).
    static let specValues: [String: String] = [
        "label": "text", "UILabel": "text", "Text": "text", "textView": "text", "UITextView": "text",
        "imageView": "image", "UIImageView": "image", "Image": "image",
        "UIButton": "button", "UISwitch": "switch", "toggle": "switch", "Toggle": "switch",
        "divider": "separator", "Divider": "separator", "view": "box", "UIView": "box",
        "UIStackView": "stack", "HStack": "stack", "VStack": "stack",
    ].merging(
        NodeKind.allCases.flatMap { kind in (kind.controlKind?.uikitClassNames ?? []).map { ($0, kind.rawValue) } },
        uniquingKeysWith: { first, _ in first })

    /// The spec value for a UIKit class name, when that value is one of `allowed`.
    static func specValue(for name: String, in allowed: [String]) -> String? {
        guard let value = specValues[name], allowed.contains(value) else { return nil }
        return value
    }

    /// The spec key for UIKit's `name`, when that key is one of `allowed`.
    static func specKey(for name: String, in allowed: [String]) -> String? {
        guard let key = specKeys[name], allowed.contains(key) else { return nil }
        return key
    }
}
