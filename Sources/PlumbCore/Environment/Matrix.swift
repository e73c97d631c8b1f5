/// A list of environments to lay out, render or check: widths × categories × scales × directions × localisations ×
/// appearances, or devices × categories × directions × localisations × appearances.
public struct Matrix: Hashable, Sendable {
    public var widths: [Double]
    public var categories: [ContentSizeCategory]
    public var scales: [Int]
    public var directions: [LayoutDirection]
    /// Localisations of the strings (`base`, `pseudo`, `pseudo-rtl` or locale codes: the values of a spec's
    /// `locales:` and `--locale`); `pseudo-rtl` forces right to left whatever `directions` says.
    public var locales: [Localization]
    /// The screen height given to every environment (`nil`: each root takes its fitting height).
    public var height: Double?
    /// The screen's safe-area insets given to every environment (a notch phone: top 47, bottom 34).
    public var safeAreaInsets: EdgeInsets
    /// Light, dark or both.
    public var appearances: [Appearance]
    /// Normal and/or high contrast (`contrasts:`, `--contrast`), combined with every other axis, innermost.
    public var contrasts: [Contrast] = [.normal]
    /// Device presets; when there are any, each gives the width, height, scale and safe area of its environments, and
    /// `widths`, `scales`, `height` and `safeAreaInsets` are not used.
    public var devices: [DevicePreset]
    /// Whether the matrix has a width fitted to the content (`fit` in `widths`, `--width fit`): its environments come
    /// first, before those of `widths`, and lay the root out at its natural width, at most `maxWidth`.
    public var fitsWidth = false
    /// The most a fitted width may be, in points (`maxWidth:`, `--max-width`).
    public var maxWidth = Matrix.defaultMaxWidth

    /// The default cap of a fitted width: an iPhone's 375 points. Xcode's `PreviewLayout.sizeThatFits` likewise
    /// centres a preview "in a container the size of the device" and then shrinks the container to fit the view
    /// (docs/cli.md, "Fitting the canvas to the content").
    public static let defaultMaxWidth = 375.0

    /// Widths × categories (Large unless given) × scales × directions × locales × appearances, e.g.
    /// `Matrix(widths: [375], locales: ["en", "de", "ja", "ar"])`: each locale draws keyed texts from the layout's
    /// strings, and right-to-left languages lay out right to left.
    public init(
        widths: [Double],
        categories: [ContentSizeCategory] = [.large],
        scales: [Int] = [1],
        directions: [LayoutDirection] = [.ltr],
        height: Double? = nil,
        safeAreaInsets: EdgeInsets = .zero,
        locales: [Localization] = [.base],
        appearances: [Appearance] = [.light],
        devices: [DevicePreset] = []
    ) {
        self.widths = widths
        self.categories = categories
        self.scales = scales
        self.directions = directions
        self.locales = locales
        self.height = height
        self.safeAreaInsets = safeAreaInsets
        self.appearances = appearances
        self.devices = devices
    }

    /// Devices × categories (× directions, localisations, appearances): each device preset gives its environments'
    /// width, height, scale and safe area, e.g. `Matrix(devices: [.named("iphone-16")!], appearances: [.light, .dark])`
    /// (the categories default to Large).
    public init(
        devices: [DevicePreset],
        categories: [ContentSizeCategory] = [.large],
        directions: [LayoutDirection] = [.ltr],
        locales: [Localization] = [.base],
        appearances: [Appearance] = [.light]
    ) {
        self.init(
            widths: devices.map(\.width), categories: categories, directions: directions, locales: locales,
            appearances: appearances, devices: devices)
    }

    /// docs/design.md §4: widths 320, 375, 414 × categories large and accessibilityExtraExtraExtraLarge.
    public static let `default` = Matrix(
        widths: [320, 375, 414], categories: [.large, .accessibilityExtraExtraExtraLarge])

    /// Every combination, in a fixed order: the fitted width, then each width (or device), then category, then scale, then direction, then
    /// localisation, then appearance.
    ///
    /// A localisation that forces a direction (`pseudo-rtl`) appears once per width × category × scale, not once
    /// per direction.
    public var environments: [Environment] {
        var result: [Environment] = []
        var seen = Set<Environment>()
        let screens:
            [(width: Double, height: Double?, scale: Int?, insets: EdgeInsets, device: DevicePreset?, fits: Bool)] =
                devices.isEmpty
                ? (fitsWidth ? [(maxWidth, height, nil, safeAreaInsets, nil, true)] : [])
                    + widths.map { ($0, height, nil, safeAreaInsets, nil, false) }
                : devices.map { ($0.width, $0.height, $0.scale, $0.safeAreaInsets, $0, false) }
        for screen in screens {
            for category in categories {
                for scale in screen.scale.map({ [$0] }) ?? scales {
                    for direction in directions {
                        for localization in locales {
                            for appearance in appearances {
                                for contrast in contrasts {
                                    var environment = Environment(
                                        width: screen.width, height: screen.height, category: category, scale: scale,
                                        direction: localization.forcedDirection ?? direction,
                                        safeAreaInsets: screen.insets,
                                        appearance: appearance, localization: localization, device: screen.device,
                                        fitsWidth: screen.fits)
                                    environment.contrast = contrast
                                    if seen.insert(environment).inserted { result.append(environment) }
                                }
                            }
                        }
                    }
                }
            }
        }
        return result
    }
}

/// The matrix's earlier spelling of `locales` (the spec's `locales:`, `--locale`): one name for the axis everywhere.
extension Matrix {
    @available(*, deprecated, renamed: "locales")
    public var localizations: [Localization] {
        get { locales }
        set { locales = newValue }
    }

    @available(
        *, deprecated,
        renamed: "init(widths:categories:scales:directions:height:safeAreaInsets:locales:appearances:devices:)"
    )
    @_disfavoredOverload
    public init(
        widths: [Double],
        categories: [ContentSizeCategory],
        scales: [Int] = [1],
        directions: [LayoutDirection] = [.ltr],
        height: Double? = nil,
        safeAreaInsets: EdgeInsets = .zero,
        localizations: [Localization],
        appearances: [Appearance] = [.light],
        devices: [DevicePreset] = []
    ) {
        self.init(
            widths: widths, categories: categories, scales: scales, directions: directions, height: height,
            safeAreaInsets: safeAreaInsets, locales: localizations, appearances: appearances, devices: devices)
    }

    @available(*, deprecated, renamed: "init(devices:categories:directions:locales:appearances:)")
    @_disfavoredOverload
    public init(
        devices: [DevicePreset],
        categories: [ContentSizeCategory] = [.large],
        directions: [LayoutDirection] = [.ltr],
        localizations: [Localization],
        appearances: [Appearance] = [.light]
    ) {
        self.init(
            devices: devices, categories: categories, directions: directions, locales: localizations,
            appearances: appearances)
    }
}
