import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// The spec's tables of control keys, now read off the control kinds' descriptions (`ControlKind.keys`), hold what
/// they held when each was written out by hand: the keys, the deprecated names, the UIKit names.
@Suite struct ControlKeyTablesTests {
    @Test func theControlKeysAreTheSpecFormats() {
        #expect(
            ControlParser.keys == [
                "backTitle", "barAppearance", "borderStyle", "clearButton", "current", "items", "large", "largeTitle",
                "leadingItems", "pages", "placeholder", "progress", "secure", "segmentWidths", "segments", "selected",
                "thumb", "trailingItems", "value", "widths",
            ])
        #expect(NodeKind.stepper.controlKind!.specKeyNames.isEmpty)
        #expect(NodeKind.pageControl.controlKind!.specKeyNames == ["selected", "pages", "current"])
    }

    @Test func deprecatedNamesAreTheAuditedOnes() {
        #expect(
            SpecKeyAliases.controlKeys == [
                .segmentedControl: ["widths": "segmentWidths"],
                .pageControl: ["current": "selected"],
                .progressView: ["progress": "value"],
            ])
    }

    @Test func uikitNamesAnswerWithTheSpecsName() {
        let properties = [
            "selectedSegmentIndex": "selected", "currentPage": "selected",
            "apportionsSegmentWidthsByContent": "segmentWidths", "numberOfPages": "pages",
            "isSecureTextEntry": "secure", "clearButtonMode": "clearButton", "prefersLargeTitles": "largeTitle",
            "backButtonTitle": "backTitle", "scrollEdgeAppearance": "barAppearance",
            "maximumTrackTintColor": "trackTint", "thumbTintColor": "thumbTint", "progressTintColor": "tint",
        ]
        for (name, key) in properties { #expect(UIKitPropertyNames.specKeys[name] == key, "\(name)") }
        #expect(UIKitPropertyNames.specKeys["textColor"] == "color")
        let classes = [
            "UITextField": "textField", "TextField": "textField", "UISegmentedControl": "segmentedControl",
            "UIPageControl": "pageControl", "UIProgressView": "progressView", "UISlider": "slider",
            "UIStepper": "stepper", "UIActivityIndicatorView": "activityIndicator",
            "UINavigationBar": "navigationBar", "UITabBar": "tabBar",
        ]
        for (name, kind) in classes { #expect(UIKitPropertyNames.specValues[name] == kind, "\(name)") }
        #expect(UIKitPropertyNames.specValues["UILabel"] == "text")
        #expect(UIKitPropertyNames.specValues.count == 29)
        // A navigation item's bar button properties name the bar's items (issue 28.17).
        #expect(UIKitPropertyNames.specKeys["rightBarButtonItems"] == "trailingItems")
        #expect(UIKitPropertyNames.specKeys["leftBarButtonItem"] == "leadingItems")
        // Issue 30.5 / 30.6: the tints without "Color", a button's configuration, a slider's thumb image.
        #expect(UIKitPropertyNames.specKeys["minimumTrackTint"] == "tint")
        #expect(UIKitPropertyNames.specKeys["maximumTrackTint"] == "trackTint")
        #expect(UIKitPropertyNames.specKeys["progressTint"] == "tint")
        #expect(UIKitPropertyNames.specKeys["buttonConfiguration"] == "configuration")
        #expect(UIKitPropertyNames.specKeys["contentEdgeInsets"] == "contentInsets")
        #expect(UIKitPropertyNames.specKeys["thumbImage"] == "thumb")
        #expect(UIKitPropertyNames.specKeys.count == 62)
    }
}
