import PlumbCore
import Testing

/// One set of rules for matrix values: a spec's `matrix:` and the CLI's flags read the same bounds and names.
@Suite struct MatrixAxisTests {
    @Test func widthsAreAtLeastOnePointAndAtMostTenThousand() throws {
        #expect(try MatrixAxis.width("1") == 1)
        #expect(try MatrixAxis.width("10000") == 10_000)
        for text in ["0.5", "0", "-1", "10000.5", "1e9"] {
            #expect(
                throws: MatrixValueError(
                    axis: .widths, value: text, expected: "a number of points from 1 to 10000", outOfRange: true)
            ) { try MatrixAxis.width(text) }
        }
        #expect(
            throws: MatrixValueError(
                axis: .widths, value: "nan", expected: "a finite number of points, or fit (the root's natural width)")
        ) {
            try MatrixAxis.width("nan")
        }
    }

    /// A screen height may be as tall as a spec's `matrix: {height:}` allows: 100,000 points.
    @Test func heightsGoAsFarAsASpecs() throws {
        #expect(try MatrixAxis.height("50000") == 50_000)
        #expect(try MatrixAxis.height("100000") == MatrixAxis.heightRange.upperBound)
        let error = try #require(throws: MatrixValueError.self) { try MatrixAxis.height("100001") }
        #expect(error.axis == .height && error.value == "100001")
        #expect(
            error.description == "--height \"100001\" is not a height (expected a number of points from 1 to 100000)")
    }

    @Test func namesAndSuggestions() throws {
        #expect(try MatrixAxis.categories("all") == ContentSizeCategory.allCases)
        #expect(try MatrixAxis.categories("ax5") == [.accessibilityExtraExtraExtraLarge])
        let category = try #require(throws: MatrixValueError.self) { try MatrixAxis.categories("xxxxl") }
        #expect(category.axis == .categories && category.suggestion != nil)
        let direction = try #require(throws: MatrixValueError.self) { try MatrixAxis.direction("rtll") }
        #expect(direction.suggestion == "rtl")
        #expect(
            direction.description
                == "--direction \"rtll\" is not a direction (did you mean `rtl`?) (expected ltr or rtl)")
        #expect(try MatrixAxis.safeArea("47,0,34,0") == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(throws: MatrixValueError.self) { try MatrixAxis.safeArea("1,2") }
        #expect(throws: MatrixValueError.self) { try MatrixAxis.scale("4") }
    }

    /// The spec keys are the axes' keys, in the order the spec format lists them.
    @Test func specKeysAreTheAxes() {
        #expect(
            MatrixAxis.allCases.map(\.key) == [
                "widths", "categories", "scales", "directions", "locales", "height", "safeArea", "appearances",
                "devices", "maxWidth", "contrasts",
            ])
    }
}
