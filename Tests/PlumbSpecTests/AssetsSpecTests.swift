import Foundation
import PlumbAssets
import PlumbCore
import Testing

@testable import PlumbSpec

/// `assets:` and `--assets` (SpecLoader.assets): a catalog's colour sets are colour names, its image sets drawn by
/// `asset:` (or `src:` without an extension), with Tests/Fixtures/xcassets/Sample.xcassets (docs/assets.md).
struct AssetsSpecTests {
    /// A spec file beside the fixture catalog, so `assets: [Sample.xcassets]` finds it.
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/xcassets/spec.yaml").standardizedFileURL.path

    static func parse(_ text: String, loader: SpecLoader = SpecLoader()) throws(SpecError) -> Spec {
        try loader.parse(text, file: file)
    }

    static func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch { return error.description.replacingOccurrences(of: file, with: "spec.yaml") }
    }

    /// A colour set's four values (Any, Dark, and the High Contrast pair) follow the environment, as
    /// `UIColor(named:)` resolves them.
    @Test func colorSetNamesFollowAppearanceAndContrast() throws {
        let spec = try Self.parse(
            """
            assets: [Sample.xcassets]
            root: {id: title, kind: text, text: Hi, color: BrandRed, background: Colors/Accent}
            """)
        let color = try #require(spec.root.text?.color)
        #expect(color.resolved(for: .light) == Color(red: 0xE5, green: 0x39, blue: 0x35))
        #expect(color.resolved(for: .dark) == Color(red: 239, green: 83, blue: 80))
        #expect(color.resolved(for: .light, contrast: .high) == Color(red: 153, green: 0, blue: 0))
        #expect(color.resolved(for: .dark, contrast: .high) == Color(red: 255, green: 153, blue: 153))
        #expect(spec.root.style.background == Color(red: 0, green: 156, blue: 97, alpha: 204))
    }

    /// The spec's own `colors:` wins over a catalog colour of the same name, as a palette name wins over the rest.
    @Test func specColorsWinOverCatalogColors() throws {
        let spec = try Self.parse(
            """
            assets: Sample.xcassets
            colors: {BrandRed: "#000000"}
            root: {id: title, kind: text, text: Hi, color: BrandRed}
            """)
        #expect(spec.root.text?.color == Color(red: 0, green: 0, blue: 0))
    }

    /// `--assets` (the loader's catalogs) serves a spec without `assets:`.
    @Test func loaderCatalogsServeEverySpec() throws {
        var loader = SpecLoader()
        loader.assets = try AssetCatalogs.load([
            URL(fileURLWithPath: Self.file).deletingLastPathComponent().appendingPathComponent("Sample.xcassets").path
        ])
        let spec = try Self.parse("root: {id: title, kind: text, text: Hi, color: Gray}", loader: loader)
        #expect(spec.root.text?.color.resolved(for: .light) == Color(red: 75, green: 75, blue: 75, alpha: 128))
    }

    /// A misspelt colour or image name gets the closest catalog name.
    @Test func misspeltNamesGetDidYouMean() {
        #expect(
            Self.error("assets: [Sample.xcassets]\nroot: {id: t, kind: text, text: Hi, color: BrandRad}")
                == "spec.yaml:2:44: `color` is \"BrandRad\", expected a known colour (did you mean `BrandRed`?)")
        #expect(
            Self.error("assets: [Sample.xcassets]\nroot: {id: i, kind: image, asset: Logoo}")
                == "spec.yaml:2:35: `asset` is \"Logoo\", expected an image set of Sample.xcassets (did you mean `Logo`?)"
        )
        #expect(
            Self.error("root: {id: i, kind: image, asset: Logo}")
                == "spec.yaml:1:35: `asset` is \"Logo\", expected an image set of the spec's asset catalogs, and the spec has none (add `assets: [Assets.xcassets]`, or pass --assets DIR)"
        )
    }

    /// An image set's scale variants become the node's; its intrinsic size is the largest variant's pixels ÷ its
    /// scale (`UIImage.size`); "Original" keeps its colours.
    @Test func imageSetVariantsAndSize() throws {
        let spec = try Self.parse("assets: [Sample.xcassets]\nroot: {id: i, kind: image, asset: Logo}")
        let image = try #require(spec.root.image)
        #expect(image.variants.keys.sorted() == [1, 2])
        #expect(image.variants[2]?.hasSuffix("Logo.imageset/logo@2x.png") == true)
        #expect(image.tint == nil)
        #expect(spec.root.intrinsicWidth == 20)
        #expect(spec.root.intrinsicHeight == 10)
    }

    /// A template set ("Render As: Template Image") is tinted systemBlue, a `UIImageView`'s default tint, unless
    /// `tint:` says otherwise; `src:` without an extension names a set.
    @Test func templateSetAndSrcName() throws {
        let spec = try Self.parse(
            """
            assets: [Sample.xcassets]
            root:
              id: r
              layout: stack
              children:
                - {id: close, kind: image, src: Icons/close}
                - {id: tinted, kind: image, asset: Icons/close, tint: BrandRed}
            """)
        #expect(spec.root.children[0].image?.tint == Color.systemBlue)
        #expect(spec.root.children[0].intrinsicWidth == 24)
        #expect(spec.root.children[1].image?.tint?.resolved(for: .dark) == Color(red: 239, green: 83, blue: 80))
    }

    /// Sets Plumb cannot draw yet are refused with what to do: a symbol set's template, a PDF.
    @Test func undrawableSetsAreRefused() {
        #expect(
            Self.error("assets: [Sample.xcassets]\nroot: {id: i, kind: image, asset: Icons/star}").hasPrefix(
                "spec.yaml:2:35: the symbol set \"Icons/star\" is not supported: an SF Symbols template"))
        #expect(
            Self.error("assets: [Sample.xcassets]\nroot: {id: i, kind: image, asset: Banner}")
                == "spec.yaml:2:35: the image set \"Banner\" (banner.pdf) is not supported: Plumb draws PNG, JPEG and SVG files; export the image as one of those into the set"
        )
    }

    /// `assets:` naming nothing, or a catalog that does not read, is refused naming the file.
    @Test func badAssetsPaths() {
        #expect(
            Self.error("assets: [Missing.xcassets]\nroot: {id: t, kind: text, text: Hi}").hasPrefix(
                "spec.yaml:1:10: `assets` is \"Missing.xcassets\", expected an .xcassets folder, or a folder holding one, that exists"
            ))
    }
}
