import PlumbBuilder
import PlumbCore
import Testing

@testable import PlumbSpec

/// How many lines a text takes when nothing says (docs/swift.md, "The builder API"): a spec's text and the builder's
/// `TextLabel` agree on unlimited; `TextContent` mirrors `UILabel.numberOfLines`, whose default is 1; a button's title
/// is one line everywhere.
@Suite struct TextDefaultsTests {
    @Test func aSpecTextAndABuilderTextAreUnlimited() throws {
        let spec = try SpecTestSupport.parse(
            "root: {id: r, layout: stack, children: [{id: t, kind: text, text: Hello}, {id: b, kind: button, text: Go}]}\n"
        )
        let root = spec.root(for: Environment(width: 320))
        #expect(root.children[0].text?.lines == 0)
        #expect(TextLabel("Hello", id: "t").node.text?.lines == 0)
        #expect(root.children[0].text == TextLabel("Hello", id: "t").node.text)
    }

    @Test func textContentIsOneLineLikeAUILabelAndButtonTitlesAreOneLine() throws {
        #expect(TextContent("Hello").lines == 1)
        let spec = try SpecTestSupport.parse(
            "root: {id: r, layout: stack, children: [{id: b, kind: button, text: Go}]}\n")
        #expect(spec.root(for: Environment(width: 320)).children[0].text?.lines == 1)
        #expect(SystemButton("Go", id: "b").node.text?.lines == 1)
    }

    /// `{id: title, text: Hello}` is a label, as a UIKit developer means it: a leaf with text and no `kind` is a text.
    /// A container (with `layout:` or `children:`) or an explicit `kind: box` still refuses text keys.
    @Test func aLeafWithTextAndNoKindIsAText() throws {
        let spec = try SpecTestSupport.parse(
            "root: {id: r, layout: stack, children: [{id: t, text: Hello, style: footnote}, {id: k, key: greeting}]}\n")
        let children = spec.root(for: Environment(width: 320)).children
        #expect(children.map(\.kind) == [.text, .text])
        #expect(children[0].text?.style == .footnote)
        #expect(throws: SpecError.self) {
            try SpecTestSupport.parse("root: {id: r, layout: stack, text: Hello, children: [{id: t, text: Hi}]}\n")
        }
        #expect(throws: SpecError.self) { try SpecTestSupport.parse("root: {id: r, kind: box, text: Hello}\n") }
        let image = try SpecTestSupport.parse(
            "root: {id: r, layout: stack, children: [{id: i, src: Tests/Fixtures/bad-input/images/gamma-1.0.png}]}\n")
        #expect(image.root(for: Environment(width: 320)).children[0].kind == .image)
    }
}
