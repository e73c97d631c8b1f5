import Foundation
import PlumbCore
import PlumbSpec

/// libFuzzer entry: the input as a String Catalog (`.xcstrings`), a `.strings` file and a `.stringsdict` file, each
/// through its reader; every value a reader returns is then filled in with a few arguments and plural counts in
/// each of its locales (`StringsLocalizer`: the format parser, positional arguments, `%#@variables@`, CLDR rules).
///
/// A `StringsError` is a correct answer; a crash, a hang, an empty message or a position before line 1 is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: count))
    var tables: [StringsTable] = []
    do { tables.append(try StringCatalogReader.read(data, file: "fuzz.xcstrings")) } catch { check(error) }
    do {
        var table = StringsTable()
        for (key, value) in try StringsFileReader.read(data, file: "de.lproj/fuzz.strings") {
            table.add(LocalizedValue(format: value), key: key, locale: "de")
        }
        tables.append(table)
    } catch { check(error) }
    do {
        var table = StringsTable()
        for (key, value) in try StringsDictReader.read(data, file: "ar.lproj/fuzz.stringsdict") {
            table.add(value, key: key, locale: "ar")
        }
        tables.append(table)
    } catch { check(error) }
    for table in tables {
        let localizer = StringsLocalizer(table: table)
        for key in table.allKeys.prefix(8) {
            for text in [
                LocalizedText(key: key), LocalizedText(key: key, count: "3"),
                LocalizedText(key: key, arguments: ["1", "Ana", "2.5"], count: "11"),
            ] {
                for localization in [Localization.base, .locale("de")!, .locale("ar")!, .locale("ru")!, .locale("ja")!]
                {
                    var missing: String?
                    _ = localizer.string(for: text, literal: key, in: localization, missing: &missing)
                }
            }
        }
    }
    return 0
}

private func check(_ error: StringsError) {
    precondition(!error.problem.isEmpty, "an error without a message")
    precondition(
        error.line >= 0 && error.column >= 0 && (error.line == 0) == (error.column == 0), "a position that is not one")
}
