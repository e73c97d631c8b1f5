import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// The contrast backdrop (`Renderer.backdropColors`) is drawn under the same clips as the render of the same layout,
/// so the render finds every shadow's blurred mask already made (issue 28, "contrast on pixels must not make a check
/// more than 20 % slower": blurring each shadow twice was most of that cost), and what it reads is the render's own
/// pixels where no text is drawn.
@Suite struct BackdropShadowMaskTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func layout(_ root: Node, _ environment: Environment) -> LayoutResult {
        LayoutEngine.layout(
            root, name: "backdrop", context: LayoutContext(environment: environment, measurer: measurer))
    }

    /// Bands across the cards, their shadows and their gaps, as a check reads under text lines.
    static let areas = [
        Rect(x: 0, y: 12, width: 240, height: 20), Rect(x: 20, y: 55.5, width: 90, height: 14.25),
        Rect(x: 100, y: 100, width: 40, height: 60),
    ]

    @Test func theRenderAfterTheBackdropBlursNoShadowAgain() throws {
        for (name, root) in ShadowShortcutTests.scenes {
            let renderer = Renderer(measurer: measurer)
            let result = layout(root, Environment(width: 240, scale: 3))
            _ = renderer.backdropColors(result, under: Self.areas)
            let afterBackdrop = Set(renderer.shadowMasks?.keys ?? [])
            _ = renderer.render(result)
            let afterRender = Set(renderer.shadowMasks?.keys ?? [])
            #expect(!afterBackdrop.isEmpty, "\(name): the backdrop draws the shadows")
            #expect(afterRender == afterBackdrop, "\(name): the render made masks the backdrop had not")
        }
    }

    @Test func theBackdropReadsTheRendersPixelsWhereNoTextIs() throws {
        for (name, root) in ShadowShortcutTests.scenes {
            let result = layout(root, Environment(width: 240, scale: 2))
            let colors = Renderer(measurer: measurer).backdropColors(result, under: Self.areas)
            let image = Renderer(measurer: measurer).render(result)
            for (area, read) in zip(Self.areas, colors) {
                var expected: [Color] = []
                let columns = Renderer.pixelSpan(area.minX, area.maxX, 2, image.width)
                for y in Renderer.pixelSpan(area.minY, area.maxY, 2, image.height) {
                    for x in columns {
                        let p = image.pixel(x: x, y: y)
                        let color = Color(red: p.r, green: p.g, blue: p.b, alpha: p.a)
                        if !expected.contains(color) { expected.append(color) }
                    }
                }
                #expect(read == expected, "\(name): the colours under \(area)")
            }
        }
    }
}
