import Testing

@testable import PlumbCore

/// The system controls' descriptions (`ControlKind`) give the answers the per-kind switches gave before them, and
/// `ControlField` keeps a control's own content.
@Suite struct ControlKindTests {
    static let controls: [NodeKind] = [
        .textField, .segmentedControl, .pageControl, .progressView, .slider, .stepper, .activityIndicator,
        .navigationBar, .tabBar,
    ]

    @Test func exactlyTheSystemControlsHaveADescription() {
        #expect(NodeKind.allCases.filter(\.isSystemControl) == Self.controls)
        #expect(NodeKind.allCases.filter { $0.controlKind != nil } == Self.controls)
    }

    @Test func sizesAndAxesAreUIKits() {
        // UISwitch and UIStepper ignore the frame's size; the others take theirs.
        #expect(NodeKind.switch.fixedSize == Size(width: 51, height: 31))
        #expect(NodeKind.stepper.fixedSize == Size(width: 94, height: 32))
        #expect(NodeKind.allCases.filter { $0.fixedSize != nil } == [.switch, .stepper])
        #expect(NodeKind.stepper.defaultHugging == .fixedControl && NodeKind.slider.defaultHugging == .defaultHugging)
        // UIProgressView, UISlider and the bars have no intrinsic width (`noIntrinsicMetric`), only a height.
        let noWidth = NodeKind.allCases.filter { !NodeKind.hasIntrinsicLength($0, horizontal: true) }
        #expect(noWidth == [.progressView, .slider, .navigationBar, .tabBar])
        #expect(NodeKind.allCases.allSatisfy { NodeKind.hasIntrinsicLength($0, horizontal: false) })
    }

    @Test func statesTapTargetsAndBarsAreTheKindsTheyWere() {
        #expect(ControlState.kinds == [.button, .switch, .segmentedControl, .textField])
        #expect(NodeKind.allCases.filter(\.isTapTarget) == [.switch, .button])
        #expect(Self.controls.filter { $0.controlKind!.extendsUnderUnsafeArea } == [.navigationBar, .tabBar])
        #expect(Self.controls.filter { $0.controlKind!.showsText } == [.textField, .navigationBar])
    }

    @Test func accessibilityDefaultsAreUIKits() {
        let traits = Dictionary(uniqueKeysWithValues: Self.controls.map { ($0, $0.controlKind!.accessibilityTraits) })
        #expect(
            traits[.slider] == .adjustable && traits[.stepper] == .adjustable && traits[.pageControl] == .adjustable)
        #expect(traits[.progressView] == .updatesFrequently && traits[.activityIndicator] == .updatesFrequently)
        #expect(traits[.tabBar] == .tabBar && traits[.textField] == .textEntry && traits[.segmentedControl] == [])
        // Issue 28.13: these are read part by part (their segments, buttons, items), as UIKit exposes them.
        #expect(
            Self.controls.filter { $0.controlKind!.accessibilityGrouping == .none } == [
                .segmentedControl, .stepper, .navigationBar, .tabBar,
            ])
    }

    @Test func keyNamesAreUniqueAndEachUIKitNameMeansOneKey() {
        var meanings: [String: String] = [:]
        for kind in Self.controls {
            let names = kind.controlKind!.specKeyNames
            #expect(Set(names).count == names.count, "\(kind): \(names)")
            for key in kind.controlKind!.keys {
                for uikit in key.uikitNames {
                    #expect(meanings[uikit, default: key.name] == key.name, "\(uikit) on \(kind)")
                    meanings[uikit] = key.name
                }
            }
        }
        #expect(meanings["selectedSegmentIndex"] == "selected" && meanings["numberOfPages"] == "pages")
    }

    @Test func aSliderStartsHalfwayAndEveryControlWithThreePages() {
        #expect(NodeKind.slider.controlKind!.defaultContent.value == 0.5)
        #expect(Self.controls.allSatisfy { $0.controlKind!.defaultContent.pageCount == 3 })
        #expect(NodeKind.tabBar.controlKind!.defaultContent == ControlContent(pageCount: 3))
    }

    @Test func aFieldReadsItsDefaultUntilSetAndTakesPartInEquality() {
        let color = ControlField<Color?>("testColor", default: nil)
        let supportsAlpha = ControlField<Bool>("testSupportsAlpha", default: true)
        var content = ControlContent()
        #expect(content[color] == nil && content[supportsAlpha])
        content[color] = .systemRed
        content[supportsAlpha] = false
        #expect(content[color] == .systemRed && !content[supportsAlpha])
        #expect(content != ControlContent())
        var copy = content
        copy[color] = .systemBlue
        #expect(content[color] == .systemRed && copy[color] == .systemBlue)
        // A field set back to its default is as if never set.
        var reset = content
        reset[color] = nil
        reset[supportsAlpha] = true
        #expect(reset == ControlContent())
        // A key path through the field is a `ControlKey`'s destination like a stored field's.
        let path: WritableKeyPath<ControlContent, Bool> & Sendable = \ControlContent.[supportsAlpha]
        content[keyPath: path] = true
        #expect(content[supportsAlpha])
    }
}
