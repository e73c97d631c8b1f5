import Foundation

/// `plumb-bench`: the Swift half of Scripts/bench.
///
/// Each suite times Plumb in-process and prints JSON lines (`BenchRecord`, `BenchCheck`); the peers are timed by
/// Scripts/bench-peers on the same inputs in the same run, and Scripts/bench-report turns both into BENCHMARKS.md.
/// Run it through Scripts/bench, which makes the inputs; see BENCHMARKS.md for what each row means.
do {
    let arguments = try BenchArguments(Array(CommandLine.arguments.dropFirst()))
    switch arguments.suite {
    case "solver": try SolverBench.run(arguments)
    case "stack": try StackBench.run(arguments)
    case "images": try DiffImages.run(arguments)
    case "diff": try DiffBench.run(arguments)
    case "render": try RenderBench.run(arguments)
    case "png": try PNGBench.run(arguments)
    case "memory": try MemoryBench.run(arguments)
    case "feed": try FeedBench.run(arguments)
    case "accessibility": try AccessibilityBench.run(arguments)
    case "html": try BenchScreenHTML.run(arguments)
    case "bisect": try BisectBench.run(arguments)
    case "fit": try FitBench.run(arguments)
    default: throw BenchUsageError("unknown suite \(arguments.suite)")
    }
} catch let error as BenchUsageError {
    FileHandle.standardError.write(Data("plumb-bench: \(error)\n\(BenchUsageError.usage)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("plumb-bench: \(error)\n".utf8))
    exit(1)
}
