/// UIKit's fixed colours, `UIColor.white`, `.red`, `.clear` and the rest of its class properties: the names a UIKit
/// developer writes for a colour that does not change with appearance. Apple's UIColor documentation gives each as
/// grayscale or RGB components (`darkGray` is white 1/3, `orange` is 1.0, 0.5, 0.0); 8-bit values round to nearest.
///
/// Specs accept these names after the spec's own `colors:` and the semantic colours, so a palette that already
/// defines `red` keeps its own value.
public enum UIKitFixedColors {
    /// Every fixed colour by its UIKit name, in the order of UIColor's documentation.
    public static let all: [(name: String, color: Color)] = [
        ("black", Color(red: 0, green: 0, blue: 0)),
        ("darkGray", gray(1.0 / 3.0)),
        ("lightGray", gray(2.0 / 3.0)),
        ("white", Color(red: 255, green: 255, blue: 255)),
        ("gray", gray(0.5)),
        ("red", rgb(1, 0, 0)),
        ("green", rgb(0, 1, 0)),
        ("blue", rgb(0, 0, 1)),
        ("cyan", rgb(0, 1, 1)),
        ("yellow", rgb(1, 1, 0)),
        ("magenta", rgb(1, 0, 1)),
        ("orange", rgb(1, 0.5, 0)),
        ("purple", rgb(0.5, 0, 0.5)),
        ("brown", rgb(0.6, 0.4, 0.2)),
        ("clear", Color(red: 0, green: 0, blue: 0, alpha: 0)),
    ]

    /// The fixed colour named `name` (UIKit's spelling), or `nil`.
    public static func named(_ name: String) -> Color? {
        all.first { $0.name == name }?.color
    }

    private static func component(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }

    private static func gray(_ white: Double) -> Color {
        Color(red: component(white), green: component(white), blue: component(white))
    }

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> Color {
        Color(red: component(red), green: component(green), blue: component(blue))
    }
}
