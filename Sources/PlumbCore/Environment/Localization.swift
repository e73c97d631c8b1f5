/// The text axis of the matrix: a spec's strings as written, or a pseudo-localisation of them.
///
/// Pseudo-locales catch layout bugs before any translation exists, as Android's `en-XA` and `ar-XB` do:
/// `pseudo` makes every string accented, about 40 % longer and bracketed (so clipping and truncation show),
/// `pseudo-rtl` shows every word mirrored in a right-to-left layout (so hard-coded left/right shows).
public enum Localization: String, CaseIterable, Hashable, Sendable {
    /// The strings as written in the spec (Apple's "Base" localisation).
    case base
    /// Accented, ~40 % longer, bracketed: `[Śéţţîñĝš one two]`.
    case pseudo
    /// Every word wrapped in a right-to-left override, laid out right to left.
    case pseudoRTL = "pseudo-rtl"

    /// The suffix in an environment's file-name label: empty for `base`.
    public var labelSuffix: String {
        self == .base ? "" : "-" + rawValue
    }

    /// The direction this localisation forces, if any: `pseudo-rtl` is always laid out right to left.
    public var forcedDirection: LayoutDirection? {
        self == .pseudoRTL ? .rtl : nil
    }
}
