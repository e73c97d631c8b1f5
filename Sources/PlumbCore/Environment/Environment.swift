/// Reading direction of the interface; leading and trailing flip under right-to-left.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case ltr, rtl
}

/// Light or dark interface style.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    case light, dark
}

/// Everything outside a layout that changes its result: the container's width, Dynamic Type, scale, direction, insets.
///
/// One `Environment` is one cell of a matrix (docs/design.md §4). Layout engines read it; they never change it.
public struct Environment: Hashable, Sendable {
    /// Container width in points.
    public var width: Double
    /// Container height in points, or `nil` to use the content's fitting height.
    public var height: Double?
    public var category: ContentSizeCategory
    /// Pixels per point: 1, 2 or 3.
    public var scale: Int
    public var direction: LayoutDirection
    /// The screen's unsafe edges (status bar or notch, home indicator), in points; the root container's
    /// `safeAreaInsets`, from which every container's own safe area is derived (see `InheritedSafeArea` in PlumbLayout).
    public var safeAreaInsets: EdgeInsets
    /// The root container's layout margins (directional: left = leading): unless set, the system margins of
    /// `SystemLayoutMargins` — 16 at the sides, 20 at widths ≥ 414, 0 at the top and bottom.
    public var layoutMargins: EdgeInsets {
        get { explicitLayoutMargins ?? SystemLayoutMargins.insets(forWidth: width) }
        set { explicitLayoutMargins = newValue }
    }
    /// Margins set explicitly; `nil` follows the width.
    private var explicitLayoutMargins: EdgeInsets?
    public var appearance: Appearance
    /// The strings' localisation: as written, or a pseudo-locale (`--locale pseudo`).
    public var localization: Localization
    /// The device preset this environment was made from (`--device iphone-16`), which names it in labels; `nil` for an
    /// environment given by width.
    public var device: DevicePreset?
    /// Whether the root is laid out at its natural width (`--width fit`, `fit` in a spec's `widths`) rather than at
    /// `width`: until layout, `width` is the most it may take (`--max-width`); the `LayoutResult`'s environment has
    /// the fitted width. Labels say `fit`, not the measured width, so file names do not change with the content.
    public var fitsWidth: Bool

    /// The scales Plumb renders at, like the iOS devices' 1×, 2× and 3×.
    public static let supportedScales: ClosedRange<Int> = 1...3

    public init(
        width: Double,
        height: Double? = nil,
        category: ContentSizeCategory = .large,
        scale: Int = 1,
        direction: LayoutDirection = .ltr,
        safeAreaInsets: EdgeInsets = .zero,
        layoutMargins: EdgeInsets? = nil,
        appearance: Appearance = .light,
        localization: Localization = .base,
        device: DevicePreset? = nil,
        fitsWidth: Bool = false
    ) {
        self.width = width
        self.height = height
        self.category = category
        self.scale = scale
        self.direction = direction
        self.safeAreaInsets = safeAreaInsets
        self.explicitLayoutMargins = layoutMargins
        self.appearance = appearance
        self.localization = localization
        self.device = device
        self.fitsWidth = fitsWidth
    }

    /// The horizontal size class: the device preset's, or the one its width implies (`SizeClass.forWidth`).
    public var sizeClass: SizeClass {
        device?.sizeClass ?? SizeClass.forWidth(width)
    }

    /// The file-name label of docs/design.md §9: `<width>w-<category>[@<scale>x][-rtl]`, e.g. `375w-ax5@2x-rtl`
    /// (`fit-l@2x` for a width fitted to the content),
    /// then `-dark` and the localisation (`-pseudo`, `-pseudo-rtl`, which implies right to left and replaces `-rtl`).
    /// An environment made from a device preset is named by the device instead of the width: `iphone-16-ax5@3x-dark`.
    public var label: String {
        sizeLabel + "-" + category.shortName + variantSuffix
    }

    /// The label without the category, `375w@2x-rtl`: one column of a matrix table whose rows are categories.
    public var columnLabel: String {
        sizeLabel + variantSuffix
    }

    /// `375w`, the device preset's name, or `fit` for a width fitted to the content.
    public var sizeLabel: String {
        if fitsWidth { return "fit" }
        return device?.name ?? formatNumber(width) + "w"
    }

    /// Scale, direction, appearance and localisation as they appear in labels.
    private var variantSuffix: String {
        var suffix = scale != 1 ? "@\(scale)x" : ""
        if direction == .rtl && localization.forcedDirection == nil { suffix += "-rtl" }
        if appearance == .dark { suffix += "-dark" }
        return suffix + localization.labelSuffix
    }

    /// The metrics of a text style in this environment's content-size category.
    public func metrics(for style: TextStyle) -> TypeMetrics {
        DynamicTypeTable.metrics(style, category)
    }

    /// One physical pixel, in points: the width of a hairline.
    public var hairline: Double { 1 / Double(scale) }
}
