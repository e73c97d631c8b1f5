import Foundation
import Testing

/// `plumb review`: the real binary serving a real check's artifacts, clicked in headless Chromium over the
/// DevTools protocol; the baselines on disk and a second `plumb check` say whether Accept did its job.
@Suite(.serialized) struct ReviewServerCLITests {
    /// A check of settings-cell at 320 and 375 pt, category l, whose baselines were changed so that `failing`
    /// environments fail; returns the folder's paths.
    static func failedCheck(
        in folder: TemporaryFolder, failing: [String]
    ) throws -> (baselines: String, artifacts: String, specs: [String]) {
        let baselines = folder.url.appendingPathComponent("Baselines").path
        let specs = ["gallery:settings-cell", "--width", "320,375", "--category", "l", "--baselines", baselines]
        try #require(try PlumbProcess.run(["record"] + specs).status == 0)
        for label in failing {
            try SnapshotFiles.blackenPixel(URL(fileURLWithPath: baselines + "/settings-cell/\(label).png"))
        }
        let artifacts = folder.url.appendingPathComponent("artifacts").path
        let check = try PlumbProcess.run(["check"] + specs + ["--record", "never", "--artifacts", artifacts])
        try #require(check.status == 1, "\(check.stdout)\(check.stderr)")
        return (baselines, artifacts, specs)
    }

    @Test func acceptInTheBrowserWritesTheBaselineAndTheNextCheckPasses() throws {
        let folder = try TemporaryFolder()
        let run = try Self.failedCheck(in: folder, failing: ["375w-l"])
        let server = try ServerProcess(["review", run.artifacts, "--baselines", run.baselines], in: folder)
        let browser = try DevToolsBrowser(folder: folder)
        defer { browser.close(); server.interrupt() }
        let page = try browser.open(server.url)
        try page.wait(
            until: #"!!document.querySelector('[data-plumb-accept="settings-cell/375w-l"]')"#, "the Accept button")
        #expect(
            try page.evaluate("document.querySelector('.plumb-accept-all').textContent") as? String
                == "Accept all shown (1)")
        #expect(
            try page.evaluate("document.querySelectorAll('[data-plumb-environment] img').length") as? Int ?? 0 >= 2,
            "the report's images load through the server")
        // The report may load images lazily: bring the environment into view, then its visible images must load.
        try page.wait(
            until:
                #"(function () { var e = document.querySelector('[data-plumb-environment="settings-cell/375w-l"]'); e.scrollIntoView(); "#
                + #"var images = Array.from(e.querySelectorAll('img')).filter(function (i) { return i.getClientRects().length > 0; }); return images.length > 0 && images.every(function (i) { return i.complete && i.naturalWidth > 0; }); })()"#,
            "the environment's images, through the server")
        let baseline = URL(fileURLWithPath: run.baselines + "/settings-cell/375w-l.png")
        let actual = URL(fileURLWithPath: run.artifacts + "/settings-cell/375w-l.actual.png")
        #expect(try Data(contentsOf: baseline) != Data(contentsOf: actual))
        _ = try page.evaluate(#"document.querySelector('[data-plumb-accept="settings-cell/375w-l"]').click()"#)
        try page.wait(
            until:
                #"document.querySelector('[data-plumb-accept="settings-cell/375w-l"]').textContent === "Accepted ✓""#,
            "the accepted button")
        #expect(
            try page.evaluate(
                #"document.querySelector('[data-plumb-environment="settings-cell/375w-l"]').getAttribute('data-plumb-accepted')"#
            ) as? String == "true")
        #expect(
            try page.evaluate("document.querySelector('.plumb-review-status').textContent") as? String
                == "1 accepted: baselines written")
        #expect(try Data(contentsOf: baseline) == Data(contentsOf: actual), "the baseline is now this run's image")
        let commands = try #require(
            try page.evaluate(
                "Array.from(document.querySelectorAll('code')).map(function (c) { return c.textContent; }).filter(function (t) { return t.indexOf('plumb accept ') === 0; })"
            ) as? [String])
        #expect(
            !commands.isEmpty && commands.allSatisfy { $0.hasPrefix("plumb accept /") && $0.contains("/artifacts") },
            "the commands name the served folder: \(commands)")
        #expect(browser.exceptions.isEmpty, "\(browser.exceptions)")
        #expect(server.interrupt() == 0)
        #expect(
            server.stdout.contains("review server stopped; 1 baseline accepted: settings-cell/375w-l"),
            "\(server.stdout)")
        let again = try PlumbProcess.run(["check"] + run.specs + ["--record", "never"])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    }

    @Test func acceptAllShownSkipsFilteredOutEnvironmentsAndExitWhenDoneStops() throws {
        let folder = try TemporaryFolder()
        let run = try Self.failedCheck(in: folder, failing: ["320w-l", "375w-l"])
        let server = try ServerProcess(
            ["review", run.artifacts, "--baselines", run.baselines, "--exit-when-done"], in: folder)
        let browser = try DevToolsBrowser(folder: folder)
        defer { browser.close(); server.interrupt() }
        let page = try browser.open(server.url)
        try page.wait(until: "document.querySelectorAll('[data-plumb-accept]').length === 2", "two Accept buttons")
        let before320 = try Data(contentsOf: URL(fileURLWithPath: run.baselines + "/settings-cell/320w-l.png"))
        // A filter of the report hides 320w-l, as check15's status and spec filters do (hidden or display: none).
        _ = try page.evaluate(
            #"document.querySelector('[data-plumb-environment="settings-cell/320w-l"]').style.display = "none""#)
        try page.wait(
            until: "document.querySelector('.plumb-accept-all').textContent === 'Accept all shown (1)'",
            "the count of shown environments")
        _ = try page.evaluate("document.querySelector('.plumb-accept-all').click()")
        try page.wait(
            until: "document.querySelector('.plumb-review-count').textContent === '1 accepted, 1 left to accept'",
            "one accepted")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: run.baselines + "/settings-cell/320w-l.png")) == before320,
            "the hidden environment is untouched")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: run.baselines + "/settings-cell/375w-l.png"))
                == Data(contentsOf: URL(fileURLWithPath: run.artifacts + "/settings-cell/375w-l.actual.png")))
        #expect(server.process.isRunning, "one change is left, so --exit-when-done keeps serving")
        _ = try page.evaluate(
            #"document.querySelector('[data-plumb-environment="settings-cell/320w-l"]').style.display = """#)
        try page.wait(
            until: "!document.querySelector('.plumb-accept-all').disabled", "Accept all shown to count the unhidden one"
        )
        _ = try page.evaluate("document.querySelector('.plumb-accept-all').click()")
        #expect(server.waitForExit(seconds: 15), "--exit-when-done stops once every change is accepted")
        #expect(server.process.terminationStatus == 0)
        #expect(try PlumbProcess.run(["check"] + run.specs + ["--record", "never"]).status == 0)
    }

    /// The contract with the report page (see ReviewPage): a page holding only the contract's elements, so the
    /// test does not depend on how report.html lays groups out. A `data-plumb-group` with its own `plumb-actions`
    /// gets its button there; a folded `<details>` group without one gets it in its summary, and stays folded.
    @Test(arguments: [false, true]) func aGroupOfIdenticalChangesIsAcceptedWithOneClick(
        foldedWithoutActions: Bool
    ) throws {
        let folder = try TemporaryFolder()
        let run = try Self.failedCheck(in: folder, failing: ["320w-l", "375w-l"])
        let environments = ["settings-cell/320w-l", "settings-cell/375w-l"].map {
            "<section data-plumb-environment=\"\($0)\" data-plumb-status=\"changed\"><h3>\($0)</h3><div class=\"plumb-actions\"></div></section>\n"
        }.joined()
        let group =
            foldedWithoutActions
            ? "<details class=\"group\" data-plumb-group=\"same-change\"><summary>the same change in 2 environments</summary>\n\(environments)</details>"
            : "<div class=\"group\" data-plumb-group=\"same-change\"><div class=\"plumb-actions\"></div>\n\(environments)</div>"
        try
            "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>t</title></head><body>\n\(group)\n</body></html>\n"
            .write(toFile: run.artifacts + "/report.html", atomically: true, encoding: .utf8)
        let server = try ServerProcess(["review", run.artifacts, "--baselines", run.baselines], in: folder)
        let browser = try DevToolsBrowser(folder: folder)
        defer { browser.close(); server.interrupt() }
        let page = try browser.open(server.url)
        try page.wait(until: "!!document.querySelector('.plumb-accept-group')", "the group's button")
        #expect(
            try page.evaluate("document.querySelector('.plumb-accept-group').textContent") as? String
                == "Accept group (2)")
        #expect(
            try page.evaluate("document.querySelector('.plumb-accept-all').textContent") as? String
                == "Accept all shown (2)", "a folded group's environments count as shown")
        if foldedWithoutActions {
            #expect(
                try page.evaluate("document.querySelector('.plumb-accept-group').parentElement.parentElement.tagName")
                    as? String == "SUMMARY")
        }
        _ = try page.evaluate("document.querySelector('.plumb-accept-group').click()")
        try page.wait(
            until: "document.querySelector('.plumb-accept-group').textContent === 'Accepted ✓'", "the group accepted")
        #expect(
            try page.evaluate("document.querySelectorAll('[data-plumb-accepted=true][data-plumb-environment]').length")
                as? Int == 2)
        if foldedWithoutActions {
            #expect(
                try page.evaluate("document.querySelector('details.group').open") as? Bool == false,
                "the click did not unfold the group")
        }
        #expect(browser.exceptions.isEmpty, "\(browser.exceptions)")
        #expect(
            try PlumbProcess.run(["check"] + run.specs + ["--record", "never"]).status == 0, "both baselines accepted")
    }
}
