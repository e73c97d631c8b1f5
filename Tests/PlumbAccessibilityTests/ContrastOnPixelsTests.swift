import Testing

@testable import PlumbAccessibility
@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLint
@testable import PlumbPipeline
@testable import PlumbRender
@testable import PlumbSpec
@testable import PlumbText

/// `lowContrast` on the pixels really behind the text (issue 28.7), through the spec parser, a real layout and the
/// real renderer (`EnvironmentRun.lints(policy:renderer:)`), and the contrast levels (issue 28.2). Ratios follow the
/// WCAG 2.2 formula (SC 1.4.3, 1.4.6); what counts as behind the text is docs/accessibility.md, "Contrast on pixels".
@Suite struct ContrastOnPixelsTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(measurer: try PangoTextMeasurer())
    }

    func run(_ yaml: String, appearance: Appearance = .light) throws -> EnvironmentRun {
        let spec = try SpecLoader().parse(yaml, file: "pixels.yaml")
        return EnvironmentRun(
            spec.root, name: spec.name, environment: Environment(width: 375, appearance: appearance),
            renderer: renderer, manualLayouts: Gallery.manualLayouts)
    }

    func contrast(_ yaml: String, policy: LintPolicy = LintPolicy(), pixels: Bool = true) throws -> [LintFinding] {
        try run(yaml).lints(policy: policy, renderer: pixels ? renderer : nil).filter { $0.kind == .lowContrast }
    }

    static func banner(_ colors: String, text: String = "#FFFFFF") -> String {
        """
        root:
          id: banner
          layout: stack
          axis: vertical
          padding: 16
          gradient: {colors: [\(colors)]}
          children:
            - {id: headline, kind: text, text: "Summer sale", style: body, color: "\(text)"}
        """
    }

    /// The false alarm: the model ignores the gradient and reads white on the white screen (1.00:1); the pixels under
    /// the text are the dark gradient's, over 10:1.
    @Test func whiteTextOnADarkGradientPassesOnPixels() throws {
        let yaml = Self.banner("\"#1E3A8A\", \"#111827\"")
        #expect(
            try contrast(yaml, pixels: false).first?.message.contains("on #FFFFFF has a contrast of 1.00:1") == true)
        #expect(try contrast(yaml).isEmpty)
    }

    /// The miss named right: white on a light gradient is measured on the gradient's lightest colour under the line.
    @Test func whiteTextOnALightGradientIsMeasuredOnTheGradient() throws {
        let found = try contrast(Self.banner("\"#FDE68A\", \"#FCA5A5\""))
        #expect(found.map(\.nodes) == [["headline"]])
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.hasPrefix("\"headline\" text #FFFFFF on #FD") == true, "\(found)")
        #expect(found.first?.message.contains("on #FFFFFF") == false)
    }

    /// An opaque card between an image and a text: the card is behind the text, so the text is measured (the model
    /// skipped every text with an image under it).
    @Test func aTextOnACardOverAnImageIsMeasuredOnTheCard() throws {
        let yaml = """
            root:
              id: screen
              width: 200
              height: 120
              children:
                - {id: map, kind: image, frame: [0, 0, 200, 120], accessibilityElement: false}
                - id: card
                  frame: [10, 40, 180, 70]
                  background: "#FFFFFF"
                  cornerRadius: 12
                  children:
                    - {id: hint, kind: text, text: "Open now", style: footnote, color: "#C7C7CC", frame: [12, 12, 150, 20]}
            """
        #expect(try contrast(yaml, pixels: false).isEmpty, "the model skips a text with an image under it")
        let found = try contrast(yaml)
        #expect(
            found.map(\.message) == [
                "\"hint\" text #C7C7CC on #FFFFFF has a contrast of 1.68:1, below 4.5:1 for text under 18 pt"
            ])
    }

    /// The worst colour under the line counts: a text half on white and half on a dark fill that covers only part of
    /// its frame is measured on the fill its colour is closest to.
    @Test func theWorstColourUnderTheLinesIsReported() throws {
        let yaml = """
            root:
              id: screen
              width: 200
              height: 40
              children:
                - {id: half, frame: [100, 0, 100, 40], background: "#202020"}
                - {id: label, kind: text, text: "Half and half", style: body, color: "#000000", frame: [0, 10, 200, 20]}
            """
        let found = try contrast(yaml)
        #expect(
            found.first?.message.hasPrefix("\"label\" text #000000 on #202020 has a contrast of 1.") == true, "\(found)"
        )
    }

    /// Reading the backdrop leaves the renderer's next image as a fresh renderer draws it (the clipped, text-less
    /// draw shares the renderer's surface and its cache of shadow masks).
    @Test func theBackdropDoesNotChangeTheRenderedImage() throws {
        let yaml = """
            root:
              id: screen
              width: 200
              height: 120
              background: "#FDE68A"
              children:
                - id: card
                  frame: [20, 20, 160, 80]
                  background: "#FFFFFF"
                  cornerRadius: 12
                  shadow: {opacity: 0.3, radius: 8}
                  children:
                    - {id: hint, kind: text, text: "Open now", style: footnote, color: "#C7C7CC", frame: [12, 12, 136, 20]}
            """
        let layout = try run(yaml)
        _ = layout.lints(renderer: renderer)
        let after = layout.image(with: renderer)
        let fresh = layout.image(with: Renderer(measurer: try PangoTextMeasurer()))
        #expect(after == fresh)
    }

    /// Issue 28.2: Apple's own pairs between 3:1 and 4.5:1 are warnings at the platform level, errors at `aa`
    /// (the run's level or the nearest node's `lints: {contrast:}`); AAA asks 7:1 of small text (SC 1.4.6).
    @Test func contrastLevelsDecideTheSeverityOfApplesPairs() throws {
        let yaml = """
            root:
              id: screen
              layout: stack
              axis: vertical
              padding: 16
              background: systemBackground
              children:
                - {id: secondary, kind: text, text: "Synced an hour ago", style: body, color: secondaryLabel}
                - {id: strict, kind: text, text: "Synced an hour ago", style: body, color: secondaryLabel, lints: {contrast: aa}}
                - {id: grey, kind: text, text: "Synced an hour ago", style: body, color: "#767676"}
            """
        let platform = try contrast(yaml)
        #expect(platform.map(\.nodes) == [["secondary"], ["strict"]])
        #expect(platform.map(\.severity) == [.warning, .error])
        #expect(platform.last?.message.hasSuffix("below 4.5:1 for text under 18 pt (WCAG AA)") == true)
        let aa = try contrast(yaml, policy: LintPolicy(contrast: .aa))
        #expect(aa.map(\.severity) == [.error, .error])
        // #767676 on white is 4.54:1: AA passes it, AAA does not.
        let aaa = try contrast(yaml, policy: LintPolicy(contrast: .aaa))
        #expect(aaa.map(\.nodes) == [["secondary"], ["strict"], ["grey"]])
        #expect(
            aaa.last?.message
                == "\"grey\" text #767676 on #FFFFFF has a contrast of 4.54:1, below 7:1 for text under 18 pt (WCAG AAA)"
        )
        // A severity set for the kind is the most a platform pair can be: `note` lowers it, `error` does not raise it.
        #expect(try contrast(yaml, policy: LintPolicy(run: ["lowContrast": .note])).first?.severity == .note)
        #expect(try contrast(yaml, policy: LintPolicy(run: ["lowContrast": .error])).first?.severity == .warning)
    }
}
