import Foundation
import PlumbCore
import PlumbGallery
import PlumbRender
import PlumbTesting
import Testing

/// `Matrix(devices:appearances:)` in a test, as docs/testing.md shows it: each device preset gives the width, height,
/// scale and safe area, each appearance a light or dark rendering, and the baselines are named after both.
@Suite struct DeviceMatrixTests {
    static let matrix = Matrix(
        devices: [DevicePreset.named("iphone-se-3")!, DevicePreset.named("iphone-16")!], appearances: [.light, .dark])
    static let screen = LayoutUnderTest(Gallery.entry(named: "inbox-screen")!)

    @Test func devicesAndAppearancesNameTheirBaselines() throws {
        let folder = try TemporaryBaselines()
        let first = try #require(
            verifyLayoutSnapshot(
                of: Self.screen, matrix: Self.matrix, named: "inbox", baselines: folder.path, environment: [:]))
        #expect(first.message.contains("Recorded 4 baselines"), "\(first.message)")
        let labels = ["iphone-se-3-l@2x", "iphone-se-3-l@2x-dark", "iphone-16-l@3x", "iphone-16-l@3x-dark"]
        let pngs = folder.files.filter { $0.hasSuffix(".png") && !$0.hasSuffix(".accessibility.png") }.map {
            ($0 as NSString).lastPathComponent
        }
        #expect(pngs.sorted() == labels.map { $0 + ".png" }.sorted())
        #expect(
            verifyLayoutSnapshot(
                of: Self.screen, matrix: Self.matrix, named: "inbox", baselines: folder.path, environment: [:]) == nil)

        // Each device's pixel size and safe area; dark mode draws the semantic colours' dark values.
        let base = folder.url.appendingPathComponent("DeviceMatrixTests/devicesAndAppearancesNameTheirBaselines.inbox")
        let se = try PNGDecoder().decode(contentsOf: base.appendingPathComponent("iphone-se-3-l@2x.png"))
        let sixteen = try PNGDecoder().decode(contentsOf: base.appendingPathComponent("iphone-16-l@3x-dark.png"))
        #expect((se.width, se.height) == (750, 1334))
        #expect((sixteen.width, sixteen.height) == (1179, 2556))
        // systemGroupedBackground in the middle of the empty area above the tab bar: #F2F2F7 light, #000000 dark.
        let light = se.pixel(x: se.width / 2, y: se.height * 3 / 4),
            dark = sixteen.pixel(x: sixteen.width / 2, y: sixteen.height * 3 / 4)
        #expect((light.r, light.g, light.b) == (0xF2, 0xF2, 0xF7))
        #expect((dark.r, dark.g, dark.b) == (0, 0, 0))
    }
}
