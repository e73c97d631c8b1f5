import Foundation
import PlumbCore
import PlumbTesting
import Testing

/// PlumbTesting with real locales: a matrix of locales, and a strings source for trees and specs (docs/testing.md).
@Suite struct LocalisationTestingTests {
    static let catalog = "../../docs/examples/localisation/Localizable.xcstrings"
    static let noEnvironment: [String: String] = [:]

    static func title(_ key: String) -> LayoutUnderTest {
        var content = TextContent("Inbox", style: .largeTitle)
        content.localized = LocalizedText(key: key)
        return LayoutUnderTest(
            Node(
                id: "screen", layout: .stack(StackParameters(axis: .vertical, alignment: .leading)),
                children: [Node.text("title", content)]))
    }

    @Test func aTreeWithKeyedTextsRecordsOneBaselinePerLocaleAndArabicIsRightToLeft() throws {
        let folder = try TemporaryBaselines()
        let layout = Self.title("inbox.title").strings(Self.catalog)
        let matrix = Matrix(widths: [375], locales: ["en", "de", "ar"])
        let first = try #require(
            verifyLayoutSnapshot(
                of: layout, matrix: matrix, named: "title", baselines: folder.path, environment: Self.noEnvironment))
        #expect(first.message.contains("Recorded 3 baselines"), "\(first.message)")
        let frames = folder.files.filter { $0.hasSuffix(".frames.json") }
        #expect(
            frames.map { ($0 as NSString).lastPathComponent } == [
                "375w-l-ar.frames.json", "375w-l-de.frames.json", "375w-l-en.frames.json",
            ])
        let arabic = try FramesDocument(json: Data(contentsOf: folder.url.appendingPathComponent(frames[0])))
        let german = try FramesDocument(json: Data(contentsOf: folder.url.appendingPathComponent(frames[1])))
        let english = try FramesDocument(json: Data(contentsOf: folder.url.appendingPathComponent(frames[2])))
        #expect(arabic.environment.direction == "rtl")
        // "Posteingang" is wider than "Inbox": the strings reached layout. In Arabic the title hugs the right edge.
        let title = { (document: FramesDocument) in document.nodes.first { $0.id == "title" }!.frame }
        #expect(title(german).width > title(english).width + 50)
        #expect(abs(title(arabic).x + title(arabic).width - 375) < 0.001 && title(english).x == 0)
        #expect(
            verifyLayoutSnapshot(
                of: layout, matrix: matrix, named: "title", baselines: folder.path, environment: Self.noEnvironment)
                == nil)
    }

    @Test func anUnknownLocaleAKeyNoFileDefinesAndAMissingFileFailTheAssertion() throws {
        let folder = try TemporaryBaselines()
        let unknown = verifyLayoutSnapshot(
            of: Self.title("inbox.title").strings(Self.catalog), matrix: Matrix(widths: [375], locales: ["en", "dee"]),
            baselines: folder.path,
            environment: Self.noEnvironment)
        #expect(
            unknown?.message.contains("locale \"dee\" is not a localisation (did you mean `de`?)") == true,
            "\(String(describing: unknown?.message))")
        let undefined = verifyLayoutSnapshot(
            of: Self.title("inbox.titel").strings(Self.catalog), matrix: Matrix(widths: [375], locales: ["de"]),
            baselines: folder.path,
            environment: Self.noEnvironment)
        #expect(
            undefined?.message.contains(
                "key \"inbox.titel\" is defined in no strings file (Localizable.xcstrings) (did you mean `inbox.title`?)"
            ) == true)
        let missing = verifyLayoutSnapshot(
            of: Self.title("inbox.title").strings("Nowhere.xcstrings"), matrix: Matrix(widths: [375], locales: ["de"]),
            baselines: folder.path,
            environment: Self.noEnvironment)
        #expect(missing?.message.contains("Nowhere.xcstrings: no such strings file or folder") == true)
        #expect(folder.files.isEmpty, "nothing is recorded for a layout whose strings are wrong")
    }
}
