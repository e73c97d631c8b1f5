/// Which appearance and contrast one entry of a colour or image set is for: its `appearances` list, where
/// `{"appearance": "luminosity", "value": "light" | "dark"}` picks the appearance (none: "Any") and
/// `{"appearance": "contrast", "value": "high"}` marks the Increase Contrast variant.
struct AppearanceSlot: Hashable, Sendable {
    enum Luminosity: String, Sendable { case any, light, dark }
    var luminosity: Luminosity = .any
    var highContrast = false

    /// The slot of `entry`, or `nil` for an entry of an appearance Plumb does not model (a future appearance kind, or
    /// a value it does not know), which is skipped as iOS would never pick it for a light or dark screen.
    init?(entry: [String: Any], file: String, context: String) throws(AssetError) {
        guard let list = entry["appearances"] else { return }
        guard let appearances = list as? [[String: Any]] else {
            throw AssetError(
                file: file,
                problem:
                    "\(context): `appearances` is not a list of objects (expected [{\"appearance\": \"luminosity\", \"value\": \"dark\"}])"
            )
        }
        for appearance in appearances {
            let kind = appearance["appearance"] as? String
            let value = appearance["value"] as? String
            switch (kind, value) {
            case ("luminosity", "light"): luminosity = .light
            case ("luminosity", "dark"): luminosity = .dark
            case ("luminosity", "any"): luminosity = .any
            case ("contrast", "high"): highContrast = true
            case ("contrast", "normal"): highContrast = false
            default: return nil
            }
        }
    }

    init(luminosity: Luminosity, highContrast: Bool) {
        self.luminosity = luminosity
        self.highContrast = highContrast
    }
}

/// Picks, for each slot, the entry UIKit would: the device's own idiom (`iphone`) over `universal`, and among those
/// the `display-P3` gamut entry over the `sRGB` one (every iPhone since the 7 has a P3 display). Entries of other
/// idioms (`mac`, `tv`, `watch`, `car`, `vision`) are not for an iOS screen and are skipped.
struct SlotTable<Entry> {
    private var best: [AppearanceSlot: (rank: Int, entry: Entry)] = [:]

    mutating func offer(_ entry: Entry, slot: AppearanceSlot, idiom: String?, gamut: String?, for device: AssetIdiom) {
        let idiomRank: Int
        switch idiom ?? "universal" {
        case device.rawValue: idiomRank = 0
        case "universal": idiomRank = 2
        default: return
        }
        let rank = idiomRank + (gamut?.lowercased() == "display-p3" ? 0 : 1)
        if let current = best[slot], current.rank <= rank { return }
        best[slot] = (rank, entry)
    }

    subscript(_ luminosity: AppearanceSlot.Luminosity, highContrast highContrast: Bool) -> Entry? {
        best[AppearanceSlot(luminosity: luminosity, highContrast: highContrast)]?.entry
    }

    var isEmpty: Bool { best.isEmpty }

    /// The entries for the four environments UIKit resolves: each appearance's own entry, else "Any"; with high
    /// contrast, the high-contrast entry of the appearance, else of "Any", else `nil` (the normal value applies).
    var resolved: (light: Entry?, dark: Entry?, highContrastLight: Entry?, highContrastDark: Entry?) {
        let any = self[.any, highContrast: false]
        let light = self[.light, highContrast: false] ?? any
        let dark = self[.dark, highContrast: false] ?? any
        let anyHigh = self[.any, highContrast: true]
        return (
            light ?? dark, dark ?? light, self[.light, highContrast: true] ?? anyHigh,
            self[.dark, highContrast: true] ?? anyHigh
        )
    }
}
