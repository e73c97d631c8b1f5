import Foundation
import Testing

@testable import PlumbRender

/// An Interface Builder document's named colours come from the app's asset catalog beside it (where Xcode keeps
/// `Assets.xcassets`), as `UIColor(named:)` resolves them, in each appearance; `--assets` adds catalogs further away.
@Suite struct InterfaceBuilderAssetsCLITests {
    static let root = ReadmeTests.root

    /// A view controller's root view whose background is the colour set `BrandRed`: #E53935 for "Any" and #EF5350
    /// for "Dark" (Tests/Fixtures/xcassets/Sample.xcassets). The document's own `<namedColor>` records another
    /// value, as Xcode does for the colour it last saw; the catalog wins, as on device.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="brd-vw-001" userLabel="Brand">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <color key="backgroundColor" name="BrandRed"/>
                </view>
            </objects>
            <resources>
                <namedColor name="BrandRed">
                    <color red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        </document>
        """

    /// Renders `document` in light and dark from a copy of the sample catalog, beside it or away from it, into
    /// `folder`'s `out`.
    func render(
        _ document: String, in folder: TemporaryFolder, besideCatalog: Bool, extra: [String] = []
    ) throws -> (Int32, String, URL) {
        let files = FileManager.default
        let app = folder.url.appendingPathComponent("App")
        try files.createDirectory(at: app.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        let catalog = Self.root.appendingPathComponent("Tests/Fixtures/xcassets/Sample.xcassets")
        let destination = besideCatalog ? app : folder.url.appendingPathComponent("Elsewhere")
        try files.createDirectory(at: destination, withIntermediateDirectories: true)
        try files.copyItem(at: catalog, to: destination.appendingPathComponent("Assets.xcassets"))
        let xib = app.appendingPathComponent("Base.lproj/Brand.xib")
        try document.write(to: xib, atomically: true, encoding: .utf8)
        let run = try PlumbProcess.run(
            ["render", xib.path, "--category", "large", "--appearance", "light,dark", "-o", "out"] + extra,
            in: folder.url)
        return (run.status, run.stderr, folder.url.appendingPathComponent("out"))
    }

    func colours(in out: URL) throws -> [[UInt8]] {
        let files = try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
            .sorted()
        try #require(files.count == 2, "\(files)")
        return try files.map { file in
            let image = try PNGDecoder().decode(contentsOf: out.appendingPathComponent(file))
            let (r, g, b, _) = image.pixel(x: 10, y: 10)
            return [r, g, b]
        }
    }

    @Test func aNamedColourComesFromTheCatalogBesideTheDocumentInEachAppearance() throws {
        let folder = try TemporaryFolder()
        let (status, stderr, out) = try render(Self.document, in: folder, besideCatalog: true)
        try #require(status == 0, "\(stderr)")
        // Sorted names: the dark render's file sorts before or after the light one by its label; compare as a set.
        #expect(Set(try colours(in: out)) == [[0xE5, 0x39, 0x35], [0xEF, 0x53, 0x50]])
        #expect(!stderr.contains("drawn magenta"), "\(stderr)")
    }

    @Test func aCatalogFarAwayIsNamedWithTheAssetsFlag() throws {
        let folder = try TemporaryFolder()
        let (status, stderr, out) = try render(
            Self.document, in: folder, besideCatalog: false, extra: ["--assets", "Elsewhere/Assets.xcassets"])
        try #require(status == 0, "\(stderr)")
        #expect(Set(try colours(in: out)) == [[0xE5, 0x39, 0x35], [0xEF, 0x53, 0x50]])
    }

    /// Without a catalog the document's recorded value stands in (blue here), as Interface Builder's canvas showed it.
    @Test func withoutACatalogTheDocumentsRecordedColourIsDrawn() throws {
        let folder = try TemporaryFolder()
        let (status, stderr, out) = try render(Self.document, in: folder, besideCatalog: false)
        try #require(status == 0, "\(stderr)")
        #expect(Set(try colours(in: out)) == [[0, 0, 255]])
    }
}
