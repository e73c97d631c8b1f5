import Foundation
import PlumbCore
import PlumbTesting
import Testing

/// `.interfaceBuilder(path, root:)`: a test snapshots one root of a storyboard or XIB at its canvas device, the path
/// taken from the test file's folder (docs/testing.md, "Interface Builder files").
@Suite struct InterfaceBuilderAssertionTests {
    /// The fixture storyboard, named as docs/testing.md names a document: relative to this test file.
    static let login = "../Fixtures/interface-builder/Login.storyboard"

    @Test func aSceneIsSnapshottedAtItsCanvasDevice() throws {
        let folder = try TemporaryBaselines()
        let none: [String: String] = [:]
        // Recorded, then matched.
        #expect(
            verifyLayoutSnapshot(
                of: .interfaceBuilder(Self.login, root: "Login"), named: "login", baselines: folder.path,
                environment: none) != nil)
        #expect(
            verifyLayoutSnapshot(
                of: .interfaceBuilder(Self.login, root: "Login"), named: "login", baselines: folder.path,
                environment: none) == nil)
        // One environment, the canvas's: retina6_12 is 393 × 852 pt at 3x; nodes are named by IB object ids.
        let frames = try #require(folder.files.first { $0.hasSuffix(".frames.json") })
        let document = try FramesDocument(json: Data(contentsOf: folder.url.appendingPathComponent(frames)))
        #expect(folder.files.filter { $0.hasSuffix(".frames.json") }.count == 1)
        #expect(document.environment.width == 393 && document.environment.scale == 3)
        #expect(document.size == Size(width: 393, height: 852))
        #expect(document.nodes.first?.id == "lgn-vw-001")
        #expect(document.nodes.contains { $0.id == "ttl-lb-001" })
    }

    @Test func aMatrixVariesTheDocumentAsItVariesASpec() throws {
        let folder = try TemporaryBaselines()
        let failure = verifyLayoutSnapshot(
            of: .interfaceBuilder(Self.login, root: "Login"), matrix: Matrix(widths: [320, 414], categories: [.large]),
            named: "widths", baselines: folder.path, environment: [:])
        #expect(failure != nil)  // recorded
        #expect(folder.files.filter { $0.hasSuffix(".frames.json") }.count == 2)
    }

    @Test func aRootTheDocumentLacksFailsNamingItsRoots() throws {
        let folder = try TemporaryBaselines()
        let failure = try #require(
            verifyLayoutSnapshot(
                of: .interfaceBuilder(Self.login, root: "Signup"), named: "x", baselines: folder.path,
                environment: [:]))
        #expect(failure.message.contains("no root named \"Signup\""), "\(failure.message)")
        #expect(failure.message.contains("\"Login\""), "\(failure.message)")
        #expect(folder.files.isEmpty)
    }

    @Test func aDocumentOfSeveralRootsNeedsOneNamed() throws {
        let folder = try TemporaryBaselines()
        let xib = folder.url.appendingPathComponent("Badges.xib")
        try Self.twoTopLevelViews.write(to: xib, atomically: true, encoding: .utf8)
        let failure = try #require(
            verifyLayoutSnapshot(
                of: .interfaceBuilder(xib.path), named: "x", baselines: folder.path + "/baselines", environment: [:]))
        #expect(
            failure.message.contains("the document has 2 roots; name one with `root:`")
                && failure.message.contains("\"Small\", \"Large\""), "\(failure.message)")
        #expect(
            verifyLayoutSnapshot(
                of: .interfaceBuilder(xib.path, root: "Large"), named: "large", baselines: folder.path + "/baselines",
                environment: [:]) != nil)  // recorded
        let frames = try #require(folder.files.first { $0.hasSuffix(".frames.json") })
        let document = try FramesDocument(json: Data(contentsOf: folder.url.appendingPathComponent(frames)))
        #expect(document.size == Size(width: 200, height: 80))
    }

    /// A XIB with two top-level views (hand-written in the format Xcode saves).
    static let twoTopLevelViews = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="sml-vw-001" userLabel="Small">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                    <color key="backgroundColor" systemColor="systemBlueColor"/>
                </view>
                <view contentMode="scaleToFill" id="lrg-vw-001" userLabel="Large">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                    <color key="backgroundColor" systemColor="systemGreenColor"/>
                </view>
            </objects>
        </document>
        """
}
