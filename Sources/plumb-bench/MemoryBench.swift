import Foundation
import PlumbCore
import PlumbGallery
import PlumbLayout
import PlumbRender
import PlumbText

/// Row 6 of BENCHMARKS.md: peak memory while one process lays out, draws and PNG-encodes many images.
///
/// The gallery's settings cell is rendered `--count` times (10,000 by default), cycling through widths 320…430 and
/// all twelve categories as a long `plumb render` or `plumb check` run does, with one measurer and renderer. The
/// resident set (`VmRSS`) is sampled every `--every` renders; after the warm-up (one pass over all 1,332 width ×
/// category environments, which fills the text-layout cache — itself bounded at 4,096 layouts) it must stay flat. Samples are in MB; `info` carries the
/// peak (`VmHWM`), the RSS after warm-up and at the end, and the growth between them. Scripts/leaks runs it under
/// LeakSanitizer; `--leak-canary N` loses N Cairo and Pango objects on purpose to show that LSan would catch them.
enum MemoryBench {
    static func run(_ arguments: BenchArguments) throws {
        // One session for the run, as Plumb's own runs have (`LayoutSession`).
        let session = LayoutSession()
        let count = try arguments.int("count", default: 10_000)
        let every = max(1, try arguments.int("every", default: 500))
        LeakCanary.leak(try arguments.int("leak-canary", default: 0))
        let measurer = try PangoTextMeasurer()
        let renderer = Renderer(measurer: measurer)
        let entry = Gallery.entry(named: "settings-cell")!
        let encoder = PNGEncoder()
        let environments = (320...430).flatMap { width in
            ContentSizeCategory.allCases.map { Environment(width: Double(width), category: $0, scale: 2) }
        }
        var samples: [Double] = []
        var bytes = 0
        let warmup = min(count, environments.count)
        var afterWarmup = 0.0
        for index in 0..<count {
            let environment = environments[index % environments.count]
            let context = LayoutContext(
                environment: environment, measurer: measurer, manualLayouts: entry.manualLayouts, session: session)
            let result = LayoutEngine.layout(entry.tree(for: environment), name: entry.name, context: context)
            bytes &+= try encoder.encode(renderer.render(result)).count
            if index + 1 == warmup { afterWarmup = Self.status("VmRSS") }
            if (index + 1) % every == 0 { samples.append(Self.status("VmRSS")) }
        }
        let final = Self.status("VmRSS")
        let record = BenchRecord(
            suite: "memory", case: "settings-cell-\(count)", metric: "rss", unit: "MB", seconds: samples,
            info: [
                "renders": Double(count), "peakMB": Self.status("VmHWM"), "afterWarmupMB": afterWarmup,
                "finalMB": final,
                "growthMB": final - afterWarmup, "pngBytes": Double(bytes),
            ])
        record.emit()
    }

    /// A `/proc/self/status` field in MB (the kernel reports kB).
    static func status(_ field: String) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kilobytes / 1024
        }
        return 0
    }
}
