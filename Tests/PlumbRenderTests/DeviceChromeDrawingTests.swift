import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// Issue 30.3: the status bar and the home indicator drawn over a full-screen device environment, into the safe area
/// UIKit gives the root (the insets of `DevicePresets`, docs/devices.md), as the system draws them for each kind of
/// device: the time 9:41 centred in the leading ear of a Dynamic Island or notch phone, centred across an iPhone SE's
/// 20 pt bar, leading on an iPad's 24 pt bar; the home indicator a 134 × 5 pt capsule 8 pt above the bottom (Apple's
/// iOS UI design kit; Simulator screenshots; docs/uikit-semantics.md, "Device chrome"). Dark content in light mode
/// and light content in dark mode (`UIStatusBarStyle.default` since iOS 13), unless `statusBarStyle` fixes it.
@Suite struct DeviceChromeDrawingTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(measurer: try PangoTextMeasurer())
    }

    /// An empty screen of `device`, its root filled with `background` (none: the system background).
    func render(
        _ device: String, appearance: Appearance = .light, direction: LayoutDirection = .ltr,
        chrome: DeviceChrome = .automatic, background: Color? = nil
    ) -> RGBAImage {
        let environment = Matrix(devices: [DevicePreset.named(device)!], appearances: [appearance]).environments[0]
        var env = environment
        env.direction = direction
        var root = Node(id: "root", layout: .absolute, children: [])
        root.style.background = background
        var result = LayoutEngine.layout(
            root, name: "chrome", context: LayoutContext(environment: env, measurer: renderer.measurer))
        result.chrome = chrome
        return renderer.render(result)
    }

    /// How many pixels of the box (points) are within 60 of `color` in the sum of channel differences.
    func count(_ image: RGBAImage, scale: Int, _ box: Rect, near color: (Int, Int, Int)) -> Int {
        var found = 0
        for y in Int(box.minY * Double(scale))..<Int(box.maxY * Double(scale)) {
            for x in Int(box.minX * Double(scale))..<Int(box.maxX * Double(scale)) {
                let p = image.pixel(x: x, y: y)
                if abs(Int(p.r) - color.0) + abs(Int(p.g) - color.1) + abs(Int(p.b) - color.2) < 60 { found += 1 }
            }
        }
        return found
    }

    let black = (0, 0, 0), white = (255, 255, 255)

    @Test func aDynamicIslandPhoneHasTheTimeLeftTheIconsRightAndTheHomeIndicator() {
        // iPhone 16: 393 × 852, top inset 59, the island 126 pt wide in the middle: ears of 133.5 pt.
        let image = render("iphone-16")
        #expect(count(image, scale: 3, Rect(x: 40, y: 20, width: 55, height: 20), near: black) > 150)  // 9:41
        #expect(count(image, scale: 3, Rect(x: 133.5, y: 0, width: 126, height: 59), near: black) == 0)  // island
        #expect(count(image, scale: 3, Rect(x: 290, y: 20, width: 80, height: 20), near: black) > 300)  // icons
        // Nothing below the status bar but the home indicator: 134 × 5 at x 129.5, y 834.
        #expect(count(image, scale: 3, Rect(x: 0, y: 60, width: 393, height: 760), near: black) == 0)
        #expect(count(image, scale: 3, Rect(x: 131, y: 839.5, width: 131, height: 4), near: black) == 131 * 3 * 4 * 3)
        #expect(count(image, scale: 3, Rect(x: 120, y: 839.5, width: 8, height: 4), near: black) == 0)
    }

    @Test func aNotchPhoneCentresTheTimeInItsEar() {
        // iPhone 14: 390 wide, top 47, a 162 pt notch: ears of 114 pt, the time centred near x 57 on y 23.5.
        let image = render("iphone-14")
        #expect(count(image, scale: 3, Rect(x: 35, y: 16, width: 45, height: 15), near: black) > 150)
        #expect(count(image, scale: 3, Rect(x: 114, y: 0, width: 162, height: 47), near: black) == 0)
        #expect(count(image, scale: 3, Rect(x: 276, y: 16, width: 114, height: 15), near: black) > 300)
    }

    @Test func aHomeButtonPhoneHasATwentyPointBarAndNoHomeIndicator() {
        // iPhone SE: 375 × 667 at 2×, top 20, bottom 0: signal and Wi-Fi leading, the time centred, battery trailing.
        let image = render("iphone-se-3")
        #expect(count(image, scale: 2, Rect(x: 4, y: 2, width: 40, height: 16), near: black) > 100)
        #expect(count(image, scale: 2, Rect(x: 170, y: 2, width: 35, height: 16), near: black) > 60)
        #expect(count(image, scale: 2, Rect(x: 340, y: 2, width: 33, height: 16), near: black) > 100)
        #expect(count(image, scale: 2, Rect(x: 0, y: 21, width: 375, height: 646), near: black) == 0)
    }

    @Test func anIPadHasTheTimeLeadingAndTheIconsTrailing() {
        // iPad (10th generation): 820 × 1180 at 2×, top 24, bottom 20; the indicator 315 pt wide.
        let image = render("ipad-10")
        #expect(count(image, scale: 2, Rect(x: 18, y: 4, width: 45, height: 16), near: black) > 60)
        #expect(count(image, scale: 2, Rect(x: 740, y: 4, width: 62, height: 16), near: black) > 150)
        #expect(count(image, scale: 2, Rect(x: 260, y: 1168, width: 300, height: 4), near: black) == 300 * 4 * 4)
    }

    @Test func anIPhoneInLandscapeHidesTheStatusBarButKeepsTheHomeIndicator() {
        // iOS hides the status bar in a vertically compact environment (`prefersStatusBarHidden`'s default).
        let image = render("iphone-16-landscape")
        #expect(count(image, scale: 3, Rect(x: 0, y: 0, width: 852, height: 40), near: black) == 0)
        #expect(count(image, scale: 3, Rect(x: 330, y: 380.5, width: 190, height: 4), near: black) == 190 * 4 * 9)
    }

    @Test func darkModeDrawsLightContentAndTheStyleCanFixIt() {
        let dark = render("iphone-16", appearance: .dark)
        #expect(count(dark, scale: 3, Rect(x: 40, y: 20, width: 55, height: 20), near: white) > 150)
        #expect(count(dark, scale: 3, Rect(x: 131, y: 839.5, width: 131, height: 4), near: white) == 131 * 36)
        // A photo under the status bar in light mode asks for light content.
        let hero = render(
            "iphone-16", chrome: DeviceChrome(statusBarStyle: .lightContent),
            background: Color(red: 0, green: 0, blue: 0))
        #expect(count(hero, scale: 3, Rect(x: 40, y: 20, width: 55, height: 20), near: white) > 150)
        let forcedDark = render("iphone-16", appearance: .dark, chrome: DeviceChrome(statusBarStyle: .darkContent))
        #expect(count(forcedDark, scale: 3, Rect(x: 40, y: 20, width: 55, height: 20), near: white) == 0)
    }

    @Test func rightToLeftMirrorsThePlaces() {
        let image = render("iphone-16", direction: .rtl)
        #expect(count(image, scale: 3, Rect(x: 298, y: 20, width: 55, height: 20), near: black) > 150)
        #expect(count(image, scale: 3, Rect(x: 23, y: 20, width: 80, height: 20), near: black) > 300)
    }

    @Test func noneAndStatusBarLeaveOutWhatTheyLeaveOut() {
        let none = render("iphone-16", chrome: .none)
        #expect(count(none, scale: 3, Rect(x: 0, y: 0, width: 393, height: 852), near: black) == 0)
        let statusBar = render("iphone-16", chrome: DeviceChrome(bars: .statusBar))
        #expect(count(statusBar, scale: 3, Rect(x: 40, y: 20, width: 55, height: 20), near: black) > 150)
        #expect(count(statusBar, scale: 3, Rect(x: 0, y: 800, width: 393, height: 52), near: black) == 0)
    }

    /// A component laid out at a width, with no device, draws no chrome unless asked; asked, it draws into the safe
    /// area it was given, and without one there is nowhere to draw.
    @Test func aComponentHasNoChromeByDefault() {
        let root = Node(id: "root", fixedHeight: 100, layout: .absolute, children: [])
        var environment = Environment(width: 393, scale: 2)
        environment.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        var result = LayoutEngine.layout(
            root, name: "component", context: LayoutContext(environment: environment, measurer: renderer.measurer))
        #expect(count(renderer.render(result), scale: 2, Rect(x: 0, y: 0, width: 393, height: 100), near: black) == 0)
        result.chrome = DeviceChrome(bars: .all)
        #expect(count(renderer.render(result), scale: 2, Rect(x: 40, y: 20, width: 55, height: 20), near: black) > 60)
    }

    /// The same screen drawn twice, and by a second renderer, is the same bytes.
    @Test func theChromeIsDeterministic() throws {
        let first = render("iphone-16-pro"), second = render("iphone-16-pro")
        let other = DeviceChromeDrawingTests(renderer: Renderer(measurer: try PangoTextMeasurer()))
        #expect(first == second && first == other.render("iphone-16-pro"))
    }

    init(renderer: Renderer) {
        self.renderer = renderer
    }
}
