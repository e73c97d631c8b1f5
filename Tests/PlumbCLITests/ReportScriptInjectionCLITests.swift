import Foundation
import Testing

/// No script from a spec runs when a failing check's `report.html` is opened: payloads that would log `PWNED` to
/// the console, retitle the page or add a marker element go into the spec's name, node ids and text, the spec's
/// file name and the baselines and artifacts folders' names; headless Chromium opens the report, and its console
/// and serialized DOM show none of their effects while the payloads' text is on the page.
///
/// A control page carrying the same payloads unescaped proves that this browser and these detectors catch them.
@Suite struct ReportScriptInjectionCLITests {
    /// Each payload, if it ran, logs `PWNED` and sets the title to `PWNED`; `marker` adds a `pwned-marker` element.
    static let script = "<script>document.title='PWNED';console.log('PWNED')</script>"
    static let image = #""><img src=x onerror="document.title='PWNED';console.log('PWNED')">"#
    static let svg = "'><svg onload=console.log('PWNED')>"
    static let closers = "</textarea></title></style></code></pre><script>console.log('PWNED')</script>"
    static let marker = "<b id=pwned-marker>PWNED</b>"
    /// File and folder names cannot hold `/`: payloads without one.
    static let fileNamePayload = #""><img src=x onerror=console.log('PWNED')>"#

    /// A spec carrying the payloads; `version` changes the text, so a check against the other version fails.
    static func spec(version: Int) throws -> Data {
        let spec: [String: Any] = [
            "name": script + marker + " card",
            "root": [
                "id": image, "background": "#FFFFFF",
                "children": [
                    [
                        "id": closers + svg, "kind": "text", "text": script + " v\(version)", "style": "body",
                        "lines": 1, "frame": [16, 12, 120, 20],
                    ],
                    [
                        "id": marker, "kind": "text", "text": image + marker, "style": "body", "lines": version,
                        "frame": [16, 40, 200, 20 * version],
                    ],
                ],
            ] as [String: Any],
        ]
        return try JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys])
    }

    /// What the browser shows of a page: its serialized DOM and its console.
    struct Opened {
        var dom: String
        var console: [String]
    }

    static func open(_ page: URL, with chromium: String, in folder: TemporaryFolder) throws -> Opened {
        let run = try HeadlessChromium.run(chromium, ["--dump-dom", page.absoluteString], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        return Opened(
            dom: run.stdout,
            console: run.stderr.split(separator: "\n").map(String.init).filter { $0.contains("CONSOLE") })
    }

    /// The payloads' effects: a console message, a retitled page, a marker element.
    static func effects(_ opened: Opened) -> [String] {
        var found = opened.console.filter { $0.contains("PWNED") }
        if opened.dom.contains("<title>PWNED") { found.append("the title was set to PWNED") }
        if opened.dom.contains("id=\"pwned-marker\"") { found.append("a pwned-marker element") }
        return found
    }

    @Test func theDetectorsCatchThePayloadsOnAPageThatDoesNotEscapeThem() throws {
        let chromium = try HeadlessChromium.path()
        let folder = try TemporaryFolder()
        let page = folder.url.appendingPathComponent("control.html")
        let body = [Self.script, Self.image, Self.svg, Self.closers, Self.marker].map { "<p>\($0)</p>" }.joined(
            separator: "\n")
        try Data("<!DOCTYPE html><html><head><title>control</title></head><body>\n\(body)\n</body></html>\n".utf8)
            .write(to: page)
        let effects = Self.effects(try Self.open(page, with: chromium, in: folder))
        #expect(
            effects.count(where: { $0.contains("CONSOLE") }) >= 4,
            "script, onerror, onload and the closed-textarea script all log: \(effects)")
        #expect(
            effects.contains("the title was set to PWNED") && effects.contains("a pwned-marker element"), "\(effects)")
    }

    @Test func noScriptFromASpecRunsInTheReport() throws {
        let chromium = try HeadlessChromium.path()
        let folder = try TemporaryFolder()
        let specs = folder.url.appendingPathComponent("specs \(Self.fileNamePayload)")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let spec = specs.appendingPathComponent("\(Self.fileNamePayload)'<b id=pwned-marker>.json")
        let baselines = folder.url.appendingPathComponent("Baselines \(Self.fileNamePayload)").path
        let artifacts = folder.url.appendingPathComponent("report <b id=pwned-marker>'\(Self.fileNamePayload)")
        let flags = ["--width", "320", "--category", "l,ax5", "--baselines", baselines]
        try Self.spec(version: 1).write(to: spec)
        try #require(try PlumbProcess.run(["record", spec.path] + flags).status == 0)
        try Self.spec(version: 2).write(to: spec)
        let check = try PlumbProcess.run(
            ["check", spec.path] + flags + ["--record", "never", "--artifacts", artifacts.path])
        try #require(check.status == 1, "the changed text fails the check: \(check.stdout)\(check.stderr)")

        let opened = try Self.open(artifacts.appendingPathComponent("report.html"), with: chromium, in: folder)
        #expect(Self.effects(opened) == [], "a payload ran or became markup")
        #expect(opened.console == [], "the report logs nothing: \(opened.console)")
        #expect(opened.dom.contains("<title>plumb check: 2 to review</title>"), "the report's own title")
        // The payloads are on the page as text, as the user wrote them (the DOM serializer escapes <, > and & in text).
        #expect(
            opened.dom.contains(
                "&lt;script&gt;document.title='PWNED';console.log('PWNED')&lt;/script&gt;&lt;b id=pwned-marker&gt;PWNED&lt;/b&gt; card"
            ),
            "the spec name")
        #expect(
            opened.dom.contains("&lt;/textarea&gt;&lt;/title&gt;&lt;/style&gt;&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;"),
            "the node id with closing tags")
        #expect(
            opened.dom.contains(
                "\"&gt;&lt;img src=x onerror=\"document.title='PWNED';console.log('PWNED')\"&gt;  320×60 → 320×80"),
            "the root's id in the frame changes")
        #expect(
            opened.dom.contains("\"&gt;&lt;img src=x onerror=console.log('PWNED')&gt;'&lt;b id=pwned-marker&gt;.json"),
            "the file name")
        #expect(
            opened.dom.contains("Baselines \"&gt;&lt;img src=x onerror=console.log('PWNED')&gt;"),
            "the baselines folder in the commands")
        #expect(
            opened.dom.contains("report &lt;b id=pwned-marker&gt;"),
            "the artifacts folder the script put into the accept commands")
    }
}
