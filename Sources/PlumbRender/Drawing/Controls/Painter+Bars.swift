import CCairoPango
import PlumbCore

/// Navigation and tab bars in their standard appearance (a bar-coloured background and a hairline against the
/// content), except a large-title navigation bar, drawn in its scroll-edge appearance (no background, no hairline),
/// as iOS 15 and later show a screen at rest.
extension Painter {
    /// The bars' background: the opaque colours `systemChromeMaterial` gives over a white or black screen.
    static let barBackground = Color.dynamic(
        light: Color(red: 249, green: 249, blue: 249), dark: Color(red: 29, green: 29, blue: 29))
}
