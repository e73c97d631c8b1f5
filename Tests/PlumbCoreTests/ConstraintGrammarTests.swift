import Testing

@testable import PlumbCore

@Suite struct ConstraintGrammarTests {
    @Test func linearRelationWithMultiplierConstantAndPriority() throws {
        let d = try LinearConstraintParser.parse("title.width == 0.5 * superview.width - 8 @750")
        #expect(d.item1 == .node("title") && d.attribute1 == .width && d.relation == .equal)
        #expect(
            d.multiplier == 0.5 && d.item2 == .superview && d.attribute2 == .width && d.constant == -8
                && d.priority == 750)
        #expect(d.description == "title.width == 0.5 * superview.width - 8 @750")
    }

    @Test func constantRelationAndNamedPriorities() throws {
        let d = try LinearConstraintParser.parse("icon.height >= 44 @ fittingSize")
        #expect(d.item2 == nil && d.constant == 44 && d.relation == .greaterThanOrEqual && d.priority == 50)
        #expect(try LinearConstraintParser.parse("a.top <= margins.top @low").priority == 250)
        #expect(try LinearConstraintParser.parse("a.width == b.width * 2").multiplier == 2)
    }

    @Test(arguments: [
        ("title.widht == 10", 7, "expected an attribute"),
        ("title.width = 10", 13, "expected ==, <= or >="),
        ("title.width == superview.width +", 33, "expected a number after +"),
        ("title.width == 10 @1200", 20, "priority 1200 is out of range"),
        ("title.width == 10 extra", 19, "unexpected \"e\""),
        ("title.leading == superview.left", 1, "leading cannot be related to left"),
        ("title.top == superview.leading", 1, "different axes"),
    ])
    func linearErrorsPointAtTheColumn(text: String, column: Int, message: String) {
        do {
            _ = try LinearConstraintParser.parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.column == column, "\(text): \(error)")
            #expect(error.message.contains(message), "\(text): \(error)")
        }
    }

    @Test func visualFormatChainsWithMarginsStandardSpacingAndPredicates() throws {
        let list = try VisualFormatParser.parse("H:|-[a(==50@750)]-[b(>=20,<=a)]-(>=8@999)-[c]|")
        let text = list.map(\.description)
        #expect(
            text == [
                "a.width == 50 @750",
                "a.leading == margins.leading",
                "b.width >= 20",
                "b.width <= a.width",
                "b.leading == a.trailing + 8",
                "c.leading >= b.trailing + 8 @999",
                "superview.trailing == c.trailing",
            ])
    }

    @Test func verticalFormatUsesTopAndBottom() throws {
        let list = try VisualFormatParser.parse("V:|-12-[title]-8-[toggle]-12-|")
        #expect(
            list.map(\.description) == [
                "title.top == superview.top + 12", "toggle.top == title.bottom + 8",
                "superview.bottom == toggle.bottom + 12",
            ])
    }

    @Test(arguments: [
        ("H:|-[a", 7, "expected \"]\""), ("H:[a]-", 7, "expected a spacing number"),
        ("H:|-(>=x@)-[a]", 10, "expected a priority"),
        ("H:[a]|[b]", 7, "nothing may follow"), ("H:[1a]", 4, "expected a view name"),
    ])
    func visualFormatErrorsPointAtTheColumn(text: String, column: Int, message: String) {
        do {
            _ = try VisualFormatParser.parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.column == column, "\(text): \(error)")
            #expect(error.message.contains(message), "\(text): \(error)")
        }
    }
}
