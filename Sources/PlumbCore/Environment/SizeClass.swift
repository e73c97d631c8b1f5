/// UIKit's horizontal size class: `compact` on iPhones in portrait and narrow iPad multitasking windows,
/// `regular` on full-screen iPads and the largest iPhones in landscape.
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
    case compact, regular

    /// Widths from which an environment without a device preset counts as `regular`.
    ///
    /// UIKit does not derive the size class from the width: it comes from the device and the multitasking
    /// configuration (Apple's HIG, Layout › Specifications › Size classes). Every configuration in that table that is
    /// regular is at least 678 pt wide, and every compact one on iPad at most 592 pt, so 600 separates them; iPhones
    /// in portrait (at most 440 pt) are compact. An iPhone in landscape is compact although wider: use its device
    /// preset (`iphone-16-landscape`), which carries the exact class.
    public static let regularWidth = 600.0

    /// The class a window `width` points wide has when no device preset says otherwise.
    public static func forWidth(_ width: Double) -> SizeClass {
        width >= regularWidth ? .regular : .compact
    }
}
