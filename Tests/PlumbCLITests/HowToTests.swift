import Foundation
import Testing

/// docs/how-to.md is real: each `$ plumb …` command in its console blocks is run from the repository root and must
/// print exactly what the page shows, and each how-to holds what its text says of it.
@Suite struct HowToTests {
    static let root = ReadmeTests.root

    @Test func everyCommandPrintsWhatThePageShows() throws {
        let commands = try DocConsoleCommand.commands(inPage: "docs/how-to.md")
        #expect(commands.count == 8)
        for command in commands {
            let run = try PlumbProcess.run(command.arguments, in: Self.root)
            #expect(run.stdout + run.stderr == command.expected, "plumb \(command.arguments.joined(separator: " "))")
        }
    }

    /// The bars screen on an iPhone 16 (59 pt status bar, 34 pt home indicator): the bar under the status bar, the
    /// footer grown by the home indicator, the scroll view between them.
    @Test func theBarsScreenPutsItsBarsOnTheSafeAreaAndTheFooterOverTheHomeIndicator() throws {
        let run = try PlumbProcess.run(
            ["layout", "docs/how-to/bars-and-scrolling.yaml", "--device", "iphone-16"], in: Self.root)
        #expect(run.status == 0, "\(run.stderr)")
        for frame in [
            "{\"id\": \"nav\", \"parent\": \"top\", \"x\": 0, \"y\": 59, \"width\": 393, \"height\": 44}",
            "{\"id\": \"content\", \"parent\": \"screen\", \"x\": 0, \"y\": 103, \"width\": 393, \"height\": 633,",
            "{\"id\": \"footer\", \"parent\": \"screen\", \"x\": 0, \"y\": 736, \"width\": 393, \"height\": 116}",
        ] {
            #expect(run.stdout.contains(frame), "\(run.stdout)")
        }
    }

    /// The back button how-to as VoiceOver reads it: the back button first, "Settings, Back button"
    /// (AccessibilitySnapshot's `.backButton` trait, docs/accessibility.md), then the title as a heading.
    @Test func theBackButtonHowToIsReadAsABackButton() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url
        let run = try PlumbProcess.run(
            [
                "render", "docs/how-to/back-button.yaml", "--device", "iphone-16", "--category", "l", "--direction",
                "ltr", "--accessibility", "-o", folder.path,
            ], in: Self.root)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try String(
            contentsOf: folder.appendingPathComponent("back-button/iphone-16-l@3x.accessibility.json"), encoding: .utf8)
        let settings = try #require(json.range(of: "\"description\": \"Settings, Back button\""))
        let heading = try #require(json.range(of: "\"description\": \"General, Heading\""))
        #expect(settings.lowerBound < heading.lowerBound)
    }
}
