import Foundation
import PlumbAssets
import PlumbCore
import XCTest

/// The hand-written catalog Tests/Fixtures/xcassets/Sample.xcassets, read as Xcode's `Contents.json` format says:
/// colour sets in every component form and appearance, image and symbol sets, namespaces.
final class AssetCatalogTests: XCTestCase {
    static let sample = AssetFixtures.root.appendingPathComponent("Tests/Fixtures/xcassets/Sample.xcassets")

    func catalog() throws -> AssetCatalog { try AssetCatalog.load(at: Self.sample) }

    /// Xcode writes components as hex (`"0xE5"`), 8-bit integers (`"239"`) and floats (`"0.600"`); each reads as
    /// the byte it means. Appearances: "Any" for light, "Dark", and the high-contrast pair.
    func testColorSetComponentFormsAndAppearances() throws {
        let brand = try XCTUnwrap(try catalog().color(named: "BrandRed"))
        XCTAssertEqual(brand.light, Color(red: 0xE5, green: 0x39, blue: 0x35))
        XCTAssertEqual(brand.dark, Color(red: 239, green: 83, blue: 80))
        XCTAssertEqual(brand.highContrastLight, Color(red: 153, green: 0, blue: 0))
        XCTAssertEqual(brand.highContrastDark, Color(red: 255, green: 153, blue: 153))
        let dynamic = brand.color
        XCTAssertEqual(dynamic.resolved(for: .dark), brand.dark)
        XCTAssertEqual(dynamic.resolved(for: .light, contrast: .high), brand.highContrastLight)
        XCTAssertEqual(dynamic.resolved(for: .dark, contrast: .high), brand.highContrastDark)
    }

    /// WWDC 2016 session 712 "Working with Wide Color": Display P3 red is (1.093, −0.227, −0.150) in extended sRGB.
    func testDisplayP3RedMatchesAppleExtendedSRGBValues() {
        let red = ColorSpaceProbe.extendedSRGB(displayP3: (1, 0, 0))
        XCTAssertEqual(red.0, 1.093, accuracy: 0.001)
        XCTAssertEqual(red.1, -0.227, accuracy: 0.001)
        XCTAssertEqual(red.2, -0.150, accuracy: 0.001)
    }

    /// A P3 colour outside sRGB clamps per channel, as an sRGB surface shows it. Expected bytes from CSS Color 4's
    /// matrices computed with exact fractions (not this code): P3 (0.2, 0.6, 0.4) → sRGB (−0.193, 0.610, 0.381).
    /// The `mac` entry is not for an iPhone and is skipped.
    func testDisplayP3ColorConvertsAndClampsToSRGB() throws {
        let accent = try XCTUnwrap(try catalog().color(named: "Colors/Accent"))
        XCTAssertEqual(accent.light, Color(red: 0, green: 156, blue: 97, alpha: 204))
        XCTAssertEqual(accent.dark, accent.light)
        XCTAssertNil(accent.highContrastLight)
    }

    /// Gray gamma 2.2 0.3 is linear 0.3^2.2, 75 in sRGB (not 77, the unconverted byte); extended sRGB clamps.
    func testGrayAndExtendedSpaces() throws {
        let catalog = try catalog()
        let gray = try XCTUnwrap(catalog.color(named: "Gray"))
        XCTAssertEqual(gray.light, Color(red: 75, green: 75, blue: 75, alpha: 128))
        XCTAssertEqual(gray.dark, Color(red: 64, green: 64, blue: 64))
        XCTAssertEqual(try XCTUnwrap(catalog.color(named: "Glow")).light, Color(red: 255, green: 128, blue: 0))
    }

    /// `{"platform": "ios", "reference": "systemRedColor"}` is UIKit's systemRed with its dark and high-contrast values.
    func testSystemColorReference() throws {
        let alert = try XCTUnwrap(try catalog().color(named: "Alert"))
        let systemRed = try XCTUnwrap(SemanticColors.named("systemRed"))
        XCTAssertEqual(alert.color, systemRed)
    }

    /// An `iphone` entry wins over `universal`, and a "Light" entry over "Any" in the light appearance.
    func testIdiomAndLightEntryPreference() throws {
        let ink = try XCTUnwrap(try catalog().color(named: "Colors/Ink"))
        XCTAssertEqual(ink.light, Color(red: 0x77, green: 0x88, blue: 0x99))
        XCTAssertEqual(ink.dark, Color(red: 0x44, green: 0x55, blue: 0x66))
        let pad = try XCTUnwrap(try AssetCatalog.load(at: Self.sample, idiom: .pad).color(named: "Colors/Ink"))
        XCTAssertEqual(pad.dark, Color(red: 0x11, green: 0x22, blue: 0x33))
    }

    /// `provides-namespace` prefixes names with the folder's; a group without it does not; app icons are skipped.
    func testNamespaces() throws {
        let catalog = try catalog()
        XCTAssertEqual(
            catalog.colorNames, ["Alert", "BrandRed", "Colors/Accent", "Colors/Ink", "Glow", "Gray"])
        XCTAssertEqual(catalog.imageNames, ["Banner", "Icons/close", "Icons/star", "Logo"])
        XCTAssertNil(catalog.color(named: "Accent"))
    }

    /// Scale variants: a screen's own scale, else the next larger, else the largest (the 3x entry has no file);
    /// the dark appearance takes the dark files.
    func testImageSetScalesAndAppearances() throws {
        let logo = try XCTUnwrap(try catalog().image(named: "Logo"))
        XCTAssertEqual(logo.renderingMode, .original)
        XCTAssertFalse(logo.isSingleScale)
        XCTAssertEqual(logo.file(scale: 1)?.url.lastPathComponent, "logo.png")
        XCTAssertEqual(logo.file(scale: 3)?.url.lastPathComponent, "logo@2x.png")
        XCTAssertEqual(logo.file(scale: 3)?.scale, 2)
        XCTAssertEqual(logo.file(scale: 2, appearance: .dark)?.url.lastPathComponent, "logo-dark@2x.png")
    }

    /// A single-scale SVG with "Preserve Vector Data" is drawn at the screen's scale, as a template; a symbol set is
    /// a template image of its SVG; a single-scale PDF is found (drawing it is the caller's choice).
    func testSingleScaleVectorAndSymbolSets() throws {
        let catalog = try catalog()
        let close = try XCTUnwrap(catalog.image(named: "Icons/close"))
        XCTAssertTrue(close.isSingleScale)
        XCTAssertTrue(close.preservesVectorRepresentation)
        XCTAssertEqual(close.renderingMode, .template)
        XCTAssertEqual(close.file(scale: 3)?.scale, 3)
        XCTAssertEqual(close.file(scale: 3)?.kind, .svg)
        let star = try XCTUnwrap(catalog.image(named: "Icons/star"))
        XCTAssertTrue(star.isSymbol)
        XCTAssertEqual(star.renderingMode, .template)
        XCTAssertEqual(catalog.image(named: "Banner")?.file(scale: 2)?.kind, .pdf)
    }

    /// Catalogs beside or above a document are found nearest first; a misspelt name gets the closest one.
    func testDiscoveryAndSuggestions() throws {
        let document = AssetFixtures.root.appendingPathComponent("Tests/Fixtures/xcassets/Base.lproj/Main.storyboard")
        XCTAssertEqual(AssetCatalogs.discover(near: document).map(\.lastPathComponent), ["Sample.xcassets"])
        let catalogs = try AssetCatalogs.load([Self.sample.deletingLastPathComponent().path])
        XCTAssertEqual(catalogs.catalogs.count, 1)
        XCTAssertEqual(catalogs.didYouMeanColor("BrandRad"), " (did you mean `BrandRed`?)")
        XCTAssertEqual(catalogs.didYouMeanImage("Logoo"), " (did you mean `Logo`?)")
        XCTAssertEqual(catalogs.palette["BrandRed"], try XCTUnwrap(catalogs.color(named: "BrandRed")).color)
    }
}

/// `ColorSpaces`, for literal colours outside catalogs (an IB document's Display P3 and gamma 2.2 gray): the same
/// values as the catalog's sets of the same components (expected bytes from the exact-fraction computation above).
final class ColorSpacesTests: XCTestCase {
    func testLiteralColorsConvertAsCatalogColorsDo() {
        XCTAssertEqual(
            ColorSpaces.sRGB(displayP3: 0.2, 0.6, 0.4, alpha: 0.8), Color(red: 0, green: 156, blue: 97, alpha: 204))
        XCTAssertEqual(ColorSpaces.sRGB(gamma22White: 0.3, alpha: 0.5), Color(red: 75, green: 75, blue: 75, alpha: 128))
        XCTAssertEqual(ColorSpaces.sRGB(extended: 1.2, 0.5, -0.1), Color(red: 255, green: 128, blue: 0))
        XCTAssertEqual(ColorSpaces.sRGB(displayP3: 1, 1, 1), Color.white)
    }
}
