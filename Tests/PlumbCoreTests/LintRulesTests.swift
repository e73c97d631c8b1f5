import Testing

@testable import PlumbCore

/// The severity table, `--lint KIND=SEVERITY` and "did you mean".
@Suite struct LintRulesTests {
    @Test func defaultsFollowWhatAUIKitDeveloperMeans() {
        // A label at its own numberOfLines limit ending in "…" is designed truncation (UILabel's
        // lineBreakMode .byTruncatingTail); text that needs more room than its frame is cut off.
        #expect(LintRules.defaults["truncatedText"] == .warning)
        #expect(LintRules.defaults["clippedText"] == .error)
        #expect(LintRules.defaults["violatedConstraint"] == .note)
        #expect(LintRules.defaults["overlap"] == .error)
        #expect(LintRules.defaults["missingGlyph"] == .error)  // characters drawn as boxes are never by design
    }

    @Test func settingsParseAndBadOnesSayWhatIsValid() throws {
        #expect(try LintRules.parseSetting("truncatedText=off") == ("truncatedText", .off))
        #expect(try LintRules.parseSetting(" overlap = warning ") == ("overlap", .warning))
        #expect(throws: LintSettingError.self) { try LintRules.parseSetting("overlap") }
        do { _ = try LintRules.parseSetting("clipedText=off") } catch {
            #expect(
                error.description.hasPrefix(
                    "--lint \"clipedText=off\": unknown lint kind \"clipedText\" (did you mean `clippedText`?)"))
        }
        do { _ = try LintRules.parseSetting("overlap=fatal") } catch {
            #expect(
                error.description
                    == "--lint \"overlap=fatal\": unknown severity \"fatal\" (expected one of: error, warning, note, off)"
            )
        }
    }

    @Test func didYouMeanOnlyWithinEditDistanceTwo() {
        #expect(Suggestion.closest(to: "widht", in: ["width", "height"]) == "width")
        #expect(Suggestion.closest(to: "colour", in: ["color", "background"]) == "color")
        #expect(Suggestion.closest(to: "chek", in: ["check", "record"]) == "check")
        #expect(Suggestion.closest(to: "xyzzy", in: ["width", "height"]) == nil)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(
            Suggestion.didYouMean("WIDTH", in: ["width"]) == " (did you mean `width`?)",
            "case differences count as close")
    }
}
