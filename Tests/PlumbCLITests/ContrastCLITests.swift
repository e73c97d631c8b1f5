import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbRender

/// The contrast axis through the real `plumb` binary: a palette colour's four values drawn in the four environments
/// of `--appearance light,dark --contrast normal,high`, labelled `-dark` / `-hc`, frames JSON `"contrast": "high"`.
@Suite struct ContrastCLITests {
    static let spec = """
        name: brand
        colors:
          brand: {light: "#0066FF", dark: "#4D94FF", highContrastLight: "#0040DD", highContrastDark: "#80B3FF"}
        root: {id: card, width: 20, height: 20, background: brand}
        """

    @Test func eachContrastDrawsItsValue() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("brand.yaml", Self.spec)
        let out = folder.url.appendingPathComponent("out")
        let run = try PlumbProcess.run([
            "render", spec, "--width", "20", "--category", "l", "--appearance", "light,dark", "--contrast",
            "normal,high", "-o", out.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let expected = ["20w-l": "#0066FF", "20w-l-dark": "#4D94FF", "20w-l-hc": "#0040DD", "20w-l-dark-hc": "#80B3FF"]
        for (label, hex) in expected {
            let image = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("brand/\(label).png"))
            let p = image.pixel(x: 10, y: 10)
            #expect(Color(red: p.r, green: p.g, blue: p.b).hex == hex, "\(label)")
        }
        let high = try String(
            contentsOf: out.appendingPathComponent("brand/20w-l-dark-hc.frames.json"), encoding: .utf8)
        #expect(high.contains("\"appearance\": \"dark\", \"contrast\": \"high\""), "\(high)")
        let normal = try String(contentsOf: out.appendingPathComponent("brand/20w-l.frames.json"), encoding: .utf8)
        #expect(!normal.contains("contrast"), "normal contrast keeps today's frames JSON")
    }

    /// The built-in system colours draw their increased-contrast values (Apple HIG, Color › Specifications, the
    /// "Accessible" columns; Tests/Fixtures/semantic-colors.tsv) in the `-hc` environments, also through a palette colour
    /// made of them; an element colour without published variants (`secondarySystemBackground`) keeps its value.
    @Test func builtInColoursDrawTheirIncreasedContrastValues() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "system.yaml",
            """
            name: system
            colors:
              accent: {light: systemBlue, dark: systemRed}
            root:
              id: screen
              width: 40
              height: 10
              children:
                - {id: blue, frame: [0, 0, 10, 10], background: systemBlue}
                - {id: gray, frame: [10, 0, 10, 10], background: systemGray6}
                - {id: accent, frame: [20, 0, 10, 10], background: accent}
                - {id: element, frame: [30, 0, 10, 10], background: secondarySystemBackground}
            """)
        let out = folder.url.appendingPathComponent("out")
        let run = try PlumbProcess.run([
            "render", spec, "--width", "40", "--category", "l", "--appearance", "light,dark", "--contrast",
            "normal,high", "-o", out.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let expected = [
            "40w-l": ["#007AFF", "#F2F2F7", "#007AFF", "#F2F2F7"],
            "40w-l-hc": ["#0040DD", "#EBEBF0", "#0040DD", "#F2F2F7"],
            "40w-l-dark": ["#0A84FF", "#1C1C1E", "#FF453A", "#1C1C1E"],
            "40w-l-dark-hc": ["#409CFF", "#242426", "#FF6961", "#1C1C1E"],
        ]
        for (label, hexes) in expected {
            let image = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("system/\(label).png"))
            let drawn = [5, 15, 25, 35].map { x in
                let p = image.pixel(x: x, y: 5)
                return Color(red: p.r, green: p.g, blue: p.b).hex
            }
            #expect(drawn == hexes, "\(label)")
        }
    }
}
