/// The spec key a UIKit (or SwiftUI) developer means by a property name they already know: `textColor` is `color`,
/// `numberOfLines` is `lines`. An unknown key that is one of these names gets the spec's key as its suggestion,
/// where edit distance would find nothing (`textColor` is 5 edits from `color`).
enum UIKitPropertyNames {
    /// UIKit/SwiftUI property name → spec key (docs/spec-format.md). Only names whose meaning is the key's.
    static let specKeys: [String: String] = [
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
        "selectedSegmentIndex": "selected",
        "currentPage": "current",
        "numberOfPages": "pages",
        "isSecureTextEntry": "secure",
        "clearButtonMode": "clearButton",
        "isAccessibilityElement": "accessibilityElement",
        "image": "src",
        "systemName": "symbol",
        "title": "text",
        "isEnabled": "state",
        "isHighlighted": "state",
        "isSelected": "state",
    ]

    /// The spec key for UIKit's `name`, when that key is one of `allowed`.
    static func specKey(for name: String, in allowed: [String]) -> String? {
        guard let key = specKeys[name], allowed.contains(key) else { return nil }
        return key
    }
}
