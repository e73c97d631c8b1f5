import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// `fit` in `matrix: widths`, `maxWidth`, and the top-level `canvas:` key.
@Suite struct CanvasSpecTests {
    @Test func fitInWidthsAddsAFittedEnvironmentFirst() throws {
        let spec = try SpecTestSupport.parse(
            "matrix: {widths: [375, fit], categories: [l], maxWidth: 500}\nroot: {id: a}\n")
        let matrix = try #require(spec.matrix)
        #expect(matrix.widths == [375] && matrix.fitsWidth && matrix.maxWidth == 500)
        #expect(matrix.environments.map(\.label) == ["fit-l", "375w-l"])
        #expect(matrix.environments.first?.width == 500)
        #expect(
            try SpecTestSupport.parse("matrix: {widths: [fit]}\nroot: {id: a}\n").matrix?.maxWidth
                == Matrix.defaultMaxWidth)
    }

    @Test func canvasReadsPaddingAndBackground() throws {
        let spec = try SpecTestSupport.parse(
            "canvas: {padding: [1, 2, 3, 4], background: \"#FF000080\"}\nroot: {id: a}\n")
        #expect(
            spec.canvas
                == Canvas(
                    padding: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                    background: .color(Color(red: 255, green: 0, blue: 0, alpha: 128))))
        #expect(
            try SpecTestSupport.parse("canvas: {padding: 8, background: transparent}\nroot: {id: a}\n").canvas
                == Canvas(padding: EdgeInsets(all: 8), background: .transparent))
        #expect(
            try SpecTestSupport.parse("canvas: {padding: {left: 5}}\nroot: {id: a}\n").canvas
                == Canvas(padding: EdgeInsets(left: 5)))
        #expect(try SpecTestSupport.parse("root: {id: a}\n").canvas == nil)
    }

    @Test func aFixedRootWidthIsRefusedWithFitAndRecordedOtherwise() throws {
        SpecTestSupport.expectError(
            "matrix: {widths: [fit]}\nroot:\n  id: a\n  width: 200\n",
            .unsupported(
                file: "s.yaml", line: 4, column: 3, feature: "a fixed root width with `fit` in `widths`",
                reason:
                    "`fit` lays the root out at its natural width; drop the root's width, or list fixed widths instead of `fit`"
            ))
        let spec = try SpecTestSupport.parse("root:\n  id: a\n  size: [10, 10]\n")
        #expect(spec.fixedRootWidth == PlumbCore.SpecLocation(file: "s.yaml", line: 3, column: 3))
    }

    @Test func badValuesNameTheKey() {
        SpecTestSupport.expectError(
            "matrix: {widths: [fitt]}\nroot: {id: a}\n",
            .invalidValue(
                file: "s.yaml", line: 1, column: 19, key: "widths", value: "fitt",
                expected: "a number of points from 1 to 10000, or `fit` (the root's natural width)"))
        SpecTestSupport.expectError(
            "canvas: {background: nope}\nroot: {id: a}\n",
            .invalidValue(
                file: "s.yaml", line: 1, column: 22, key: "background", value: "nope",
                expected: Canvas.expectedBackground))
        SpecTestSupport.expectError(
            "canvas: {margin: 1}\nroot: {id: a}\n",
            .unknownKey(file: "s.yaml", line: 1, column: 10, key: "margin", allowed: ["padding", "background"]))
    }
}
