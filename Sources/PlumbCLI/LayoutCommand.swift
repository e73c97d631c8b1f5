import ArgumentParser
import Foundation
import PlumbCore
import PlumbLayout
import PlumbPipeline
import PlumbSnapshot
import PlumbText

/// `plumb layout SPEC --width W [--category C] [--direction D] [--locale L]`: prints the frames JSON of one environment.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the frames JSON of a spec in one environment.",
        discussion:
            "Frames are in root coordinates, in points, depth first (docs/design.md §7). Text is measured with the pinned fonts."
    )

    @Argument(help: "A spec file, or gallery:NAME.")
    var spec: String

    @Option(
        name: .long,
        help:
            "Container width in points, or fit: the root's natural width (default: the spec's first matrix width or device, else 320)."
    )
    var width: String?

    @Option(
        name: .customLong("max-width"),
        help: "The most a width fitted to the content (--width fit) may be, in points (default 375).")
    var maxWidth: String?

    @Option(name: .long, help: "Content-size category (default l).")
    var category: String = "l"

    @Option(name: .long, help: "Layout direction: ltr or rtl.")
    var direction: String = "ltr"

    @Option(name: .long, help: "Scale: 1, 2 or 3 (recorded in the JSON; frames are in points).")
    var scale: String = "1"

    @Option(
        name: .long,
        help: "Localisation: base, pseudo, pseudo-rtl or a locale code (de, ja, ar) drawn from the strings.")
    var locale: String = "base"

    @Option(name: .long, help: "Appearance: light or dark.")
    var appearance: String = "light"

    @Option(name: .long, help: "Contrast: normal or high (Increase Contrast).")
    var contrast: String = "normal"

    @Option(
        name: .long,
        help: "A device preset (e.g. iphone-16), instead of --width: sets the width, height, scale and safe area.")
    var device: String?

    @Option(name: .long, help: "Screen height in points (default: the spec's matrix height, else the fitting height).")
    var height: String?

    @Option(
        name: .customLong("safe-area"),
        help: "Safe-area insets: one number, or top,left,bottom,right (default: the spec's matrix).")
    var safeArea: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Raise the spec limits: depth=N,nodes=N,text=N,constraints=N.", valueName: "LIMITS"))
    var limits: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Font files or folders to pin besides Inter and the fallbacks, for `font:`.", valueName: "DIR"))
    var fonts: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The story to lay out, of a spec with `stories:` (default: its root as written).", valueName: "NAME"))
    var story: String?

    @Option(
        name: .customLong("include-root"),
        help: ArgumentHelp(
            "A folder outside the spec's own folder tree that its `include:`s may read from (repeatable).",
            valueName: "DIR"))
    var includeRoot: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "String Catalogs, .strings / .stringsdict files or folders of them, for keyed texts (`key:`).",
            valueName: "PATH"))
    var strings: [String] = []

    func run() throws {
        var options = MatrixOptions()
        options.limits = limits
        options.fonts = fonts
        options.story = story
        options.includeRoot = includeRoot
        options.strings = strings
        let source = try SpecSource.resolveOne(spec, options: options)
        guard width == nil || device == nil else {
            throw CLIFailure.badInput("plumb layout takes --width W or --device NAME, not both")
        }
        options.width = width.map { [$0] } ?? []
        options.device = device.map { [$0] } ?? []
        options.appearance = [appearance]
        options.contrast = [contrast]
        options.category = [category]
        options.direction = [direction]
        options.scale = device == nil ? [scale] : []
        options.locale = [locale]
        options.height = height
        options.safeArea = safeArea
        options.maxWidth = maxWidth
        // The spec's matrix contributes its screen height and safe area; the flags above replace every axis.
        var environments = try options.matrix(for: source).environments
        // Without --width or --device: the spec's first width (or device), as the matrix lists them.
        if width == nil && device == nil { environments = Array(environments.prefix(1)) }
        guard environments.count == 1, let environment = environments.first else {
            throw CLIFailure.badInput(
                "plumb layout takes one width or device, category, scale, direction, locale and appearance (use plumb render for a matrix)"
            )
        }
        let measurer: PangoTextMeasurer
        measurer = PangoTextMeasurer(fonts: try FontSetup.pinnedFonts(for: [source], options: options))
        let result = EnvironmentRun(
            source.root(environment), name: source.name, environment: environment, measurer: measurer,
            manualLayouts: CLIRegistry.shared.manualLayouts, session: LayoutSession()
        ).result
        // Like Auto Layout, a conflict does not stop layout: the frames are printed and the problem stated on stderr.
        for issue in result.issues {
            FileHandle.standardError.write(Data("warning: \(issue.message)\n".utf8))
        }
        print(result.framesDocument.jsonText, terminator: "")
    }
}
