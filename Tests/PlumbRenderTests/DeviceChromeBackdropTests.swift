import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// Issue 30.3: the status bar is the system's, not the app's, so what `lowContrast` reads behind a text that the spec
/// put under the status bar is the app's own pixels (`Renderer.backdropColors` draws without the chrome): a white
/// title over a dark hero photo is judged against the photo, never against the black or white glyphs of 9:41.
@Suite struct DeviceChromeBackdropTests {
    @Test func theBackdropUnderTheStatusBarHoldsNoChrome() throws {
        let renderer = Renderer(measurer: try PangoTextMeasurer())
        let environment = Matrix(devices: [DevicePreset.named("iphone-16")!]).environments[0]
        var root = Node(id: "root", layout: .absolute, children: [])
        root.style.background = Color(red: 200, green: 200, blue: 200)
        var result = LayoutEngine.layout(
            root, name: "hero", context: LayoutContext(environment: environment, measurer: renderer.measurer))
        result.chrome = DeviceChrome(bars: .all)
        // The whole status bar band, and the home indicator's.
        let areas = [Rect(x: 0, y: 0, width: 393, height: 59), Rect(x: 0, y: 830, width: 393, height: 22)]
        let colors = renderer.backdropColors(result, under: areas)
        #expect(colors == [[Color(red: 200, green: 200, blue: 200)], [Color(red: 200, green: 200, blue: 200)]])
        // The render itself does draw them there.
        let image = renderer.render(result)
        var dark = 0
        for y in 0..<(59 * 3) { for x in 0..<(393 * 3) where image.pixel(x: x, y: y).r < 50 { dark += 1 } }
        #expect(dark > 500)
    }
}
