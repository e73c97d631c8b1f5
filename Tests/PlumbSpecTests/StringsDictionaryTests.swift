import Foundation
import PlumbSpec
import Testing

/// `StringsFileReader.dictionary`: an Interface Builder document's `xx.lproj/Main.strings`, as Xcode exports it
/// (UTF-16 with a byte-order mark, `/* */` comments naming each object, keys `"<object id>.<property>"`).
@Suite struct StringsDictionaryTests {
    @Test func anIBStringsFileReadsByObjectIDAndProperty() throws {
        let text = """
            /* Class = "UILabel"; text = "Sign in"; ObjectID = "abc-12-def"; */
            "abc-12-def.text" = "Anmelden";

            /* Class = "UIButton"; normalTitle = "Go"; ObjectID = "xyz-34-uvw"; */
            "xyz-34-uvw.normalTitle" = "Los \\U2192";
            "xyz-34-uvw.normalTitle" = "Weiter \\U2192";
            """
        let data = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        let values = try StringsFileReader.dictionary(data, file: "de.lproj/Main.strings")
        #expect(values == ["abc-12-def.text": "Anmelden", "xyz-34-uvw.normalTitle": "Weiter →"])
    }

    @Test func aBrokenPairNamesItsLine() {
        #expect(
            throws: StringsError(
                file: "Main.strings", line: 2, column: 1, problem: "expected `;` after the pair for \"a.text\"")
        ) {
            _ = try StringsFileReader.dictionary(
                Data("\"a.text\" = \"A\"\n\"b.text\" = \"B\";".utf8), file: "Main.strings")
        }
    }
}
