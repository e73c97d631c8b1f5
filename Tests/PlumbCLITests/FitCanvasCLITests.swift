import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbRender

/// `plumb render --width fit` and the canvas (`--canvas-padding`, `--canvas-background`, `canvas:`), run as a docs
/// engineer runs them: the real binary, real PNGs decoded from disk.
@Suite struct FitCanvasCLITests {
    /// Components of a small design system, each a root node's YAML lines.
    static let components: [(name: String, yaml: String)] = [
        (
            "buttons",
            """
            id: row
            layout: stack
            axis: horizontal
            spacing: 8
            children:
              - {id: ok, kind: button, text: "OK"}
              - {id: cancel, kind: button, text: "Cancel"}
            """
        ),
        (
            "chips",
            """
            id: chips
            layout: stack
            axis: horizontal
            spacing: 6
            children:
              - {id: c1, layout: stack, padding: {top: 6, left: 12, bottom: 6, right: 12}, background: systemGray5, cornerRadius: 14, children: [{id: c1t, kind: text, text: "Swift", style: subheadline}]}
              - {id: c2, layout: stack, padding: {top: 6, left: 12, bottom: 6, right: 12}, background: systemGray5, cornerRadius: 14, children: [{id: c2t, kind: text, text: "Layout engines", style: subheadline}]}
            """
        ),
        (
            "card",
            """
            id: card
            layout: constraints
            background: secondarySystemBackground
            constraints:
              - "H:|-16-[title]-(>=16)-|"
              - "H:|-16-[subtitle]-(>=16)-|"
              - "V:|-12-[title]-4-[subtitle]-12-|"
            children:
              - {id: title, kind: text, text: "Weekly digest", style: headline}
              - {id: subtitle, kind: text, text: "Five stories picked for you", style: subheadline, lines: 0}
            """
        ),
        (
            "banner",
            """
            id: banner
            layout: stack
            axis: horizontal
            spacing: 12
            alignment: center
            padding: 12
            children:
              - {id: icon, kind: image, size: [24, 24]}
              - {id: message, kind: text, text: "You are offline", style: body}
            """
        ),
        (
            "label",
            """
            id: label
            kind: text
            text: "Settings"
            style: title2
            """
        ),
    ]

    static func spec(root yaml: String, indent: String = "  ") -> String {
        "root:\n" + yaml.split(separator: "\n").map { indent + $0 }.joined(separator: "\n") + "\n"
    }

    static func frames(_ run: PlumbProcess.Output) throws -> FramesDocument {
        try FramesDocument(json: Data(run.stdout.utf8))
    }

    /// A component fitted to its content is as wide as `plumb layout` lays it out inside a 2000-point column that
    /// aligns its children to the leading edge (UIStackView `.leading`: each child at its own fitting width), and the
    /// frames of its subtree are the same there, moved by nothing.
    @Test(arguments: components.map(\.name))
    func fitGivesEachComponentItsNaturalWidth(name: String) throws {
        let yaml = try #require(Self.components.first { $0.name == name }).yaml
        let folder = try TemporaryFolder()
        let component = try folder.file("\(name).yaml", Self.spec(root: yaml))
        let wrapper = try folder.file(
            "wide-\(name).yaml",
            "root:\n  id: wrapper\n  layout: stack\n  axis: vertical\n  alignment: leading\n  children:\n    -\n"
                + yaml.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n") + "\n")
        let fitted = try PlumbProcess.run(["layout", component, "--width", "fit", "--max-width", "2000"])
        let wide = try PlumbProcess.run(["layout", wrapper, "--width", "2000"])
        #expect(fitted.status == 0 && wide.status == 0, "\(fitted.stderr)\(wide.stderr)")
        let fit = try Self.frames(fitted), column = try Self.frames(wide)
        let child = try #require(column.nodes.first { $0.parent == "wrapper" })
        #expect(fit.size == Size(width: child.width, height: child.height))
        #expect(fit.environment.width == child.width && fit.environment.fit == true)
        #expect(fit.size.width < 2000)
        // Every node of the component has the frame it has in the column (the column's child sits at 0, 0).
        for node in fit.nodes {
            #expect(column.nodes.first { $0.id == node.id }?.frame == node.frame, "\(node.id)")
        }
    }

    /// `--max-width` caps a fitted width: a paragraph wider than the cap on one line wraps at the cap.
    @Test func fitIsCappedByMaxWidth() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "para.yaml",
            Self.spec(
                root: """
                    id: para
                    kind: text
                    text: "A paragraph long enough to run well past the width of any phone if it were set on a single line"
                    lines: 0
                    """))
        let capped = try Self.frames(try PlumbProcess.run(["layout", spec, "--width", "fit", "--max-width", "300"]))
        let open = try Self.frames(try PlumbProcess.run(["layout", spec, "--width", "fit", "--max-width", "5000"]))
        let atDefault = try Self.frames(try PlumbProcess.run(["layout", spec, "--width", "fit"]))
        #expect(capped.size.width == 300)
        #expect(open.size.width > 300 && open.size.width < 5000)
        #expect(capped.size.height > open.size.height)
        #expect(atDefault.size.width == Matrix.defaultMaxWidth)
    }

    /// File names say `fit`, never the measured width: changing the content changes the size, not the file.
    @Test func fitFileNamesDoNotDependOnTheContent() throws {
        let folder = try TemporaryFolder()
        var sizes: [Double] = []
        for title in ["OK", "Continue to checkout"] {
            let spec = try folder.file("button.yaml", "root: {id: b, kind: button, text: \"\(title)\"}\n")
            let out = folder.url.appendingPathComponent("out")
            let run = try PlumbProcess.run([
                "render", spec, "--width", "fit", "--category", "l,ax3", "--scale", "2", "-o", out.path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("button").path)
                .sorted()
            #expect(files == ["fit-ax3@2x.frames.json", "fit-ax3@2x.png", "fit-l@2x.frames.json", "fit-l@2x.png"])
            let frames = try FramesDocument(
                json: Data(contentsOf: out.appendingPathComponent("button/fit-l@2x.frames.json")))
            let image = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("button/fit-l@2x.png"))
            #expect(Double(image.width) == (frames.size.width * 2).rounded(.up))
            sizes.append(frames.size.width)
        }
        #expect(sizes[1] > sizes[0])
    }

    /// `fit` in a spec's `widths` comes first, beside fixed widths.
    @Test func fitInTheSpecsWidths() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "chip.yaml",
            "matrix: {widths: [320, fit], categories: [l], maxWidth: 200}\nroot: {id: t, kind: text, text: \"New\"}\n")
        let run = try PlumbProcess.run(["render", spec, "-o", folder.url.appendingPathComponent("out").path])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: "/").last.map(String.init) ?? "" }
        #expect(lines.count == 2 && lines[0].hasPrefix("fit-l.png ") && lines[1].hasPrefix("320w-l.png  320×"))
    }

    /// A transparent canvas leaves every pixel no node paints at alpha 0 in the PNG on disk; the root's own
    /// `background: "#00000000"` no longer turns white; a translucent background colour keeps its alpha; without a
    /// canvas the render is as opaque as ever.
    @Test func transparentAndTranslucentBackgroundsKeepTheirAlpha() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "chip.yaml",
            """
            root:
              id: chip
              layout: stack
              padding: 8
              background: "#00000000"
              children:
                - {id: dot, size: [20, 20], background: "#FF3B30", cornerRadius: 10}
            """)
        func render(_ flags: [String], _ out: String) throws -> RGBAImage {
            let run = try PlumbProcess.run(
                [
                    "render", spec, "--width", "fit", "--category", "l", "--scale", "2", "-o",
                    folder.url.appendingPathComponent(out).path,
                ] + flags)
            #expect(run.status == 0, "\(run.stderr)")
            return try PNGDecoder().decode(contentsOf: folder.url.appendingPathComponent("\(out)/chip/fit-l@2x.png"))
        }
        let transparent = try render(["--canvas-background", "transparent"], "clear")
        #expect(transparent.width == 72 && transparent.height == 72)
        #expect(transparent.pixel(x: 0, y: 0).a == 0 && transparent.pixel(x: 71, y: 71).a == 0)
        #expect(transparent.pixel(x: 36, y: 36) == (255, 59, 48, 255))
        // The circle's anti-aliased rim is partly transparent, not blended with white.
        let rim = (16..<36).map { transparent.pixel(x: $0, y: 36) }.filter { $0.a > 0 && $0.a < 255 }
        #expect(!rim.isEmpty && rim.allSatisfy { $0.r >= 250 && $0.g <= 80 && $0.b <= 80 })
        let tinted = try render(["--canvas-background", "#0000FF80"], "tinted")
        #expect(tinted.pixel(x: 0, y: 0) == (0, 0, 255, 128))
        let plain = try render([], "plain")
        #expect(plain.pixel(x: 0, y: 0) == (255, 255, 255, 255))
    }

    /// Canvas padding grows the image around the component and moves it; the frames JSON keeps the layout and
    /// says where the canvas is.
    @Test func canvasPaddingSurroundsTheComponentWithoutChangingItsLayout() throws {
        let folder = try TemporaryFolder()
        let yaml = try #require(Self.components.first { $0.name == "banner" }).yaml
        let spec = try folder.file(
            "banner.yaml",
            "canvas: {padding: [4, 10, 6, 20], background: systemGroupedBackground}\n" + Self.spec(root: yaml))
        let bare = try folder.file("bare.yaml", Self.spec(root: yaml))
        for (file, out) in [(spec, "padded"), (bare, "bare")] {
            let run = try PlumbProcess.run([
                "render", file, "--width", "fit", "--category", "l", "-o", folder.url.appendingPathComponent(out).path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let padded = try FramesDocument(
            json: Data(contentsOf: folder.url.appendingPathComponent("padded/banner/fit-l.frames.json")))
        let plain = try FramesDocument(
            json: Data(contentsOf: folder.url.appendingPathComponent("bare/bare/fit-l.frames.json")))
        #expect(padded.nodes == plain.nodes && padded.size == plain.size)
        #expect(plain.canvas == nil)
        let canvas = try #require(padded.canvas)
        #expect(canvas.width == plain.size.width + 30 && canvas.height == plain.size.height + 10)
        #expect(
            canvas.padding == EdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
                && canvas.background == "systemGroupedBackground")
        let paddedImage = try PNGDecoder().decode(
            contentsOf: folder.url.appendingPathComponent("padded/banner/fit-l.png"))
        let plainImage = try PNGDecoder().decode(contentsOf: folder.url.appendingPathComponent("bare/bare/fit-l.png"))
        #expect(paddedImage.pixel(x: 0, y: 0) == (242, 242, 247, 255))
        // The icon placeholder, at (12, 12) in the root, is at (22, 16) in the padded image.
        for (x, y) in [(12, 12), (20, 20), (30, 18)] {
            #expect(paddedImage.pixel(x: x + 10, y: y + 4) == plainImage.pixel(x: x, y: y))
        }
        // `--canvas-padding` and `--canvas-background` replace the spec's.
        let run = try PlumbProcess.run([
            "render", spec, "--width", "fit", "--category", "l", "--canvas-padding", "0", "--canvas-background",
            "system",
            "-o", folder.url.appendingPathComponent("flags").path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let flagged = try Data(contentsOf: folder.url.appendingPathComponent("flags/banner/fit-l.png"))
        #expect(flagged == (try Data(contentsOf: folder.url.appendingPathComponent("bare/bare/fit-l.png"))))
    }
}
