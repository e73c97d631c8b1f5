import PlumbCore
import PlumbInterfaceBuilder
import Testing

/// Documents laid out by Plumb's engines agree with frames worked out by hand from UIKit's rules (stored in the
/// fixtures as Interface Builder would store them).
@Suite struct IBLayoutTests {
    @Test(arguments: ["Login.storyboard", "ProfileCell.xib"])
    func everyConstrainedViewIsWhereUIKitPutsIt(_ name: String) throws {
        let (tree, frames, matrix) = try IBFixtures.frames(name)
        let comparisons = IBAgreement.compare(tree, frames: frames, scale: matrix.scales[0], hasVariations: false)
        #expect(!comparisons.isEmpty)
        for comparison in comparisons where !comparison.agrees {
            Issue.record("\(comparison.id): stored \(comparison.stored), Plumb \(comparison.computed)")
        }
    }

    /// UIView's autoresizing (`UIView.AutoresizingMask`): a flexible top margin and width keep the bottom margin
    /// and the height; the width follows the superview's.
    @Test func aFixedFrameViewFollowsItsAutoresizingMask() throws {
        let (_, frames, _) = try IBFixtures.frames("Login.storyboard") { matrix in
            var matrix = matrix
            matrix.widths = [430]
            matrix.height = 932
            return matrix
        }
        #expect(frames["ftr-vw-001"] == Rect(x: 0, y: 880, width: 430, height: 52))
        #expect(frames["frm-st-001"]?.width == 390, "pinned 20 pt inside the safe area on both sides")
    }

    /// The content view fills the cell; its margins are UITableViewCell's 11 / 16.
    @Test func aCellsContentViewFillsItAndHasTheCellMargins() throws {
        let (_, frames, _) = try IBFixtures.frames("ProfileCell.xib") { matrix in
            var matrix = matrix
            matrix.widths = [414]
            return matrix
        }
        #expect(frames["prf-cv-001"] == Rect(x: 0, y: 0, width: 414, height: 60))
        #expect(frames["nam-lb-001"] == Rect(x: 68, y: 11, width: 330, height: 20))
    }

    /// A stack whose arranged subviews are tied to each other (equal widths) is laid out as UIStackView's
    /// constraints, so the tie holds: two halves of a 300 pt row with 10 pt spacing are 145 pt each.
    @Test func aStackWithConstraintsBetweenItsArrangedSubviewsHonoursThem() throws {
        let text = IBFixtures.xib(
            """
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row-st-001">
                    <rect key="frame" x="10" y="10" width="300" height="44"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lft-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="145" height="44"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rgt-vw-001">
                            <rect key="frame" x="155" y="0.0" width="145" height="44"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lft-vw-001" firstAttribute="width" secondItem="rgt-vw-001" secondAttribute="width" id="eqw-cn-001"/>
                        <constraint firstAttribute="height" constant="44" id="row-ht-001"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="row-st-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leading" constant="10" id="row-ld-001"/>
                <constraint firstAttribute="trailing" secondItem="row-st-001" secondAttribute="trailing" constant="10" id="row-tr-001"/>
                <constraint firstItem="row-st-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="top" constant="10" id="row-tp-001"/>
            </constraints>
            """)
        let document = try IBFixtures.parse(text)
        let tree = try IBTreeBuilder.tree(of: document.roots[0], in: document)
        #expect(tree.notes.isEmpty, "\(tree.notes)")
        let subject = PlumbPipelineSubject.make(
            tree: tree, matrix: IBCanvas.matrix(for: document.roots[0], in: document))
        let frames = try PlumbPipelineSubject.frames(subject)
        #expect(frames["lft-vw-001"] == Rect(x: 10, y: 10, width: 145, height: 44))
        #expect(frames["rgt-vw-001"] == Rect(x: 165, y: 10, width: 145, height: 44))
    }
}
