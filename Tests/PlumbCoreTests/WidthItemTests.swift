import PlumbCore
import Testing

/// `--width`'s one grammar: a comma list whose items are widths, `fit` or ranges `MIN...MAX`, bounded as
/// `MatrixAxis.width` bounds a width.
@Suite struct WidthItemTests {
    @Test func aListReadsWidthsFitAndRangesInOrder() throws {
        #expect(
            try WidthItem.list(["320, fit", "280...1024", "FIT", "200…400"]) == [
                .width(320), .fit, .range(280...1024), .fit, .range(200...400),
            ])
        #expect(try WidthItem.list(["", " , "]) == [])
        #expect(WidthItem.range(280...1024).widths == 280...1024)
        #expect(WidthItem.width(375).widths == 375...375)
        #expect(WidthItem.fit.widths == nil)
    }

    @Test func aRangeNamesWhatIsWrongWithIt() {
        #expect(throws: MatrixValueError.self) { try WidthItem.parse("280...wide") }
        do {
            _ = try WidthItem.parse("280...wide")
        } catch {
            #expect(
                error.description
                    == "--width \"280...wide\" is not a range of widths (expected MIN...MAX in points, e.g. 280...1024)"
            )
        }
        do {
            _ = try WidthItem.parse("1024...280")
        } catch {
            #expect(
                error.description
                    == "--width 1024...280: MIN 1024 is more than MAX 280 (expected MIN...MAX, e.g. 280...1024)")
        }
        do {
            _ = try WidthItem.parse("0...320")
        } catch {
            #expect(error.description == "--width 0 is out of range (expected a number of points from 1 to 10000)")
        }
    }
}

/// The locale axis has one Swift spelling, `locales`, as the spec's `locales:` and `--locale`; the earlier
/// `localizations` still works.
@Suite struct MatrixLocalesSpellingTests {
    @available(*, deprecated)
    @Test func theDeprecatedLocalizationsSpellingBuildsTheSameMatrix() {
        let old = Matrix(widths: [375], categories: [.large], localizations: ["de", "ar"])
        let new = Matrix(widths: [375], locales: ["de", "ar"])
        #expect(old == new)
        #expect(old.localizations == new.locales)
        var overrides = MatrixOverrides()
        overrides.localizations = ["de"]
        #expect(overrides.locales == ["de"])
        #expect(
            Matrix(devices: [], localizations: ["ja"]) == Matrix(devices: [], locales: ["ja"]))
    }
}
