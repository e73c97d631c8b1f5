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

    @Option(name: .shortAndLong, help: "Output folder.")
    var output: String = "out"

    @Option(
        name: .customLong("jobs"),
        help: ArgumentHelp(
            "Worker threads (default: one per core, \(ProcessInfo.processInfo.activeProcessorCount) here).",
            valueName: "N"))
    var jobsOption: Int?

    /// `--jobs`, else one per core.
    var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }

    func run() throws {
        guard jobs >= 1 else { throw CLIFailure.badInput("--jobs \(jobs) must be at least 1") }
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
