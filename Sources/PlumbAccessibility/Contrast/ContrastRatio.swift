import Foundation
import PlumbCore

/// An sRGB colour with channels 0…1, unrounded: the result of compositing colours, before any pixel rounds it.
public struct ContrastColor: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// An opaque `Color`'s channels (its alpha is not looked at).
    public init(_ color: Color) {
        self.init(red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255)
    }

    /// `color` painted over this colour with its alpha (source-over in sRGB values, as Cairo blends).
    public func under(_ color: Color) -> ContrastColor {
        let alpha = Double(color.alpha) / 255, top = ContrastColor(color)
        return ContrastColor(
            red: top.red * alpha + red * (1 - alpha), green: top.green * alpha + green * (1 - alpha),
            blue: top.blue * alpha + blue * (1 - alpha))
    }

    /// `#RRGGBB`, each channel rounded to the nearest of 0…255.
    public var hex: String {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return Color(red: byte(red), green: byte(green), blue: byte(blue)).hex
    }

    /// WCAG 2.x relative luminance: each channel linearised from sRGB (`c / 12.92` up to 0.04045, else
    /// `((c + 0.055) / 1.055)^2.4`), weighted 0.2126 R + 0.7152 G + 0.0722 B.
    ///
    /// Source: WCAG 2.2, "relative luminance" definition (with the sRGB threshold 0.04045 of IEC 61966-2-1; WCAG
    /// 2.0's 0.03928 gives the same result for every 8-bit channel).
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG's contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, the lighter colour's luminance over the darker's: 1…21.
    public func contrastRatio(with other: ContrastColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
