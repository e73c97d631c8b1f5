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
            "render", spec, "--width", "20", "--category", "l", "--appearance", "light,dark", "--contrast", "normal,high", "-o", out.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let expected = ["20w-l": "#0066FF", "20w-l-dark": "#4D94FF", "20w-l-hc": "#0040DD", "20w-l-dark-hc": "#80B3FF"]
        for (label, hex) in expected {
            let image = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("brand/\(label).png"))
            let p = image.pixel(x: 10, y: 10)
            #expect(Color(red: p.r, green: p.g, blue: p.b).hex == hex, "\(label)")
        }
        let high = try String(contentsOf: out.appendingPathComponent("brand/20w-l-dark-hc.frames.json"), encoding: .utf8)
        #expect(high.contains("\"appearance\": \"dark\", \"contrast\": \"high\""), "\(high)")
        let normal = try String(contentsOf: out.appendingPathComponent("brand/20w-l.frames.json"), encoding: .utf8)
        #expect(!normal.contains("contrast"), "normal contrast keeps today's frames JSON")
    }
}
