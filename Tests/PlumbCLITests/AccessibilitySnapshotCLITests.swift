import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbRender

/// `plumb render --accessibility` as a user runs it: the elements JSON, the AccessibilitySnapshot-shaped JSON and
/// the picture, checked against what VoiceOver reads on the Settings screen (written by hand here, not taken from
/// Plumb's output).
@Suite struct AccessibilitySnapshotCLITests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/examples/settings-screen.yaml").standardizedFileURL.path

    /// The JSON fields a reader of `.accessibility.json` relies on.
    struct Document: Decodable {
        struct Element: Decodable {
            struct Frame: Decodable { var x, y, width, height: Double }
            struct Point: Decodable { var x, y: Double }
            var order: Int
            var node: String
            var description: String
            var label: String?
            var value: String?
            var traits: [String]
            var frame: Frame
            var activationPoint: Point
        }
        var spec: String
        var elements: [Element]
    }

    /// AccessibilitySnapshot's `AccessibilityElement` wire format (its Codable model, with CoreGraphics-shaped
    /// geometry: a frame is `[[x, y], [width, height]]`), declared here as a team's decoder would see it.
    struct SnapshotMarker: Decodable {
        struct Shape: Decodable {
            var type: String
            var frame: [[Double]]
        }
        var description: String
        var label: String?
        var value: String?
        var traits: [String]
        var hint: String?
        var shape: Shape
        var activationPoint: [Double]
        var usesDefaultActivationPoint: Bool
        var customActions: [String]
        var respondsToUserInteraction: Bool
    }

    @Test func theSettingsScreenReadsAsVoiceOverReadsIt() throws {
        let folder = try TemporaryFolder()
        let run = try PlumbProcess.run([
            "render", Self.example, "--accessibility", "-o", folder.url.path, "--jobs", "1",
        ])
        try #require(run.status == 0, "\(run.stderr)")
        let base = folder.url.appendingPathComponent("settings-screen")
        for label in ["375w-l", "375w-ax3", "375w-l-rtl", "375w-ax3-rtl"] {
            let document = try JSONDecoder().decode(
                Document.self, from: Data(contentsOf: base.appendingPathComponent("\(label).accessibility.json")))
            #expect(document.spec == "settings-screen")
            #expect(
                document.elements.map(\.description) == [
                    "Settings, Heading", "Airplane Mode, Switch button, Off", "Wi-Fi, Home",
                    "Airplane Mode turns off every radio.",
                ], "\(label)")
            #expect(document.elements.map(\.order) == [1, 2, 3, 4])
            #expect(document.elements[1].value == "0" && document.elements[1].traits.contains("toggleButton"))

            let markers = try JSONDecoder().decode(
                [SnapshotMarker].self,
                from: Data(contentsOf: base.appendingPathComponent("\(label).accessibility-snapshot.json")))
            #expect(
                markers.map(\.description) == [
                    "Settings. Heading.", "Airplane Mode. Switch Button. Off.", "Wi-Fi, Home",
                    "Airplane Mode turns off every radio.",
                ])
            #expect(
                markers[1].traits == ["button", "staticText", "switchButton"] && markers[1].respondsToUserInteraction)
            #expect(markers[2].hint == "Shows the networks nearby")
            let frame = document.elements[1].frame
            #expect(markers[1].shape.frame == [[frame.x, frame.y], [frame.width, frame.height]])
            // The row is activated at its switch, not its centre.
            #expect(
                !markers[1].usesDefaultActivationPoint
                    && markers[1].activationPoint == [
                        document.elements[1].activationPoint.x, document.elements[1].activationPoint.y,
                    ])
        }
    }

    /// docs/accessibility.md's second command: the example passes every lint, the accessibility ones included.
    @Test func theExampleIsLintClean() throws {
        let run = try PlumbProcess.run(["lint", Self.example])
        #expect(run.status == 0 && run.stdout == "no findings\n", "\(run.stdout)\(run.stderr)")
    }

    @Test func thePictureIsTheFadedScreenWithNumberedOutlinesAndALegend() throws {
        let folder = try TemporaryFolder()
        let run = try PlumbProcess.run([
            "render", Self.example, "--accessibility", "--scale", "2", "--category", "l", "--direction", "ltr", "-o",
            folder.url.path,
        ])
        try #require(run.status == 0, "\(run.stderr)")
        let base = folder.url.appendingPathComponent("settings-screen")
        let screen = try PNGDecoder().decode(contentsOf: base.appendingPathComponent("375w-l@2x.png"))
        let picture = try PNGDecoder().decode(contentsOf: base.appendingPathComponent("375w-l@2x.accessibility.png"))
        // The legend column (320 pt) beside the screen, at @2x.
        #expect(picture.width == screen.width + 640)
        #expect(picture.height >= screen.height)
        let document = try JSONDecoder().decode(
            Document.self, from: Data(contentsOf: base.appendingPathComponent("375w-l@2x.accessibility.json")))
        // Element 1's outline is drawn in the first colour (systemBlue) 1 pt inside its frame's top edge, clear of
        // the badge; the screen beneath is faded: the page's #F2F2F7 becomes lighter.
        let title = document.elements[0].frame
        let edge = picture.pixel(x: Int((title.x + title.width / 2) * 2), y: Int((title.y + 1) * 2))
        #expect(edge.r == 0 && edge.g == 122 && edge.b == 255, "\(edge)")
        let page = picture.pixel(x: 4, y: Int((title.y + title.height + 4) * 2))
        let original = screen.pixel(x: 4, y: Int((title.y + title.height + 4) * 2))
        #expect(original.r == 0xF2 && page.r > original.r)
        // The legend's first badge, at (margin + radius) in the legend column.
        let badge = picture.pixel(x: screen.width + 2 * 22, y: 2 * 14)
        #expect(badge.r == 0 && badge.g == 122 && badge.b == 255, "\(badge)")
    }

    @Test func underRightToLeftEachNumberSitsAtTheTopRightCorner() throws {
        let folder = try TemporaryFolder()
        let run = try PlumbProcess.run([
            "render", Self.example, "--accessibility", "--category", "l", "--direction", "rtl", "-o", folder.url.path,
        ])
        try #require(run.status == 0, "\(run.stderr)")
        let base = folder.url.appendingPathComponent("settings-screen")
        let picture = try PNGDecoder().decode(contentsOf: base.appendingPathComponent("375w-l-rtl.accessibility.png"))
        let document = try JSONDecoder().decode(
            Document.self, from: Data(contentsOf: base.appendingPathComponent("375w-l-rtl.accessibility.json")))
        // Element 2's badge (20 pt circle, red) at its frame's top right: 6 pt right of the circle's centre is red,
        // and the same spot at the top left is the outline's inside, not the badge.
        let row = document.elements[1].frame
        let right = picture.pixel(x: Int(row.x + row.width - 4), y: Int(row.y + 10))
        #expect(right.r == 255 && right.g == 59 && right.b == 48, "\(right)")
        let left = picture.pixel(x: Int(row.x + 16), y: Int(row.y + 10))
        #expect(!(left.r == 255 && left.g == 59 && left.b == 48), "\(left)")
    }

    /// `tint:` is what the renderer draws: a switch's "on" track in it (left of the knob), a button's title in it.
    @Test func theSwitchIsDrawnInItsTint() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "tinted.yaml",
            """
            root:
              id: screen
              background: "#FFFFFF"
              children:
                - {id: toggle, kind: switch, on: true, tint: "#248A3D", frame: [10, 10, 51, 31]}
            """)
        let run = try PlumbProcess.run(["render", spec, "--width", "100", "--category", "l", "-o", folder.url.path])
        try #require(run.status == 0, "\(run.stderr)")
        let image = try PNGDecoder().decode(contentsOf: folder.url.appendingPathComponent("tinted/100w-l.png"))
        let track = image.pixel(x: 22, y: 25)
        #expect(track.r == 0x24 && track.g == 0x8A && track.b == 0x3D, "\(track)")
    }

    @Test func theSnapshotIsTheSameBytesWithAnyNumberOfWorkers() throws {
        let folder = try TemporaryFolder()
        for jobs in ["1", "3"] {
            let run = try PlumbProcess.run([
                "render", Self.example, "--accessibility", "-o", folder.url.appendingPathComponent(jobs).path, "--jobs",
                jobs,
            ])
            try #require(run.status == 0, "\(run.stderr)")
        }
        for file in [
            "375w-ax3-rtl.accessibility.png", "375w-ax3-rtl.accessibility.json", "375w-l.accessibility-snapshot.json",
        ] {
            let one = try Data(contentsOf: folder.url.appendingPathComponent("1/settings-screen/\(file)"))
            let three = try Data(contentsOf: folder.url.appendingPathComponent("3/settings-screen/\(file)"))
            #expect(one == three, "\(file)")
        }
    }

    @Test func theGallerysSettingsCellIsOneElement() throws {
        let folder = try TemporaryFolder()
        let run = try PlumbProcess.run([
            "render", "gallery:settings-cell", "--accessibility", "--width", "320", "--category", "ax5", "-o",
            folder.url.path,
        ])
        try #require(run.status == 0, "\(run.stderr)")
        let document = try JSONDecoder().decode(
            Document.self,
            from: Data(contentsOf: folder.url.appendingPathComponent("settings-cell/320w-ax5.accessibility.json")))
        #expect(document.elements.map(\.description) == ["Larger Accessibility Sizes, Switch button, On"])
        #expect(document.elements.map(\.node) == ["cell"])
    }
}
