import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// Issue 30.6: `UITextField.BorderStyle` (Apple's documentation): `.none` (no border), `.line` ("a thin rectangle
/// around the text field"), `.bezel` ("a bezel-style border") and `.roundedRect` ("a rounded-style border", the
/// default Plumb draws); a field styling its own layer is `.none` unless `borderStyle:` says otherwise.
@Suite struct TextFieldBorderStyleTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(measurer: try PangoTextMeasurer())
    }

    func render(_ style: String?, background: Color? = nil) -> RGBAImage {
        var field = Node(id: "f", kind: .textField)
        var content = ControlContent()
        content[TextFieldKind.borderStyle] = style
        field.control = content
        field.style.background = background
        field.frame = Rect(x: 10, y: 10, width: 200, height: 34)
        let root = Node(id: "root", fixedHeight: 54, layout: .absolute, children: [field])
        let result = LayoutEngine.layout(
            root, name: "test",
            context: LayoutContext(environment: Environment(width: 220), measurer: renderer.measurer))
        return renderer.render(result)
    }

    /// The pixel on the field's left edge, halfway down, and one inside its top edge.
    func edges(_ image: RGBAImage) -> (left: UInt8, top: UInt8, inside: UInt8) {
        (image.pixel(x: 10, y: 27).r, image.pixel(x: 100, y: 10).r, image.pixel(x: 100, y: 27).r)
    }

    @Test func eachBorderStyleDrawsItsOwnBorder() {
        let line = edges(render("line")), bezel = edges(render("bezel")), none = edges(render("none"))
        let rounded = edges(render(nil)), explicit = edges(render("roundedRect"))
        // `.line`: a dark 1 pt rectangle, nothing inside.
        #expect(line.left < 40 && line.top < 40 && line.inside == 255)
        // `.bezel`: a grey frame whose top edge is darker than its sides.
        #expect(bezel.left < 230 && bezel.top < bezel.left && bezel.inside == 255)
        // `.none`: nothing at all.
        #expect(none.left == 255 && none.top == 255 && none.inside == 255)
        // `.roundedRect` is the default, and writing it draws the same.
        #expect(rounded == explicit && rounded.top < 255)
        // A field with its own background is `.none` by default; `borderStyle: line` draws the line over it.
        #expect(edges(render(nil, background: .systemYellow)).left > 200)
        #expect(edges(render("line", background: .systemYellow)).left < 40)
    }
}
