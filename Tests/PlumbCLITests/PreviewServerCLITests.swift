import Foundation
import Testing

/// `plumb preview`: the real binary watching a real spec file, its page open in headless Chromium over the
/// DevTools protocol. An edit to the spec must reach the page without a reload, keeping the scroll position; a
/// broken spec shows its error beside the last good render.
@Suite(.serialized) struct PreviewServerCLITests {
    /// A card whose title's frame height is `height` points; the root's fitting height follows it.
    static func card(height: Int, text: String = "Hello preview") -> String {
        """
        name: card
        root:
          id: root
          background: "#FFFFFF"
          children:
            - {id: title, kind: text, text: "\(text)", style: body, lines: 1, frame: [16, 12, 200, \(height)]}

        """
    }

    /// Replaces the file as editors do: a new file renamed over the old one.
    static func save(_ text: String, to path: String) throws {
        try text.write(toFile: path + ".tmp", atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.moveItem(atPath: path + ".tmp", toPath: path)
    }

    @Test func anEditedSpecShowsInThePageWithoutAReloadAndKeepsTheScrollPosition() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.card(height: 40))
        let server = try ServerProcess(["preview", spec, "--width", "320,375", "--category", "l,ax5"], in: folder)
        let browser = try DevToolsBrowser(folder: folder)
        defer { browser.close(); server.interrupt() }
        let page = try browser.open(server.url)
        let loaded =
            "document.querySelectorAll('figure.cell img').length === 4 && Array.from(document.images).every(function (i) { return i.complete && i.naturalWidth > 0; })"
        try page.wait(until: loaded, "four rendered images")
        #expect(
            try page.evaluate("document.querySelector('figure.cell img').naturalHeight") as? Int == 52,
            "the title's frame ends at 12 + 40 points; 1x")
        #expect(
            try page.evaluate(
                "Array.from(document.querySelectorAll('table.grid th')).map(function (t) { return t.textContent; }).join(' ')"
            ) as? String == " 320w 375w l ax5")
        _ = try page.evaluate(
            "window.plumbTestMarker = 'same page'; document.body.style.paddingBottom = '3000px'; window.scrollTo(0, 150); window.scrollY"
        )
        let generation = try #require(
            try page.evaluate("document.body.getAttribute('data-plumb-generation')") as? String)
        try Self.save(Self.card(height: 100), to: spec)
        try page.wait(
            until:
                "document.body.getAttribute('data-plumb-generation') !== '\(generation)' && document.querySelector('figure.cell img').naturalHeight === 112",
            seconds: 30, "the new render")
        #expect(try page.evaluate("window.plumbTestMarker") as? String == "same page", "updated in place, not reloaded")
        #expect(try page.evaluate("window.scrollY") as? Int == 150, "the scroll position is kept")
        #expect(browser.exceptions.isEmpty, "\(browser.exceptions)")
        #expect(server.stdout.contains("rendered \(spec): 4 environments"), "\(server.stdout)")
    }

    @Test func aSpecErrorShowsWithItsPositionBesideTheLastGoodRender() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.card(height: 40))
        let server = try ServerProcess(["preview", spec, "--width", "320", "--category", "l"], in: folder)
        let browser = try DevToolsBrowser(folder: folder)
        defer { browser.close(); server.interrupt() }
        let page = try browser.open(server.url)
        try page.wait(
            until: "document.querySelectorAll('figure.cell img').length === 1 && document.images[0].naturalWidth > 0",
            "the first render")
        let source = try #require(try page.evaluate("document.images[0].getAttribute('src')") as? String)
        try Self.save(Self.card(height: 40).replacingOccurrences(of: "kind: text", with: "kind: textt"), to: spec)
        try page.wait(
            until: "document.querySelector('section.spec').getAttribute('data-error') === 'true'", seconds: 30,
            "the error")
        let message = try #require(try page.evaluate("document.querySelector('.error pre').textContent") as? String)
        #expect(message.hasPrefix("\(spec):6:"), "file:line:column first: \(message)")
        #expect(message.contains("textt"), "\(message)")
        #expect(try page.evaluate("document.querySelector('.error').hidden") as? Bool == false)
        #expect(
            try page.evaluate("document.images[0].getAttribute('src')") as? String == source,
            "the last good render stays beside the error")
        #expect(
            try page.evaluate("document.getElementById('status').textContent") as? String
                == "1 spec with errors; showing the last good render")
        try Self.save(Self.card(height: 40, text: "Fixed"), to: spec)
        try page.wait(
            until: "document.querySelector('.error').hidden && document.images[0].getAttribute('src') !== '\(source)'",
            seconds: 30, "the fixed render")
        #expect(browser.exceptions.isEmpty, "\(browser.exceptions)")
    }

    @Test func lintFindingsAreAnOverlayTheCheckboxShows() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "card.yaml", Self.card(height: 20, text: "A title far too long for its two hundred points of width"))
        let server = try ServerProcess(["preview", spec, "--width", "320", "--category", "ax5"], in: folder)
        let browser = try DevToolsBrowser(folder: folder)
        defer { browser.close(); server.interrupt() }
        let page = try browser.open(server.url)
        try page.wait(until: "document.querySelectorAll('.frame .lint').length > 0", "the lint outlines")
        #expect(
            try page.evaluate("getComputedStyle(document.querySelector('.frame .lint')).display") as? String == "none",
            "hidden until asked for")
        #expect(try page.evaluate("document.querySelector('figcaption .count').textContent") as? String ?? "" != "")
        _ = try page.evaluate("document.getElementById('lints').click()")
        #expect(
            try page.evaluate("getComputedStyle(document.querySelector('.frame .lint')).display") as? String == "block")
        #expect(try page.evaluate("document.querySelector('.frame .lint').title") as? String ?? "" != "")
        #expect(browser.exceptions.isEmpty, "\(browser.exceptions)")
    }

    @Test func aChangedReferencedFileRendersAgainAndTheTokenIsRequired() throws {
        let folder = try TemporaryFolder()
        let notes = try folder.file("notes.txt", "one")
        // Any scalar of the spec that names an existing file is watched (images, fonts, strings tables).
        let spec = try folder.file("card.yaml", Self.card(height: 40, text: "notes.txt"))
        let server = try ServerProcess(
            ["preview", spec, "gallery:settings-cell", "--width", "320", "--category", "l"], in: folder)
        defer { server.interrupt() }
        let head = "HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)"
        #expect(try LoopbackSocket.request(port: server.port, "GET /api/state \(head)").status == 403)
        #expect(try LoopbackSocket.request(port: server.port, "GET /?token=wrong \(head)").status == 403)
        let first = try LoopbackSocket.request(
            port: server.port, "GET /api/state \(head)\r\nX-Plumb-Token: \(server.token)")
        #expect(first.status == 200)
        let state = try #require(try JSONSerialization.jsonObject(with: Data(first.body.utf8)) as? [String: Any])
        let generation = try #require(state["generation"] as? Int)
        let specs = try #require(state["specs"] as? [[String: Any]])
        #expect(specs.map { $0["name"] as? String } == ["card", "settings-cell"])
        let image = try #require(((specs[1]["cells"] as? [[String: Any]])?.first?["image"]) as? String)
        let png = try LoopbackSocket.request(
            port: server.port, "GET \(image) \(head)\r\nX-Plumb-Token: \(server.token)")
        #expect(png.status == 200 && png.body.utf8.count > 100)
        usleep(50_000)
        try "two".write(toFile: notes, atomically: true, encoding: .utf8)
        let next = try LoopbackSocket.request(
            port: server.port, "GET /api/state?since=\(generation) \(head)\r\nX-Plumb-Token: \(server.token)")
        let nextState = try #require(try JSONSerialization.jsonObject(with: Data(next.body.utf8)) as? [String: Any])
        #expect(nextState["generation"] as? Int == generation + 1, "the long-poll answers with the new render")
        #expect(server.interrupt() == 0)
        #expect(server.stdout.contains("preview server stopped"))
    }

    @Test func aFolderPreviewsEverySpecInIt() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("specs/more"), withIntermediateDirectories: true)
        _ = try folder.file(
            "specs/b.yaml", Self.card(height: 40).replacingOccurrences(of: "name: card", with: "name: second"))
        _ = try folder.file("specs/more/a.yaml", Self.card(height: 30))
        let server = try ServerProcess(["preview", "specs", "--width", "320", "--category", "l"], in: folder)
        defer { server.interrupt() }
        let answer = try LoopbackSocket.request(
            port: server.port,
            "GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Plumb-Token: \(server.token)")
        let state = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
        let specs = try #require(state["specs"] as? [[String: Any]])
        #expect(specs.map { $0["argument"] as? String } == ["specs/b.yaml", "specs/more/a.yaml"])
        #expect(specs.map { $0["name"] as? String } == ["second", "card"])
    }
}
