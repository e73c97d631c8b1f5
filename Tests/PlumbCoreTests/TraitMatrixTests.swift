import Testing

@testable import PlumbCore

/// The appearance and device axes of the matrix, the size class, and `when:` conditions.
@Suite struct TraitMatrixTests {
    @Test func appearancesMultiplyTheMatrixAndNameTheEnvironments() {
        let matrix = Matrix(widths: [375], categories: [.large, .accessibilityMedium], appearances: [.light, .dark])
        #expect(matrix.environments.map(\.label) == ["375w-l", "375w-l-dark", "375w-ax1", "375w-ax1-dark"])
    }

    @Test func devicesSetTheScreen() throws {
        let se = try #require(DevicePreset.named("iphone-se-3"))
        let pro = try #require(DevicePreset.named("iPhone-16-Pro-Max"))
        let sixteen = try #require(DevicePreset.named("iphone-16"))
        // The table: SE 3rd generation 375×667 @2x, top 20; iPhone 16 393×852 @3x, 59 / 34; 16 Pro Max
        // 440×956 @3x, 62 / 34 (Apple's HIG, Layout › Specifications; safe areas as the Simulator reports them).
        #expect(
            (se.width, se.height, se.scale, se.safeAreaInsets.top, se.safeAreaInsets.bottom) == (375, 667, 2, 20, 0))
        #expect(
            (sixteen.width, sixteen.height, sixteen.scale, sixteen.safeAreaInsets.top, sixteen.safeAreaInsets.bottom)
                == (393, 852, 3, 59, 34))
        #expect(
            (pro.width, pro.height, pro.scale, pro.safeAreaInsets.top, pro.safeAreaInsets.bottom) == (
                440, 956, 3, 62, 34
            ))
        let matrix = Matrix(devices: [se, pro], categories: [.large], appearances: [.light, .dark])
        let environments = matrix.environments
        #expect(
            environments.map(\.label) == [
                "iphone-se-3-l@2x", "iphone-se-3-l@2x-dark", "iphone-16-pro-max-l@3x", "iphone-16-pro-max-l@3x-dark",
            ])
        #expect(environments[2].width == 440 && environments[2].height == 956 && environments[2].scale == 3)
        #expect(environments[2].safeAreaInsets == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    }

    @Test func landscapePresetsSwapTheSidesAndKnowTheirSizeClass() throws {
        let landscape = try #require(DevicePreset.named("iphone-16-landscape"))
        #expect(landscape.width == 852 && landscape.height == 393)
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        // An iPhone in landscape is compact width except the Plus and Max models (HIG, Layout › Size classes).
        #expect(landscape.sizeClass == .compact)
        #expect(DevicePreset.named("iphone-16-pro-max-landscape")?.sizeClass == .regular)
        #expect(DevicePreset.named("ipad-pro-11")?.sizeClass == .regular)
        #expect(Set(DevicePresets.names).count == DevicePresets.names.count, "names are unique")
    }

    @Test func sizeClassFollowsTheWidthWithoutADevice() {
        #expect(Environment(width: 430).sizeClass == .compact)
        #expect(Environment(width: 592).sizeClass == .compact)
        #expect(Environment(width: 678).sizeClass == .regular)
    }

    @Test func numberIntervalsParse() throws {
        let atLeast = try #require(NumberInterval(text: ">= 414"))
        #expect(atLeast.contains(414) && !atLeast.contains(413.5))
        let below = try #require(NumberInterval(text: "< 375"))
        #expect(below.contains(374.9) && !below.contains(375))
        let range = try #require(NumberInterval(text: "375...414"))
        #expect(range.contains(375) && range.contains(414) && !range.contains(414.5))
        #expect(NumberInterval(text: "320")?.contains(320) == true)
        #expect(NumberInterval(text: ">= abc") == nil)
        #expect(NumberInterval(text: "414...375") == nil)
    }

    @Test func conditionsNeedEveryPartToHold() {
        let condition = TraitCondition(
            categories: Set(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)),
            width: NumberInterval(text: ">= 414"),
            appearance: .dark)
        #expect(condition.holds(in: Environment(width: 414, category: .accessibilityMedium, appearance: .dark)))
        #expect(!condition.holds(in: Environment(width: 375, category: .accessibilityMedium, appearance: .dark)))
        #expect(!condition.holds(in: Environment(width: 414, category: .large, appearance: .dark)))
        #expect(!condition.holds(in: Environment(width: 414, category: .accessibilityMedium)))
        let device = TraitCondition(devices: ["iphone-16"])
        #expect(
            !device.holds(in: Environment(width: 393)),
            "an environment without a device never matches a device condition")
        #expect(
            device.holds(in: Matrix(devices: [DevicePreset.named("iphone-16")!], categories: [.large]).environments[0]))
    }
}
