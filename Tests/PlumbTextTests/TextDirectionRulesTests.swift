import CCairoPango
import Testing

@testable import PlumbCore
@testable import PlumbText

/// Paragraph direction and alignment as UIKit gives them (issue 16, points 1 and 2).
///
/// Sources: Apple's `NSWritingDirection.natural` documentation ("the writing direction is determined using the
/// Unicode Bidi Algorithm rules P2 and P3": the first strong character, left to right when there is none), and
/// `NSTextAlignment.natural` ("the default alignment associated with the current localization of the app": right
/// in a right-to-left interface, whatever the text). A `UILabel`'s defaults are both `natural`.
@Suite struct TextDirectionRulesTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    /// The resolved direction of each line, and the x of the first and last character of `string`, in points.
    func lines(_ request: TextRequest) -> (directions: [PangoDirection], first: Double, last: Double) {
        let layout = measurer.measured(request).layout
        var directions: [PangoDirection] = []
        for index in 0..<pango_layout_get_line_count(layout) {
            directions.append(pango_layout_line_get_resolved_direction(pango_layout_get_line_readonly(layout, index)))
        }
        var first = PangoRectangle(), last = PangoRectangle()
        pango_layout_index_to_pos(layout, 0, &first)
        pango_layout_index_to_pos(layout, Int32(request.string.utf8.count - 1), &last)
        // The left edge of each character (a right-to-left character's position is its right edge).
        return (
            directions, Double(min(first.x, first.x + first.width)) / 1024,
            Double(min(last.x, last.x + last.width)) / 1024
        )
    }

    func request(
        _ string: String, _ direction: LayoutDirection, alignment: TextAlignment = .natural,
        writing: WritingDirection = .natural
    ) -> TextRequest {
        TextRequest(
            string: string, fontSize: 17, lineHeight: 22, width: 400, alignment: alignment, direction: direction,
            writingDirection: writing)
    }

    /// "10:42 AM", "@amelia.codes", "Hey!" keep their left-to-right order under a right-to-left layout (the trial
    /// drew "AM 10:42", "amelia.codes@", "!Hey") and are right-aligned, as natural text in an RTL interface.
    @Test(arguments: ["10:42 AM", "@amelia.codes", "Hey!", "Known networks are joined automatically."])
    func englishUnderRightToLeftIsALeftToRightParagraphAlignedRight(string: String) {
        let rtl = lines(request(string, .rtl))
        #expect(rtl.directions == [PANGO_DIRECTION_LTR])
        #expect(rtl.first < rtl.last, "the first character is left of the last")
        let width = measurer.measure(request(string, .rtl)).size.width
        #expect(abs(rtl.first - (400 - width)) < 1, "natural alignment under RTL is the right edge")
        let ltr = lines(request(string, .ltr))
        #expect(ltr.first == 0 && ltr.last - ltr.first == rtl.last - rtl.first, "the same line, moved")
        #expect(measurer.measure(request(string, .ltr)) == measurer.measure(request(string, .rtl)))
    }

    /// Hebrew is right to left in either layout direction; under LTR its natural alignment is the left edge.
    @Test func hebrewIsARightToLeftParagraphInEitherLayout() {
        for direction in [LayoutDirection.ltr, .rtl] {
            let hebrew = lines(request("שלום עולם!", direction))
            #expect(hebrew.directions == [PANGO_DIRECTION_RTL])
            #expect(hebrew.first > hebrew.last, "the first character is right of the last")
        }
        let width = measurer.measure(request("שלום עולם!", .ltr)).size.width
        #expect(
            lines(request("שלום עולם!", .ltr)).first > width - 16,
            "left-aligned: the first letter ends the line near its width")
    }

    /// P2/P3 per paragraph: each paragraph of a text has its own direction; a text with no strong character is
    /// left to right. (A neutral paragraph after a right-to-left one keeps that direction, as Pango resolves it;
    /// docs/text.md lists the difference.)
    @Test func eachParagraphTakesItsOwnDirectionAndNeutralOnesAreLeftToRight() {
        #expect(
            lines(request("Inbox\nשלום\nSent", .rtl)).directions == [
                PANGO_DIRECTION_LTR, PANGO_DIRECTION_RTL, PANGO_DIRECTION_LTR,
            ])
        #expect(lines(request("12:30", .rtl)).directions == [PANGO_DIRECTION_LTR])
        #expect(lines(request("12:30\nInbox", .rtl)).directions == [PANGO_DIRECTION_LTR, PANGO_DIRECTION_LTR])
    }

    /// `writingDirection: rtl` / `ltr` force the base direction (`NSParagraphStyle.baseWritingDirection`).
    @Test func writingDirectionForcesTheBaseDirection() {
        let forced = lines(request("Hey!", .ltr, writing: .rtl))
        #expect(forced.directions == [PANGO_DIRECTION_RTL])
        #expect(forced.last < forced.first, "the \"!\" goes left of \"Hey\" in a right-to-left paragraph")
        #expect(lines(request("שלום", .rtl, writing: .ltr)).directions == [PANGO_DIRECTION_LTR])
    }

    /// `left`, `center` and `right` are where they say, in both layouts and for text of either direction.
    @Test func explicitAlignmentsAreAbsolute() {
        for direction in [LayoutDirection.ltr, .rtl] {
            for string in ["Hey!", "שלום"] {
                let width = measurer.measure(request(string, direction)).size.width
                let left = lines(request(string, direction, alignment: .left)),
                    right = lines(request(string, direction, alignment: .right))
                #expect(min(left.first, left.last) < 12, "\(string) \(direction) left")
                #expect(max(right.first, right.last) > 400 - 12 - 1, "\(string) \(direction) right")
                #expect(abs(min(right.first, right.last) - min(left.first, left.last) - (400 - width)) < 1)
            }
        }
    }

    /// A truncated right-to-left string keeps its start on the right and ends in "…" on the left, its logical
    /// end, under either layout direction.
    @Test func truncatedHebrewKeepsItsStartOnTheRight() {
        let string = String(repeating: "שלום עולם ", count: 12)
        for direction in [LayoutDirection.ltr, .rtl] {
            let request = TextRequest(
                string: string, fontSize: 17, lineHeight: 22, width: 150, maxLines: 1, direction: direction)
            let measured = measurer.measure(request)
            #expect(measured.isEllipsized && measured.size.width <= 150)
            let first = lines(request).first
            #expect(
                first > measured.size.width - 16 + (direction == .rtl ? 150 - measured.size.width : 0) - 1,
                "\(direction): the first letter is at the right end of the line (\(first))")
        }
    }

    /// Point 2: a truncated English string measures and ellipsizes the same under both layout directions, with
    /// its "…" at the end in reading order (the right end of a left-to-right line).
    @Test func truncationIsAtTheLogicalEndAndTheSameInBothDirections() {
        let preview = "Hi Amelia, the quarterly numbers are in and they look better than we expected for the season."
        for lines in [1, 2] {
            var ltr = TextRequest(string: preview, fontSize: 53, lineHeight: 64, width: 288, maxLines: lines)
            var rtl = ltr
            rtl.direction = .rtl
            #expect(measurer.measure(ltr) == measurer.measure(rtl))
            #expect(measurer.measure(rtl).isEllipsized && measurer.measure(rtl).size.width <= 288)
            #expect(self.lines(rtl).directions.allSatisfy { $0 == PANGO_DIRECTION_LTR })
            ltr.alignment = .right
            rtl.alignment = .right
            #expect(measurer.measure(ltr) == measurer.measure(rtl))
        }
    }
}
