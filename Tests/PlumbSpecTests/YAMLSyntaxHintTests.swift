import Testing

@testable import PlumbSpec

/// A tab or a mis-indented line is said in plain words with the indentation it should have; libyaml's own words
/// stay in parentheses (YAML 1.2, §6.1: "tab characters must not be used in indentation").
@Suite struct YAMLSyntaxHintTests {
    func message(_ yaml: String) -> String {
        do {
            _ = try SpecLoader().parse(yaml, file: "s.yaml")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func aTabInTheIndentationIsNamedWithItsLineAndColumn() {
        #expect(
            message("root:\n\tid: a\n").hasPrefix(
                "s.yaml:2:1: invalid YAML: tab characters are not allowed in YAML; indent with spaces (the YAML parser: "
            ))
        #expect(
            message("root:\n  id: a\n  children:\n   \t- {id: b}\n").hasPrefix(
                "s.yaml:4:4: invalid YAML: tab characters are not allowed in YAML; indent with spaces"))
    }

    @Test func anOverIndentedKeyIsToldTheIndentationOfItsSibling() {
        #expect(
            message("root:\n  id: a\n   kind: text\n").hasPrefix(
                "s.yaml:3:4: invalid YAML: `kind` is indented 3 spaces, which lines up with nothing above it: indent it 2 spaces to sit beside `id` on line 2"
            ), "\(message("root:\n  id: a\n   kind: text\n"))")
    }

    @Test func anUnderIndentedKeyIsToldBothLevelsAroundIt() {
        let text = message("root:\n  id: a\n kind: text\n")
        #expect(
            text.hasPrefix(
                "s.yaml:3:2: invalid YAML: `kind` is indented 1 space, which lines up with nothing above it: indent it 2 spaces to sit beside `id` on line 2, or 0 spaces to sit beside `root` on line 1"
            ), "\(text)")
    }

    @Test func aMisIndentedListItemIsToldTheItemsIndentation() {
        let text = message("root:\n  id: a\n  layout: stack\n  children:\n    - {id: b}\n   - {id: c}\n")
        #expect(text.contains(":6:4: invalid YAML: the list item on line 6 is indented 3 spaces"), "\(text)")
        #expect(text.contains("4 spaces to line up with the list item on line 5"), "\(text)")
    }

    @Test func aMistakeThatIsNotIndentationKeepsTheParsersWords() {
        #expect(
            message("root:\n  id: a\n  kind: text: body\n").hasPrefix(
                "s.yaml:3:13: invalid YAML: mapping values are not allowed"))
    }
}
