import PlumbCore

/// The least contrast a piece of text or a control needs against what is behind it.
///
/// Thresholds (Apple Human Interface Guidelines, Accessibility → "Color and effects", which follow WCAG 2.x success
/// criteria 1.4.3 and 1.4.11):
/// - text up to 17 pt: 4.5:1;
/// - text of 18 pt and larger, or bold at any size: 3:1;
/// - the parts of a control that show what it is or its state (non-text contrast): 3:1.
/// "Bold" is a weight of `bold` (700) or heavier, as WCAG's "bold" is; semibold is not bold.
public struct ContrastRequirement: Hashable, Sendable {
    /// The least ratio that passes.
    public var minimum: Double
    /// Which rule gave it, for messages ("4.5:1 for text under 18 pt").
    public var rule: String

    public init(minimum: Double, rule: String) {
        self.minimum = minimum
        self.rule = rule
    }

    /// Text of this size and weight: 3:1 at 18 pt and above or bold, else 4.5:1.
    public static func text(pointSize: Double, weight: FontWeight) -> ContrastRequirement {
        if weight.value >= FontWeight.bold.value {
            return ContrastRequirement(minimum: largeTextMinimum, rule: "3:1 for bold text")
        }
        if pointSize >= largeTextSize {
            return ContrastRequirement(minimum: largeTextMinimum, rule: "3:1 for text of 18 pt and larger")
        }
        return ContrastRequirement(minimum: textMinimum, rule: "4.5:1 for text under 18 pt")
    }

    /// A control's tint against its background (non-text contrast).
    public static let control = ContrastRequirement(minimum: 3, rule: "3:1 for a control's tint (non-text contrast)")

    /// 4.5:1, for text up to 17 pt.
    public static let textMinimum = 4.5
    /// 3:1, for large or bold text.
    public static let largeTextMinimum = 3.0
    /// The size from which text counts as large, in points.
    public static let largeTextSize = 18.0
}
