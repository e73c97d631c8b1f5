import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout

/// The feed cell against the rules in `FeedCellModel`'s doc comment, worked out by hand for row 0 with a fake
/// measurer whose glyphs are 0.5 em wide (so a string of n characters is n × size / 2 wide, one line per leading),
/// checked for every engine.
///
/// Row 0: action "Dev Patel liked this" (20 characters), name "Ana", headline "poster title 0" (14), time
/// "1 hrs ago" (9), comment "poster comment 0" (16), title "content title 0" (15), domain "site0.com",
/// actor comment "actor comment 0 and then some" (29).
@Suite struct FeedCellRulesTests {
    let measurer = FixedAdvanceMeasurer(advance: 0.5)
    let model = FeedCellModel(index: 0)

    func layouts(
        width: Double, category: ContentSizeCategory, direction: LayoutDirection = .ltr
    ) -> [(FeedCell.Engine, LayoutResult)] {
        let environment = Environment(width: width, category: category, direction: direction)
        let context = LayoutContext(
            environment: environment, measurer: measurer, manualLayouts: FeedCell.manualLayouts(for: model))
        return FeedCell.Engine.allCases.map { engine in
            (
                engine,
                LayoutEngine.layout(
                    FeedCell.root(engine, model: model, environment: environment), name: "feed-cell", context: context)
            )
        }
    }

    func expectFrames(_ expected: [String: Rect], height: Double, width: Double, category: ContentSizeCategory) {
        for (engine, result) in layouts(width: width, category: category) {
            for (id, rect) in expected {
                let frame = result.frame(of: id) ?? .zero
                let error = max(
                    abs(frame.x - rect.x), abs(frame.y - rect.y), abs(frame.width - rect.width),
                    abs(frame.height - rect.height))
                #expect(error <= 0.001, "\(engine) \(id): \(frame), expected \(rect)")
            }
            #expect(
                abs(result.size.height - height) <= 0.001, "\(engine) height \(result.size.height), expected \(height)")
        }
        #expect(Set(expected.keys) == Set(FeedCellModel.ID.leaves))
    }

    /// Large at 375: footnote 13/18, headline 17/22, subheadline 15/20, caption1 12/16, body 17/22; C = 359.
    @Test func largeAt375() {
        let c = 359.0
        var e: [String: Rect] = [:]
        // (a) 20 × 6.5 = 130 ≤ 327: one line, 18 high, centred on the 24 pt button.
        e["action"] = Rect(x: 8, y: 8 + (24 - 18) / 2, width: c - 32, height: 18)
        e["options"] = Rect(x: 375 - 8 - 24, y: 8, width: 24, height: 24)
        // (b) from y = 8 + 24 + 8 = 40; column x 66, width 301: 22 + 20 + 16 = 58 > 50.
        e["posterImage"] = Rect(x: 8, y: 40, width: 50, height: 50)
        e["posterName"] = Rect(x: 66, y: 40, width: 301, height: 22)
        e["posterHeadline"] = Rect(x: 66, y: 62, width: 301, height: 20)
        e["posterTime"] = Rect(x: 66, y: 82, width: 301, height: 16)
        // (c) from 98 + 8: 16 × 8.5 = 136 fits: 22.
        e["posterComment"] = Rect(x: 8, y: 106, width: c, height: 22)
        // (d) from 136: 359 × 200 / 350.
        let image = c * 200 / 350
        e["contentImage"] = Rect(x: 8, y: 136, width: c, height: image)
        // (e) title 22, domain 16 right under it.
        let titleY = 136 + image + 8
        e["contentTitle"] = Rect(x: 8, y: titleY, width: c, height: 22)
        e["contentDomain"] = Rect(x: 8, y: titleY + 22, width: c, height: 16)
        // (f) thirds of 359; a footnote line (18) + 7 + 7 = 32.
        let buttonsY = titleY + 22 + 16 + 8
        for (index, id) in ["like", "comment", "share"].enumerated() {
            e[id] = Rect(x: 8 + Double(index) * c / 3, y: buttonsY, width: c / 3, height: 32)
        }
        // (g) 29 × 8.5 = 246.5 ≤ 301: one line (22), under the 50 pt image.
        let actorY = buttonsY + 32 + 8
        e["actorImage"] = Rect(x: 8, y: actorY, width: 50, height: 50)
        e["actorComment"] = Rect(x: 66, y: actorY, width: 301, height: 22)
        expectFrames(e, height: actorY + 50 + 8, width: 375, category: .large)
    }

    /// AX1 at 320: footnote 23/29, headline 28/34, subheadline 25/31, caption1 22/28, body 28/34; C = 304.
    /// Buttons stack; the actor comment wraps.
    @Test func accessibilityMediumAt320() {
        let c = 304.0
        var e: [String: Rect] = [:]
        // (a) 20 × 11.5 = 230 ≤ 272: one line of 29, taller than the button, which is centred on it.
        e["action"] = Rect(x: 8, y: 8, width: 272, height: 29)
        e["options"] = Rect(x: 320 - 32, y: 8 + (29 - 24) / 2, width: 24, height: 24)
        // (b) from 45; column width 246: 34 + 31 (14 × 12.5 = 175) + 28 = 93.
        e["posterImage"] = Rect(x: 8, y: 45, width: 50, height: 50)
        e["posterName"] = Rect(x: 66, y: 45, width: 246, height: 34)
        e["posterHeadline"] = Rect(x: 66, y: 79, width: 246, height: 31)
        e["posterTime"] = Rect(x: 66, y: 110, width: 246, height: 28)
        // (c) from 146: 16 × 14 = 224 ≤ 304: 34.
        e["posterComment"] = Rect(x: 8, y: 146, width: c, height: 34)
        let image = c * 200 / 350
        e["contentImage"] = Rect(x: 8, y: 188, width: c, height: image)
        let titleY = 188 + image + 8
        e["contentTitle"] = Rect(x: 8, y: titleY, width: c, height: 34)
        e["contentDomain"] = Rect(x: 8, y: titleY + 34, width: c, height: 28)
        // (f) a column of full-width buttons: "Comment" 7 × 11.5 = 80.5 fits in 280: 29 + 14 = 43 each, 8 apart.
        var y = titleY + 34 + 28 + 8
        for id in ["like", "comment", "share"] {
            e[id] = Rect(x: 8, y: y, width: c, height: 43)
            y += 43 + 8
        }
        // (g) at 14 per character in 246: "actor comment 0" is 210, adding " and" would make 266: two lines, 68.
        e["actorImage"] = Rect(x: 8, y: y, width: 50, height: 50)
        e["actorComment"] = Rect(x: 66, y: y, width: 246, height: 68)
        expectFrames(e, height: y + 68 + 8, width: 320, category: .accessibilityMedium)
    }

    /// Right-to-left mirrors every frame inside the cell: the options button moves to x = 8.
    @Test func rightToLeftMirrors() {
        let expected = [
            "options": Rect(x: 8, y: 8, width: 24, height: 24),
            "posterImage": Rect(x: 375 - 8 - 50, y: 40, width: 50, height: 50),
            "posterName": Rect(x: 8, y: 40, width: 301, height: 22),
        ]
        for (engine, result) in layouts(width: 375, category: .large, direction: .rtl) {
            for (id, rect) in expected {
                let frame = result.frame(of: id) ?? .zero
                #expect(
                    max(
                        abs(frame.x - rect.x), abs(frame.y - rect.y), abs(frame.maxX - rect.maxX),
                        abs(frame.maxY - rect.maxY)) <= 0.001, "\(engine) \(id): \(frame)")
            }
        }
    }

    /// The line limits of §11.6 apply below the accessibility sizes and are lifted at them.
    @Test func lineLimitsFollowTheCategory() {
        let large = model.texts(in: Environment(width: 375, category: .large))
        #expect(large["posterHeadline"]?.lines == 3 && large["contentTitle"]?.lines == 2 && large["action"]?.lines == 1)
        #expect(large["posterComment"]?.lines == 0)
        let ax = model.texts(in: Environment(width: 375, category: .accessibilityMedium))
        #expect(ax.values.allSatisfy { $0.lines == 0 })
    }

    /// The buttons stack from XXL up: at XL they are thirds, at XXL (still not an accessibility size) a column.
    @Test func buttonsStackFromExtraExtraLarge() {
        for (engine, result) in layouts(width: 375, category: .extraLarge) {
            #expect(abs((result.frame(of: "comment")?.width ?? 0) - 359.0 / 3) <= 0.001, "\(engine)")
        }
        for (engine, result) in layouts(width: 375, category: .extraExtraLarge) {
            let like = result.frame(of: "like") ?? .zero, comment = result.frame(of: "comment") ?? .zero
            #expect(abs(comment.width - 359) <= 0.001 && abs(comment.minY - (like.maxY + 8)) <= 0.001, "\(engine)")
        }
    }
}
