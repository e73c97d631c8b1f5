import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbRender

/// The system controls lay out with UIKit's intrinsic sizes and draw in both appearances, through the real binary.
@Suite struct SystemControlsCLITests {
    static let spec = """
        name: controls
        root:
          id: column
          layout: stack
          axis: vertical
          alignment: leading
          children:
            - {id: field, kind: textField, placeholder: "Email"}
            - {id: segments, kind: segmentedControl, segments: [Day, Week, Month], selected: 0}
            - {id: stepper, kind: stepper}
            - {id: spinner, kind: activityIndicator}
            - {id: big, kind: activityIndicator, large: true}
            - {id: pages, kind: pageControl, pages: 3, current: 2}
            - {id: nav, kind: navigationBar, text: Title}
            - {id: large, kind: navigationBar, text: Title, largeTitle: true}
        """

    static func frames(_ args: [String]) throws -> [String: Rect] {
        let folder = try TemporaryFolder()
        let spec = try folder.file("controls.yaml", Self.spec)
        let run = try PlumbProcess.run(["layout", spec] + args)
        #expect(run.status == 0, "\(run.stderr)")
        let document = try FramesDocument(json: Data(run.stdout.utf8))
        return Dictionary(uniqueKeysWithValues: document.nodes.map { ($0.id, $0.frame) })
    }

    @Test func controlsHaveUIKitsIntrinsicSizes() throws {
        let frames = try Self.frames(["--width", "375"])
        // UITextField (.roundedRect) with 17 pt body text: 34 pt high (iOS 17, observed); UISegmentedControl 32 pt;
        // UIStepper 94 × 32; UIActivityIndicatorView 20 pt medium, 37 pt large; UIPageControl 26 pt high;
        // UINavigationBar 44 pt inline, 96 pt with a large title (Apple's HIG, Navigation bars and Steppers;
        // UIKit's intrinsicContentSize on iOS 17).
        #expect(frames["field"]?.height == 34)
        #expect(frames["segments"]?.height == 32)
        #expect(frames["stepper"].map { ($0.width, $0.height) } ?? (0, 0) == (94, 32))
        #expect(frames["spinner"].map { ($0.width, $0.height) } ?? (0, 0) == (20, 20))
        #expect(frames["big"].map { ($0.width, $0.height) } ?? (0, 0) == (37, 37))
        #expect(frames["pages"]?.height == 26)
        #expect(frames["nav"]?.height == 44)
        #expect(frames["large"]?.height == 96)
        // Equal segment widths: three times the widest title's segment.
        let segments = try #require(frames["segments"])
        #expect(segments.width > 100 && segments.width.truncatingRemainder(dividingBy: 3) == 0)
    }

    @Test func fixedSizeTitlesDoNotGrowWithDynamicType() throws {
        let large = try Self.frames(["--width", "375", "--category", "l"])
        let ax5 = try Self.frames(["--width", "375", "--category", "ax5"])
        #expect(
            large["segments"]?.size == ax5["segments"]?.size, "segment titles stay 13 pt, as UISegmentedControl's do")
        #expect(large["nav"]?.size == ax5["nav"]?.size)
        #expect(ax5["field"]!.height > large["field"]!.height, "a text field's text follows Dynamic Type")
    }

    @Test func aTabBarCoversTheHomeIndicatorAndIsNotOutOfBounds() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "tabs.yaml",
            """
            name: tabs
            root:
              id: screen
              layout: constraints
              constraints: ["H:|[tabs]|", "tabs.bottom == superview.bottom"]
              children:
                - {id: tabs, kind: tabBar, items: [Home, Search], selected: 1}
            """)
        let layout = try PlumbProcess.run(["layout", spec, "--device", "iphone-16"])
        #expect(
            layout.stdout.contains(
                "{\"id\": \"tabs\", \"parent\": \"screen\", \"x\": 0, \"y\": 769, \"width\": 393, \"height\": 83}"),
            "49 pt + the 34 pt home indicator: \(layout.stdout)")
        let lint = try PlumbProcess.run(["lint", spec, "--device", "iphone-16"])
        #expect(lint.status == 0, "\(lint.stdout)")
        let out = folder.url.appendingPathComponent("out")
        let render = try PlumbProcess.run([
            "render", spec, "--device", "iphone-16", "--appearance", "light,dark", "-o", out.path,
        ])
        #expect(render.status == 0, "\(render.stderr)")
        let light = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("tabs/iphone-16-l@3x.png"))
        let dark = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("tabs/iphone-16-l@3x-dark.png"))
        // The bar's background down to the bottom edge, in each appearance's bar colour.
        let bottom = light.height - 3
        #expect(light.pixel(x: 10, y: bottom).r == 249)
        #expect(dark.pixel(x: 10, y: bottom).r == 29)
        // The selected item (the second) is tinted systemBlue: its icon's centre, 17.5 pt below the bar's top.
        let icon = (x: Int(393.0 * 3 / 4 * 3), y: Int((769 + 17.5) * 3))
        let selected = light.pixel(x: icon.x, y: icon.y), other = light.pixel(x: Int(393.0 / 4 * 3), y: icon.y)
        #expect([selected.r, selected.g, selected.b] == [0, 122, 255])
        #expect([other.r, other.g, other.b] == [142, 142, 147])
    }

    @Test func controlKeysBelongToTheirKinds() throws {
        let folder = try TemporaryFolder()
        let wrong = try folder.file("wrong.yaml", "root: {id: s, kind: slider, segments: [A, B]}\n")
        let run = try PlumbProcess.run(["layout", wrong, "--width", "320"])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "wrong.yaml:1:29: `segments` is not supported: it belongs to `kind: segmentedControl`, and this node is a slider"
            ), "\(run.stderr)")
        let outOfRange = try folder.file(
            "range.yaml", "root: {id: s, kind: segmentedControl, segments: [A, B], selected: 2}\n")
        let second = try PlumbProcess.run(["layout", outOfRange, "--width", "320"])
        #expect(second.status == 2)
        #expect(
            second.stderr.contains("`selected` is \"2\", expected an index from 0 to 1 (there are 2)"),
            "\(second.stderr)")
    }
}
