import PlumbCore

/// A colour set's value in each appearance and contrast, as `UIColor(named:)` resolves it for an iPhone (or iPad)
/// trait collection, each already converted to sRGB.
public struct AssetColor: Hashable, Sendable {
    /// Light appearance (the "Light" entry, else "Any").
    public var light: Color
    /// Dark appearance (the "Dark" entry, else "Any").
    public var dark: Color
    /// Light with Increase Contrast (the high-contrast "Light" entry, else high-contrast "Any"); `nil` when the set has
    /// no high-contrast entries, so the normal value applies.
    public var highContrastLight: Color?
    /// Dark with Increase Contrast, likewise.
    public var highContrastDark: Color?

    public init(light: Color, dark: Color, highContrastLight: Color? = nil, highContrastDark: Color? = nil) {
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
    }

    /// The colour as one dynamic `Color` that follows the environment's appearance and contrast.
    public var color: Color {
        Color.dynamic(
            light: light, dark: dark, highContrastLight: highContrastLight, highContrastDark: highContrastDark)
    }
}

/// Which device's entries a set is read for: Xcode's `idiom` (`universal` entries serve both).
public enum AssetIdiom: String, Sendable, CaseIterable {
    case phone = "iphone"
    case pad = "ipad"
}
