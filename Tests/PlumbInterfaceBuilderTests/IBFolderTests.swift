import Foundation
import PlumbCore
import PlumbPipeline
import Testing

/// A folder argument takes the Interface Builder documents below it with the specs, so `plumb lint App/` checks
/// every storyboard and XIB of an app (docs/interface-builder.md); what Plumb wrote and Xcode's folders are skipped.
@Suite struct IBFolderTests {
    @Test func aFolderExpandsToItsSpecsAndInterfaceBuilderDocuments() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ib-folder-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "card.yaml": "root: {id: card, height: 20}\n",
            "Base.lproj/Main.storyboard": "",
            "Views/Badge.xib": "",
            "Views/Legacy.XIB": "",
            "Assets.xcassets/Contents.json": "{\"info\": {\"version\": 1, \"author\": \"xcode\"}}\n",
            "Assets.xcassets/Brand.colorset/Contents.json": "{}\n",
            "App.xcodeproj/project.xcworkspace/contents.json": "{}\n",
            "Baselines/Old.xib": "",
            ".build/Copy.storyboard": "",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let expanded = try SubjectResolver().expand([folder.path])
        #expect(
            expanded == ["Base.lproj/Main.storyboard", "Views/Badge.xib", "Views/Legacy.XIB", "card.yaml"].map {
                folder.path + "/" + $0
            })
    }

    @Test func aFolderWithNeitherNamesBoth() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ib-empty-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: SubjectError.emptyFolder(folder.path)) { try SubjectResolver().expand([folder.path]) }
        #expect(
            SubjectError.emptyFolder("App").description
                == "App: the folder holds no spec files (*.yaml, *.yml, *.json) or Interface Builder files (*.xib, "
                + "*.storyboard)")
    }
}
