import Foundation

extension StringsFileReader {
    /// The pairs of `data` as a dictionary, a key given twice keeping its last value (as Foundation's reader does).
    ///
    /// What an Interface Builder document's localisation gives: `xx.lproj/Main.strings` maps
    /// `"<object id>.<property>"` (`"abc-12-def.text"`) to the translated value.
    ///
    /// - Throws: `StringsError` with the line and column of the first thing that is not a pair.
    public static func dictionary(_ data: Data, file: String) throws(StringsError) -> [String: String] {
        Dictionary(try read(data, file: file), uniquingKeysWith: { _, last in last })
    }
}
