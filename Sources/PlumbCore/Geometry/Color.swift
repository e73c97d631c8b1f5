/// An sRGB colour with straight (not premultiplied) alpha, each channel 0…255.
///
/// A colour may be *dynamic*, as `UIColor`'s system colours are: `red`…`alpha` are its value in the light
/// appearance, and `resolved(for:)` gives its value in either appearance (see `Color+Appearance.swift`).
public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8
    /// The dark-appearance value, packed as `0xRRGGBBAA`, of a colour that differs in dark mode; `nil` otherwise.
    var darkRGBA: UInt32?
    /// The values with Increase Contrast on, in the light and the dark appearance, packed likewise, of a colour that has
    /// them (`Color.dynamic(light:dark:highContrastLight:highContrastDark:)`); `nil` where they are the normal ones.
    var highContrastLightRGBA: UInt32? = nil
    var highContrastDarkRGBA: UInt32? = nil

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `"#RRGGBB"` or `"#RRGGBBAA"` (case-insensitive); `nil` for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            self.init(
                red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF),
                blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
        }
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
    public var hex: String {
        func pair(_ v: UInt8) -> String {
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + pair(red) + pair(green) + pair(blue) + (alpha == 255 ? "" : pair(alpha))
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// iOS `label`: black in light mode, white in dark mode; the default colour of text.
    public static let label = SemanticColors.label
    /// iOS `systemGreen`, the switch's "on" track.
    public static let systemGreen = SemanticColors.systemGreen
    /// iOS `systemBlue`, the tint of buttons.
    public static let systemBlue = SemanticColors.systemBlue
    /// iOS `systemGray5` (#E5E5EA, dark #2C2C2E): the fill of image placeholders.
    public static let systemFill = SemanticColors.systemGray5
    /// iOS `opaqueSeparator` (#C6C6C8, dark #38383A): the default colour of separators.
    public static let separator = SemanticColors.opaqueSeparator
}
