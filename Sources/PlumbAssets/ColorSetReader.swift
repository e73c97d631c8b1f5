import PlumbCore

/// Reads a `.colorset` folder's `Contents.json` into the colour UIKit would give in each appearance and contrast.
enum ColorSetReader {
    /// The colour of the set `name` whose `Contents.json` is `json`, for `idiom`'s screens.
    ///
    /// - Throws: `AssetError` for entries that do not read and for a set with no entry for the idiom.
    static func read(_ json: ContentsJSON, name: String, idiom: AssetIdiom) throws(AssetError) -> AssetColor {
        let context = "colour set \(name.debugDescription)"
        var table = SlotTable<[String: Any]>()
        for entry in try json.objects("colors") {
            guard let slot = try AppearanceSlot(entry: entry, file: json.file, context: context) else { continue }
            table.offer(
                entry, slot: slot, idiom: try json.string("idiom", in: entry, context: context),
                gamut: try json.string("display-gamut", in: entry, context: context), for: idiom)
        }
        let entries = table.resolved
        guard let light = entries.light, let dark = entries.dark else {
            throw AssetError(
                file: json.file,
                problem:
                    "\(context) has no colour for \(idiom == .phone ? "iPhone" : "iPad") (expected an entry with \"idiom\": \"universal\" or \"\(idiom.rawValue)\")"
            )
        }
        let reader = ColorComponentsReader(file: json.file, context: name)
        func color(_ entry: [String: Any]) throws(AssetError) -> PlumbCore.Color {
            try reader.color(entry["color"])
        }
        // A system colour reference carries its own variants: each slot takes the referenced colour's value there.
        let lightColor = try color(light)
        let darkColor = try color(dark)
        var highContrastLight = lightColor.highContrastValue(for: .light)
        var highContrastDark = darkColor.highContrastValue(for: .dark)
        if let entry = entries.highContrastLight {
            highContrastLight = try color(entry).resolved(for: .light, contrast: .high)
        }
        if let entry = entries.highContrastDark {
            highContrastDark = try color(entry).resolved(for: .dark, contrast: .high)
        }
        return AssetColor(
            light: lightColor.resolved(for: .light), dark: darkColor.resolved(for: .dark),
            highContrastLight: highContrastLight, highContrastDark: highContrastDark)
    }
}

extension Color {
    /// The Increase Contrast value in `appearance` when the colour has one of its own (a system colour), else `nil`.
    fileprivate func highContrastValue(for appearance: Appearance) -> Color? {
        hasHighContrastVariants ? resolved(for: appearance, contrast: .high) : nil
    }
}
