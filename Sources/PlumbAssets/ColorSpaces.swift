import PlumbCore

/// Literal colours of other colour spaces as the sRGB `Color` Plumb draws, converted exactly as catalog colours are
/// (`ColorSpaceConversion`): for colours written outside a catalog, such as an Interface Builder document's
/// `<color … colorSpace="custom" customColorSpace="displayP3"/>` or `genericGamma22GrayColorSpace` gray.
public enum ColorSpaces {
    /// A Display P3 colour (encoded components 0…1) in sRGB, clamped per channel to what sRGB can show.
    public static func sRGB(displayP3 red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> Color {
        let rgb = ColorSpaceConversion.extendedSRGB(fromDisplayP3: (red, green, blue))
        return color(rgb, alpha: alpha)
    }

    /// An extended-range sRGB colour (components may fall outside 0…1), clamped.
    public static func sRGB(extended red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> Color {
        color((red, green, blue), alpha: alpha)
    }

    /// A gray of the Generic Gray Gamma 2.2 space (`white` 0…1) in sRGB.
    public static func sRGB(gamma22White white: Double, alpha: Double = 1) -> Color {
        let byte = ColorSpaceConversion.byte(ColorSpaceConversion.srgbGray(fromGamma22: white))
        return Color(red: byte, green: byte, blue: byte, alpha: ColorSpaceConversion.byte(alpha))
    }

    private static func color(_ rgb: (Double, Double, Double), alpha: Double) -> Color {
        Color(
            red: ColorSpaceConversion.byte(rgb.0), green: ColorSpaceConversion.byte(rgb.1),
            blue: ColorSpaceConversion.byte(rgb.2), alpha: ColorSpaceConversion.byte(alpha))
    }
}
