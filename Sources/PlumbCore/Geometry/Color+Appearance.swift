/// Dynamic colours: one value in the light appearance and another in the dark one, as `UIColor`'s system colours
/// and asset-catalog colours with an "Any, Dark" appearance are.
extension Color {
    /// A colour that is `light` in the light appearance and `dark` in the dark one, and, with Increase Contrast on
    /// (`Contrast.high`), `highContrastLight` and `highContrastDark` — as an asset-catalog colour with the "High
    /// Contrast" box ticked. A high-contrast value not given is the light or dark colour's own (a palette colour made
    /// of other colours keeps their variants), else the normal value.
    ///
    /// `red`, `green`, `blue` and `alpha` of the result are `light`'s; `resolved(for:contrast:)` picks the value.
    public static func dynamic(
        light: Color, dark: Color, highContrastLight: Color? = nil, highContrastDark: Color? = nil
    ) -> Color {
        var color = light.resolved(for: .light)
        let darkValue = dark.resolved(for: .dark)
        if darkValue.rgbaValue != color.rgbaValue { color.darkRGBA = darkValue.rgbaValue }
        let contrastLight = (highContrastLight ?? light).resolved(for: .light, contrast: .high)
        let contrastDark = (highContrastDark ?? dark).resolved(for: .dark, contrast: .high)
        if contrastLight.rgbaValue != color.rgbaValue { color.highContrastLightRGBA = contrastLight.rgbaValue }
        if contrastDark.rgbaValue != darkValue.rgbaValue { color.highContrastDarkRGBA = contrastDark.rgbaValue }
        return color
    }

    /// The colour's value in `appearance` and `contrast`: its high-contrast value when it has one and contrast is
    /// high, else its light or dark value (the same for a colour that does not change).
    public func resolved(for appearance: Appearance, contrast: Contrast = .normal) -> Color {
        if contrast == .high, let packed = appearance == .light ? highContrastLightRGBA : highContrastDarkRGBA {
            return Color(rgba: packed)
        }
        if appearance == .dark, let darkRGBA { return Color(rgba: darkRGBA) }
        if darkRGBA == nil, highContrastLightRGBA == nil, highContrastDarkRGBA == nil { return self }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour's value in `environment`'s appearance and contrast.
    public func resolved(in environment: Environment) -> Color {
        resolved(for: environment.appearance, contrast: environment.contrast)
    }

    /// Whether the colour has values of its own with Increase Contrast on.
    public var hasHighContrastVariants: Bool { highContrastLightRGBA != nil || highContrastDarkRGBA != nil }

    /// Whether the colour has a different value in the dark appearance.
    public var isDynamic: Bool { darkRGBA != nil }

    /// The value in the light appearance packed as `0xRRGGBBAA`.
    var rgbaValue: UInt32 {
        UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
    }

    /// A colour from a packed `0xRRGGBBAA` value.
    init(rgba value: UInt32) {
        self.init(
            red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF), blue: UInt8(value >> 8 & 0xFF),
            alpha: UInt8(value & 0xFF))
    }

    /// A colour from 0…255 channels and a 0…1 alpha, as Apple's tables give them (`rgba(60, 60, 67, 0.6)`); the alpha
    /// is rounded to the nearest of 256 steps.
    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: Double = 1) {
        self.init(red: red, green: green, blue: blue, alpha: UInt8((alpha * 255).rounded()))
    }

    /// How a spec writes this colour: `#RRGGBB[AA]`, or `{light: …, dark: …}` for a dynamic one (with
    /// `highContrastLight` / `highContrastDark` when it has them).
    public var specDescription: String {
        guard isDynamic || hasHighContrastVariants else { return hex }
        var text = "{light: \(resolved(for: .light).hex), dark: \(resolved(for: .dark).hex)"
        if hasHighContrastVariants {
            text +=
                ", highContrastLight: \(resolved(for: .light, contrast: .high).hex), highContrastDark: \(resolved(for: .dark, contrast: .high).hex)"
        }
        return text + "}"
    }
}
