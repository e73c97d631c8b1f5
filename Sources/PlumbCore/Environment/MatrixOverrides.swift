/// The axes a run sets over each subject's own matrix: the CLI's matrix flags, read once (`MatrixAxis` bounds
/// every value, as it bounds a spec's `matrix:`). Each axis given replaces that axis of the subject's matrix; an
/// axis not given (`nil`) keeps the subject's.
public struct MatrixOverrides: Hashable, Sendable {
    /// Fixed widths (`--width 320,375`); `nil` when no width is given.
    public var widths: [Double]? = nil
    /// Whether a width fitted to the content is asked for (`fit` among the widths).
    public var fitsWidth = false
    /// The cap of a fitted width (`--max-width`).
    public var maxWidth: Double? = nil
    public var categories: [ContentSizeCategory]? = nil
    public var scales: [Int]? = nil
    public var directions: [LayoutDirection]? = nil
    public var locales: [Localization]? = nil
    /// The screen height for every environment (`--height`).
    public var height: Double? = nil
    /// The screen's safe-area insets (`--safe-area`).
    public var safeAreaInsets: EdgeInsets? = nil
    public var appearances: [Appearance]? = nil
    public var contrasts: [Contrast]? = nil
    /// Device presets: they replace the subject's screens (its widths or devices).
    public var devices: [DevicePreset]? = nil

    public init() {}

    /// Whether no axis is given.
    public var isEmpty: Bool { self == MatrixOverrides() }

    /// `base` with every given axis replaced. Widths given without devices replace a subject's devices too, so
    /// `--width 375` on a spec of `devices:` lays it out at 375 points.
    public func applied(to base: Matrix) -> Matrix {
        var matrix = base
        if widths != nil || fitsWidth {
            matrix.widths = widths ?? []
            matrix.fitsWidth = fitsWidth
        }
        if let maxWidth { matrix.maxWidth = maxWidth }
        if let categories { matrix.categories = categories }
        if let scales { matrix.scales = scales }
        if let directions { matrix.directions = directions }
        if let locales { matrix.locales = locales }
        if let height { matrix.height = height }
        if let safeAreaInsets { matrix.safeAreaInsets = safeAreaInsets }
        if let appearances { matrix.appearances = appearances }
        if let contrasts { matrix.contrasts = contrasts }
        if let devices {
            matrix.devices = devices
        } else if widths != nil || fitsWidth {
            matrix.devices = []
        }
        return matrix
    }
}

extension MatrixOverrides {
    @available(*, deprecated, renamed: "locales")
    public var localizations: [Localization]? {
        get { locales }
        set { locales = newValue }
    }
}
