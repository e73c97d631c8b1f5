import ArgumentParser
import Foundation
import PlumbCore
import PlumbPipeline
import PlumbServe
import PlumbSpec
import PlumbText

/// `plumb preview SPEC… [matrix flags] [--port N]`: live previews of specs across a matrix, re-rendered in the
/// browser whenever a spec file or a file it references changes.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve live previews of specs across a matrix on 127.0.0.1, re-rendered whenever a spec changes.",
        discussion: """
            Prints a URL with a random token; open it in a browser (nothing is opened for you). Each spec gets a grid \
            (categories down; widths, scales, directions and locales across). Spec files, and the files they name, \
            are looked at five times a second; on a change the spec is read and rendered again and the page swaps \
            the images in place, keeping its scroll position. A spec error shows in the page with its \
            file:line:column beside the last good render. The server listens on 127.0.0.1 only and refuses every \
            request without the token. Ctrl-C stops it.
            Exit codes: 0 stopped, 2 bad input.
            """
    )

    @Argument(help: "Spec files, folders of them, gallery:NAME or gallery:all.")
    var specs: [String]

    @OptionGroup var matrixOptions: MatrixOptions

    @Option(
        name: .long,
        help: ArgumentHelp("The port on 127.0.0.1 (default: a free one chosen at random).", valueName: "PORT"))
    var port: Int?

    @OptionGroup var jobsOption: JobsOption

    func run() throws {
        let jobs = try jobsOption.workers()
        let port = try ServerPort.parse(port ?? 0)
        let resolver = try matrixOptions.resolver()
        let overrides = try matrixOptions.overrides()  // bad flag values stop here, before anything is served
        var sources: [PreviewSource] = []
        var seen = Set<String>()
        let arguments = try resolver.expand(specs).filter { seen.insert($0).inserted }
        for argument in arguments {
            if argument.hasPrefix(SubjectResolver.galleryPrefix) || argument.hasPrefix(SubjectResolver.manualPrefix) {
                _ = try resolver.subject(argument)
            } else {
                guard FileManager.default.fileExists(atPath: argument) else {
                    throw UsageError.noSuchSpec(argument)
                }
            }
            sources.append(
                PreviewSource(argument: argument, load: Self.loader(argument, resolver: resolver, overrides: overrides))
            )
        }
        let fonts: PinnedFonts
        let systemFont = try resolver.systemFont.map { folder throws in
            try SystemFonts.load(folder, origin: "--system-font")
        }
        fonts = try PinnedFonts.with(teamFiles: [], systemFont: systemFont)
        let state = PreviewState(arguments: arguments)
        let watcher = PreviewWatcher(
            sources: sources,
            renderer: PreviewRenderer(fonts: fonts, workers: jobs, manualLayouts: CLIRegistry.shared.manualLayouts),
            state: state
        ) { line in
            ServerPort.say(line)
        }
        watcher.renderAll()
        let session = PreviewSession(state: state)
        let server = try ServerPort.start(port: port) { access, _ in
            { request in
                switch access.admit(request) {
                case .refused(let response): response
                case .admitted(let request): session.respond(to: request, guard: access)
                }
            }
        }
        ServerPort.say("previewing \(arguments.joined(separator: ", "))")
        ServerPort.say("open \(server.url)")
        ServerPort.say("Ctrl-C stops the server")
        Thread.detachNewThread { watcher.watch() }
        server.run()
        watcher.stop()
        state.close()
        ServerPort.say("preview server stopped")
    }

    /// Reads `argument` as `plumb render` would, with the matrix flags over the spec's own matrix.
    static func loader(
        _ argument: String, resolver: SubjectResolver, overrides: MatrixOverrides
    ) -> @Sendable () -> Result<PreviewLoad, PreviewLoadError> {
        let isFile =
            !argument.hasPrefix(SubjectResolver.galleryPrefix) && !argument.hasPrefix(SubjectResolver.manualPrefix)
        return {
            let files = isFile ? [argument] + SpecFileReferences.files(inSpecAt: argument) : []
            do {
                let subject = try resolver.subject(argument).applying(overrides)
                return .success(PreviewLoad(subject: subject, files: files))
            } catch {
                return .failure(PreviewLoadError(message: "\(error)", files: files))
            }
        }
    }
}
