import Foundation
import Testing

@testable import PlumbRender

/// The check report as a user sees it: escaped spec strings, and opened in headless Chromium (Debian `chromium`,
/// installed by Scripts/bootstrap) with no console errors and the failure grid on screen.
@Suite struct SnapshotReportCLITests {
    /// A spec whose name, ids, text and file name carry markup and quotes.
    static let hostileSpec = """
        name: "<script>alert('name')</script>\\"q"
        root:
          id: "<img src=x onerror=alert(1)>"
          background: "#FFFFFF"
          children:
            - {id: "\\"><script>alert('id')</script>", kind: text, text: "<script>alert('text')</script> & a very long unbreakable wordwordwordwordwordword", style: body, lines: 1, frame: [16, 12, 80, 20]}
        """

    @Test func everyStringFromASpecIsEscapedInTheReport() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("evil'\"<script>.yaml", Self.hostileSpec)
        let artifacts = folder.url.appendingPathComponent("artifacts")
        let junit = folder.url.appendingPathComponent("junit.xml")
        let run = try PlumbProcess.run([
            "check", spec, "--width", "320", "--category", "l", "--baselines",
            folder.url.appendingPathComponent("B").path,
            "--record", "never", "--artifacts", artifacts.path, "--junit", junit.path,
        ])
        #expect(run.status == 1, "\(run.stderr)")
        let html = try String(contentsOf: artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<script").count == 2, "only the report's own script element")
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("alert('"))
        #expect(html.contains("&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt;&quot;q"), "the spec name")
        #expect(
            html.contains("&quot;&gt;&lt;script&gt;alert(&#39;id&#39;)&lt;/script&gt;"),
            "the node id in the lint finding")
        #expect(html.contains("evil&#39;&quot;&lt;script&gt;.yaml"), "the file name")
        #expect(html.contains("data-spec=\"_script_alert__name____script__q\""), "the baseline folder is a safe name")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(
            !xml.contains("<script>")
                && xml.contains("name=\"&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt;&quot;q\""))
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: artifacts.appendingPathComponent("report.json")))
            as! [String: Any]
        #expect((json["specs"] as! [[String: Any]]).first?["name"] as? String == "<script>alert('name')</script>\"q")
    }

    @Test func theReportOpensInHeadlessChromiumWithNoConsoleErrorsAndShowsTheFailureGrid() throws {
        let chromium = try HeadlessChromium.path()
        let folder = try TemporaryFolder()
        let baselines = folder.url.appendingPathComponent("Baselines").path
        // anchored-separators: its "distance" label is too tall for its frame at AX5, a clipped-text lint failure.
        let specs = [
            "gallery:anchored-separators", "--width", "320,375", "--category", "l,ax5", "--baselines", baselines,
        ]
        try #require(try PlumbProcess.run(["record"] + specs).status == 0)
        try SnapshotFiles.blackenPixel(URL(fileURLWithPath: baselines + "/anchored-separators/375w-l.png"))
        // Without its lint baseline (as recorded before lint baselines), the clipped text at 320w-ax5 is a new lint.
        try FileManager.default.removeItem(atPath: baselines + "/anchored-separators/320w-ax5.lints.json")
        let artifacts = folder.url.appendingPathComponent("my report")
        let check = try PlumbProcess.run(["check"] + specs + ["--record", "never", "--artifacts", artifacts.path])
        #expect(check.status == 1)
        let page = artifacts.appendingPathComponent("report.html").absoluteString
        let html = try String(contentsOf: artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        let sources = html.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(sources.count >= 5)
        for source in sources {
            #expect(
                FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(source).path),
                "every image the report shows exists: \(source)")
        }

        let dom = try HeadlessChromium.run(chromium, ["--dump-dom", page], in: folder)
        #expect(dom.status == 0, "\(dom.stderr)")
        #expect(!dom.stderr.contains("CONSOLE"), "console messages: \(dom.stderr)")
        #expect(!dom.stderr.contains("Uncaught"), "\(dom.stderr)")
        #expect(dom.stdout.contains("<table class=\"grid\">"))
        #expect(
            dom.stdout.contains(
                "<a class=\"cell failed status-changed\" href=\"#env-2\" data-plumb-cell=\"anchored-separators/375w-l\""
            ), "the pixel failure in the grid")
        #expect(
            dom.stdout.contains("<a class=\"cell failed status-new-lint\" href=\"#env-1\""),
            "the clipped-text lint failure at 320w-ax5 in the grid")
        #expect(
            dom.stdout.contains("<div class=\"lint-layer\"><div class=\"lint error new\" style=\"left:"),
            "lint rects on their own layer")
        #expect(
            dom.stdout.contains(
                "data-plumb-environment=\"anchored-separators/320w-ax5\" data-plumb-status=\"new lint\""))
        #expect(!dom.stdout.contains("<body class=\"show-lints\""), "the lint layer is hidden by default")
        #expect(
            dom.stdout.contains("data-plumb-group=\"g1\" data-status=\"changed\"")
                && dom.stdout.contains("data-plumb-group=\"g2\" data-status=\"new lint\""),
            "changed first")

        let filtered = try HeadlessChromium.run(
            chromium, ["--dump-dom", page + "#view?status=new%20lint&lints=on"], in: folder)
        #expect(filtered.stdout.contains("<body class=\"show-lints\">"), "the link turns the lint layer on")
        #expect(
            filtered.stdout.contains("class=\"failure failed status-changed filtered\""),
            "the status filter hides the changed environment")
        #expect(filtered.stdout.contains("class=\"failure failed status-new-lint\" id="), "and keeps the new lint")
        let folderPath = artifacts.path.replacingOccurrences(of: "'", with: "'\\''")
        #expect(
            dom.stdout.contains(
                "plumb accept <span class=\"artifacts-dir\">'\(folderPath)'</span> --only anchored-separators/375w-l"),
            "the script put the report's own folder into the accept command")

        let shot = folder.url.appendingPathComponent("shot.png")
        let screenshot = try HeadlessChromium.run(
            chromium, ["--screenshot=\(shot.path)", "--window-size=1000,2400", page], in: folder)
        #expect(screenshot.status == 0, "\(screenshot.stderr)")
        #expect(!screenshot.stderr.contains("CONSOLE"), "\(screenshot.stderr)")
        let image = try PNGDecoder().decode(contentsOf: shot)
        var failedCellPixels = 0
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            // The failed grid cell's background, #fdecea.
            if image.pixels[index] == 0xFD && image.pixels[index + 1] == 0xEC && image.pixels[index + 2] == 0xEA {
                failedCellPixels += 1
            }
        }
        #expect(failedCellPixels > 500, "the failure grid is on screen (\(failedCellPixels) pixels of failed cells)")

        // The lint outlines (#ee0000 borders) are off by default and drawn when the layer is switched on.
        func outlinePixels(_ url: String) throws -> Int {
            let shot = folder.url.appendingPathComponent("lints.png")
            _ = try HeadlessChromium.run(
                chromium, ["--screenshot=\(shot.path)", "--window-size=1000,2400", url], in: folder)
            let image = try PNGDecoder().decode(contentsOf: shot)
            return stride(from: 0, to: image.pixels.count, by: 4).count {
                image.pixels[$0] == 0xEE && image.pixels[$0 + 1] == 0 && image.pixels[$0 + 2] == 0
            }
        }
        #expect(try outlinePixels(page) == 0, "no outline over the comparison by default")
        #expect(try outlinePixels(page + "#view?lints=on") > 20, "the layer draws the clipped text's outline")
    }
}
