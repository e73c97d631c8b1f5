import Foundation
import PlumbCore
import Testing

/// docs/how-to.md is real: each `$ plumb …` command in its console blocks is run from the repository root and must
/// print exactly what the page shows, and each how-to holds what its text says of it.
@Suite struct HowToTests {
    static let root = ReadmeTests.root

    @Test func everyCommandPrintsWhatThePageShows() throws {
        let commands = try DocConsoleCommand.commands(inPage: "docs/how-to.md")
        #expect(commands.count == 9)
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

    /// The chat how-to on an iPhone SE (20 pt status bar, no home indicator): the thread rests at its bottom
    /// (`contentOffset.y = contentSize.height - bounds.height`, UIScrollView), so on screen the last bubble ends
    /// 16 pt (the padding) above the composer, while frames JSON keeps it where it lies at the top.
    @Test func theChatRestsAtItsNewestMessage() throws {
        let run = try PlumbProcess.run(
            ["layout", "docs/how-to/chat-bottom.yaml", "--device", "iphone-se-3", "--category", "l"], in: Self.root)
        #expect(run.status == 0, "\(run.stderr)")
        let document = try FramesDocument(json: Data(run.stdout.utf8))
        let thread = try #require(document.nodes.first { $0.id == "thread" })
        let last = try #require(document.nodes.first { $0.id == "bubble8" })
        let offset = try #require(thread.contentOffset)
        let size = try #require(thread.contentSize)
        #expect(offset == Point(x: 0, y: size.height - thread.height))
        #expect(offset.y > 0)
        // On screen: moved up by the offset from rest (`contentOffset.y = 0` here: no inset at the top of a scroll
        // view under a navigation bar).
        #expect(last.y + last.height - offset.y == thread.y + thread.height - 16)
    }

    /// The chat as VoiceOver reads it: the back button and title first, then the messages oldest first — the ones
    /// scrolled above the viewport too (VoiceOver scrolls to them; docs/accessibility.md, reading order rule 5) —
    /// and the composer last; the oldest message's frame is where it is on screen, above the screen's top.
    @Test func theChatIsReadInTheOrderOfItsContent() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url
        let run = try PlumbProcess.run(
            [
                "render", "docs/how-to/chat-bottom.yaml", "--device", "iphone-se-3", "--category", "l", "--direction",
                "ltr", "--accessibility", "-o", folder.path,
            ], in: Self.root)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try String(
            contentsOf: folder.appendingPathComponent("chat-bottom/iphone-se-3-l@2x.accessibility.json"),
            encoding: .utf8)
        let order = [
            "Messages, Back button", "Anna, Heading", "How was the concert last night?", "Two. One is for you.",
            "Noted. See you Saturday!", "Message, Text field",
        ].map { json.range(of: "\"description\": \"\($0)\"")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil }, "\(json)")
        let found = order.compactMap { $0 }
        #expect(found == found.sorted(), "\(json)")
        let oldest = try #require(json.range(of: "\"description\": \"How was the concert last night?\""))
        #expect(json[oldest.upperBound...].prefix(200).contains("\"y\": -"), "\(json)")
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
