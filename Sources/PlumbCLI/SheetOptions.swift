import ArgumentParser
import PlumbCore
import PlumbRender

/// `plumb sheet`'s own flags: headings, the axes of rows and columns, wrapping, borders and the sheet's background.
struct SheetOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A title at the top of the sheet (instead of the spec's title: or name when the sheet has one grid).",
            valueName: "TEXT"))
    var title: String?

    @Option(name: .long, help: ArgumentHelp("A caption under the title.", valueName: "TEXT"))
    var caption: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Axes down the rows, comma-separated: spec, width (or device), category, scale, direction, appearance, locale (default: category).",
            valueName: "AXES"))
    var rows: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp("Axes across the columns (default: every other axis that varies).", valueName: "AXES"))
    var columns: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Wrap long rows: at most N columns per band, or Npx for a sheet at most N pixels wide.", valueName: "N|Npx")
    )
    var wrap: String?

    @Flag(name: .customLong("no-borders"), help: "Draw no hairline border around each render.")
    var noBorders = false

    @Option(
        name: .customLong("sheet-background"),
        help: ArgumentHelp(
            "The sheet's background, between the renders: transparent, #RRGGBB, #RRGGBBAA or a UIKit colour name (default #E5E5EA).",
            valueName: "COLOR"))
    var sheetBackground: String?

    @Option(
        name: .customLong("background"),
        help: ArgumentHelp("Deprecated: use --sheet-background.", valueName: "COLOR", visibility: .hidden))
    var deprecatedBackground: String?

    /// The axes `--rows` or `--columns` name, or `nil` when the flag is not given.
    ///
    /// - Throws: `UsageError.badValue` naming an unknown axis, with a suggestion.
    func axes(_ values: [String], flag: String) throws -> [SheetAxis]? {
        let names = MatrixOptions.split(values)
        guard !names.isEmpty else { return nil }
        return try names.map { name in
            guard let axis = SheetAxis.named(name) else {
                throw UsageError.badValue(
                    flag: flag, value: name, isNot: "an axis",
                    suggestion: Suggestion.closest(to: name, in: SheetAxis.names),
                    expected: "spec, width, device, category, scale, direction, appearance or locale")
            }
            return axis
        }
    }

    /// The sheet's style from the flags (its scale is set from the renders).
    func style() throws -> ContactSheet.Style {
        var style = ContactSheet.Style()
        style.borders = !noBorders
        if let background = try DeprecatedFlag.sheetBackground.value(sheetBackground, alias: deprecatedBackground) {
            style.background = try Self.parseBackground(
                background, flag: DeprecatedFlag.sheetBackground.spelling(aliasGiven: deprecatedBackground != nil))
        }
        if let wrap {
            let text = wrap.trimmingCharacters(in: .whitespaces).lowercased()
            let pixels = text.hasSuffix("px")
            guard let value = Int(pixels ? String(text.dropLast(2)) : text), value >= 1 else {
                throw UsageError.badValue(
                    flag: "--wrap", value: wrap, isNot: "a wrap width",
                    expected: "a number of columns such as 4, or of pixels such as 2400px")
            }
            if pixels { style.maximumPixelWidth = value } else { style.wrapColumns = value }
        }
        return style
    }

    /// `transparent`, a hex colour or a UIKit colour name (its light value); `nil` is transparent.
    static func parseBackground(_ text: String, flag: String) throws -> Color? {
        do {
            // The sheet's reader has no `system`: a reading without a colour is `transparent`.
            return try ColorNameReader.sheetBackground.read(text).color?.resolved(for: .light)
        } catch {
            throw UsageError.badValue(
                flag: flag, value: text, isNot: "a colour", suggestion: error.suggestion,
                expected: "transparent, \"#RRGGBB\", \"#RRGGBBAA\" or a UIKit colour name such as systemBackground")
        }
    }
}
