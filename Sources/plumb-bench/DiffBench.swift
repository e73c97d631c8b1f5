import Foundation
import PlumbDiff
import PlumbRender

/// Row 3 of BENCHMARKS.md, in-process half: `PixelDiff.compare` on decoded images, and PNG decoding alone.
///
/// The whole-process half (`plumb diff` against ImageMagick's `compare -metric AE`) is timed by hyperfine in
/// Scripts/bench; pixelmatch, the in-process peer, by Scripts/bench-peers on the `.rgba` twins of the same files.
/// Options are pixelmatch's defaults: threshold 0.1, anti-aliased pixels excused.
enum DiffBench {
    /// The pairs compared, each against `expected.png`.
    static let pairs = ["identical", "sparse", "different"]

    static func run(_ arguments: BenchArguments) throws {
        let folder = URL(fileURLWithPath: try arguments.string("images"), isDirectory: true)
        let repeats = try arguments.int("repeats", default: 10)
        let warmup = try arguments.int("warmup", default: 1)
        let decoder = PNGDecoder()
        let expectedURL = folder.appendingPathComponent("expected.png")
        let expected = try decoder.decode(contentsOf: expectedURL)
        let bytes = [UInt8](try Data(contentsOf: expectedURL))
        let decode = try BenchClock.samples(warmup: warmup, repeats: repeats) { blackHole(try decoder.decode(bytes)) }
        let pixelBytes = Double(expected.pixels.count)
        BenchRecord(
            suite: "diff", case: "decode", metric: "decode", unit: "ms", seconds: decode,
            info: ["pixelBytes": pixelBytes, "fileBytes": Double(bytes.count)]
        ).emit()
        for pair in pairs {
            let actual = try decoder.decode(contentsOf: folder.appendingPathComponent("\(pair).png"))
            let count = PixelDiff.compare(expected: expected, actual: actual).result.differentPixels
            let samples = BenchClock.samples(warmup: warmup, repeats: repeats) {
                blackHole(PixelDiff.compare(expected: expected, actual: actual))
            }
            BenchRecord(
                suite: "diff", case: pair, metric: "algorithm", unit: "ms", seconds: samples,
                info: [
                    "differentPixels": Double(count), "pixelBytes": 2 * pixelBytes,
                    "width": Double(expected.width), "height": Double(expected.height),
                ]
            ).emit()
        }
    }
}
