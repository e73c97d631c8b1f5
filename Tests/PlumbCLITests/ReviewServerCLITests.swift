import Foundation
import Testing

/// `plumb review`: the real binary serving a real check's artifacts, clicked in headless Chromium over the
/// DevTools protocol; the baselines on disk and a second `plumb check` say whether Accept did its job.
@Suite(.serialized) struct ReviewServerCLITests {
    /// A check of settings-cell at 320 and 375 pt, category l, whose baselines were changed so that `failing`
    /// environments fail; returns the folder's paths.
    static func failedCheck(in folder: TemporaryFolder, failing: [String]) throws -> (baselines: String, artifacts: String, specs: [String]) {
        let baselines = folder.url.appendingPathComponent("Baselines").path
        let specs = ["gallery:settings-cell", "--width", "320,375", "--category", "l", "--baselines", baselines]
        try #require(try PlumbProcess.run(["record"] + specs).status == 0)
        for label in failing { try SnapshotFiles.blackenPixel(URL(fileURLWithPath: baselines + "/settings-cell/\(label).png")) }
        let artifacts = folder.url.appendingPathComponent("artifacts").path
        let check = try PlumbProcess.run(["check"] + specs + ["--record", "never", "--artifacts", artifacts])
        try #require(check.status == 1, "\(check.stdout)\(check.stderr)")
        return (baselines, artifacts, specs)
    }

    @Test func acceptInTheBrowserWritesTheBaselineAndTheNextCheckPasses() throws {
        let folder = try TemporaryFolder()
        let run = try Self.failedCheck(in: folder, failing: ["375w-l"])
        let server = try ServerProcess(["review", run.artifacts], in: folder)
        let browser = try DevToolsBrowser(folder: folder)
        defer { browser.close(); server.interrupt() }
        let page = try browser.open(server.url)
        try page.wait(until: #"!!document.querySelector('[data-plumb-accept="settings-cell/375w-l"]')"#, "the Accept button")
        #expect(try page.evaluate("document.querySelector('.plumb-accept-all').textContent") as? String == "Accept all shown (1)")
        #expect(try page.evaluate("document.querySelectorAll('[data-plumb-environment] img').length") as? Int ?? 0 >= 2, "the report's images load through the server")
        try page.wait(until: "Array.from(document.images).every(function (i) { return i.complete && i.naturalWidth > 0; })", "every image")
        let baseline = URL(fileURLWithPath: run.baselines + "/settings-cell/375w-l.png")
        let actual = URL(fileURLWithPath: run.artifacts + "/settings-cell/375w-l.actual.png")
        #expect(try Data(contentsOf: baseline) != Data(contentsOf: actual))
        _ = try page.evaluate(#"document.querySelector('[data-plumb-accept="settings-cell/375w-l"]').click()"#)
        try page.wait(until: #"document.querySelector('[data-plumb-accept="settings-cell/375w-l"]').textContent === "Accepted ✓""#, "the accepted button")
        #expect(try page.evaluate(#"document.querySelector('[data-plumb-environment="settings-cell/375w-l"]').getAttribute('data-plumb-accepted')"#) as? String == "true")
        #expect(try page.evaluate("document.querySelector('.plumb-review-status').textContent") as? String == "1 accepted: baselines written")
        #expect(try Data(contentsOf: baseline) == Data(contentsOf: actual), "the baseline is now this run's image")
        let command = try #require(try page.evaluate(#"Array.from(document.querySelectorAll('[data-plumb-environment="settings-cell/375w-l"] .accept code')).pop().textContent"#) as? String)
        #expect(command.hasPrefix("plumb accept /") && command.contains("/artifacts --only settings-cell/375w-l"), "the commands name the served folder: \(command)")
        #expect(browser.exceptions.isEmpty, "\(browser.exceptions)")
        #expect(server.interrupt() == 0)
        #expect(server.stdout.contains("review server stopped; 1 baseline accepted: settings-cell/375w-l"), "\(server.stdout)")
        let again = try PlumbProcess.run(["check"] + run.specs + ["--record", "never"])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    }

    @Test func acceptAllShownSkipsFilteredOutEnvironmentsAndExitWhenDoneStops() throws {
        let folder = try TemporaryFolder()
        let run = try Self.failedCheck(in: folder, failing: ["320w-l", "375w-l"])
        let server = try ServerProcess(["review", run.artifacts, "--exit-when-done"], in: folder)
        let browser = try DevToolsBrowser(folder: folder)
        defer { browser.close(); server.interrupt() }
        let page = try browser.open(server.url)
        try page.wait(until: "document.querySelectorAll('[data-plumb-accept]').length === 2", "two Accept buttons")
        let before320 = try Data(contentsOf: URL(fileURLWithPath: run.baselines + "/settings-cell/320w-l.png"))
        // A filter of the report hides 320w-l, as check15's status and spec filters do (hidden or display: none).
        _ = try page.evaluate(#"document.querySelector('[data-plumb-environment="settings-cell/320w-l"]').style.display = "none""#)
        try page.wait(until: "document.querySelector('.plumb-accept-all').textContent === 'Accept all shown (1)'", "the count of shown environments")
        _ = try page.evaluate("document.querySelector('.plumb-accept-all').click()")
        try page.wait(until: "document.querySelector('.plumb-review-count').textContent === '1 accepted, 1 left to accept'", "one accepted")
        #expect(try Data(contentsOf: URL(fileURLWithPath: run.baselines + "/settings-cell/320w-l.png")) == before320, "the hidden environment is untouched")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: run.baselines + "/settings-cell/375w-l.png"))
                == Data(contentsOf: URL(fileURLWithPath: run.artifacts + "/settings-cell/375w-l.actual.png")))
        #expect(server.process.isRunning, "one change is left, so --exit-when-done keeps serving")
        _ = try page.evaluate(#"document.querySelector('[data-plumb-environment="settings-cell/320w-l"]').style.display = """#)
        try page.wait(until: "!document.querySelector('.plumb-accept-all').disabled", "Accept all shown to count the unhidden one")
        _ = try page.evaluate("document.querySelector('.plumb-accept-all').click()")
        #expect(server.waitForExit(seconds: 15), "--exit-when-done stops once every change is accepted")
        #expect(server.process.terminationStatus == 0)
        #expect(try PlumbProcess.run(["check"] + run.specs + ["--record", "never"]).status == 0)
    }

    /// The contract with the report page: a `data-plumb-group` element with its own `plumb-actions` gets one button
    /// that accepts every environment of the group.
    @Test(arguments: [false, true]) func aGroupOfIdenticalChangesIsAcceptedWithOneClick(foldedWithoutActions: Bool) throws {
        let folder = try TemporaryFolder()
        let run = try Self.failedCheck(in: folder, failing: ["320w-l", "375w-l"])
        let pagePath = run.artifacts + "/report.html"
        var html = try String(contentsOfFile: pagePath, encoding: .utf8)
        let first = try #require(html.range(of: "<section class=\"failure"))
        let last = try #require(html.range(of: "</section>", options: .backwards))
        html.replaceSubrange(last.upperBound..<last.upperBound, with: foldedWithoutActions ? "</details>" : "</div>")
        html.replaceSubrange(
            first.lowerBound..<first.lowerBound,
            with: foldedWithoutActions
                ? "<details class=\"group\" data-plumb-group=\"same-change\"><summary>the same change in 2 environments</summary>"
                : "<div class=\"group\" data-plumb-group=\"same-change\"><div class=\"plumb-actions\"></div>")
        try html.write(toFile: pagePath, atomically: true, encoding: .utf8)
        let server = try ServerProcess(["review", run.artifacts], in: folder)
        let browser = try DevToolsBrowser(folder: folder)
        defer { browser.close(); server.interrupt() }
        let page = try browser.open(server.url)
        try page.wait(until: "!!document.querySelector('.plumb-accept-group')", "the group's button")
        #expect(try page.evaluate("document.querySelector('.plumb-accept-group').textContent") as? String == "Accept group (2)")
        #expect(try page.evaluate("document.querySelector('.plumb-accept-all').textContent") as? String == "Accept all shown (2)", "a folded group's environments count as shown")
        if foldedWithoutActions {
            #expect(try page.evaluate("document.querySelector('.plumb-accept-group').parentElement.parentElement.tagName") as? String == "SUMMARY")
        }
        _ = try page.evaluate("document.querySelector('.plumb-accept-group').click()")
        try page.wait(until: "document.querySelector('.plumb-accept-group').textContent === 'Accepted ✓'", "the group accepted")
        #expect(try page.evaluate("document.querySelectorAll('[data-plumb-accepted=true][data-plumb-environment]').length") as? Int == 2)
        if foldedWithoutActions {
            #expect(try page.evaluate("document.querySelector('details.group').open") as? Bool == false, "the click did not unfold the group")
        }
        #expect(browser.exceptions.isEmpty, "\(browser.exceptions)")
        #expect(try PlumbProcess.run(["check"] + run.specs + ["--record", "never"]).status == 0, "both baselines accepted")
    }
}
