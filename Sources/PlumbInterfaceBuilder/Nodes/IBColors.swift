import PlumbCore

/// Interface Builder's `<color>` elements as Plumb colours.
///
/// Forms read (as Xcode writes them, e.g. `<color key="textColor" red="0.2" green="0.4" blue="0.6" alpha="1"
/// colorSpace="custom" customColorSpace="sRGB"/>`): components in sRGB, calibrated RGB, Display P3 (taken as sRGB
/// components, an approximation noted in docs/interface-builder.md) and gray (`white="0.5"`); `systemColor="…"` and
/// the older `cocoaTouchSystemColor="…"` by UIKit name; `name="…"` through the resources.
enum IBColors {
    /// The colour of a literal `<color>` (components or a system name), or `nil` for a named or unknown one.
    static func literal(_ element: IBElement) -> Color? {
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] { return systemColor(system) }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") {
            return Color(red: byte(white), green: byte(white), blue: byte(white), alpha: byte(alpha))
        }
        if let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") {
            return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
        }
        return nil
    }

    /// A UIKit colour by the name Interface Builder writes (`systemBackgroundColor`, `whiteColor`,
    /// `groupTableViewBackgroundColor`), or `nil`.
    static func systemColor(_ written: String) -> Color? {
        let name = written.hasSuffix("Color") ? String(written.dropLast(5)) : written
        if let color = SemanticColors.named(name) ?? UIKitFixedColors.named(name) { return color }
        switch name {
        case "darkText": return Color(red: 0, green: 0, blue: 0)
        case "lightText": return Color(red: 255, green: 255, blue: 255, alpha: 153)
        case "groupTableViewBackground": return SemanticColors.named("systemGroupedBackground")
        case "tableCellGroupedBackground": return SemanticColors.named("secondarySystemGroupedBackground")
        default: return nil
        }
    }

    private static func byte(_ component: Double) -> UInt8 {
        UInt8((min(max(component, 0), 1) * 255).rounded())
    }
}
