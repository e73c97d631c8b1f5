import ArgumentParser
import Foundation
import PlumbCore
import PlumbPipeline

/// `plumb` or `plumb demo`: renders every gallery entry across its matrix into `out/`.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the built-in gallery (the reference UIs) into a folder."
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder.", valueName: "PATH"))
    var output: String = "out"

    @OptionGroup var jobsOption: JobsOption

    func run() throws {
        let jobs = try jobsOption.workers()
        let gallery = CLIRegistry.shared.gallery.map { entry in
            var subject = entry
            subject.source = SubjectResolver.galleryPrefix + entry.name
            subject.manualLayouts = CLIRegistry.shared.manualLayouts
            return subject
        }
        let started = Date()
        let outputs = try RenderBatch(
            run: Run(subjects: gallery, workers: jobs), outputFolder: URL(fileURLWithPath: output)
        ).write()
        for entry in gallery {
            print("gallery:\(entry.name) — \(entry.summary)")
            for output in outputs where output.job.subject.name == entry.name {
                print(
                    "  \(output.job.environment.label.padding(toLength: 14, withPad: " ", startingAt: 0)) "
                        + "\(formatNumber(output.size.width))×\(formatNumber(output.size.height)) pt  \(output.pngPath)"
                )
            }
        }
        let elapsed = Date().timeIntervalSince(started)
        print("\(outputs.count) images in \(String(format: "%.2f", elapsed)) s → \(output)/")
    }
}
