import Foundation
import Testing

/// Interface Builder files through the real binary: docs/interface-builder.md's commands print what the page shows,
/// every verb takes a document, `--root` picks roots, and `Scripts/ib-agreement`'s program agrees with the
/// hand-worked fixtures.
@Suite struct InterfaceBuilderCLITests {
    static let root = ReadmeTests.root

    @Test func everyConsoleCommandOfThePagePrintsWhatItShows() throws {
        let commands = try DocConsoleCommand.commands(inPage: "docs/interface-builder.md")
        #expect(commands.count == 3)
        #expect(commands.contains { $0.arguments == ["lint", "Tests/Fixtures/interface-builder-app"] })
        for command in commands {
            let run = try PlumbProcess.run(command.arguments, in: Self.root)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == command.expected, "plumb \(command.arguments.joined(separator: " "))")
        }
    }

    /// Notes are printed once per document, on standard error; ids are the document's.
    @Test func aStoryboardIsLaidOutAtItsCanvasWithItsNotesOnce() throws {
        let run = try PlumbProcess.run(
            [
                "layout", "Tests/Fixtures/interface-builder/Login.storyboard", "--root", "Login", "--text-sizes",
                "stored",
            ],
            in: Self.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"spec\": \"Login.storyboard/Login\""))
        #expect(
            run.stdout.contains(
                "{\"id\": \"ftr-vw-001\", \"parent\": \"lgn-vw-001\", \"x\": 0, \"y\": 800, \"width\": 393, \"height\": 52, "
                    + "\"userLabel\": \"Footer\", \"class\": \"UIView\"}"
            ))
        #expect(run.stderr.components(separatedBy: "unknown class <mapView>").count == 2, "\(run.stderr)")
    }

    @Test(arguments: [["lint"], ["render", "-o", "out"], ["sheet", "-o", "sheet.png"]])
    func everyVerbTakesADocument(_ verb: [String]) throws {
        let folder = try TemporaryFolder()
        let document = Self.root.appendingPathComponent("Tests/Fixtures/interface-builder/ProfileCell.xib").path
        var arguments = [verb[0], document] + verb.dropFirst()
        arguments += ["--category", "l"]
        let run = try PlumbProcess.run(arguments, in: folder.url)
        #expect(run.status == 0, "\(arguments): \(run.stdout) \(run.stderr)")
    }

    /// The fixtures' stored frames were worked out by hand from UIKit's rules; with stored text sizes every view
    /// agrees.
    @Test func theAgreementProgramFindsTheFixturesInAgreement() throws {
        let program = PlumbProcess.executable.deletingLastPathComponent().appendingPathComponent("plumb-ib-agreement")
        let run = try PlumbProcess.run(
            ["Tests/Fixtures/interface-builder", "--text-sizes", "stored", "--details"], executable: program,
            in: Self.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("within one device pixel: all 100.0 % (9 of 9)"), "\(run.stdout)")
    }
}
