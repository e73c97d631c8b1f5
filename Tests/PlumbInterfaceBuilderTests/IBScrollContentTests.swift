import PlumbCore
import PlumbInterfaceBuilder
import Testing

/// Constraints from a view inside a scroll view to the scroll view's trailing or bottom edge bind its content area,
/// not its frame (Apple's Technical Note TN2154, "UIScrollView and Autolayout"; `UIScrollView.contentLayoutGuide`):
/// they set the content size, so content taller than the scroll view keeps its own height, and views tied to the
/// same far edge end together.
@Suite struct IBScrollContentTests {
    /// A 320 × 200 scroll view holding a content view pinned to its four edges (to the content guide when `guides`)
    /// and as wide as its frame, stacking two 150 pt views; and a bar tied to the content's trailing edge.
    static func document(guides: Bool) -> String {
        let content = guides ? "cnt-lg-001" : "scr-sv-001"
        let frame = guides ? "frm-lg-001" : "scr-sv-001"
        return IBFixtures.xib(
            """
            <subviews>
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-sv-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="one-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="150"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="150" id="one-ht-001"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="two-vw-001">
                                    <rect key="frame" x="0.0" y="150" width="320" height="150"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="150" id="two-ht-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="one-vw-001" firstAttribute="top" secondItem="cnt-vw-001" secondAttribute="top" id="one-tp-001"/>
                                <constraint firstItem="one-vw-001" firstAttribute="leading" secondItem="cnt-vw-001" secondAttribute="leading" id="one-ld-001"/>
                                <constraint firstAttribute="trailing" secondItem="one-vw-001" secondAttribute="trailing" id="one-tr-001"/>
                                <constraint firstItem="two-vw-001" firstAttribute="top" secondItem="one-vw-001" secondAttribute="bottom" id="two-tp-001"/>
                                <constraint firstItem="two-vw-001" firstAttribute="leading" secondItem="cnt-vw-001" secondAttribute="leading" id="two-ld-001"/>
                                <constraint firstAttribute="trailing" secondItem="two-vw-001" secondAttribute="trailing" id="two-tr-001"/>
                                <constraint firstAttribute="bottom" secondItem="two-vw-001" secondAttribute="bottom" id="two-bt-001"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-vw-001">
                            <rect key="frame" x="10" y="5" width="290" height="10"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="10" id="bar-ht-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="cnt-vw-001" firstAttribute="top" secondItem="\(content)" secondAttribute="top" id="cnt-tp-001"/>
                        <constraint firstItem="cnt-vw-001" firstAttribute="leading" secondItem="\(content)" secondAttribute="leading" id="cnt-ld-001"/>
                        <constraint firstItem="\(content)" firstAttribute="trailing" secondItem="cnt-vw-001" secondAttribute="trailing" id="cnt-tr-001"/>
                        <constraint firstItem="\(content)" firstAttribute="bottom" secondItem="cnt-vw-001" secondAttribute="bottom" id="cnt-bt-001"/>
                        <constraint firstItem="cnt-vw-001" firstAttribute="width" secondItem="\(frame)" secondAttribute="width" id="cnt-wd-001"/>
                        <constraint firstItem="bar-vw-001" firstAttribute="leading" secondItem="\(content)" secondAttribute="leading" constant="10" id="bar-ld-001"/>
                        <constraint firstItem="bar-vw-001" firstAttribute="top" secondItem="\(content)" secondAttribute="top" constant="5" id="bar-tp-001"/>
                        <constraint firstItem="\(content)" firstAttribute="trailing" secondItem="bar-vw-001" secondAttribute="trailing" constant="20" id="bar-tr-001"/>
                    </constraints>
                    \(guides ? """
                        <viewLayoutGuide key="contentLayoutGuide" id="cnt-lg-001"/>
                        <viewLayoutGuide key="frameLayoutGuide" id="frm-lg-001"/>
                        """ : "")
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="scr-sv-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="top" id="scr-tp-001"/>
                <constraint firstItem="scr-sv-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leading" id="scr-ld-001"/>
                <constraint firstAttribute="trailing" secondItem="scr-sv-001" secondAttribute="trailing" id="scr-tr-001"/>
                <constraint firstAttribute="bottom" secondItem="scr-sv-001" secondAttribute="bottom" id="scr-bt-001"/>
            </constraints>
            """)
    }

    @Test(arguments: [false, true])
    func contentTallerThanTheScrollViewKeepsItsHeight(guides: Bool) throws {
        let document = try IBFixtures.parse(Self.document(guides: guides))
        let tree = try IBTreeBuilder.tree(of: document.roots[0], in: document)
        #expect(!tree.notes.contains { $0.contains("layout guide") }, "\(tree.notes)")
        let subject = PlumbPipelineSubject.make(
            tree: tree, matrix: IBCanvas.matrix(for: document.roots[0], in: document))
        let frames = try PlumbPipelineSubject.frames(subject)
        #expect(frames["scr-sv-001"]?.height == 200)
        #expect(frames["cnt-vw-001"] == Rect(x: 0, y: 0, width: 320, height: 300))
        #expect(frames["two-vw-001"] == Rect(x: 0, y: 150, width: 320, height: 150))
        // The bar's trailing edge is the content's, 20 pt before the content view's.
        #expect(frames["bar-vw-001"] == Rect(x: 10, y: 5, width: 290, height: 10))
    }
}
