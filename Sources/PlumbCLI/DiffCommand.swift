import ArgumentParser
import Foundation
import PlumbCore
import PlumbDiff
import PlumbRender

/// `plumb diff EXPECTED.png ACTUAL.png [--threshold T] [--include-aa] [-o DIFF.png] [--side-by-side] [--max-density D]
/// [--max-image-pixels N] [--json]`: pixelmatch's pixel count between two PNGs.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Count the pixels that differ between two PNGs (pixelmatch's metric and anti-aliasing detector).",
        discussion: """
            A pixel differs when its YIQ colour delta is over 35215·T²; T is 0.1 unless --threshold, pixelmatch's own \
            default (plumb check compares exactly instead). Pixels that look like anti-aliasing are \
            ignored unless --include-aa. Images of different sizes are padded with transparent pixels to the larger \
            size and compared, and always fail. The diff image shows differences in red, ignored anti-aliasing in \
            yellow and the rest of EXPECTED faded to grey.
            Given two frames JSON files (*.json) instead, lists removed, added, moved and resized nodes with their             deltas (equal within 0.001 pt).
            Exit codes: 0 no differing pixels (or frames), 1 differences or a size mismatch, 2 bad input.
            """
    )

    @Argument(help: "The expected (baseline) PNG.")
    var expected: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Pixelmatch's colour threshold, 0 to 1 (smaller is stricter). Default 0.1, as pixelmatch's own CLI; plumb check compares exactly instead.",
            valueName: "T"))
    var threshold: Double = DiffCommand.defaultThreshold

    @OptionGroup var tolerance: PixelToleranceOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the diff image to this PNG file.", valueName: "PATH"))
    var output: String?

    @Flag(name: .customLong("side-by-side"), help: "With -o, write expected | diff | actual as one image.")
    var sideBySide = false

    @Option(
        name: .customLong("max-image-pixels"),
        help: ArgumentHelp(
            "Refuse PNGs with more pixels than this, read from the header before decoding (default 100000000).",
            valueName: "N"))
    var maxImagePixels: Int?

    @Option(
        name: .customLong("max-pixels"),
        help: ArgumentHelp("Deprecated: use --max-image-pixels.", valueName: "N", visibility: .hidden))
    var deprecatedMaxPixels: Int?

    @Flag(name: .long, help: "Print the result as one JSON object.")
    var json = false

    func run() throws {
        if expected.hasSuffix(".json") && actual.hasSuffix(".json") {
            return try FrameDiffRun.run(expected: expected, actual: actual, json: json)
        }
        let maxPixels =
            try DeprecatedFlag.diffMaxPixels.value(maxImagePixels, alias: deprecatedMaxPixels)
            ?? PNGDecoder.defaultMaxPixels
        try validateOptions(maxPixels: maxPixels)
        let (expectedImage, actualImage) = try loadBoth(maxPixels: maxPixels)
        let options = PixelDiffOptions(
            threshold: threshold, includeAA: tolerance.includeAA, densityWindow: tolerance.window)
        let comparison = PixelDiff.compare(expected: expectedImage, actual: actualImage, options: options)
        if let output { try write(sideBySide ? comparison.sideBySide() : comparison.diffImage(), to: output) }
        let result = comparison.result
        let passed =
            !result.sizeMismatch
            && (tolerance.maxDensity.map { result.maxDensity <= $0 } ?? (result.differentPixels == 0))
        if json {
            print(jsonText(result, passed: passed))
        } else {
            print(result.description)
            if let output { print("diff image: \(output)") }
        }
        if !passed { throw FindingsFailed(failureMessage(result)) }
    }

    /// Option values the parser cannot check: ranges and combinations.
    private func validateOptions(maxPixels: Int) throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw UsageError.outOfRange(flag: "--threshold", value: formatNumber(threshold), mustBe: "between 0 and 1")
        }
        try tolerance.checkValues()
        guard maxPixels >= 1 else {
            throw UsageError.outOfRange(
                flag: DeprecatedFlag.diffMaxPixels.spelling(aliasGiven: deprecatedMaxPixels != nil),
                value: "\(maxPixels)",
                mustBe: "at least 1")
        }
        if sideBySide && output == nil {
            throw UsageError.needs(flag: "--side-by-side", what: "-o FILE to write the image to")
        }
    }

    /// Decodes EXPECTED and ACTUAL at the same time, one per thread; a problem with either is bad input naming it
    /// (EXPECTED's first when both are bad, as when they were decoded one after the other).
    private func loadBoth(maxPixels: Int) throws -> (RGBAImage, RGBAImage) {
        let decoder = PNGDecoder(maxPixels: maxPixels)
        let paths = [expected, actual]
        let results = DecodeResults()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(index, Result { try Self.load(paths[index], with: decoder) })
        }
        let expectedPNG = try results.get(0), actualPNG = try results.get(1)
        // Printed after both are decoded, so the order of the lines does not depend on the threads.
        for (path, decoded) in zip(paths, [expectedPNG, actualPNG]) {
            for warning in decoded.warnings {
                printToStderr("warning: \(path): \(warning)")
            }
        }
        return (expectedPNG.image, actualPNG.image)
    }

    /// Decodes a PNG; any problem is bad input naming the file.
    private static func load(_ path: String, with decoder: PNGDecoder) throws -> DecodedPNG {
        try decoder.decodeReportingWarnings(contentsOf: URL(fileURLWithPath: path))
    }

    /// Encodes and writes the diff image atomically, so a reader never sees half a PNG.
    private func write(_ image: RGBAImage, to path: String) throws {
        let png: [UInt8]
        do { png = try PNGEncoder().encode(image) } catch {
            throw FileWriteError(path: path, reason: "\(error)", content: "the diff image")
        }
        try AtomicFileWriter.write(png, to: path, content: "the diff image")
    }

    /// The JSON contract: `differentPixels`, `antialiasedPixels`, `totalPixels`, `sizeMismatch` first, then the rest.
    private func jsonText(_ result: PixelDiffResult, passed: Bool) -> String {
        func size(_ size: PixelSize) -> String { "{\"width\": \(size.width), \"height\": \(size.height)}" }
        let fields: [(String, String)] = [
            ("differentPixels", "\(result.differentPixels)"),
            ("antialiasedPixels", "\(result.antialiasedPixels)"),
            ("totalPixels", "\(result.totalPixels)"),
            ("sizeMismatch", "\(result.sizeMismatch)"),
            ("expectedSize", size(result.expectedSize)),
            ("actualSize", size(result.actualSize)),
            ("maxDensity", "\(result.maxDensity)"),
            ("densityWindow", "\(result.densityWindow)"),
            ("threshold", formatNumber(threshold)),
            ("includeAA", "\(tolerance.includeAA)"),
            ("diffImage", output.map(jsonString) ?? "null"),
            ("passed", "\(passed)"),
        ]
        return "{" + fields.map { "\(jsonString($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// What failed, with both files, the numbers and how to see where.
    private func failureMessage(_ result: PixelDiffResult) -> String {
        var lines: [String] = []
        if result.sizeMismatch {
            lines.append(
                "images differ in size: expected \(expected) is \(result.expectedSize), actual \(actual) is \(result.actualSize)"
                    + " (compared padded to the larger size)")
        }
        if let maxDensity = tolerance.maxDensity, result.maxDensity > maxDensity {
            lines.append(
                "\(result.maxDensity) differing pixels in one \(result.densityWindow)×\(result.densityWindow) window, over "
                    + "--max-density \(maxDensity) (\(result.differentPixels) in all, threshold \(formatNumber(threshold)))"
            )
        } else if tolerance.maxDensity == nil, result.differentPixels > 0 {
            lines.append(
                "\(result.differentPixels) pixels differ between \(expected) and \(actual) "
                    + "(threshold \(formatNumber(threshold)), \(result.antialiasedPixels) anti-aliased ignored)")
        }
        if let output {
            lines.append("  diff image: \(output)")
        } else {
            lines.append("  see where: plumb diff \(expected) \(actual) -o diff.png --side-by-side")
        }
        return lines.joined(separator: "\n")
    }
}

/// The two decodes of `plumb diff`, each written by its own thread before `concurrentPerform` returns.
private final class DecodeResults: @unchecked Sendable {
    private var results: [Result<DecodedPNG, any Error>?] = [nil, nil]
    private let lock = NSLock()

    func set(_ index: Int, _ result: Result<DecodedPNG, any Error>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    func get(_ index: Int) throws -> DecodedPNG { try results[index]!.get() }
}
