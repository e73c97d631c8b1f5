import PlumbBuilder
import PlumbCore
import PlumbGallery
import PlumbLayout
import PlumbText
import Testing

/// Every gallery entry written with PlumbBuilder gives the frames of its imperative form, node for node, in
/// every environment of its matrix and in right-to-left, measured with the pinned fonts.
@Suite struct BuilderGalleryTests {
    static let names = Gallery.entries.map(\.name)

    @Test(arguments: names)
    func builderFormHasTheSameFrames(name: String) throws {
        let measurer = try PangoTextMeasurer()
        let imperative = try #require(Gallery.entry(named: name))
        let builder = try #require(Gallery.builderEntries.first { $0.name == name })
        var environments = imperative.matrix.environments
        environments += environments.map {
            var rtl = $0; rtl.direction = .rtl; return rtl
        }
        for environment in environments {
            let context = LayoutContext(
                environment: environment, measurer: measurer, manualLayouts: imperative.manualLayouts)
            let expected = LayoutEngine.layout(imperative.tree(for: environment), name: name, context: context)
            let actual = LayoutEngine.layout(builder.tree(for: environment), name: name, context: context)
            #expect(actual.entries.map(\.id) == expected.entries.map(\.id), "\(name) at \(environment.label)")
            // Frames as the frames JSON states them (4 decimals): the solver's last bit depends on the order of
            // equal-priority rows and on which pooled system it reuses, which the frames contract does not see.
            #expect(
                actual.framesDocument.jsonText == expected.framesDocument.jsonText, "\(name) at \(environment.label)")
            #expect(actual.issues == expected.issues, "\(name) at \(environment.label)")
            // The trees are the same data too, except that a typed constraint has no source text, and the
            // constraints may be listed in another order.
            #expect(
                actual.entries.map(\.node.withoutConstraintText) == expected.entries.map(\.node.withoutConstraintText),
                "\(name) at \(environment.label)")
        }
    }

    /// Typed constraints are the declarations a spec's strings parse to, with priorities and multipliers.
    @Test func typedConstraintsAreTheParsedDeclarations() throws {
        let title = TextLabel("Title", id: "title"), badge = ImageView(id: "badge"), image = ImageView(id: "image")
        let toggle = Switch(id: "toggle"), content = Box(id: "content")
        let container = Constraints(id: "cell") {
            title; badge; image; toggle; content
        } constraints: { superview in
            title.leading == superview.leadingMargin + 8
            (badge.width >= 20).priority(.high)
            image.height == 0.5 * image.width
            toggle.centerY == title.centerY - 2
            (content.centerY == superview.safeAreaLayoutGuide.centerY).priority(500)
        }
        guard case .constraints(let parameters) = container.node.layout else {
            Issue.record("not a constraints container")
            return
        }
        let strings = [
            "title.leading == margins.leading + 8", "badge.width >= 20 @750", "image.height == 0.5 * image.width",
            "toggle.centerY == title.centerY - 2", "content.centerY == safeArea.centerY @500",
        ]
        #expect(parameters.declarations.count == strings.count)
        for (declaration, string) in zip(parameters.declarations, strings) {
            var parsed = try LinearConstraintParser.parse(string)
            parsed.text = declaration.text
            #expect(declaration == parsed, "\(declaration) vs \(string)")
        }
    }

    /// The first spelling, by id string (`c.title`, `c["badge"]`), builds the same declarations.
    @Test func stringNamedAnchorsAreTheSameDeclarations() {
        let c = ConstraintAnchors()
        let title = TextLabel("Title", id: "title"), badge = ImageView(id: "badge")
        let pairs: [(TypedConstraint, TypedConstraint)] = [
            (c.title.leading == c.superview.leadingMargin + 8, title.leading == c.superview.leadingMargin + 8),
            ((c["badge"].width >= 20).priority(.high), (badge.width >= 20).priority(.high)),
        ]
        for (named, typed) in pairs { #expect(named.declaration == typed.declaration) }
    }

    /// Modifiers set the node keys a spec sets.
    @Test func modifiersSetTheSpecKeys() {
        let stack = HStackView(id: "row", spacing: 4) {
            TextLabel("Title", id: "title").font(.headline, weight: .bold).lines(2).textAlignment(.center).textColor(
                .systemBlue)
            Switch(id: "toggle", isOn: true).hugging(horizontal: 750, vertical: 750).spacingAfter(12).alignSelf(.top)
            ImageView(id: "badge", width: 20, height: 20).overlaps("title").hidden()
        }
        .padding(top: 1, leading: 2, bottom: 3, trailing: 4).marginsRelative(false).stackMode(.uikit).border(
            .black, width: 2
        )
        .node
        guard case .stack(let parameters) = stack.layout else { Issue.record("not a stack"); return }
        #expect(parameters.padding == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(parameters.spacing == 4 && parameters.mode == .uikit && !parameters.isLayoutMarginsRelative)
        #expect(stack.style.borderWidth == 2 && stack.style.borderColor == .black)
        let title = stack.children[0].text
        #expect(
            title
                == TextContent(
                    "Title", style: .headline, weight: .bold, lines: 2, alignment: .center, color: .systemBlue))
        #expect(stack.children[1].isOn && stack.children[1].spacingAfter == 12 && stack.children[1].alignSelf == .top)
        #expect(
            stack.children[2].overlapsWith == ["title"] && stack.children[2].hidden
                && stack.children[2].intrinsicWidth == 20)
    }
}

extension Node {
    /// The node with its constraints' written text and sources cleared and the constraints in one order (a
    /// builder groups them by row, the strings by VFL line), and its children likewise.
    var withoutConstraintText: Node {
        var copy = self
        copy.source = nil
        if case .constraints(var parameters) = layout {
            for index in parameters.declarations.indices {
                parameters.declarations[index].text = ""
                parameters.declarations[index].source = nil
            }
            parameters.declarations.sort { $0.description < $1.description }
            copy.layout = .constraints(parameters)
        }
        copy.children = children.map(\.withoutConstraintText)
        return copy
    }
}

/// The text styling modifiers set what the spec keys set (docs/spec-format.md, "Text styling").
@Suite struct TextStylingBuilderTests {
    @Test func stylingModifiersSetTheSpecKeys() {
        let runs = [TextRun("Was "), TextRun("$49", color: .systemBlue, strikethrough: true)]
        let node = TextLabel(runs: runs, id: "price").lineSpacing(4).lineHeightMultiple(1.2).letterSpacing(0.5)
            .textCase(
                .uppercase
            )
            .adjustsFontSizeToFitWidth(minimumScaleFactor: 0.5).fontFamily("DejaVu Sans", italic: true, size: 20).node
        let text = node.text!
        #expect(text.string == "Was $49" && text.styling.runs == runs)
        #expect(
            text.styling.lineSpacing == 4 && text.styling.lineHeightMultiple == 1.2 && text.styling.letterSpacing == 0.5
        )
        #expect(
            text.styling.textCase == .uppercase && text.styling.adjustsFontSizeToFitWidth
                && text.styling.minimumScaleFactor == 0.5)
        #expect(text.fontFamily == "DejaVu Sans" && text.italic && text.fontSize == 20)
        #expect(TextLabel("x", id: "t").runs(runs).node.text == TextLabel(runs: runs, id: "t").node.text)
    }
}
