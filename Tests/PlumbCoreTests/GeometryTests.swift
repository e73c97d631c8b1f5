import Testing

@testable import PlumbCore

@Suite struct GeometryTests {
    @Test func integralContainsTheRectLikeCGRectIntegral() {
        #expect(Rect(x: 0.5, y: 1.2, width: 10.1, height: 20).integral == Rect(x: 0, y: 1, width: 11, height: 21))
        #expect(Rect(x: 16, y: 12, width: 284, height: 22).integral == Rect(x: 16, y: 12, width: 284, height: 22))
    }

    @Test func intersectionNeedsPositiveArea() {
        let a = Rect(x: 0, y: 0, width: 100, height: 50), b = Rect(x: 90, y: 0, width: 100, height: 50)
        #expect(a.intersection(b) == Rect(x: 90, y: 0, width: 10, height: 50))
        #expect(a.intersection(Rect(x: 100, y: 0, width: 5, height: 5)) == nil)
    }

    @Test func coloursParseHexWithAndWithoutAlpha() {
        #expect(Color(hex: "#34C759") == Color(red: 0x34, green: 0xC7, blue: 0x59))
        #expect(Color(hex: "#00000080")?.alpha == 0x80)
        #expect(Color(hex: "34C759") == nil)
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "#GG0000") == nil)
        #expect(Color(hex: "#ff000080")?.hex == "#FF000080")
    }

    @Test func environmentLabelsFollowTheBaselineNaming() {
        #expect(Environment(width: 375).label == "375w-l")
        #expect(
            Environment(width: 414, category: .accessibilityExtraExtraExtraLarge, scale: 3, direction: .rtl).label
                == "414w-ax5@3x-rtl")
        #expect(Environment(width: 320.5, scale: 2).label == "320.5w-l@2x")
    }

    @Test func defaultMatrixIsThreeWidthsByTwoCategories() {
        let labels = Matrix.default.environments.map(\.label)
        #expect(labels == ["320w-l", "320w-ax5", "375w-l", "375w-ax5", "414w-l", "414w-ax5"])
    }
}
