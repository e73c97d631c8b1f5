import ArgumentParser
import Foundation
import PlumbAssets
import PlumbCore
import PlumbSpec

/// The matrix flags shared by every verb that renders or lays out: lists of widths, categories, scales, directions,
/// and the screen's height and safe area.
struct MatrixOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Container widths in points, comma-separated (e.g. 320,375,414), or fit: the root's natural width, at most --max-width. plumb bisect takes a range MIN...MAX instead (docs/flags.md).",
            valueName: "W"))
    var width: [String] = []

    @Option(
        name: .customLong("max-width"),
        help: ArgumentHelp(
            "The most a width fitted to the content (--width fit) may be, in points (default 375).", valueName: "W"))
    var maxWidth: String? = nil

    @Option(
        name: .long,
        help: ArgumentHelp("Content-size categories: xs s m l xl xxl xxxl ax1…ax5, long names, or all.", valueName: "C")
    )
    var category: [String] = []

    @Option(name: .long, help: ArgumentHelp("Scales (1, 2 or 3), comma-separated.", valueName: "S"))
    var scale: [String] = []

    @Option(name: .long, help: ArgumentHelp("Layout directions: ltr, rtl.", valueName: "D"))
    var direction: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Localisations: base (the strings as written), pseudo (accented, ~40 % longer, bracketed), pseudo-rtl (mirrored, right to left), or locale codes (de, ja, ar, pt-BR) drawn from the strings.",
            valueName: "L"))
    var locale: [String] = []

    @Option(name: .long, help: ArgumentHelp("Appearances: light, dark (e.g. light,dark).", valueName: "A"))
    var appearance: [String] = []

    @Option(
        name: .long, help: ArgumentHelp("Contrast: normal, high (Increase Contrast; e.g. normal,high).", valueName: "C")
    )
    var contrast: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Device presets (e.g. iphone-se-3,iphone-16,iphone-16-pro-max, ipad-pro-11, …-landscape): each sets the width, height, scale and safe area.",
            valueName: "DEVICE"))
    var device: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Screen height in points for every environment (default: each root's fitting height).", valueName: "H"))
    var height: String?

    @Option(
        name: .customLong("safe-area"),
        help: ArgumentHelp(
            "The screen's safe-area insets: one number, or top,left,bottom,right (e.g. 47,0,34,0).", valueName: "INSETS"
        ))
    var safeArea: String?
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Font files or folders to pin besides Inter and the fallbacks, for `font:` (comma-separated or repeated).",
            valueName: "DIR"))
    var fonts: [String] = []

    @Option(
        name: .customLong("system-font"),
        help: ArgumentHelp(
            "The team's folder of Apple's SF Pro fonts, drawing text without `font:` in Inter's place (default: $PLUMB_SYSTEM_FONT, else each spec's `systemFont:`).",
            valueName: "DIR"))
    var systemFont: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "String Catalogs (.xcstrings), .strings / .stringsdict files (in xx.lproj folders) or folders of them, for keyed texts (`key:`), after each spec's own `strings:`.",
            valueName: "PATH"))
    var strings: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Asset catalogs (.xcassets folders, or folders holding them) whose colour and image sets specs name (`color: BrandRed`, `asset: Logo`), after each spec's own `assets:` (repeatable).",
            valueName: "DIR"))
    var assets: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Raise the spec limits: depth=N,nodes=N,text=N,constraints=N,pixels=N (defaults 200, 50000, 100000, 20000, 16777216; depth at most 400, nodes at most 1000000, text at most 200000, constraints at most 200000, pixels of an image file at most 67108864; YAML aliases and $ values expand to at most 20 YAML nodes per node; plumb --limits lists every budget).",
            valueName: "LIMITS"))
    var limits: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only this story of specs with `stories:` (its name or its file-name form, e.g. destructive).",
            valueName: "NAME"))
    var story: String?

    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "Only this root of Interface Builder files: a storyboard identifier, user label or object id (repeatable).",
            valueName: "NAME"))
    var root: [String] = []

    @Option(
        name: .customLong("text-sizes"),
        help: ArgumentHelp(
            "Interface Builder files' text sizes: measured (Plumb's fonts, default) or stored (the sizes Xcode saved).",
            valueName: "SOURCE"))
    var textSizes: String?

    @Option(
        name: .customLong("include-root"),
        help: ArgumentHelp(
            "A folder outside the spec's own folder tree that its `include:`s may read from (repeatable).",
            valueName: "DIR"))
    var includeRoot: [String] = []

    /// The strings of `--strings` (comma-separated or repeated paths), or `nil` when none is given.
    ///
    /// - Throws: `StringsError` naming `--strings`, the file and what was expected.
    func stringsTable() throws -> StringsTable? {
        let paths = Self.split(strings)
        guard !paths.isEmpty else { return nil }
        return try StringsLoader.load(
            paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }, origin: "--strings")
    }

    /// The catalogs of `--assets` (comma-separated or repeated paths), read whole; empty when none is given.
    ///
    /// - Throws: `AssetError` naming `--assets`, the file and what was expected.
    func assetCatalogs() throws -> AssetCatalogs {
        try AssetCatalogs.load(
            Self.split(assets).map { URL(fileURLWithPath: $0).standardizedFileURL.path }, origin: "--assets")
    }

    /// The spec limits, the defaults raised (or lowered) by `--limits`.
    ///
    /// - Throws: `LimitsSyntaxError` naming the item that does not read.
    func specLimits() throws -> SpecLimits {
        guard let limits else { return .default }
        return try SpecLimits.default.updated(with: limits).get()
    }

    /// The matrix the flags ask for: each given flag replaces that axis of `base`.
    ///
    /// - Throws: as `overrides()`.
    func matrix(over base: Matrix) throws -> Matrix {
        try overrides().applied(to: base)
    }

    /// The matrix flags read once: each value read and bounded by `MatrixAxis`, the rules a spec's `matrix:` follows
    /// too.
    ///
    /// `grammar` is the `--width` items the verb takes (`bisect` reads its range with `WidthGrammar.range` itself).
    ///
    /// - Throws: `MatrixValueError` naming the flag and the value; `UsageError` for a `--width` form the verb does not
    ///   take, or `--device` beside a flag it replaces.
    func overrides(widths grammar: WidthGrammar = .list) throws -> MatrixOverrides {
        var overrides = MatrixOverrides()
        let widths = Self.split(width)
        if !widths.isEmpty {
            let items = try grammar.items(widths)
            overrides.widths = items.compactMap { if case .width(let width) = $0 { width } else { nil } }
            overrides.fitsWidth = items.contains(.fit)
        }
        if let maxWidth { overrides.maxWidth = try MatrixAxis.width(maxWidth, axis: .maxWidth) }
        let categories = Self.split(category)
        if !categories.isEmpty { overrides.categories = try categories.flatMap(MatrixAxis.categories) }
        let scales = Self.split(scale)
        if !scales.isEmpty { overrides.scales = try scales.map(MatrixAxis.scale) }
        let directions = Self.split(direction)
        if !directions.isEmpty { overrides.directions = try directions.map(MatrixAxis.direction) }
        let locales = Self.split(locale)
        if !locales.isEmpty { overrides.locales = try locales.map(MatrixAxis.locale) }
        if let height { overrides.height = try MatrixAxis.height(height) }
        if let safeArea { overrides.safeAreaInsets = try MatrixAxis.safeArea(safeArea) }
        let appearances = Self.split(appearance)
        if !appearances.isEmpty { overrides.appearances = try appearances.map(MatrixAxis.appearance) }
        let contrasts = Self.split(contrast)
        if !contrasts.isEmpty { overrides.contrasts = try contrasts.map(MatrixAxis.contrast) }
        let devices = Self.split(device)
        if !devices.isEmpty {
            let conflicting = [
                ("--width", !widths.isEmpty), ("--scale", !scales.isEmpty), ("--height", height != nil),
                ("--safe-area", safeArea != nil),
            ]
            if let flag = conflicting.first(where: { $0.1 })?.0 { throw UsageError.deviceReplaces(flag: flag) }
            overrides.devices = try devices.map(MatrixAxis.device)
        }
        return overrides
    }

    /// Flattens repeated and comma-separated flag values.
    static func split(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter {
            !$0.isEmpty
        }
    }
}
