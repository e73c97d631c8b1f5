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
            expanded
                == ["Base.lproj/Main.storyboard", "Views/Badge.xib", "Views/Legacy.XIB", "card.yaml"].map {
                    folder.path + "/" + $0
                })
    }

    /// A storyboard of SwiftUI hosting controllers has nothing to lay out: skipped with a message when a folder
    /// holds it, an error when named.
    @Test func aDocumentWithoutRootsInAFolderIsSkippedAndSaidSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ib-hosting-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let hosting = folder.appendingPathComponent("Downloads.storyboard")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="hst-sc-001">
                    <objects>
                        <hostingController id="hst-hc-001" customClass="DownloadsHostingController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.write(to: hosting, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: IBFixtures.path("ProfileCell.xib"), toPath: folder.appendingPathComponent("ProfileCell.xib").path)
        let resolved = try SubjectResolver().resolve([folder.path])
        #expect(resolved.subjects.map(\.name) == ["ProfileCell.xib/Profile Cell"])
        #expect(
            resolved.skipped == [
                "\(hosting.path): no scene or top-level view to lay out (skipped: it was found in a folder)"
            ])
        #expect(throws: SubjectError.self) { try SubjectResolver().resolve([hosting.path]) }
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
