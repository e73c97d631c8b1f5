import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbText

/// The onion modal (docs/design.md §11.2) against its rules, with the real Pango measurer, on a notch phone 844 pt high
/// with safe-area insets top 47 and bottom 34, at widths 320, 375, 414, categories l, xxxl, ax5, LTR and RTL.
///
/// The rules, layer by layer:
/// - the screen's safe area is y 47…810 (844 − 34);
/// - navigation: the 44 × 44 close button at the leading margin m (16, or 20 at widths ≥ 414), its top on the
///   screen's safe top (47); the navigation adds 30 for its children, so their safe area starts at 47 + 30 = 77;
/// - template (the whole screen): inherits top 77 and bottom 34; its margins m are measured from there, so its
///   margins guide is x m…W − m, y 77 + m…810 − m;
/// - actions: the two buttons, each its title's height (rounded up) + 14, 12 apart, with 6 above and below inside
///   their stack, spanning the margins, the stack's bottom on the bottom margin;
/// - content area: from the top margin to 16 above the actions; the content centred in it when it fits.
@Suite struct OnionModalTests {
    typealias ID = OnionModal.ID
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    static let environments: [Environment] = [320.0, 375, 414].flatMap { width in
        [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge].flatMap { category in
            [LayoutDirection.ltr, .rtl].map { direction in
                Environment(
                    width: width, height: 844, category: category, direction: direction,
                    safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
            }
        }
    }

    func layout(_ environment: Environment, body: String = OnionModal.bodyText) -> LayoutResult {
        let context = LayoutContext(environment: environment, measurer: measurer)
        return LayoutEngine.layout(
            OnionModal.root(environment: environment, body: body), name: "onion-modal", context: context)
    }

    /// The gallery entry's matrix is the phone these tests assume.
    @Test func theGalleryEntryUsesTheNotchPhone() {
        let entry = Gallery.entry(named: "onion-modal")
        #expect(entry?.matrix.height == 844)
        #expect(entry?.matrix.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
        #expect(entry?.matrix.widths == [320, 375, 414])
    }

    @Test(arguments: environments)
    func layersFollowTheirRules(environment: Environment) throws {
        let result = layout(environment)
        let width = environment.width
        let margin = width >= 414 ? 20.0 : 16.0
        let screenSafe = Rect(x: 0, y: 47, width: width, height: 844 - 47 - 34)
        let barBottom = 47.0 + 30
        let marginsGuide = Rect(
            x: margin, y: barBottom + margin, width: width - 2 * margin, height: (810 - margin) - (barBottom + margin))
        let label = environment.label

        // Navigation: the close button, top-leading, inside the screen's safe area.
        let close = try #require(result.frame(of: ID.close))
        let closeX = environment.direction == .ltr ? margin : width - margin - 44
        #expect(close == Rect(x: closeX, y: 47, width: 44, height: 44), "\(label)")
        #expect(screenSafe.contains(close), "\(label)")
        #expect(result.frame(of: ID.template) == Rect(x: 0, y: 0, width: width, height: 844), "\(label)")

        // Actions: the buttons' heights from their measured titles, the stack on the bottom margin.
        let titleWidth = width - 2 * margin - 24
        let primaryHeight =
            measurer.integralSize(
                of: TextContent("Turn On", style: .headline, alignment: .center), in: environment, width: titleWidth
            ).height + 14
        let secondaryHeight =
            measurer.integralSize(
                of: TextContent("Not Now", style: .body, alignment: .center), in: environment, width: titleWidth
            ).height + 14
        let actionsHeight = 6 + primaryHeight + 12 + secondaryHeight + 6
        let actions = Rect(
            x: margin, y: marginsGuide.maxY - actionsHeight, width: width - 2 * margin, height: actionsHeight)
        #expect(result.frame(of: ID.actions) == actions, "\(label)")
        #expect(
            result.frame(of: ID.primary)
                == Rect(x: margin, y: actions.y + 6, width: width - 2 * margin, height: primaryHeight), "\(label)")
        #expect(
            result.frame(of: ID.secondary)
                == Rect(
                    x: margin, y: actions.maxY - 6 - secondaryHeight, width: width - 2 * margin, height: secondaryHeight
                ), "\(label)")

        // Content area between the top margin and the actions; content centred in it.
        let area = Rect(
            x: margin, y: marginsGuide.y, width: width - 2 * margin, height: actions.y - 16 - marginsGuide.y)
        #expect(result.frame(of: ID.contentArea) == area, "\(label)")
        let content = try #require(result.frame(of: ID.content))
        #expect(content.height <= area.height + 1e-9, "\(label)")
        #expect(abs(content.midY - area.midY) < 1e-6, "\(label): content centred in its area")

        // Nothing of the template's content under the bar, the close button or outside the margins.
        for id in [ID.illustration, ID.title, ID.body, ID.primary, ID.secondary] {
            guard let entry = result.entries.first(where: { $0.node.id == id }), !entry.node.hidden else { continue }
            #expect(
                marginsGuide.contains(entry.frame, tolerance: 1e-9),
                "\(label): \(id) \(entry.frame) inside the margins \(marginsGuide)")
            #expect(entry.frame.minY >= barBottom, "\(label): \(id) below the bar")
            #expect(entry.frame.intersection(close) == nil, "\(label): \(id) clear of the close button")
            #expect(screenSafe.contains(entry.frame), "\(label): \(id) inside the screen's safe area")
        }
        #expect(result.issues.isEmpty, "\(label): \(result.issues.map(\.message))")
    }

    /// At accessibility sizes the illustration is hidden; otherwise it keeps 120 × 120, centred horizontally.
    @Test(arguments: environments)
    func theIllustrationGivesWayAtAccessibilitySizes(environment: Environment) throws {
        let result = layout(environment)
        let illustration = try #require(result.entries.first { $0.node.id == ID.illustration })
        #expect(illustration.node.hidden == environment.category.isAccessibilityCategory)
        if !illustration.node.hidden {
            #expect(illustration.frame.width == 120 && illustration.frame.height == 120)
            #expect(abs(illustration.frame.midX - environment.width / 2) < 1e-9)
        }
    }

    /// Content taller than its area (a long body at ax5 on the narrowest phone): centring gives way, the content
    /// fills the area from its top margin to 16 above the buttons, and the buttons keep their place and size.
    @Test func overflowingContentStaysInsideItsArea() throws {
        let environment = Environment(
            width: 320, height: 844, category: .accessibilityExtraExtraExtraLarge,
            safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
        let long = String(repeating: "We’ll tell you when your order ships. ", count: 6)
        let fitting = layout(environment)
        let result = layout(environment, body: long)
        let area = try #require(result.frame(of: ID.contentArea))
        #expect(result.frame(of: ID.content) == area)
        #expect(area.y == 47 + 30 + 16)
        #expect(result.frame(of: ID.actions) == fitting.frame(of: ID.actions))
        let body = try #require(result.entries.first { $0.node.id == ID.body })
        let needed = measurer.integralSize(of: body.node.text!, in: environment, width: body.frame.width).height
        #expect(body.frame.maxY <= area.maxY + 1e-9)
        #expect(needed > body.frame.height, "the body is clipped (the lint reports it); a real app would scroll")
    }
}
