import PlumbCore
import PlumbInterfaceBuilder
import Testing

/// A scene's bars give it the safe area UIKit's containers give it, as Interface Builder stores it
/// (docs/interface-builder.md, "The canvas by default"): a translucent navigation bar 44 pt under the status bar, a
/// tab bar 49 pt or a toolbar 44 pt above the home indicator; an opaque bar leaves nothing, as the view starts
/// below it; a scene not of the screen's size has no status bar. Each figure is one the stored frames of the public
/// documents docs/interface-builder.md measures show (64 under a navigation bar on a 375 × 667 canvas, 83 above a
/// tab bar on 375 × 812, 44 for a 375 × 2000 scene under a navigation bar, 0 under an opaque one).
@Suite struct IBSimulatedBarsTests {
    /// A tab bar controller holding a navigation controller whose root is "Inbox"; Inbox pushes "Detail" and
    /// "Settings" (`show` segues, Settings hiding the bottom bar); "Compose" names its own simulated navigation bar
    /// and toolbar; "Plain" names none; "Opaque" an opaque bar and a view that starts below it; "Tall" a translucent
    /// bar on a 2000 pt freeform canvas.
    static func storyboard(
        device: String = "retina6_12", largeTitles: Bool = false, navigationBarHidden: Bool = false
    ) -> String {
        func scene(
            _ name: String, height: Double = 852, y: Double = 0, extra: String = "", segues: String = ""
        )
            -> String
        {
            """
            <scene sceneID="\(name.prefix(3).lowercased())-sc-001">
                <objects>
                    <viewController storyboardIdentifier="\(name)" id="\(name.prefix(3).lowercased())-vc-001"\(name == "Settings" ? " hidesBottomBarWhenPushed=\"YES\"" : "") sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(name.prefix(3).lowercased())-vw-001">
                            <rect key="frame" x="0.0" y="\(y)" width="393" height="\(height)"/>
                        </view>
                        \(extra)
                        <connections>\(segues)</connections>
                    </viewController>
                </objects>
            </scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="tab-sc-001">
                        <objects>
                            <tabBarController id="tab-tc-001" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="tab-tb-001"/>
                                <connections>
                                    <segue destination="nav-nc-001" kind="relationship" relationship="viewControllers" id="tab-sg-001"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="nav-sc-001">
                        <objects>
                            <navigationController id="nav-nc-001"\(navigationBarHidden ? " navigationBarHidden=\"YES\"" : "") sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill"\(largeTitles ? " largeTitles=\"YES\"" : "") id="nav-nb-001"/>
                                <connections>
                                    <segue destination="inb-vc-001" kind="relationship" relationship="rootViewController" id="nav-sg-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    \(scene("Inbox", segues: """
                        <segue destination="det-vc-001" kind="show" id="inb-sg-001"/>
                        <segue destination="set-vc-001" kind="show" id="inb-sg-002"/>
                        """))
                    \(scene("Detail"))
                    \(scene("Settings"))
                    \(scene("Compose", extra: """
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                        """))
                    \(scene("Plain", extra: "<nil key=\"simulatedTopBarMetrics\"/>"))
                    \(scene("Opaque", height: 759, y: 59 + 44, extra: """
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                        """))
                    \(scene("Tall", height: 2000, extra: """
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        """))
                </scenes>
            </document>
            """
    }

    static func insets(_ text: String) throws -> [String: EdgeInsets] {
        let document = try IBFixtures.parse(text, file: "Bars.storyboard")
        var result: [String: EdgeInsets] = [:]
        for root in document.roots { result[root.name] = IBCanvas.matrix(for: root, in: document).safeAreaInsets }
        return result
    }

    /// retina6_12: the sensor housing's 59 and the home indicator's 34 (docs/devices.md).
    @Test func containersAndSimulatedMetricsGrowTheSafeArea() throws {
        let insets = try Self.insets(Self.storyboard())
        #expect(insets["Inbox"] == EdgeInsets(top: 59 + 44, bottom: 34 + 49))
        #expect(insets["Compose"] == EdgeInsets(top: 59 + 44, bottom: 34 + 44))
        #expect(insets["Plain"] == EdgeInsets(top: 59, bottom: 34))
    }

    /// A `show` segue pushes onto the source's navigation controller (Interface Builder's inferred metrics); a
    /// pushed controller that hides the bottom bar has none.
    @Test func aPushedSceneHasItsSourcesBars() throws {
        let insets = try Self.insets(Self.storyboard())
        #expect(insets["Detail"] == EdgeInsets(top: 59 + 44, bottom: 34 + 49))
        #expect(insets["Settings"] == EdgeInsets(top: 59 + 44, bottom: 34))
    }

    @Test func anOpaqueBarLeavesNothingAndAFreeformSceneHasNoStatusBar() throws {
        let insets = try Self.insets(Self.storyboard())
        #expect(insets["Opaque"] == EdgeInsets(top: 0, bottom: 0))
        #expect(insets["Tall"] == EdgeInsets(top: 44, bottom: 0))
    }

    @Test func largeTitlesMakeTheNavigationBar96Tall() throws {
        #expect(try Self.insets(Self.storyboard(largeTitles: true))["Inbox"]?.top == 59 + 96)
    }

    @Test func aHiddenNavigationBarAddsNothing() throws {
        #expect(try Self.insets(Self.storyboard(navigationBarHidden: true))["Inbox"]?.top == 59)
    }

    /// An iPad keeps its status bar in landscape (docs/devices.md): 20 pt on a home-button iPad.
    @Test func anIPadInLandscapeKeepsItsStatusBar() throws {
        let text = Self.storyboard(device: "ipad9_7").replacingOccurrences(
            of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
        let document = try IBFixtures.parse(text, file: "Bars.storyboard")
        let plain = try #require(document.roots.first { $0.name == "Plain" })
        // The scene is stored 393 pt wide, not the screen's 1024: freeform, so no status bar; the device's own
        // insets are what a full-screen scene gets.
        #expect(IBDevice.named("ipad9_7")?.safeAreaInsets(landscape: true) == EdgeInsets(top: 20, bottom: 0))
        #expect(IBCanvas.matrix(for: plain, in: document).safeAreaInsets == .zero)
    }
}
