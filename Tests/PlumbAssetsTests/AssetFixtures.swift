import Foundation

@testable import PlumbAssets

/// Where the package's files are, and temporary catalogs written by a test.
enum AssetFixtures {
    /// The package folder (three levels above this file).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A new empty folder `NAME.xcassets` in a fresh temporary folder.
    static func temporaryCatalog(_ name: String = "Test") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-assets-\(UUID().uuidString)/\(name).xcassets")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `json` as the `Contents.json` of `set` (created) inside `catalog`.
    static func write(_ json: String, set: String, in catalog: URL) throws {
        let folder = catalog.appendingPathComponent(set)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    }
}

/// The conversion's internals, for the test that checks them against Apple's published values.
enum ColorSpaceProbe {
    static func extendedSRGB(displayP3 rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        ColorSpaceConversion.extendedSRGB(fromDisplayP3: rgb)
    }
}
