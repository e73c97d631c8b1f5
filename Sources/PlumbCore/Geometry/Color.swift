/// An sRGB colour with straight (not premultiplied) alpha, each channel 0…255.
public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

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
    /// iOS `label` in light mode.
    public static let label = Color(red: 0, green: 0, blue: 0)
    /// iOS `systemGreen`, the switch's "on" track.
    public static let systemGreen = Color(red: 52, green: 199, blue: 89)
    /// iOS `systemBlue`, the tint of buttons.
    public static let systemBlue = Color(red: 0, green: 122, blue: 255)
    /// iOS `systemGray5`-like fill of the switch's "off" track and of image placeholders.
    public static let systemFill = Color(red: 229, green: 229, blue: 234)
    /// iOS `separator` in light mode, drawn opaque.
    public static let separator = Color(red: 198, green: 198, blue: 200)
}
