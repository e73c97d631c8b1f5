import Foundation
import Testing

@testable import PlumbSpec

/// The String Catalog, `.strings` and `.stringsdict` readers, and the folder search (docs/localisation.md).
@Suite struct StringsReaderTests {
    @Test func aCatalogReadsUnitsPluralsDeviceVariantsSubstitutionsAndKeysAsSourceValues() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Hello": {},
              "Plumb": {"shouldTranslate": false},
              "files": {"localizations": {"en": {
                "stringUnit": {"state": "translated", "value": "%#@count@ in %@"},
                "substitutions": {"count": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg file"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}}}}}},
              "tap": {"localizations": {"de": {"variations": {"device": {
                "mac": {"stringUnit": {"state": "translated", "value": "Klicken"}},
                "iphone": {"stringUnit": {"state": "translated", "value": "Tippen"}}}}}}}
            }}
            """
        let table = try StringCatalogReader.read(Data(json.utf8), file: "L.xcstrings")
        #expect(table.sourceLanguage == "en")
        #expect(
            table.value("Hello", locale: "en")?.format == "Hello", "a key with no localisations is its own source value"
        )
        #expect(table.value("tap", locale: "de")?.format == "Tippen")
        #expect(
            table.value("Plumb", locale: "ja")?.format == "Plumb",
            "a key not to translate draws its source value in every locale")
        #expect(table.value("Hello", locale: "ja") == nil, "a key to translate is untranslated in ja")
        #expect(table.value("tap", locale: "de-AT")?.format == "Tippen", "de-AT falls back to de")
        let files = try #require(table.value("files", locale: "en"))
        let one = try StringsFormatter.string(files, for: .init(key: "files", arguments: ["1", "Docs"]), locale: "en")
        let two = try StringsFormatter.string(files, for: .init(key: "files", arguments: ["2", "Docs"]), locale: "en")
        #expect(one == "1 file in Docs" && two == "2 files in Docs")
    }

    @Test(arguments: [
        ("{\"sourceLanguage\": \"en\", \"strings\": {", "is not valid JSON"),
        ("{\"strings\": {}}", "L.xcstrings: the catalog has no `sourceLanguage`"),
        (
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": 3}}}}}}",
            "L.xcstrings: strings → k → localizations → de → stringUnit → value is not a string"
        ),
        (
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"de\": {\"variations\": {\"plural\": {\"one\": {\"stringUnit\": {\"state\": \"new\", \"value\": \"x\"}}}}}}}}}",
            "L.xcstrings: strings → \"k\" → localizations → de → variations → plural has no `other` form"
        ),
        (
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"de\": {\"variations\": {\"plural\": {\"several\": {\"stringUnit\": {\"state\": \"new\", \"value\": \"x\"}}}}}}}}}",
            "has the form \"several\""
        ),
    ])
    func aBrokenCatalogNamesTheFileAndWhatWasExpected(json: String, expected: String) {
        #expect {
            _ = try StringCatalogReader.read(Data(json.utf8), file: "L.xcstrings")
        } throws: { error in
            let text = (error as? StringsError)?.description ?? ""
            return text.hasPrefix(expected) || text.contains(expected)
        }
    }

    @Test func aStringsFileReadsCommentsEscapesUnquotedWordsAndUTF16() throws {
        let text = """
            /* The inbox title. */
            "inbox.title" = "Posteingang";
            // a line comment
            "quote" = "Sag \\"Hallo\\"\\nzweite Zeile \\U00E9 \\101";
            unquoted_key = unquoted.value;
            "same";
            "inbox.title" = "Eingang";
            """
        for data in [
            Data(text.utf8), Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!,
            Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!,
        ] {
            let pairs = try StringsFileReader.read(data, file: "de.lproj/Localizable.strings")
            #expect(pairs.map(\.key) == ["inbox.title", "quote", "unquoted_key", "same"])
            #expect(pairs.map(\.value) == ["Eingang", "Sag \"Hallo\"\nzweite Zeile é A", "unquoted.value", "same"])
        }
    }

    @Test(arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "x.strings:2:1: expected `;` after the pair for \"a\""),
        ("\"a\" = \"b;", "x.strings:1:7: the string is not closed"),
        ("/* open", "x.strings:1:1: the comment is not closed"),
        ("\"a\" = \"\\U12\";", "x.strings:1:12: `\\U` needs four hex digits"),
        ("= \"b\";", "x.strings:1:1: found \"=\" where a key"),
    ])
    func aBrokenStringsFileNamesLineAndColumn(text: String, expected: String) {
        #expect {
            _ = try StringsFileReader.read(Data(text.utf8), file: "x.strings")
        } throws: { error in
            ((error as? StringsError)?.description ?? "").hasPrefix(expected)
        }
    }

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>photos</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@photos@</string>
                <key>photos</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>one</key>
                    <string>%d фотография</string>
                    <key>few</key>
                    <string>%d фотографии</string>
                    <key>many</key>
                    <string>%d фотографий</string>
                    <key>other</key>
                    <string>%d фотографии</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    @Test func aStringsdictReadsPluralVariablesWithRussianRules() throws {
        let values = try StringsDictReader.read(Data(Self.stringsdict.utf8), file: "ru.lproj/Localizable.stringsdict")
        let photos = try #require(values["photos"])
        func draw(_ count: String) throws -> String {
            try StringsFormatter.string(photos, for: .init(key: "photos", count: count), locale: "ru")
        }
        // CLDR ru: one 1, 21; few 2–4, 22; many 5–20, 11, 0.
        #expect(try draw("1") == "1 фотография" && draw("21") == "21 фотография")
        #expect(try draw("3") == "3 фотографии" && draw("22") == "22 фотографии")
        #expect(try draw("11") == "11 фотографий" && draw("5") == "5 фотографий" && draw("0") == "0 фотографий")
    }

    @Test func aStringsdictWithoutOtherOrNotAnXMLPlistIsRefusedWithLineAndColumn() throws {
        let noOther = Self.stringsdict.replacingOccurrences(of: "<key>other</key>", with: "<key>zero</key>")
        #expect {
            _ = try StringsDictReader.read(Data(noOther.utf8), file: "p.stringsdict")
        } throws: { error in
            ((error as? StringsError)?.description ?? "").hasPrefix(
                "p.stringsdict: key \"photos\", variable \"photos\" has no `other` form")
        }
        let broken: [(String, String)] = [
            ("<plist><dict><key>a</key>", "p.stringsdict:1:26: the file ends inside <dict> (opened on line 1)"),
            ("{ a = b; }", "p.stringsdict:1:1: text before the root element (is this an XML file?)"),
            (
                "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"aaaa\">]>\n<plist><dict/></plist>",
                "p.stringsdict:2:1: the DOCTYPE defines entities"
            ),
            (
                "<plist><dict><key>k</key><string>&a;</string></dict></plist>",
                "p.stringsdict:1:34: &a; is not a predefined entity"
            ),
            (
                "<plist><dict><key>k</key><bogus/></dict></plist>",
                "p.stringsdict:1:26: <bogus> is not a property-list element"
            ),
        ]
        for (text, expected) in broken {
            #expect {
                _ = try StringsDictReader.read(Data(text.utf8), file: "p.stringsdict")
            } throws: { error in
                ((error as? StringsError)?.description ?? "").hasPrefix(expected)
            }
        }
        // Entities and character references in values; CDATA kept as written.
        let escaped = Self.stringsdict.replacingOccurrences(
            of: "<string>%d фотография</string>", with: "<string>%d &lt;photo&gt; &#x263A; <![CDATA[a<b]]></string>")
        let values = try StringsDictReader.read(Data(escaped.utf8), file: "p.stringsdict")
        #expect(values["photos"]?.substitutions["photos"]?.plural.forms[.one] == "%d <photo> ☺ a<b")
    }

    @Test func aFolderIsSearchedForCatalogsAndLprojFilesAndStringsdictWins() throws {
        let folder = try StringsFolder()
        try folder.write("App/de.lproj/Localizable.strings", "\"photos\" = \"Fotos\";\n\"title\" = \"Titel\";")
        try folder.write("App/ru.lproj/Localizable.stringsdict", Self.stringsdict)
        try folder.write("App/ru.lproj/Localizable.strings", "\"photos\" = \"плоский\";")
        try folder.write("App/Base.lproj/Main.strings", "\"title\" = \"Title\";")
        try folder.write("App/notes.strings", "\"ignored\" = \"outside an lproj\";")
        let table = try StringsLoader.load([folder.url.path])
        #expect(table.locales == ["base", "de", "ru"])
        #expect(table.value("title", locale: "de")?.format == "Titel")
        #expect(
            table.value("photos", locale: "ru")?.substitutions["photos"] != nil,
            "the .stringsdict value wins over the .strings one")
        #expect(table.developmentValue("title")?.format == "Title")
        #expect(!table.defines("ignored"))
    }

    @Test func aStringsFileOutsideAnLprojOrInAnUnknownOneIsRefused() throws {
        let folder = try StringsFolder()
        let loose = try folder.write("Localizable.strings", "\"a\" = \"b\";")
        let unknown = try folder.write("xx.lproj/Localizable.strings", "\"a\" = \"b\";")
        #expect {
            _ = try StringsLoader.load([loose])
        } throws: { error in
            ((error as? StringsError)?.problem ?? "").hasPrefix("is not inside an xx.lproj folder")
        }
        #expect {
            _ = try StringsLoader.load([unknown])
        } throws: { error in
            ((error as? StringsError)?.problem ?? "").hasPrefix("its folder xx.lproj does not name a locale")
        }
    }
}
