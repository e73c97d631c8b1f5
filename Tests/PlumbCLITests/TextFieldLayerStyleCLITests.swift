import Foundation
import PlumbCore
import PlumbRender
import Testing

/// A text field that gives its own `background`, border or corner radius is drawn as UIKit draws
/// `borderStyle = .none` with the layer's `backgroundColor`, `borderColor`, `borderWidth` and `cornerRadius`
/// (Apple, "UITextField.BorderStyle.none" and "CALayer"): its own colours, no rounded-rect chrome over them.
@Suite struct TextFieldLayerStyleCLITests {
    static func spec(_ style: String) -> String {
        """
        root:
          id: screen
          background: "#FFFFFF"
          layout: absolute
          children:
            - {id: field, kind: textField, placeholder: Search, frame: [10, 10, 200, 36]\(style)}
        """
    }

    func render(_ style: String) throws -> RGBAImage {
        let folder = try TemporaryFolder()
        let spec = try folder.file("field.yaml", Self.spec(style))
        let out = folder.url.appendingPathComponent("out")
        let run = try PlumbProcess.run([
            "render", spec, "--width", "220", "--height", "56", "--category", "l", "-o", out.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        return try PNGDecoder().decode(contentsOf: out.appendingPathComponent("field/220w-l.png"))
    }

    @Test func aFieldWithItsOwnLayerStyleDrawsItInsteadOfTheRoundedRect() throws {
        let plain = try render("")
        let styled = try render(", background: \"#FF0000\", cornerRadius: 8, borderWidth: 2, borderColor: \"#0000FF\"")
        // Inside, away from the placeholder's text: the rounded rect's tertiarySystemBackground (white in light
        // mode) without a style; the field's own red with one.
        let inside = (x: 10 + 180, y: 10 + 18)
        #expect(plain.pixel(x: inside.x, y: inside.y) == (255, 255, 255, 255))
        #expect(styled.pixel(x: inside.x, y: inside.y) == (255, 0, 0, 255))
        // The border: 2 pt of blue inside the frame's edge, mid-height on the trailing side.
        #expect(styled.pixel(x: 10 + 199, y: 10 + 18) == (0, 0, 255, 255))
        // The corner radius of 8: the frame's corner is the screen's white, not the field's red.
        #expect(styled.pixel(x: 11, y: 11) == (255, 255, 255, 255))
    }
}
