import PlumbCore

/// The least contrast a piece of text or a control needs against what is behind it.
///
/// Thresholds (WCAG 2.x success criteria 1.4.3, 1.4.6 and 1.4.11, which Apple's Human Interface Guidelines,
/// "Color and contrast", follow), by `ContrastLevel`:
/// - `platform` and `aa`: text under 18 pt 4.5:1; text of 18 pt and larger, or bold at any size, 3:1;
/// - `aaa`: 7:1 and 4.5:1;
/// - the parts of a control that show what it is or its state (non-text contrast): 3:1 at every level.
/// "Bold" is a weight of `bold` (700) or heavier, as WCAG's "bold" is; semibold is not bold. (WCAG's 14 pt bold
/// is below every Dynamic Type size a bold label uses, so bold text is large at any size.)
///
/// At `platform`, small text between `unreadableBelow` (3:1) and the minimum is only a warning when Apple's own
/// colours drew it (`ContrastCheck` decides), since iOS ships such pairs (`secondaryLabel`, `link`).
public struct ContrastRequirement: Hashable, Sendable {
    /// The least ratio that passes.
    public var minimum: Double
    /// Which rule gave it, for messages ("4.5:1 for text under 18 pt").
    public var rule: String
    /// The ratio below which the text is unreadable by any standard, at the `platform` level: below it a finding is
    /// an error even in Apple's colours. Equal to `minimum` where no such leniency applies.
    public var unreadableBelow: Double

    public init(minimum: Double, rule: String, unreadableBelow: Double? = nil) {
        self.minimum = minimum
        self.rule = rule
        self.unreadableBelow = unreadableBelow ?? minimum
    }

    /// Text of this size and weight at WCAG AA: 3:1 at 18 pt and above or bold, else 4.5:1.
    public static func text(pointSize: Double, weight: FontWeight) -> ContrastRequirement {
        text(pointSize: pointSize, weight: weight, level: .aa)
    }

    /// Text of this size and weight at `level`.
    public static func text(pointSize: Double, weight: FontWeight, level: ContrastLevel) -> ContrastRequirement {
        let large = weight.value >= FontWeight.bold.value || pointSize >= largeTextSize
        let which =
            weight.value >= FontWeight.bold.value
            ? "bold text" : large ? "text of 18 pt and larger" : "text under 18 pt"
        switch level {
        case .aaa:
            let minimum = large ? textMinimum : enhancedTextMinimum
            return ContrastRequirement(minimum: minimum, rule: "\(formatted(minimum)):1 for \(which) (WCAG AAA)")
        case .aa, .platform:
            let minimum = large ? largeTextMinimum : textMinimum
            let suffix = level == .aa ? " (WCAG AA)" : ""
            return ContrastRequirement(
                minimum: minimum, rule: "\(formatted(minimum)):1 for \(which)\(suffix)",
                unreadableBelow: level == .platform ? largeTextMinimum : minimum)
        }
    }

    /// A control's tint against its background (non-text contrast).
    public static let control = ContrastRequirement(minimum: 3, rule: "3:1 for a control's tint (non-text contrast)")

    /// 4.5:1, for text up to 17 pt (AA) or large text (AAA).
    public static let textMinimum = 4.5
    /// 3:1, for large or bold text (AA), and the floor below which text is unreadable by any standard.
    public static let largeTextMinimum = 3.0
    /// 7:1, for text up to 17 pt at AAA (success criterion 1.4.6).
    public static let enhancedTextMinimum = 7.0
    /// The size from which text counts as large, in points.
    public static let largeTextSize = 18.0

    private static func formatted(_ ratio: Double) -> String {
        ratio == ratio.rounded() ? String(Int(ratio)) : String(ratio)
    }
}
