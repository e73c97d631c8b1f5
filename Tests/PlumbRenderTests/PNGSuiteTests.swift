import Foundation
import Testing

@testable import PlumbRender

/// `Tests/Fixtures/pngsuite`: Willem van Schaik's PngSuite (PngSuite.LICENSE), with `expected.json` written from
/// pypng's decoding by `Scripts/png-oracle`.
let pngSuiteFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/pngsuite")

/// The shape of `expected.json`.
struct PNGSuiteOracle: Decodable {
    struct File: Decodable, CustomTestStringConvertible {
        var name: String
        var width: Int
        var height: Int
        var sha256: String
        var testDescription: String { name }
    }

    struct Refused: Decodable {
        var name: String
        var pypng: String
    }

    var oracle: String
    var files: [File]
    var refused: [Refused]

    static func load() throws -> PNGSuiteOracle {
        try JSONDecoder().decode(
            PNGSuiteOracle.self, from: Data(contentsOf: pngSuiteFolder.appendingPathComponent("expected.json")))
    }
}

/// Every PngSuite file decodes to the samples an independent decoder (pypng) finds, converted to RGBA8 by the rules
/// of docs/png.md: no gamma or colour-space conversion, 16-bit and low-depth samples rescaled, palettes and tRNS.
@Suite struct PNGSuiteTests {
    static let oracle = try! PNGSuiteOracle.load()

    @Test(arguments: PNGSuiteTests.oracle.files)
    func validFileDecodesToItsSamples(_ file: PNGSuiteOracle.File) throws {
        let decoded = try PNGDecoder().decodeReportingWarnings(
            contentsOf: pngSuiteFolder.appendingPathComponent(file.name))
        #expect(decoded.image.width == file.width && decoded.image.height == file.height)
        #expect(RendererFingerprint.sha256(Data(decoded.image.pixels)) == file.sha256)
        #expect(decoded.warnings.isEmpty)
    }

    @Test func everyBrokenFileIsRefused() throws {
        #expect(Self.oracle.refused.count == 14)
        for file in Self.oracle.refused {
            #expect(file.pypng != "read", "pypng read \(file.name), so the oracle does not call it broken")
            #expect(throws: PNGFileError.self, "\(file.name)") {
                try PNGDecoder().decode(contentsOf: pngSuiteFolder.appendingPathComponent(file.name))
            }
        }
    }

    /// Every PNG in the folder is in `expected.json`, so a file added without re-running the oracle fails.
    @Test func theOracleCoversEveryFile() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: pngSuiteFolder.path).filter {
            $0.hasSuffix(".png")
        }
        #expect(Set(names) == Set(Self.oracle.files.map(\.name) + Self.oracle.refused.map(\.name)))
        #expect(names.count == 175)
    }

    /// Issue 19 (b): the interlaced 16-bit files, which Debian's libpng simplified API decoded wrongly.
    @Test func interlacedSixteenBitFilesAreAmongTheChecked() {
        let names = Set(Self.oracle.files.map(\.name))
        #expect(names.isSuperset(of: ["basi0g16.png", "basi2c16.png", "basi4a16.png", "basi6a16.png"]))
    }
}
