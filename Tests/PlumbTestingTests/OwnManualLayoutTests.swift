import Foundation
import PlumbCore
import PlumbLayout
import PlumbTesting
import PlumbText
import Testing

/// A team's own `layoutFor(width:)` code, not the gallery's: a title and a badge 8 pt after the title's measured
/// width, so a frame is wrong unless the layout was given the Pango measurer that draws it.
struct BadgeCell: NamedManualLayout {
    static let layoutName = "badge-cell"
    static let inset = 16.0, gap = 8.0, badge = Size(width: 24, height: 24)

    var placements: [Placement]
    var bottomInset: Double { Self.inset }

    init(title: String, width: Double, environment: Environment, measurer: any TextMeasuring) {
        let text = TextContent(title, style: .headline, lines: 0)
        let size = measurer.integralSize(
            of: text, in: environment, width: width - 2 * Self.inset - Self.gap - Self.badge.width)
        let title = Rect(x: Self.inset, y: Self.inset, width: size.width, height: size.height)
        let badge = Rect(x: title.maxX + Self.gap, y: Self.inset, width: Self.badge.width, height: Self.badge.height)
        placements = [
            Placement(node: .text("title", text), frame: title),
            Placement(
                node: Node(id: "badge", style: NodeStyle(background: .systemBlue, cornerRadius: 12)), frame: badge),
        ]
    }

    init(width: Double, environment: Environment, measurer: any TextMeasuring) {
        self.init(title: "Inbox", width: width, environment: environment, measurer: measurer)
    }
}

@Suite struct OwnManualLayoutTests {
    static let matrix = Matrix(widths: [375], categories: [.large, .accessibilityExtraExtraExtraLarge])

    /// The badge's x by the layout's own rule, from the measurer the renderer uses: inset + title width + gap.
    static func expectedBadgeX(title: String, category: ContentSizeCategory) throws -> Double {
        let measurer = try PangoTextMeasurer()
        let environment = Environment(width: 375, category: category)
        return BadgeCell.inset
            + measurer.integralSize(
                of: TextContent(title, style: .headline, lines: 0), in: environment, width: 375 - 64
            ).width
            + BadgeCell.gap
    }

    static func badgeFrame(in folder: TemporaryBaselines, test: String, environment: String) throws -> Rect? {
        let url = folder.url.appendingPathComponent("OwnManualLayoutTests/\(test).cell/\(environment).frames.json")
        return try FramesDocument(json: Data(contentsOf: url)).nodes.first { $0.id == "badge" }?.frame
    }

    /// A registered layout type reaches the snapshot pipeline: recorded with measured frames, then passing.
    @Test func aRegisteredLayoutTypeIsSnapshotWithItsMeasuredFrames() throws {
        let folder = try TemporaryBaselines()
        let layout = LayoutUnderTest(BadgeCell.self)
        let first = try #require(
            verifyLayoutSnapshot(
                of: layout, matrix: Self.matrix, named: "cell", baselines: folder.path, environment: [:]))
        #expect(first.message.contains("Recorded 2 baselines"), "\(first.message)")
        for (category, label) in [
            (ContentSizeCategory.large, "375w-l"), (.accessibilityExtraExtraExtraLarge, "375w-ax5"),
        ] {
            let badge = try #require(
                try Self.badgeFrame(
                    in: folder, test: "aRegisteredLayoutTypeIsSnapshotWithItsMeasuredFrames", environment: label))
            #expect(badge.x == (try Self.expectedBadgeX(title: "Inbox", category: category)))
        }
        #expect(
            verifyLayoutSnapshot(
                of: layout, matrix: Self.matrix, named: "cell", baselines: folder.path, environment: [:]) == nil)
    }

    /// `LayoutUnderTest { environment, measurer in … }`: the test's own view model, measured as it is drawn.
    @Test func theClosureFormGetsTheMeasurerThatDraws() throws {
        let folder = try TemporaryBaselines()
        let layout = LayoutUnderTest { environment, measurer in
            BadgeCell(title: "Unread messages", width: environment.width, environment: environment, measurer: measurer)
        }
        #expect(
            verifyLayoutSnapshot(
                of: layout, matrix: Self.matrix, named: "cell", baselines: folder.path, environment: [:]) != nil)
        let badge = try #require(
            try Self.badgeFrame(in: folder, test: "theClosureFormGetsTheMeasurerThatDraws", environment: "375w-ax5"))
        #expect(
            badge.x == (try Self.expectedBadgeX(title: "Unread messages", category: .accessibilityExtraExtraExtraLarge))
        )
        #expect(
            verifyLayoutSnapshot(
                of: layout, matrix: Self.matrix, named: "cell", baselines: folder.path, environment: [:]) == nil)
    }

    /// A tree naming a layout nobody registered fails naming it, and records nothing (it used to lay out as an
    /// empty 0 pt box and record blank baselines).
    @Test func anUnregisteredManualLayoutFailsNamingIt() throws {
        let folder = try TemporaryBaselines()
        let tree = Node(
            id: "list", layout: .stack(StackParameters(axis: .vertical)),
            children: [Node(id: "cell", layout: .manual("message-cell"))])
        let failure = try #require(
            verifyLayoutSnapshot(
                of: LayoutUnderTest(tree, layouts: [BadgeCell.self]), baselines: folder.path, environment: [:]))
        #expect(
            failure.message.contains("node \"cell\" uses the manual layout \"message-cell\", which is not registered"),
            "\(failure.message)")
        #expect(
            failure.message.contains("registered: badge-cell") && failure.message.contains("MessageCell.self"),
            "\(failure.message)")
        #expect(folder.files.isEmpty)
    }

    /// A spec naming the team's layout (`manual: badge-cell`) loads when the layout is passed, and is refused
    /// with the name when it is not.
    @Test func aSpecNamesTheTeamsLayout() throws {
        let folder = try TemporaryBaselines()
        let spec = folder.url.appendingPathComponent("badge.yaml")
        try "name: badge\nroot:\n  id: cell\n  layout: manual\n  manual: badge-cell\n".write(
            to: spec, atomically: true, encoding: .utf8)
        let first = try #require(
            verifyLayoutSnapshot(
                of: .spec(spec.path, layouts: [BadgeCell.self]), matrix: Self.matrix, named: "cell",
                baselines: folder.path, environment: [:]))
        #expect(first.message.contains("Recorded 2 baselines"), "\(first.message)")
        let refused = try #require(
            verifyLayoutSnapshot(
                of: .spec(spec.path), matrix: Self.matrix, named: "cell", baselines: folder.path, environment: [:]))
        #expect(
            refused.message.contains("badge.yaml:5:") && refused.message.contains("badge-cell"), "\(refused.message)")
    }
}
