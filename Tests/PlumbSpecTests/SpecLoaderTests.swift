import Testing

@testable import PlumbCore
@testable import PlumbSpec

@Suite struct SpecLoaderTests {
    let loader = SpecLoader(manualLayouts: ["settings-cell"])

    func parse(_ text: String) throws(SpecError) -> Spec {
        try loader.parse(text, file: "t.yaml")
    }

    @Test func readsNodesTextKeysFramesAndMatrix() throws {
        let spec = try parse(
            """
            name: card
            matrix: {widths: [320, 414], categories: [l, AX5], scales: [2], directions: [ltr, rtl]}
            root:
              id: root
              layout: absolute
              background: "#F2F2F7"
              children:
                - {id: title, kind: text, text: "Hello", style: headline, lines: 2, alignment: center, color: "#FF000080", frame: [16, 12, 200, 44]}
                - {id: toggle, kind: switch, on: true, frame: [250, 12, 51, 31]}
                - {id: icon, kind: image, size: [24, 24], hugging: [251, 251], compression: [1000, 700], frame: [0, 0, 24, 24], cornerRadius: 4}
            """)
        #expect(spec.name == "card")
        #expect(
            spec.matrix
                == Matrix(
                    widths: [320, 414], categories: [.large, .accessibilityExtraExtraExtraLarge], scales: [2],
                    directions: [.ltr, .rtl]))
        #expect(spec.root.layout == .absolute)
        #expect(spec.root.style.background == Color(red: 0xF2, green: 0xF2, blue: 0xF7))
        let title = spec.root.children[0]
        #expect(
            title.text
                == TextContent(
                    "Hello", style: .headline, lines: 2, alignment: .center,
                    color: Color(red: 255, green: 0, blue: 0, alpha: 128)))
        #expect(title.frame == Rect(x: 16, y: 12, width: 200, height: 44))
        #expect(title.source == SpecLocation(file: "t.yaml", line: 8, column: 7))
        #expect(spec.root.children[1].isOn)
        let icon = spec.root.children[2]
        #expect(icon.intrinsicWidth == 24 && icon.hugging.horizontal == 251 && icon.compression.vertical == 700)
    }

    @Test func jsonIsAcceptedAsYAML() throws {
        let spec = try parse(#"{"root": {"id": "r", "layout": "manual", "manual": "settings-cell"}}"#)
        #expect(spec.root.layout == .manual("settings-cell"))
        #expect(spec.name == "spec")
    }

    @Test func badYAMLNamesTheLineAndColumn() throws {
        do {
            _ = try parse("root:\n  id: a\n  kind: text: body\n")
            Issue.record("expected an error")
        } catch {
            guard case .syntax("t.yaml", 3, let column, let problem) = error else { Issue.record("\(error)"); return }
            #expect(column == 13)  // the second ':' on "  kind: text: body"
            #expect(problem.contains("mapping values are not allowed"))
        }
    }

    @Test func unknownKeyNamesTheKeyAndItsLine() throws {
        do {
            _ = try parse("root:\n  id: a\n  colour: red\n")
            Issue.record("expected an error")
        } catch {
            guard case .unknownKey(let file, let line, let column, let key, let allowed) = error else {
                Issue.record("\(error)"); return
            }
            #expect(file == "t.yaml" && line == 3 && column == 3 && key == "colour")
            #expect(allowed.contains("background"))
            #expect(error.description.hasPrefix("t.yaml:3:3: unknown key `colour`"))
        }
    }

    @Test func unknownKindListsTheKinds() {
        #expect(
            throws: SpecError.invalidValue(
                file: "t.yaml", line: 2, column: 17, key: "kind", value: "carousel",
                expected:
                    "one of box, text, image, switch, button, separator, textField, segmentedControl, pageControl, progressView, slider, stepper, activityIndicator, navigationBar, tabBar"
            )
        ) {
            try parse("root:\n  {id: a, kind: carousel}\n")
        }
    }

    @Test(arguments: [
        ("-5", "a number from 0 to 1000000"), (".nan", "a finite number"), (".inf", "a finite number"),
        ("-.inf", "a finite number"), ("1e12", "a number from 0 to 1000000"), ("wide", "a number"),
    ])
    func badWidthsAreRefusedWithWhatWasExpected(value: String, expected: String) {
        #expect(
            throws: SpecError.invalidValue(
                file: "t.yaml", line: 3, column: 10, key: "width", value: value, expected: expected)
        ) {
            try parse("root:\n  id: a\n  width: \(value)\n")
        }
    }

    @Test func duplicateIDsNameBothLines() {
        #expect(throws: SpecError.duplicateID(file: "t.yaml", line: 5, column: 12, id: "x", firstLine: 4)) {
            try parse(
                "root:\n  id: r\n  children:\n    - {id: x, frame: [0, 0, 1, 1]}\n    - {id: x, frame: [0, 0, 1, 1]}\n")
        }
    }

    @Test func absoluteChildrenNeedAFrame() {
        #expect(
            throws: SpecError.missingKey(
                file: "t.yaml", line: 4, column: 7, key: "frame",
                context: "a child of an `absolute` container (node \"x\")")
        ) {
            try parse("root:\n  id: r\n  children:\n    - {id: x}\n")
        }
    }

    @Test func emptyAndRootlessSpecsAreRefused() {
        #expect(throws: SpecError.empty(file: "t.yaml")) { try parse("") }
        #expect(throws: SpecError.missingKey(file: "t.yaml", line: 1, column: 1, key: "root", context: "the spec")) {
            try parse("name: x\n")
        }
    }

    /// `layout: sections` was refused while its engine was to come; it now parses (SectionsSpecTests has the rest).
    @Test func sectionsContainersParse() throws {
        let spec = try parse("root:\n  id: r\n  layout: sections\n")
        #expect(spec.root.layout == .sections(.container(SectionsConfiguration())))
    }

    @Test func unknownManualLayoutListsTheRegisteredOnes() {
        #expect(
            throws: SpecError.invalidValue(
                file: "t.yaml", line: 1, column: 39, key: "manual", value: "nope",
                expected:
                    "one of settings-cell (or register yours: `.spec(path, layouts: [MyCell.self])`, `PlumbCommand.main(layouts:)`)"
            )
        ) {
            try parse("root: {id: r, layout: manual, manual: nope}")
        }
    }

    @Test func textKeysOnABoxAreUnknownKeys() throws {
        do {
            _ = try parse("root: {id: r, style: body}")
            Issue.record("expected an error")
        } catch {
            guard case .unknownKey(_, 1, _, "style", _) = error else { Issue.record("\(error)"); return }
        }
    }
}
