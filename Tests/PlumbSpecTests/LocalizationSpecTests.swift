import Foundation
import PlumbCore
import Testing

@testable import PlumbSpec

/// `strings:`, `key:`, `args:`, `count:` and real locales on the `locales` axis (docs/localisation.md).
@Suite struct LocalizationSpecTests {
    static func spec(
        _ folder: StringsFolder, _ nodes: String, strings: String = "strings: Localizable.xcstrings\n"
    ) throws -> Spec {
        try folder.write("Localizable.xcstrings", StringsFolder.catalog)
        let path = try folder.write("s.yaml", strings + "root:\n  id: root\n  layout: stack\n  children:\n" + nodes)
        return try SpecLoader().load(path: path)
    }

    static func text(_ spec: Spec, _ id: String, _ locale: String) -> TextContent? {
        let localization = Localization(rawValue: locale)!
        let root = spec.root(for: Environment(width: 375, localization: localization))
        return root.depthFirst.first { $0.id == id }?.text
    }

    @Test func eachLocaleDrawsItsOwnValueAndBaseTheDevelopmentLanguage() throws {
        let folder = try StringsFolder()
        let spec = try Self.spec(folder, "    - {id: title, kind: text, key: inbox.title, text: Inbox (spec)}\n")
        #expect(
            Self.text(spec, "title", "base")?.string == "Inbox",
            "the catalog's source-language value, not the spec's text:")
        #expect(Self.text(spec, "title", "de")?.string == "Posteingang")
        #expect(Self.text(spec, "title", "ja")?.string == "受信トレイ")
        #expect(Self.text(spec, "title", "ar")?.string == "البريد الوارد")
        #expect(Self.text(spec, "title", "de")?.localized?.missingLocale == nil)
        // pseudo transforms the development-language value, as for any text.
        #expect(Self.text(spec, "title", "pseudo")?.string == "Inbox")
    }

    @Test func aKeyWithNoTranslationDrawsTheDevelopmentValueAndIsMarked() throws {
        let folder = try StringsFolder()
        let spec = try Self.spec(folder, "    - {id: mark, kind: button, key: inbox.markRead}\n")
        let german = try #require(Self.text(spec, "mark", "de"))
        #expect(german.string == "Mark all read")
        #expect(german.localized?.missingLocale == "de")
        #expect(Self.text(spec, "mark", "en")?.localized?.missingLocale == nil)
        #expect(Self.text(spec, "mark", "base")?.localized?.missingLocale == nil)
    }

    @Test func pluralFormsFollowCLDRAndArgumentsFillTheFormat() throws {
        let folder = try StringsFolder()
        let spec = try Self.spec(
            folder,
            """
                - {id: one, kind: text, key: inbox.unread, count: 1}
                - {id: three, kind: text, key: inbox.unread, count: 3}
                - {id: eleven, kind: text, key: inbox.unread, count: 11}
                - {id: zero, kind: text, key: inbox.unread, count: 0}
                - {id: greeting, kind: text, key: inbox.greeting, args: [Ana, 4]}

            """)
        #expect(Self.text(spec, "one", "en")?.string == "1 unread message")
        #expect(Self.text(spec, "three", "de")?.string == "3 ungelesene Nachrichten")
        // Arabic: 0 zero, 1 one, 3 few (n % 100 in 3...10), 11 many (11...99); CLDR 45, numbers in Arabic-Indic digits.
        #expect(Self.text(spec, "zero", "ar")?.string == "لا رسائل")
        #expect(Self.text(spec, "one", "ar")?.string == "رسالة واحدة")
        #expect(Self.text(spec, "three", "ar")?.string == "٣ رسائل")
        #expect(Self.text(spec, "eleven", "ar")?.string == "١١ رسالة")
        // Positional arguments: German puts the count first.
        #expect(Self.text(spec, "greeting", "en")?.string == "Ana sent you 4 photos")
        #expect(Self.text(spec, "greeting", "de")?.string == "4 Fotos von Ana")
        // Japanese has no value: English's, with English plural rules, and marked.
        #expect(Self.text(spec, "three", "ja")?.string == "3 unread messages")
        #expect(Self.text(spec, "three", "ja")?.localized?.missingLocale == "ja")
    }

    @Test func aKeyNoFileDefinesIsAnErrorNamingKeyFileAndTheClosestKey() throws {
        let folder = try StringsFolder()
        #expect {
            _ = try Self.spec(folder, "    - {id: title, kind: text, key: inbox.titel}\n")
        } throws: { error in
            let text = (error as? SpecError)?.description ?? ""
            return text.contains(
                "s.yaml: node \"title\": key \"inbox.titel\" is defined in no strings file (Localizable.xcstrings)")
                && text.contains("did you mean `inbox.title`?")
        }
    }

    @Test func aFormatThatDoesNotFitTheArgumentsIsAnErrorNamingTheLocale() throws {
        let folder = try StringsFolder()
        #expect {
            _ = try Self.spec(folder, "    - {id: greeting, kind: text, key: inbox.greeting, args: [Ana]}\n")
        } throws: { error in
            let text = (error as? SpecError)?.description ?? ""
            return text.contains("Localizable.xcstrings: key \"inbox.greeting\" in de:")
                && text.contains("reads argument 2, but the node gives 1")
        }
        #expect {
            _ = try Self.spec(folder, "    - {id: greeting, kind: text, key: inbox.greeting, args: [Ana, many]}\n")
        } throws: { error in
            ((error as? SpecError)?.description ?? "").contains("argument 2 is \"many\", but %d expects an integer")
        }
    }

    @Test func realLocalesParseWithCanonicalCaseAndRightToLeftLanguagesAreMirrored() throws {
        let spec = try SpecLoader().parse(
            "matrix: {widths: [375], categories: [l], locales: [base, de, pt_br, zh-hans, ar, pseudo]}\nroot: {id: r}\n",
            file: "s.yaml")
        let environments = try #require(spec.matrix).environments
        #expect(
            environments.map(\.label) == [
                "375w-l", "375w-l-de", "375w-l-pt-BR", "375w-l-zh-Hans", "375w-l-ar", "375w-l-pseudo",
            ])
        #expect(environments.map(\.direction) == [.ltr, .ltr, .ltr, .ltr, .rtl, .ltr])
        // A real left-to-right locale is never mirrored, even when the matrix also asks for rtl.
        let both = Matrix(
            widths: [375], categories: [.large], directions: [.ltr, .rtl],
            locales: [.locale("de")!, .locale("he")!])
        #expect(both.environments.map(\.label) == ["375w-l-de", "375w-l-he"])
    }

    @Test func anUnknownLocaleIsRefusedWithASuggestion() {
        #expect {
            _ = try SpecLoader().parse("matrix: {locales: [base, dee]}\nroot: {id: r}\n", file: "s.yaml")
        } throws: { error in
            let text = (error as? SpecError)?.description ?? ""
            return text.hasPrefix(
                "s.yaml:1:26: `locales` is \"dee\", expected `de` (or base, pseudo, pseudo-rtl or another locale")
        }
    }

    @Test func argsAndCountNeedAKeyAndCountMustBeANumber() {
        SpecTestSupport.expectError(
            "root:\n  id: a\n  kind: text\n  text: hi\n  count: 3\n",
            .missingKey(file: "s.yaml", line: 5, column: 3, key: "key", context: "`count` (it formats a keyed text)"))
        SpecTestSupport.expectError(
            "root:\n  id: a\n  kind: text\n  key: k\n  count: many\n",
            .invalidValue(
                file: "s.yaml", line: 5, column: 10, key: "count", value: "many",
                expected: "a number that picks the plural form, such as 3 or 1.5"))
    }

    @Test func withoutStringsAKeyDrawsItsTextAndEveryRealLocaleMissesIt() throws {
        let spec = try SpecLoader().parse(
            "root:\n  id: a\n  kind: text\n  key: photos\n  text: \"%lld photos\"\n  count: 2\n", file: "s.yaml")
        let base = spec.root(for: Environment(width: 320))
        #expect(base.text?.string == "2 photos" && base.text?.localized?.missingLocale == nil)
        let german = spec.root(for: Environment(width: 320, localization: .locale("de")!))
        #expect(german.text?.string == "2 photos" && german.text?.localized?.missingLocale == "de")
    }

    @Test func aWhenConditionOnALanguageHoldsInItsRegionalLocalesToo() throws {
        let spec = try SpecLoader().parse(
            """
            root:
              id: a
              kind: text
              text: Hi
              lines: 1
              when:
                - if: {locale: de}
                  lines: 2
            """, file: "s.yaml")
        #expect(spec.root(for: Environment(width: 320, localization: .locale("de-CH")!)).text?.lines == 2)
        #expect(spec.root(for: Environment(width: 320, localization: .locale("de")!)).text?.lines == 2)
        #expect(spec.root(for: Environment(width: 320, localization: .locale("fr")!)).text?.lines == 1)
        SpecTestSupport.expectError(
            "root:\n  id: a\n  when:\n    - if: {locale: dee}\n      hidden: true\n",
            .invalidValue(
                file: "s.yaml", line: 4, column: 20, key: "locale", value: "dee",
                expected: LocaleCodes.expected(for: "dee")))
    }

    @Test func buttonsTextFieldsAndNavigationBarsTakeKeysToo() throws {
        let folder = try StringsFolder()
        let spec = try Self.spec(
            folder,
            """
                - {id: bar, kind: navigationBar, key: inbox.title}
                - {id: field, kind: textField, key: inbox.title}
                - {id: action, kind: button, key: inbox.title, text: Inbox}

            """)
        for id in ["bar", "field", "action"] {
            #expect(Self.text(spec, id, "de")?.string == "Posteingang", "\(id)")
            #expect(Self.text(spec, id, "ja")?.string == "受信トレイ", "\(id)")
        }
    }

    @Test func aKeyedTextCannotHaveRuns() {
        #expect {
            _ = try SpecLoader().parse(
                "root:\n  id: a\n  kind: text\n  key: k\n  runs:\n    - {text: Hi}\n", file: "s.yaml")
        } throws: { error in
            ((error as? SpecError)?.description ?? "").hasPrefix("s.yaml:5:3: `runs` with `key` is not supported")
        }
    }
}
