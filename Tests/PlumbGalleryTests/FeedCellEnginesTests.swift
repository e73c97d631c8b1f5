import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbText

/// docs/design.md §11.6: the feed cell built manually, in constraints and as stacks must produce identical frames (within
/// 0.001 pt) for every leaf, at widths 320…430 and all 12 categories, in both directions, for rows of different
/// lengths — with the real Pango measurer, and with no constraint conflict or ambiguity.
@Suite struct FeedCellEnginesTests {
    /// Every 5 pt from 320 to 430, plus the device widths that are not on that grid (414, 428).
    static let widths = (Array(stride(from: 320.0, through: 430, by: 5)) + [414, 428]).sorted()
    /// Rows whose strings differ in length: all three headline lengths (index mod 3), comments of 0, 2 and 3 extra
    /// clauses (mod 4), titles of both lengths (mod 2), and the gallery's row 7.
    static let rows = [0, 2, 7]

    /// One case per row and direction, so the cases run in parallel, each with its own Pango measurer.
    @Test(arguments: rows, [LayoutDirection.ltr, .rtl])
    func threeEnginesGiveIdenticalFrames(row: Int, direction: LayoutDirection) throws {
        let measurer = try PangoTextMeasurer()
        var compared = 0
        do {
            let model = FeedCellModel(index: row)
            let registry = FeedCell.manualLayouts(for: model)
            for width in Self.widths {
                for category in ContentSizeCategory.allCases {
                    let environment = Environment(width: width, category: category, direction: direction)
                    let context = LayoutContext(environment: environment, measurer: measurer, manualLayouts: registry)
                    let results = FeedCell.Engine.allCases.map { engine in
                        LayoutEngine.layout(
                            FeedCell.root(engine, model: model, environment: environment), name: "feed-cell",
                            context: context)
                    }
                    let expected = results[0]
                    let label = "row \(row) \(environment.label)"
                    #expect(expected.entries.map(\.node.id) == ["cell"] + FeedCellModel.ID.leaves, "\(label)")
                    for (engine, actual) in zip(FeedCell.Engine.allCases, results).dropFirst() {
                        #expect(
                            abs(actual.size.height - expected.size.height) <= 0.001,
                            "\(engine) \(label): height \(actual.size.height) vs \(expected.size.height)")
                        for id in FeedCellModel.ID.leaves {
                            let a = try #require(actual.frame(of: id), "\(engine) \(label) \(id)"),
                                e = try #require(expected.frame(of: id))
                            let error = max(
                                abs(a.x - e.x), abs(a.y - e.y), abs(a.width - e.width), abs(a.height - e.height))
                            #expect(error <= 0.001, "\(engine) \(label) \(id): \(a) vs manual \(e)")
                        }
                        #expect(actual.issues.isEmpty, "\(engine) \(label): \(actual.issues.map(\.message))")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared == Self.widths.count * 12)
    }
}
