import Testing

@testable import PlumbAccessibility
@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbLint
@testable import PlumbSpec
@testable import PlumbText

/// The accessibility lints on specs, through the spec parser, a real layout (Pango text) and `Linter`: each expected
/// ratio comes from the WCAG formula (and agrees with Scripts/contrast-oracle), each threshold from docs/accessibility.md.
@Suite struct AccessibilityLintTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func findings(
        _ yaml: String, category: ContentSizeCategory = .large, appearance: Appearance = .light,
        kinds: Set<LintFinding.Kind>? = nil
    ) throws -> [LintFinding] {
        let spec = try SpecLoader().parse(yaml, file: "a11y.yaml")
        let environment = Environment(width: 375, category: category, appearance: appearance)
        let context = LayoutContext(environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
        let all = Linter.findings(in: LayoutEngine.layout(spec.root, name: spec.name, context: context))
        let accessibility: Set<LintFinding.Kind> = [
            .lowContrast, .fixedTextSize, .missingLabel, .unreachable, .smallTarget,
        ]
        return all.filter { (kinds ?? accessibility).contains($0.kind) }
    }

    func greyText(style: String, weight: String = "regular") -> String {
        """
        root:
          id: screen
          background: "#FFFFFF"
          layout: stack
          axis: vertical
          padding: 16
          children:
            - {id: caption, kind: text, text: "Last updated today", style: \(style), weight: \(weight), color: "#8E8E93"}
        """
    }

    @Test func greyTextAt15PointsIsLowContrastAt3_26() throws {
        let found = try findings(greyText(style: "subheadline"))  // subheadline is 15 pt at large
        #expect(found.map(\.kind) == [.lowContrast])
        #expect(found.first?.nodes == ["caption"] && found.first?.severity == .error)
        #expect(
            found.first?.message
                == "\"caption\" text #8E8E93 on #FFFFFF has a contrast of 3.26:1, below 4.5:1 for text under 18 pt")
    }

    @Test func theSameGreyAt20PointsOrBoldPasses() throws {
        #expect(try findings(greyText(style: "title3")).isEmpty)  // title3 is 20 pt at large
        #expect(try findings(greyText(style: "subheadline", weight: "bold")).isEmpty)
        // 15 pt grows to 39 pt.
        #expect(try findings(greyText(style: "subheadline"), category: .accessibilityMedium).isEmpty)
    }

    /// secondaryLabel body text (17 pt) on systemBackground: 3.43:1 in light (#3C3C43 at 60 % over white), 6.36:1 in
    /// dark (#EBEBF5 at 60 % over black) — the contrast fixture's "secondaryLabel on systemBackground" pairs.
    @Test func semanticColoursAreMeasuredInTheEnvironmentsAppearance() throws {
        let yaml = """
            root:
              id: screen
              background: systemBackground
              layout: stack
              axis: vertical
              padding: 16
              children:
                - {id: detail, kind: text, text: "Last synced an hour ago", style: body, color: secondaryLabel}
            """
        let light = try findings(yaml)
        #expect(light.map(\.kind) == [.lowContrast])
        #expect(
            light.first?.message
                == "\"detail\" text #8A8A8E on #FFFFFF has a contrast of 3.43:1, below 4.5:1 for text under 18 pt")
        #expect(try findings(yaml, appearance: .dark).isEmpty, "6.36:1 in dark mode")
    }

    /// `UIButton.Configuration.filled()` draws its title white on the tint (Apple's documentation of `filled()`:
    /// "a button with a background color ... the tint color"): white on `systemBlue` is 4.01:1, a pair Apple ships,
    /// so a semibold 17 pt title there is a warning at the platform level, an error under `contrast: aa`; white on
    /// `systemGreen` is below 3:1, unreadable by any standard, and stays an error.
    @Test func aFilledButtonsWhiteTitleOnASystemColourIsApplesPair() throws {
        func yaml(_ fill: String, level: String = "platform") -> String {
            """
            lints: {contrast: \(level)}
            root:
              id: footer
              layout: stack
              axis: vertical
              padding: 16
              background: systemBackground
              children:
                - {id: go, kind: button, text: Continue, style: headline, color: white, background: \(fill), minHeight: 50}
            """
        }
        let blue = try findings(yaml("systemBlue"), kinds: [.lowContrast])
        #expect(blue.map(\.severity) == [.warning], "\(blue.map(\.message))")
        #expect(try findings(yaml("systemBlue", level: "aa"), kinds: [.lowContrast]).map(\.severity) == [.error])
        #expect(try findings(yaml("systemGreen"), kinds: [.lowContrast]).map(\.severity) == [.error])
        #expect(try findings(yaml("\"#0A7AFF\""), kinds: [.lowContrast]).map(\.severity) == [.error], "a chosen blue")
    }

    /// A kind the run turns off is not looked for (`plumb check --lint lowContrast=off` does not pay for it), unless
    /// a node's `lints:` turns it back on, which still wins.
    @Test func aKindOffInTheRunIsSkippedUnlessANodeTurnsItOn() throws {
        func found(_ yaml: String) throws -> [LintFinding.Kind] {
            let spec = try SpecLoader().parse(yaml, file: "a11y.yaml")
            let context = LayoutContext(
                environment: Environment(width: 375), measurer: measurer, manualLayouts: Gallery.manualLayouts)
            let result = LayoutEngine.layout(spec.root, name: spec.name, context: context)
            return Linter.findings(in: result, policy: LintPolicy(run: ["lowContrast": .off])).map(\.kind)
        }
        let grey = greyText(style: "subheadline")
        #expect(try found(grey).isEmpty)
        #expect(
            try found(
                grey.replacingOccurrences(
                    of: "color: \"#8E8E93\"}", with: "color: \"#8E8E93\", lints: {lowContrast: error}}")) == [
                    .lowContrast
                ])
    }

    @Test func theBackgroundIsTheAncestorsFillsCompositedWithAlpha() throws {
        // #333333 on black at alpha 0x80 (128/255) over white: background 255 × 127/255 = #7F7F7F, ratio 3.155
        // (Scripts/contrast-oracle, "dark text on 50% black over white").
        let yaml = """
            root:
              id: screen
              layout: stack
              axis: vertical
              children:
                - id: dim
                  background: "#00000080"
                  layout: stack
                  axis: vertical
                  children:
                    - {id: label, kind: text, text: "Dimmed", color: "#333333"}
            """
        let found = try findings(yaml)
        #expect(found.map(\.kind) == [.lowContrast])
        #expect(
            found.first?.message.hasPrefix("\"label\" text #333333 on #7F7F7F has a contrast of 3.15:1") == true,
            "\(found)")
    }

    @Test func aDefaultButtonTitleIsCheckedInItsTint() throws {
        // systemBlue #007AFF on white is 4.02:1: below 4.5:1 for a 17 pt title, enough for a bold one.
        let yaml = """
            root:
              id: screen
              layout: stack
              axis: vertical
              spacing: 20
              children:
                - {id: plain, kind: button, text: "Not Now"}
                - {id: strong, kind: button, text: "Turn On", weight: bold}
            """
        let found = try findings(yaml, kinds: [.lowContrast])
        #expect(found.map(\.nodes) == [["plain"]])
        #expect(
            found.first?.message
                == "\"plain\" title #007AFF on #FFFFFF has a contrast of 4.01:1, below 4.5:1 for text under 18 pt")
    }

    @Test func unlabelledImagesThatAreElementsAndUntitledButtonsMissALabel() throws {
        let yaml = """
            root:
              id: screen
              layout: stack
              axis: horizontal
              alignment: center
              children:
                - {id: avatar, kind: image, size: [44, 44], accessibilityElement: true}
                - {id: decoration, kind: image, size: [44, 44]}
                - {id: labelled, kind: image, size: [44, 44], accessibilityLabel: "Amelia"}
                - {id: close, kind: button, size: [44, 44]}
            """
        let found = try findings(yaml)
        #expect(found.map(\.kind) == [.missingLabel, .missingLabel])
        #expect(found.map(\.nodes) == [["avatar"], ["close"]])
        #expect(found.first?.message.contains("VoiceOver reads only \"Image\"") == true)
    }

    /// Issue 28.13: `missingLabel` covers every element VoiceOver reads nothing of (a box made an element without a
    /// label), and a segment with no title, which it can only call "Button, 2 of 2".
    @Test func elementsThatReadNothingAndUntitledSegmentsMissALabel() throws {
        let yaml = """
            root:
              id: screen
              layout: stack
              axis: vertical
              children:
                - {id: card, size: [100, 44], accessibilityElement: true}
                - {id: filter, kind: segmentedControl, segments: ["All", ""]}
                - {id: name, kind: textField, placeholder: "Name"}
            """
        let found = try findings(yaml)
        #expect(found.map(\.kind) == [.missingLabel, .missingLabel], "\(found)")
        #expect(found.map(\.nodes) == [["card"], ["filter"]])
        #expect(found.last?.message.contains("(segmentedControl, segment 2)") == true, "\(found)")
        #expect(found.last?.message.contains("VoiceOver reads only \"Button, 2 of 2\"") == true, "\(found)")
    }

    @Test func controlsWhoseTapAreasOverlapAreTooClose() throws {
        // Two 30 × 30 buttons 10 pt apart: each 44 pt area reaches 7 pt into the gap (a: 9…53, b: 49…93), so they
        // share 4 × 44 pt at x = 49; 20 pt apart they share nothing.
        func yaml(gap: Int) -> String {
            """
            root:
              id: screen
              children:
                - {id: a, kind: button, frame: [16, 15, 30, 30], accessibilityLabel: "A"}
                - {id: b, kind: button, frame: [\(46 + gap), 15, 30, 30], accessibilityLabel: "B"}
            """
        }
        let close = try findings(yaml(gap: 10), kinds: [.smallTarget]).filter { $0.nodes.count == 2 }
        #expect(close.map(\.nodes) == [["a", "b"]])
        #expect(close.first?.rects.last == Rect(x: 49, y: 8, width: 4, height: 44))
        #expect(try findings(yaml(gap: 20), kinds: [.smallTarget]).filter { $0.nodes.count == 2 }.isEmpty)
    }

    @Test func anElementUnderAnOpaqueNodeDrawnAfterItIsUnreachable() throws {
        let yaml = """
            root:
              id: screen
              overlap: allowed
              children:
                - {id: save, kind: button, text: "Save", frame: [16, 16, 100, 44], weight: bold}
                - {id: sheet, frame: [0, 0, 375, 120], background: "#F2F2F7"}
                - {id: tinted, frame: [0, 200, 375, 100], background: "#F2F2F780"}
                - {id: below, kind: text, text: "Below", frame: [16, 210, 100, 20], weight: bold}
            """
        let found = try findings(yaml, kinds: [.unreachable])
        #expect(found.map(\.nodes) == [["save", "sheet"]])
        #expect(found.first?.message.contains("can be neither seen nor tapped") == true)
    }

    @Test func textCappedBelowTheAccessibilitySizesIsAWarning() throws {
        func yaml(_ cap: String) -> String {
            """
            root:
              id: screen
              layout: stack
              axis: vertical
              children:
                - {id: label, kind: text, text: "Capped", maxCategory: \(cap)}
            """
        }
        let found = try findings(yaml("xxxl"), category: .accessibilityExtraExtraExtraLarge)
        #expect(found.map(\.kind) == [.fixedTextSize])
        #expect(found.first?.severity == .warning)
        #expect(try findings(yaml("ax2")).isEmpty)
        // In a tab bar UIKit shows the large content viewer instead of growing the labels.
        let tabBar = """
            root:
              id: bar
              layout: stack
              axis: horizontal
              accessibilityTraits: [tabBar]
              children:
                - {id: home, kind: text, text: "Home", maxCategory: l}
            """
        #expect(try findings(tabBar, category: .accessibilityExtraExtraExtraLarge).isEmpty)
    }

    /// UIKit's `maximumContentSizeCategory` (iOS 15): above the cap, text keeps the cap's size.
    @Test func maxCategoryCapsTheTextSize() throws {
        let spec = try SpecLoader().parse(
            """
            root:
              id: screen
              layout: stack
              axis: vertical
              children:
                - {id: capped, kind: text, text: "Home", maxCategory: xl}
                - {id: free, kind: text, text: "Home"}
            """, file: "cap.yaml")
        func heights(_ category: ContentSizeCategory) -> (capped: Double, free: Double) {
            let context = LayoutContext(
                environment: Environment(width: 375, category: category), measurer: measurer,
                manualLayouts: Gallery.manualLayouts)
            let result = LayoutEngine.layout(spec.root, name: "cap", context: context)
            return (result.frame(of: "capped")!.height, result.frame(of: "free")!.height)
        }
        let xl = heights(.extraLarge), ax5 = heights(.accessibilityExtraExtraExtraLarge), small = heights(.small)
        #expect(ax5.capped == xl.capped && xl.capped == xl.free && ax5.free > ax5.capped)
        #expect(small.capped == small.free)  // below the cap the text follows the category
    }

    @Test func theGallerysSettingsCellHasNoAccessibilityFindings() throws {
        for name in ["settings-cell", "settings-cell-constraints", "settings-cell-stack"] {
            let entry = try #require(Gallery.entries.first { $0.name == name })
            for environment in entry.matrix.environments {
                let context = LayoutContext(
                    environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
                let found = Linter.findings(
                    in: LayoutEngine.layout(entry.tree(for: environment), name: name, context: context))
                #expect(
                    found.filter { [.lowContrast, .missingLabel, .unreachable, .fixedTextSize].contains($0.kind) }
                        .isEmpty, "\(name) \(environment.label)")
            }
        }
    }
}

/// `tint:` on controls: a switch's chosen "on" colour needs 3:1 against what is around it (WCAG 1.4.11), a button's
/// tint is its title's colour and is measured as text.
@Suite struct ControlTintLintTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func findings(_ children: String) throws -> [LintFinding] {
        let yaml = """
            root:
              id: screen
              background: "#FFFFFF"
              layout: stack
              axis: vertical
              spacing: 20
              padding: 16
              alignment: leading
              children:
            \(children)
            """
        let spec = try SpecLoader().parse(yaml, file: "tint.yaml")
        let context = LayoutContext(
            environment: Environment(width: 375), measurer: measurer, manualLayouts: Gallery.manualLayouts)
        return Linter.findings(in: LayoutEngine.layout(spec.root, name: spec.name, context: context)).filter {
            $0.kind == .lowContrast
        }
    }

    @Test func aPaleSwitchTintIsBelow3To1() throws {
        // #FFCC00 (systemYellow) on white: 1.51:1 by the WCAG formula.
        let found = try findings("    - {id: toggle, kind: switch, on: true, tint: \"#FFCC00\"}")
        #expect(
            found.map(\.message) == [
                "\"toggle\" tint #FFCC00 on #FFFFFF has a contrast of 1.51:1, below 3:1 for a control's tint (non-text contrast)"
            ])
    }

    @Test func aDarkTintAnOffSwitchAndUIKitsGreenPass() throws {
        #expect(try findings("    - {id: toggle, kind: switch, on: true, tint: \"#248A3D\"}").isEmpty)  // 4.40:1
        // The track is grey when off.
        #expect(try findings("    - {id: toggle, kind: switch, on: false, tint: \"#FFCC00\"}").isEmpty)
        #expect(try findings("    - {id: toggle, kind: switch, on: true}").isEmpty)  // systemGreen, the platform's
    }

    @Test func aButtonsTintIsItsTitleColour() throws {
        let found = try findings("    - {id: link, kind: button, text: \"Learn more\", tint: \"#34C759\"}")
        #expect(
            found.map(\.message) == [
                "\"link\" title #34C759 on #FFFFFF has a contrast of 2.21:1, below 4.5:1 for text under 18 pt"
            ])
    }
}
