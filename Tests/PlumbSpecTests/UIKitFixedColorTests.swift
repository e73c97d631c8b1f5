import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// `UIColor`'s class-property colours by name (Apple's UIColor documentation: "A color object whose grayscale value is
/// 1/3", "RGB values are 1.0, 0.5, and 0.0").
@Suite struct UIKitFixedColorTests {
    func color(_ text: String, colors: String = "") throws -> Color? {
        let spec = try SpecLoader().parse("\(colors)root:\n  id: r\n  background: \(text)\n", file: "s.yaml")
        return spec.root.style.background
    }

    @Test func documentedComponents() throws {
        let expected: [(String, String)] = [
            ("white", "#FFFFFF"), ("black", "#000000"), ("darkGray", "#555555"), ("lightGray", "#AAAAAA"),
            ("gray", "#808080"), ("red", "#FF0000"), ("green", "#00FF00"), ("blue", "#0000FF"), ("cyan", "#00FFFF"),
            ("yellow", "#FFFF00"), ("magenta", "#FF00FF"), ("orange", "#FF8000"), ("purple", "#800080"),
            ("brown", "#996633"), ("clear", "#00000000"),
        ]
        #expect(UIKitFixedColors.all.count == expected.count)
        for (name, hex) in expected {
            #expect(try color(name) == Color(hex: hex), "\(name)")
        }
    }

    /// A fixed colour is the same in dark mode, unlike `label` or `systemBackground`.
    @Test func sameInEveryAppearance() throws {
        let white = try #require(try color("white"))
        #expect(white.resolved(for: .dark) == Color(hex: "#FFFFFF"))
    }

    /// A team palette that already named a colour `red` keeps its own value: the fixed names come last.
    @Test func paletteWins() throws {
        #expect(try color("red", colors: "colors:\n  red: \"#D70015\"\n") == Color(hex: "#D70015"))
    }
}
