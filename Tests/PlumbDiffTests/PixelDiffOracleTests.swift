import Foundation
import PlumbCore
import PlumbRender
import Testing

@testable import PlumbDiff

/// `Tests/Fixtures/pixeldiff`, written by `Scripts/diff-oracle` from pixelmatch.
let pixelDiffFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/pixeldiff")

/// The shape of `expected.json`.
struct PixelDiffOracle: Decodable {
    struct Pair: Decodable {
        var name: String
        var expected: String
        var actual: String
        var diffImage: String
        var expectedSize: [Int]
        var actualSize: [Int]
        var sizeMismatch: Bool
        var results: [Expectation]
    }

    struct Expectation: Decodable {
        var threshold: Double
        var includeAA: Bool
        var differentPixels: Int
        var antialiasedPixels: Int
        var maxDensity: Int
    }

    var thresholds: [Double]
    var densityWindow: Int
    var pairs: [Pair]

    static func load() throws -> PixelDiffOracle {
        try JSONDecoder().decode(
            PixelDiffOracle.self, from: Data(contentsOf: pixelDiffFixtures.appendingPathComponent("expected.json")))
    }
}

@Suite struct PixelDiffOracleTests {
    func image(_ file: String) throws -> RGBAImage {
        try PNGDecoder().decode(contentsOf: pixelDiffFixtures.appendingPathComponent(file))
    }

    /// Every pair × threshold × includeAA gives pixelmatch's counts, AA count and densest window, exactly.
    @Test func countsMatchPixelmatch() throws {
        let oracle = try PixelDiffOracle.load()
        #expect(
            oracle.pairs.count >= 30,
            "expected.json lists \(oracle.pairs.count) pairs; regenerate with Scripts/diff-oracle")
        var checked = 0
        for pair in oracle.pairs {
            let expected = try image(pair.expected), actual = try image(pair.actual)
            #expect([expected.width, expected.height] == pair.expectedSize, "\(pair.name): expected image size")
            #expect([actual.width, actual.height] == pair.actualSize, "\(pair.name): actual image size")
            #expect(
                pair.results.count == oracle.thresholds.count * 2, "\(pair.name): one result per threshold × includeAA")
            for want in pair.results {
                let options = PixelDiffOptions(
                    threshold: want.threshold, includeAA: want.includeAA, densityWindow: oracle.densityWindow)
                let got = PixelDiff.compare(expected: expected, actual: actual, options: options).result
                let combination = "\(pair.name) threshold=\(want.threshold) includeAA=\(want.includeAA)"
                #expect(got.differentPixels == want.differentPixels, "\(combination): differentPixels")
                #expect(got.antialiasedPixels == want.antialiasedPixels, "\(combination): antialiasedPixels")
                #expect(
                    got.maxDensity == want.maxDensity,
                    "\(combination): maxDensity (\(oracle.densityWindow)×\(oracle.densityWindow))")
                #expect(got.sizeMismatch == pair.sizeMismatch, "\(combination): sizeMismatch")
                let width = max(pair.expectedSize[0], pair.actualSize[0]),
                    height = max(pair.expectedSize[1], pair.actualSize[1])
                #expect(got.totalPixels == width * height, "\(combination): totalPixels")
                checked += 1
            }
        }
        #expect(checked >= 240)
    }

    /// The diff image at pixelmatch's defaults is byte-for-byte pixelmatch's output.
    @Test func diffImagesMatchPixelmatch() throws {
        let oracle = try PixelDiffOracle.load()
        for pair in oracle.pairs {
            let comparison = PixelDiff.compare(expected: try image(pair.expected), actual: try image(pair.actual))
            let got = comparison.diffImage(), want = try image(pair.diffImage)
            guard got.width == want.width, got.height == want.height else {
                Issue.record(
                    "\(pair.name): diff image is \(got.width)×\(got.height), pixelmatch's is \(want.width)×\(want.height)"
                )
                continue
            }
            if let index = (0..<(got.width * got.height)).first(where: {
                got.pixels[$0 * 4..<$0 * 4 + 4] != want.pixels[$0 * 4..<$0 * 4 + 4]
            }) {
                let x = index % got.width, y = index / got.width
                let gotPixel = Array(got.pixels[index * 4..<index * 4 + 4]),
                    wantPixel = Array(want.pixels[index * 4..<index * 4 + 4])
                Issue.record("\(pair.name): diff image pixel (\(x), \(y)) is \(gotPixel), pixelmatch's is \(wantPixel)")
            }
        }
    }
}
