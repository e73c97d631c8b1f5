import PlumbCore
import Testing

@testable import PlumbSpec

/// `StringsFormatter.check` (run when a spec loads) refuses every value its fill (`StringsFormatter.string`, run
/// when the node is drawn) would refuse, so a value that loads also draws (docs/localisation.md).
@Suite struct StringsFormatterCheckTests {
    /// Fuzz/formats' finding, reduced (Tests/Fixtures/fuzz-crashes/formats/check-passed-then-fill-failed): a plural
    /// value whose count (here its first argument, no `count:`) is not a number passed the check, which fills each
    /// form without the count that picks it, and then failed to fill.
    @Test func aPluralValueWhoseCountIsNotANumberFailsTheCheckWithTheFillsProblem() {
        let value = LocalizedValue(
            format: "%lld files in %@", plural: PluralForms([.one: "\u{1E}lld file in %@", .other: ""]))
        let keyed = LocalizedText(key: "files", arguments: ["3\u{4}\0"])
        for locale in ["en", "ru"] {
            let checked = problem { () throws(FormatProblem) in
                try StringsFormatter.check(value, for: keyed, locale: locale, maxLength: 500)
            }
            let filled = problem { () throws(FormatProblem) in
                _ = try StringsFormatter.string(value, for: keyed, locale: locale)
            }
            #expect(filled?.hasPrefix("the plural count is \"3\\u{") == true, "\(filled ?? "nothing")")
            #expect(filled?.hasSuffix("\", expected a number") == true, "\(filled ?? "nothing")")
            #expect(checked == filled, "\(locale)")
        }
    }

    /// The same value with a count that is a number passes the check and fills with the form the count picks.
    @Test func thePluralValueWithANumberForItsCountChecksAndFills() throws {
        let value = LocalizedValue(
            format: "%lld files in %@", plural: PluralForms([.one: "%lld file in %@", .other: "%lld files in %@"]))
        for (count, text) in [("1", "1 file in Docs"), ("3", "3 files in Docs")] {
            let keyed = LocalizedText(key: "files", arguments: [count, "Docs"])
            try StringsFormatter.check(value, for: keyed, locale: "ru", maxLength: 500)
            #expect(try StringsFormatter.string(value, for: keyed, locale: "en") == text)
        }
    }

    /// The message `body` throws, or `nil` when it throws nothing.
    private func problem(_ body: () throws(FormatProblem) -> Void) -> String? {
        do { try body() } catch { return error.message }
        return nil
    }
}
