import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// A format placeholder with nothing to fill it is refused at load, where the spec states it: a `text:` (keyed or
/// not) without `args:` / `count:`, and a strings value for a node without them. UIKit's `String(localized:)` and
/// `String(format:)` fill `%@` only when given arguments (Apple's "String Format Specifiers"); otherwise the label
/// shows "%@" and VoiceOver reads it (docs/localisation.md, "Formats with nothing to fill them").
@Suite struct UnfilledFormatSpecTests {
    @Test func aTextWithAPlaceholderAndNothingToFillItIsRefusedAtItsLineAndColumn() {
        for (yaml, column) in [
            ("root:\n  id: a\n  kind: text\n  text: \"%@ items\"\n", 9),
            ("root:\n  id: a\n  kind: text\n  key: items\n  text: \"%@ items\"\n", 9),
        ] {
            do {
                _ = try SpecLoader().parse(yaml, file: "s.yaml")
                Issue.record("expected an error for \(yaml)")
            } catch {
                #expect(
                    error.description.hasPrefix(
                        "s.yaml:\(yaml.contains("key:") ? 5 : 4):\(column): `text` is \"%@ items\", expected the text as it reads: `%@` is a format placeholder"
                    ), "\(error)")
            }
        }
    }

    @Test func aFilledFormatAndOrdinaryPercentSignsLoad() throws {
        _ = try SpecLoader().parse(
            "root:\n  id: a\n  kind: text\n  key: items\n  text: \"%@ items\"\n  args: [3]\n", file: "s.yaml")
        _ = try SpecLoader().parse(
            "root:\n  id: a\n  kind: text\n  key: items\n  text: \"%lld items\"\n  count: 3\n", file: "s.yaml")
        for text in ["Battery 50%", "100% done", "5% off"] {
            let spec = try SpecLoader().parse("root:\n  id: a\n  kind: text\n  text: \"\(text)\"\n", file: "s.yaml")
            #expect(spec.root(for: Environment(width: 320)).text?.string == text)
        }
    }
}
