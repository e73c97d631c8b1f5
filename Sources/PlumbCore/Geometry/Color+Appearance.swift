/// Dynamic colours: one value in the light appearance and another in the dark one, as `UIColor`'s system colours
/// and asset-catalog colours with an "Any, Dark" appearance are.
extension Color {
    /// A colour that is `light` in the light appearance and `dark` in the dark one.
    ///
    /// `red`, `green`, `blue` and `alpha` of the result are `light`'s; `resolved(for:)` picks the value.
    public static func dynamic(light: Color, dark: Color) -> Color {
        var color = light.resolved(for: .light)
        let dark = dark.resolved(for: .dark)
        if dark.rgbaValue != color.rgbaValue { color.darkRGBA = dark.rgbaValue }
        return color
    }

    /// The colour's value in `appearance`: itself for a colour that does not change, else its light or dark value.
    public func resolved(for appearance: Appearance) -> Color {
        guard let darkRGBA else { return self }
        if appearance == .light { return Color(red: red, green: green, blue: blue, alpha: alpha) }
        return Color(rgba: darkRGBA)
    }

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

    /// How a spec writes this colour: `#RRGGBB[AA]`, or `{light: …, dark: …}` for a dynamic one.
    public var specDescription: String {
        guard isDynamic else { return hex }
        return "{light: \(resolved(for: .light).hex), dark: \(resolved(for: .dark).hex)}"
    }
}
