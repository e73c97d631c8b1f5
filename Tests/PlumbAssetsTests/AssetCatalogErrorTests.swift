import Foundation
import PlumbAssets
import PlumbCore
import XCTest

/// A catalog is untrusted input: each malformed set is refused naming its file (and line, for JSON syntax), what
/// is wrong and what was expected; links out of the catalog are not followed; the limits hold.
final class AssetCatalogErrorTests: XCTestCase {
    func loadError(_ catalog: URL, limits: AssetLimits = .default) -> AssetError? {
        do {
            _ = try AssetCatalog.load(at: catalog, limits: limits)
            return nil
        } catch { return error }
    }

    func testJSONSyntaxErrorNamesFileAndLine() throws {
        let catalog = try AssetFixtures.temporaryCatalog()
        try AssetFixtures.write("{\n  \"colors\" : [\n    { oops }\n  ]\n}\n", set: "Bad.colorset", in: catalog)
        let error = try XCTUnwrap(loadError(catalog))
        XCTAssertTrue(error.file.hasSuffix("Bad.colorset/Contents.json"), error.file)
        XCTAssertEqual(error.line, 3)
        XCTAssertTrue(error.problem.hasPrefix("is not valid JSON"), error.problem)
    }

    func testComponentOutOfRangeSaysWhatWasExpected() throws {
        let catalog = try AssetFixtures.temporaryCatalog()
        try AssetFixtures.write(
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "128.0", "green": "0", "blue": "0", "alpha": "1"}}}]}"#,
            set: "Big.colorset", in: catalog)
        let error = try XCTUnwrap(loadError(catalog))
        XCTAssertEqual(
            error.problem,
            #"colour set "Big": component `red` is 128.0, outside 0…1 (only the extended colour spaces go beyond; 8-bit values are written without a decimal point, such as "128")"#
        )
    }

    func testUnknownColorSpaceAndMissingIdiom() throws {
        let catalog = try AssetFixtures.temporaryCatalog()
        try AssetFixtures.write(
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "cmyk", "components": {}}}]}"#,
            set: "Ink.colorset", in: catalog)
        XCTAssertTrue(
            try XCTUnwrap(loadError(catalog)).problem.contains(#"colour space "cmyk" is not one Plumb reads"#))
        let watch = try AssetFixtures.temporaryCatalog()
        try AssetFixtures.write(
            #"{"colors": [{"idiom": "watch", "color": {"components": {"red": "1.0", "green": "0.0", "blue": "0.0"}}}]}"#,
            set: "Tick.colorset", in: watch)
        XCTAssertEqual(
            try XCTUnwrap(loadError(watch)).problem,
            #"colour set "Tick" has no colour for iPhone (expected an entry with "idiom": "universal" or "iphone")"#)
    }

    func testMissingImageFileAndDuplicateNames() throws {
        let catalog = try AssetFixtures.temporaryCatalog()
        try AssetFixtures.write(
            #"{"images": [{"idiom": "universal", "filename": "gone.png", "scale": "2x"}]}"#, set: "Gone.imageset",
            in: catalog)
        XCTAssertEqual(
            try XCTUnwrap(loadError(catalog)).problem,
            #"image set "Gone" names "gone.png", which is not a file in Gone.imageset (add the file, or remove the entry)"#
        )
        let twice = try AssetFixtures.temporaryCatalog()
        let set =
            #"{"colors": [{"idiom": "universal", "color": {"components": {"red": "1.0", "green": "0.0", "blue": "0.0"}}}]}"#
        try AssetFixtures.write(set, set: "A/Red.colorset", in: twice)
        try AssetFixtures.write(set, set: "B/Red.colorset", in: twice)
        XCTAssertTrue(try XCTUnwrap(loadError(twice)).problem.hasPrefix(#"a second colour set named "Red""#))
    }

    /// A file name with a path, and a link to a file outside the catalog, are refused: nothing outside is read.
    func testPathsStayInsideTheCatalog() throws {
        let catalog = try AssetFixtures.temporaryCatalog()
        try AssetFixtures.write(
            #"{"images": [{"idiom": "universal", "filename": "../../secret.png"}]}"#, set: "Up.imageset", in: catalog)
        XCTAssertTrue(
            try XCTUnwrap(loadError(catalog)).problem.contains("is not the name of a file in the set's folder"))

        let linked = try AssetFixtures.temporaryCatalog()
        try AssetFixtures.write(
            #"{"images": [{"idiom": "universal", "filename": "passwd.png"}]}"#, set: "Link.imageset", in: linked)
        try FileManager.default.createSymbolicLink(
            atPath: linked.appendingPathComponent("Link.imageset/passwd.png").path, withDestinationPath: "/etc/passwd")
        XCTAssertEqual(
            try XCTUnwrap(loadError(linked)).problem,
            #"image set "Link": passwd.png is a link to a file outside the catalog, which Plumb does not follow"#)

        let folderLink = try AssetFixtures.temporaryCatalog()
        try FileManager.default.createSymbolicLink(
            atPath: folderLink.appendingPathComponent("Elsewhere").path, withDestinationPath: "/usr")
        XCTAssertEqual(
            try XCTUnwrap(loadError(folderLink)).problem,
            "is a link to a folder outside the catalog, which Plumb does not follow")
    }

    /// A link loop inside the catalog stops at the depth limit; the file count and JSON size limits hold.
    func testLimits() throws {
        let loop = try AssetFixtures.temporaryCatalog()
        try FileManager.default.createSymbolicLink(
            atPath: loop.appendingPathComponent("Loop").path, withDestinationPath: loop.path)
        XCTAssertTrue(try XCTUnwrap(loadError(loop)).problem.contains("over the limit of 24 (AssetLimits.depth)"))

        let many = try AssetFixtures.temporaryCatalog()
        for index in 0..<5 {
            try FileManager.default.createDirectory(
                at: many.appendingPathComponent("Group\(index)"), withIntermediateDirectories: true)
        }
        XCTAssertEqual(
            loadError(many, limits: AssetLimits(files: 4, jsonBytes: 1000, depth: 5))?.problem,
            "the catalog has more than 4 files and folders, over the limit (AssetLimits.files)")

        let big = try AssetFixtures.temporaryCatalog()
        try AssetFixtures.write(String(repeating: " ", count: 2000) + "{}", set: "Big.colorset", in: big)
        XCTAssertEqual(
            loadError(big, limits: AssetLimits(files: 100, jsonBytes: 1000, depth: 5))?.problem,
            "is 2002 bytes, over the limit of 1000 bytes for Contents.json (AssetLimits.jsonBytes)")
    }

    /// `--assets` names a folder that holds no catalog: the error starts with what named it.
    func testCatalogsErrorCarriesOrigin() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        do {
            _ = try AssetCatalogs.load([empty.path], origin: "--assets")
            XCTFail("loaded")
        } catch {
            XCTAssertEqual(
                error.description, "--assets: \(empty.path): holds no .xcassets asset catalog (looked two folders deep)"
            )
        }
    }
}
