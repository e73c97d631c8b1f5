import ArgumentParser
import Foundation
import PlumbCore
import PlumbPipeline

/// `plumb layout SPEC [matrix flags]`: prints the frames JSON of one environment; the matrix flags take one value
/// each.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the frames JSON of a spec in one environment.",
        discussion: """
            Frames are in root coordinates, in points, depth first (docs/design.md §7). Text is measured with the \
            pinned fonts. The matrix flags take one value each; without them the environment is the spec's first \
            width (or device) at Large, left to right, @1x, base strings, light, normal contrast.
            """
    )

    @Argument(help: "A spec file, or gallery:NAME.")
    var spec: String

    @OptionGroup var matrixOptions: MatrixOptions

    func run() throws {
        // One environment: each axis the flags leave out is the default one (Large, left to right, @1x, the
        // strings as written, light, normal contrast); the width is the spec's first width or device.
        var options = matrixOptions
        guard options.width.isEmpty || options.device.isEmpty else {
            throw UsageError.notBoth(verb: "plumb layout", flags: ["--width W", "--device NAME"])
        }
        if options.category.isEmpty { options.category = ["l"] }
        if options.direction.isEmpty { options.direction = ["ltr"] }
        if options.scale.isEmpty && options.device.isEmpty { options.scale = ["1"] }
        if options.locale.isEmpty { options.locale = ["base"] }
        if options.appearance.isEmpty { options.appearance = ["light"] }
        if options.contrast.isEmpty { options.contrast = ["normal"] }
        var subject = try options.subject(spec)
        let widthGiven = !options.width.isEmpty || !options.device.isEmpty
        if !widthGiven { subject.environments = Array(subject.environments.prefix(1)) }
        guard subject.environments.count == 1 else { throw UsageError.layoutTakesOneEnvironment }
        let result = try Run(subjects: [subject], workers: 1).map { _, layout, _ in layout.result }[0]
        // Like Auto Layout, a conflict does not stop layout: the frames are printed and the problem stated on stderr.
        for issue in result.issues {
            printToStderr("warning: \(issue.message)")
        }
        print(result.framesDocument.jsonText, terminator: "")
    }
}
