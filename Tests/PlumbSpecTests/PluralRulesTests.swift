import Testing

@testable import PlumbSpec

/// CLDR 45's cardinal plural rules (https://www.unicode.org/cldr/charts/45/supplemental/language_plural_rules.html),
/// checked against the sample numbers CLDR lists for each category.
@Suite struct PluralRulesTests {
    static func categories(_ language: String, _ numbers: [String]) -> [PluralCategory] {
        numbers.map { PluralRules.category(for: PluralOperands($0)!, language: language) }
    }

    @Test func englishGermanDutchAndJapanese() {
        for language in ["en", "de", "nl"] {
            #expect(
                Self.categories(language, ["0", "1", "2", "1.0", "1.5"]) == [.other, .one, .other, .other, .other],
                "\(language)")
        }
        for language in ["ja", "zh", "ko"] {
            #expect(Self.categories(language, ["0", "1", "2", "100"]) == [.other, .other, .other, .other])
        }
    }

    @Test func frenchSpanishItalianPortugueseAndTheirMillions() {
        #expect(Self.categories("fr", ["0", "1", "1.5", "2", "1000000"]) == [.one, .one, .one, .other, .many])
        #expect(Self.categories("es", ["0", "1", "1.5", "2", "1000000"]) == [.other, .one, .other, .other, .many])
        #expect(Self.categories("it", ["0", "1", "1.0", "2", "2000000"]) == [.other, .one, .other, .other, .many])
        #expect(Self.categories("pt", ["0", "1", "1.5", "2", "1000000"]) == [.one, .one, .one, .other, .many])
    }

    @Test func arabicHasAllSixCategories() {
        #expect(
            Self.categories("ar", ["0", "1", "2", "3", "10", "11", "99", "100", "102", "103", "111", "0.5"])
                == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many, .other])
    }

    @Test func hebrewOneTwoOther() {
        #expect(
            Self.categories("he", ["1", "2", "3", "10", "20", "0.5"]) == [.one, .two, .other, .other, .other, .one])
    }

    @Test func russianUkrainianPolishAndCzech() {
        for language in ["ru", "uk"] {
            #expect(
                Self.categories(language, ["1", "21", "2", "24", "5", "11", "12", "0", "1.5"]) == [
                    .one, .one, .few, .few, .many, .many, .many, .many, .other,
                ])
        }
        #expect(
            Self.categories("pl", ["1", "21", "2", "22", "5", "12", "0", "1.5"]) == [
                .one, .many, .few, .few, .many, .many, .many, .other,
            ])
        #expect(Self.categories("cs", ["1", "2", "4", "5", "0", "1.5"]) == [.one, .few, .few, .other, .other, .many])
    }

    @Test func anExplicitZeroFormIsUsedForZeroInEveryLanguageAsAppleDoes() {
        let forms = PluralForms([.zero: "none", .one: "one", .other: "many"])
        #expect(forms.form(for: PluralOperands(0), language: "en") == "none")
        #expect(forms.form(for: PluralOperands(1), language: "en") == "one")
        #expect(PluralForms([.one: "one", .other: "other"]).form(for: PluralOperands(0), language: "en") == "other")
    }

    @Test func formatsFillPositionalAndSequentialArgumentsPercentAndDecimals() throws {
        #expect(try FormatString.fill("%2$@ → %1$@ (%%)", arguments: ["a", "b"]) { _, _ in "" } == "b → a (%)")
        #expect(
            try FormatString.fill("%lld / %ld / %d / %.1f", arguments: ["12", "3", "-4", "2.25"]) { _, _ in "" }
                == "12 / 3 / -4 / 2.2")
        #expect(try FormatString.fill("%.1f", arguments: ["2.5"], decimalSeparator: ",") { _, _ in "" } == "2,5")
        #expect(throws: FormatProblem.self) { try FormatString.fill("%q", arguments: ["1"]) { _, _ in "" } }
    }
}
