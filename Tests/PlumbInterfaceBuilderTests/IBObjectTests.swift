import Foundation
import PlumbCore
import PlumbInterfaceBuilder
import PlumbLint
import PlumbPipeline
import Testing

/// Each node of a document keeps its Interface Builder object: frames JSON carries the user label and class
/// (docs/interface-builder.md), and `misplacedInIB` sets the stored frames IB considers up to date against Plumb's
/// (docs/lints.md).
@Suite struct IBObjectTests {
    @Test func framesJSONCarriesTheUserLabelAndClass() throws {
        let subject = try #require(
            try Subject.interfaceBuilder(path: IBFixtures.path("ProfileCell.xib"), source: "ProfileCell.xib").first)
        let document = try Run(subjects: [subject], workers: 1).map { _, run, _ in run.framesDocument }[0]
        let byID = Dictionary(uniqueKeysWithValues: document.nodes.map { ($0.id, $0) })
        // customClass first, else the UIKit class the element stands for.
        #expect(byID["prf-cl-001"]?.userLabel == "Profile Cell" && byID["prf-cl-001"]?.className == "ProfileCell")
        #expect(byID["prf-cv-001"]?.className == "UITableViewCellContentView")
        #expect(byID["avt-iv-001"]?.className == "UIImageView" && byID["avt-iv-001"]?.userLabel == nil)
        #expect(byID["nam-lb-001"]?.className == "UILabel")
        // Written after the frame, `class` for the class; read back as written.
        #expect(
            document.jsonText.contains(
                "{\"id\": \"prf-cl-001\", \"parent\": null, \"x\": 0, \"y\": 0, \"width\": 375, \"height\": 60, "
                    + "\"userLabel\": \"Profile Cell\", \"class\": \"ProfileCell\"}"), "\(document.jsonText)")
        #expect(try FramesDocument(json: Data(document.jsonText.utf8)) == document)
    }

    /// A node made in Swift or from a spec has no Interface Builder object, and its frames JSON no new fields.
    @Test func otherNodesWriteNoInterfaceBuilderFields() {
        let subject = Subject(name: "plain", matrix: Matrix(widths: [100]), tree: Node(id: "box", fixedHeight: 20))
        let text = try? Run(subjects: [subject], workers: 1).map { _, run, _ in run.framesDocument.jsonText }[0]
        #expect(text?.contains("class") == false && text?.contains("userLabel") == false)
    }

    /// Element names stand for UIKit's classes (`stackView` → `UIStackView`), MapKit's by its own prefix.
    @Test func elementNamesAreTheirFrameworksClasses() throws {
        let subject = try #require(
            try Subject.interfaceBuilder(path: IBFixtures.path("Login.storyboard"), source: "Login.storyboard").first)
        let document = try Run(subjects: [subject], workers: 1).map { _, run, _ in run.framesDocument }[0]
        let byID = Dictionary(uniqueKeysWithValues: document.nodes.map { ($0.id, $0) })
        #expect(byID["frm-st-001"]?.className == "UIStackView" && byID["frm-st-001"]?.userLabel == "Form")
        #expect(byID["map-mv-001"]?.className == "MKMapView")
        #expect(byID["rem-sw-001"]?.className == "UISwitch")
        #expect(byID["lgn-vw-001"]?.className == "UIView")
    }

    // MARK: misplacedInIB

    /// Worked by hand: "Agrees" is where its constraints put it (20, 20); "Drifted" is stored at x 30 where its
    /// leading constraint puts it at 20, and IB does not mark it; "Misplaced" is off too, but IB says so itself.
    static let drifted = IBFixtures.xib(
        """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="agr-vw-001" userLabel="Agrees">
                <rect key="frame" x="20" y="20" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="agr-wd-001"/>
                    <constraint firstAttribute="height" constant="40" id="agr-ht-001"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="drf-vw-001" userLabel="Drifted" customClass="BadgeView">
                <rect key="frame" x="30" y="80" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="drf-wd-001"/>
                    <constraint firstAttribute="height" constant="40" id="drf-ht-001"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="msp-vw-001" userLabel="Misplaced">
                <rect key="frame" x="200" y="140" width="50" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="msp-wd-001"/>
                    <constraint firstAttribute="height" constant="20" id="msp-ht-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="agr-vw-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leading" constant="20" id="agr-ld-001"/>
            <constraint firstItem="agr-vw-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="top" constant="20" id="agr-tp-001"/>
            <constraint firstItem="drf-vw-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leading" constant="20" id="drf-ld-001"/>
            <constraint firstItem="drf-vw-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="top" constant="80" id="drf-tp-001"/>
            <constraint firstItem="msp-vw-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leading" constant="20" id="msp-ld-001"/>
            <constraint firstItem="msp-vw-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="top" constant="140" id="msp-tp-001"/>
        </constraints>
        """)

    /// The findings of `text` (a document) laid out at its canvas, or in `matrix` when given.
    static func findings(_ text: String, matrix: Matrix? = nil) throws -> [LintFinding] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ib-\(UUID().uuidString).xib")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var subject = try #require(try Subject.interfaceBuilder(path: file.path, source: "Drifted.xib").first)
        if let matrix { subject.matrix = matrix }
        return try Run(subjects: [subject], workers: 1).map { _, run, _ in run.lints() }.flatMap { $0 }
    }

    @Test func aStoredFrameIBConsidersUpToDateThatPlumbDoesNotReproduceIsANote() throws {
        let findings = try Self.findings(Self.drifted)
        #expect(findings.count == 1, "\(findings)")
        let finding = try #require(findings.first)
        #expect(finding.kind == .misplacedInIB && finding.severity == .note && finding.nodes == ["drf-vw-001"])
        // Plumb's frame first, then the stored one, in root coordinates (the superview is the root at 0, 0).
        #expect(
            finding.rects == [Rect(x: 20, y: 80, width: 100, height: 40), Rect(x: 30, y: 80, width: 100, height: 40)])
        #expect(finding.message.contains("drf-vw-001 (\"Drifted\", BadgeView)"), "\(finding.message)")
        #expect(finding.message.contains("stores x 30, y 80, 100 × 40"), "\(finding.message)")
        #expect(finding.message.contains("lays it out at x 20, y 80, 100 × 40"), "\(finding.message)")
        #expect(finding.message.contains("x by 10 pt"), "\(finding.message)")
        #expect(LintRules.defaultSeverity(of: "misplacedInIB") == .note)
    }

    /// Stored frames are the canvas's: at another width or text size nothing is compared.
    @Test func onlyTheCanvasEnvironmentIsCompared() throws {
        let canvas = try Self.findings(Self.drifted).filter { $0.kind == .misplacedInIB }
        #expect(canvas.count == 1)
        for matrix in [
            Matrix(widths: [375], categories: [.large], scales: [3], height: 200),
            Matrix(widths: [320], categories: [.extraLarge], scales: [3], height: 200),
            Matrix(widths: [320], scales: [3], directions: [.rtl], height: 200),
        ] {
            let findings = try Self.findings(Self.drifted, matrix: matrix)
            #expect(findings.filter { $0.kind == .misplacedInIB }.isEmpty, "\(matrix): \(findings)")
        }
    }

    /// Within a device pixel (a third of a point at 3x) is agreement.
    @Test func aDifferenceWithinADevicePixelIsNone() throws {
        let close = Self.drifted.replacingOccurrences(
            of: "x=\"30\" y=\"80\" width=\"100\"", with: "x=\"20.329999999999998\" y=\"80\" width=\"100\"")
        #expect(try Self.findings(close).isEmpty)
        let off = Self.drifted.replacingOccurrences(
            of: "x=\"30\" y=\"80\" width=\"100\"", with: "x=\"20.5\" y=\"80\" width=\"100\"")
        #expect(try Self.findings(off).map(\.nodes) == [["drf-vw-001"]])
    }

    /// The hand-worked fixtures agree with Plumb where it compares them: linting them gives no `misplacedInIB`,
    /// with Plumb's text and with the stored text sizes (where every up-to-date view placed by constraints is
    /// compared).
    @Test(arguments: ["ProfileCell.xib", "Login.storyboard"], IBTreeOptions.TextSizes.allCases)
    func theFixturesHaveNoMisplacedViews(_ name: String, textSizes: IBTreeOptions.TextSizes) throws {
        let subjects = try Subject.interfaceBuilder(path: IBFixtures.path(name), source: name, textSizes: textSizes)
        let findings = try Run(subjects: subjects, workers: 1).map { _, run, _ in run.lints() }.flatMap { $0 }
        #expect(findings.filter { $0.kind == .misplacedInIB }.isEmpty, "\(findings)")
    }
}
