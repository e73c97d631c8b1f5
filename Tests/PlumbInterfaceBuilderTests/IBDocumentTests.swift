import PlumbCore
import PlumbInterfaceBuilder
import Testing

/// Roots, names and canvases of documents: what `plumb … FILE.storyboard` lays out by default.
@Suite struct IBDocumentTests {
    @Test func aStoryboardSceneIsARootNamedByItsStoryboardIdentifier() throws {
        let document = try IBFixtures.document("Login.storyboard")
        #expect(document.isStoryboard)
        #expect(document.roots.map(\.name) == ["Login"])
        #expect(document.roots[0].view["id"] == "lgn-vw-001")
    }

    @Test func aXIBTopLevelViewIsARootNamedByItsUserLabel() throws {
        let document = try IBFixtures.document("ProfileCell.xib")
        #expect(!document.isStoryboard)
        #expect(document.roots.map(\.name) == ["Profile Cell"], "File's Owner and First Responder are not roots")
    }

    /// retina6_12 is the 6.1" iPhone 15: 393 × 852 pt at 3× (Apple's HIG, "Layout › Specifications"), safe area
    /// 59 / 34 (docs/devices.md); a scene root fills the screen.
    @Test func aSceneIsLaidOutAtItsCanvasDevice() throws {
        let document = try IBFixtures.document("Login.storyboard")
        let matrix = IBCanvas.matrix(for: document.roots[0], in: document)
        #expect(matrix.widths == [393])
        #expect(matrix.height == 852)
        #expect(matrix.scales == [3])
        #expect(matrix.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    }

    /// A cell is laid out at its own size, with no safe area: a table gives its cells none.
    @Test func aCellIsLaidOutAtItsStoredSizeWithoutASafeArea() throws {
        let document = try IBFixtures.document("ProfileCell.xib")
        let matrix = IBCanvas.matrix(for: document.roots[0], in: document)
        #expect(matrix.widths == [375])
        #expect(matrix.height == 60)
        #expect(matrix.scales == [2], "retina4_7 is a 2× iPhone")
        #expect(matrix.safeAreaInsets == .zero)
    }

    @Test func twoRootsWithOneNameAreTold() throws {
        let text = IBFixtures.xib("", root: "<view contentMode=\"scaleToFill\" id=\"one-vw-001\" userLabel=\"Card\">")
            .replacingOccurrences(
                of: "</objects>",
                with: """
                    <view contentMode="scaleToFill" id="two-vw-001" userLabel="Card">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    </view>
                    </objects>
                    """)
        let document = try IBFixtures.parse(text)
        #expect(document.roots.map(\.name) == ["Card", "Card-two-vw-001"])
    }
}
