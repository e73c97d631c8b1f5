import Foundation
import Testing

/// Headless Chromium (Debian `chromium`, installed by Scripts/bootstrap) for the report tests, with the page's
/// console messages logged on standard error as `CONSOLE` lines.
enum HeadlessChromium {
    /// The browser's path; fails the test, naming the fix, when it is missing.
    static func path() throws -> String {
        try #require(
            ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
                FileManager.default.isExecutableFile(atPath: $0)
            },
            "Debian chromium is missing: run Scripts/bootstrap")
    }

    /// Runs the browser with `arguments` (`--dump-dom URL`, `--screenshot=… URL`) and a profile inside `folder`.
    static func run(_ chromium: String, _ arguments: [String], in folder: TemporaryFolder) throws -> PlumbProcess.Output
    {
        try PlumbProcess.run(
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--hide-scrollbars",
                "--user-data-dir=\(folder.url.appendingPathComponent("chromium-profile").path)",
                "--enable-logging=stderr", "--v=0", "--log-level=0",
            ] + arguments,
            executable: URL(fileURLWithPath: chromium))
    }
}
