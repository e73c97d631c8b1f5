import Foundation
import Testing

@testable import PlumbRender

/// Asset catalogs as a user meets them with the real `plumb`: docs/assets.md's commands print what the page shows,
/// a catalog colour is drawn in each appearance's value, and `--assets` serves a spec without `assets:`.
@Suite struct AssetsCLITests {
    static let root = ReadmeTests.root

    @Test func everyCommandOfTheAssetsPagePrintsWhatThePageShows() throws {
        let commands = try DocConsoleCommand.commands(inPage: "docs/assets.md")
        #expect(commands.count == 1)
        for command in commands {
            let run = try PlumbProcess.run(command.arguments, in: Self.root)
            #expect(run.stdout + run.stderr == command.expected, "plumb \(command.arguments.joined(separator: " "))")
        }
    }

    /// The example's `BrandRed` colour set: #E53935 for "Any", #EF5350 for "Dark" (its Contents.json, written in hex
    /// components); the template `Badge` set is tinted white in both.
    @Test func aCatalogColourIsDrawnInEachAppearancesValue() throws {
        let folder = try TemporaryFolder()
        let run = try PlumbProcess.run(
            [
                "render", "docs/examples/assets/badge.yaml", "--width", "320", "--category", "large", "--appearance",
                "light,dark", "-o", folder.url.path,
            ], in: Self.root)
        try #require(run.status == 0, "\(run.stderr)")
        let base = folder.url.appendingPathComponent("badge")
        let light = try PNGDecoder().decode(contentsOf: base.appendingPathComponent("320w-l.png"))
        let dark = try PNGDecoder().decode(contentsOf: base.appendingPathComponent("320w-l-dark.png"))
        let (lr, lg, lb, _) = light.pixel(x: 4, y: 4)
        let (dr, dg, db, _) = dark.pixel(x: 4, y: 4)
        #expect([lr, lg, lb] == [0xE5, 0x39, 0x35])
        #expect([dr, dg, db] == [0xEF, 0x53, 0x50])
        // The badge (12, 13, 20 × 20): its centre is the white tint in both appearances.
        for image in [light, dark] {
            let (r, g, b, _) = image.pixel(x: 22, y: 23)
            #expect([r, g, b] == [255, 255, 255])
        }
    }

    /// `--assets` adds a catalog to a spec that names none; a name it does not hold is refused with the closest.
    @Test func theAssetsFlagServesASpecWithoutAssets() throws {
        let folder = try TemporaryFolder()
        let spec = folder.url.appendingPathComponent("plain.yaml")
        try "root: {id: box, size: [10, 10], background: BrandRed}\n".write(to: spec, atomically: true, encoding: .utf8)
        let catalog = Self.root.appendingPathComponent("docs/examples/assets/Brand.xcassets").path
        let good = try PlumbProcess.run(["layout", spec.path, "--assets", catalog], in: Self.root)
        #expect(good.status == 0, "\(good.stderr)")
        let none = try PlumbProcess.run(["layout", spec.path], in: Self.root)
        #expect(none.status == 2)
        #expect(none.stderr.contains("`background` is \"BrandRed\""), "\(none.stderr)")
        try "root: {id: box, size: [10, 10], background: BrandRad}\n".write(
            to: spec, atomically: true, encoding: .utf8)
        let typo = try PlumbProcess.run(["layout", spec.path, "--assets", catalog], in: Self.root)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("(did you mean `BrandRed`?)"), "\(typo.stderr)")
    }
}
