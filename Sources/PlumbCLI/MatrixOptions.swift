import ArgumentParser
import Foundation
import PlumbCore
import PlumbSpec

/// The matrix flags shared by every verb that renders or lays out: lists of widths, categories, scales, directions,
/// and the screen's height and safe area.
struct MatrixOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("Container widths in points, comma-separated (e.g. 320,375,414), or fit: the root's natural width, at most --max-width.", valueName: "W"))
    var width: [String] = []

    @Option(
        name: .customLong("max-width"),
        help: ArgumentHelp("The most a width fitted to the content (--width fit) may be, in points (default 375).", valueName: "W"))
    var maxWidth: String? = nil

    @Option(name: .long, help: ArgumentHelp("Content-size categories: xs s m l xl xxl xxxl ax1…ax5, long names, or all.", valueName: "C"))
    var category: [String] = []

    @Option(name: .long, help: ArgumentHelp("Scales (1, 2 or 3), comma-separated.", valueName: "S"))
    var scale: [String] = []

    @Option(name: .long, help: ArgumentHelp("Layout directions: ltr, rtl.", valueName: "D"))
    var direction: [String] = []

    @Option(name: .long, help: ArgumentHelp("Localisations: base (the strings as written), pseudo (accented, ~40 % longer, bracketed), pseudo-rtl (mirrored, right to left), or locale codes (de, ja, ar, pt-BR) drawn from the strings.", valueName: "L"))
    var locale: [String] = []

    @Option(name: .long, help: ArgumentHelp("Appearances: light, dark (e.g. light,dark).", valueName: "A"))
    var appearance: [String] = []

    @Option(name: .long, help: ArgumentHelp("Contrast: normal, high (Increase Contrast; e.g. normal,high).", valueName: "C"))
    var contrast: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp("Device presets (e.g. iphone-se-3,iphone-16,iphone-16-pro-max, ipad-pro-11, …-landscape): each sets the width, height, scale and safe area.", valueName: "DEVICE"))
    var device: [String] = []

    @Option(name: .long, help: ArgumentHelp("Screen height in points for every environment (default: each root's fitting height).", valueName: "H"))
    var height: String?

    @Option(
        name: .customLong("safe-area"),
        help: ArgumentHelp("The screen's safe-area insets: one number, or top,left,bottom,right (e.g. 47,0,34,0).", valueName: "INSETS"))
    var safeArea: String?
    @Option(name: .long, help: ArgumentHelp("Font files or folders to pin besides Inter and the fallbacks, for `font:` (comma-separated or repeated).", valueName: "DIR"))
    var fonts: [String] = []

    @Option(name: .long, help: ArgumentHelp("String Catalogs (.xcstrings), .strings / .stringsdict files (in xx.lproj folders) or folders of them, for keyed texts (`key:`), after each spec's own `strings:`.", valueName: "PATH"))
    var strings: [String] = []

    @Option(name: .long, help: ArgumentHelp("Raise the spec limits: depth=N,nodes=N,text=N,constraints=N (defaults 200, 50000, 100000, 20000).", valueName: "LIMITS"))
    var limits: String?

    @Option(name: .long, help: ArgumentHelp("Only this story of specs with `stories:` (its name or its file-name form, e.g. destructive).", valueName: "NAME"))
    var story: String?

    @Option(
        name: .customLong("include-root"),
        help: ArgumentHelp("A folder outside the spec's own folder tree that its `include:`s may read from (repeatable).", valueName: "DIR"))
    var includeRoot: [String] = []

    /// The strings of `--strings` (comma-separated or repeated paths), or `nil` when none is given.
    ///
    /// - Throws: `CLIFailure.badInput` naming the file and what was expected.
    func stringsTable() throws -> StringsTable? {
        let paths = Self.split(strings)
        guard !paths.isEmpty else { return nil }
        do { return try StringsLoader.load(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }) } catch {
            throw CLIFailure.badInput("--strings: " + error.description)
        }
    }

    /// The spec limits, the defaults raised (or lowered) by `--limits`.
    ///
    /// - Throws: `CLIFailure.badInput` naming the item that does not read.
    func specLimits() throws -> SpecLimits {
        guard let limits else { return .default }
        switch SpecLimits.default.updated(with: limits) {
        case .success(let value): return value
        case .failure(let error): throw CLIFailure.badInput(error.message)
        }
    }

    /// The matrix the flags ask for: each given flag replaces that axis of `base`.
    ///
    /// - Throws: `CLIFailure.badInput` naming the flag and the value, for a non-finite, non-positive or huge
    ///   width, an unknown category or direction, or a scale outside 1…3.
    func matrix(over base: Matrix) throws -> Matrix {
        var matrix = base
        let widths = Self.split(width)
        if !widths.isEmpty {
            let fixed = widths.filter { $0.lowercased() != "fit" }
            matrix.widths = try fixed.map { try Self.parseWidth($0) }
            matrix.fitsWidth = fixed.count < widths.count
        }
        if let maxWidth {
            matrix.maxWidth = try Self.parseWidth(maxWidth, flag: "--max-width")
        }
        let categories = Self.split(category)
        if !categories.isEmpty {
            matrix.categories = try categories.flatMap { name -> [ContentSizeCategory] in
                if name.lowercased() == "all" { return ContentSizeCategory.allCases }
                guard let category = ContentSizeCategory(name: name) else {
                    throw CLIFailure.badInput(
                        "--category \(name.debugDescription) is not a content-size category"
                            + Suggestion.didYouMean(name, in: ContentSizeCategory.allCases.flatMap { [$0.shortName, $0.name] } + ["all"]) + " "
                            + "(expected xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5, a long name such as accessibilityMedium, or all)")
                }
                return [category]
            }
        }
        let scales = Self.split(scale)
        if !scales.isEmpty {
            matrix.scales = try scales.map { text in
                guard let value = Int(text), Environment.supportedScales.contains(value) else {
                    throw CLIFailure.badInput("--scale \(text.debugDescription) is not supported (expected 1, 2 or 3)")
                }
                return value
            }
        }
        let directions = Self.split(direction)
        if !directions.isEmpty {
            matrix.directions = try directions.map { text in
                guard let value = LayoutDirection(rawValue: text.lowercased()) else {
                    throw CLIFailure.badInput("--direction \(text.debugDescription) is not a direction\(Suggestion.didYouMean(text, in: ["ltr", "rtl"])) (expected ltr or rtl)")
                }
                return value
            }
        }
        let locales = Self.split(locale)
        if !locales.isEmpty {
            matrix.localizations = try locales.map { text in
                guard let value = Localization(rawValue: text) else {
                    throw CLIFailure.badInput("--locale " + LocaleCodes.problem(with: text))
                }
                return value
            }
        }
        if let height { matrix.height = try Self.parseHeight(height) }
        if let safeArea { matrix.safeAreaInsets = try Self.parseSafeArea(safeArea) }
        let appearances = Self.split(appearance)
        if !appearances.isEmpty {
            matrix.appearances = try appearances.map { text in
                guard let value = Appearance(rawValue: text.lowercased()) else {
                    throw CLIFailure.badInput("--appearance \(text.debugDescription) is not an appearance (expected light or dark)")
                }
                return value
            }
        }
        let contrasts = Self.split(contrast)
        if !contrasts.isEmpty {
            matrix.contrasts = try contrasts.map { text in
                guard let value = Contrast(rawValue: text.lowercased()) else {
                    throw CLIFailure.badInput("--contrast \(text.debugDescription) is not a contrast (expected normal or high)")
                }
                return value
            }
        }
        try applyDevices(to: &matrix, widthsGiven: !widths.isEmpty, scalesGiven: !scales.isEmpty)
        return matrix
    }

    /// `--device`: the presets replace the matrix's screens (a spec's `widths` or `devices` included); given together
    /// with `--width`, `--scale`, `--height` or `--safe-area` they conflict.
    private func applyDevices(to matrix: inout Matrix, widthsGiven: Bool, scalesGiven: Bool) throws {
        let names = Self.split(device)
        guard !names.isEmpty else {
            // Widths given by flag replace a spec's devices.
            if widthsGiven { matrix.devices = [] }
            return
        }
        let conflicting = [("--width", widthsGiven), ("--scale", scalesGiven), ("--height", height != nil), ("--safe-area", safeArea != nil)]
        if let flag = conflicting.first(where: { $0.1 })?.0 {
            throw CLIFailure.badInput("--device sets the width, height, scale and safe area itself; drop \(flag), or run the devices and the widths separately")
        }
        matrix.devices = try names.map { name in
            guard let preset = DevicePreset.named(name) else {
                throw CLIFailure.badInput("--device \(name.debugDescription) is not a device preset (expected one of: \(DevicePresets.names.joined(separator: ", ")))")
            }
            return preset
        }
    }

    static func parseHeight(_ text: String) throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0, value <= maximumWidth else {
            throw CLIFailure.badInput(
                "--height \(text.debugDescription) is not a height (expected a number of points more than 0 and at most \(formatNumber(maximumWidth)))")
        }
        return value
    }

    /// `--safe-area`: one number for every edge, or four in `UIEdgeInsets` order (top, left, bottom, right).
    static func parseSafeArea(_ text: String) throws -> EdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 1 || parts.count == 4, parts.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 && $0 <= maximumWidth } ?? false }) else {
            throw CLIFailure.badInput(
                "--safe-area \(text.debugDescription) is not a set of insets (expected one number, or top,left,bottom,right, each from 0 to \(formatNumber(maximumWidth)) points)")
        }
        let values = parts.map { $0! }
        return values.count == 1 ? EdgeInsets(all: values[0]) : EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// Largest width accepted, in points: far beyond any screen, small enough that renders stay bounded.
    static let maximumWidth = 10_000.0

    static func parseWidth(_ text: String, flag: String = "--width") throws -> Double {
        guard let value = Double(text), value.isFinite else {
            let alternatives = flag == "--width" ? ", or fit (the root's natural width)" : ""
            throw CLIFailure.badInput("\(flag) \(text.debugDescription) is not a finite number of points\(alternatives)")
        }
        guard value > 0, value <= maximumWidth else {
            throw CLIFailure.badInput("\(flag) \(text) is out of range (expected more than 0 and at most \(formatNumber(maximumWidth)) points)")
        }
        return value
    }

    /// Flattens repeated and comma-separated flag values.
    static func split(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }
}
