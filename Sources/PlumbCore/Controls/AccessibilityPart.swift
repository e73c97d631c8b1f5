/// One element VoiceOver finds inside a system control that is not one element itself: a segment of a segmented
/// control, a tab bar's item, a navigation bar's title or bar button, a stepper's button.
///
/// UIKit exposes these as accessibility elements of their own (`UISegmentedControl`'s segments, `UITabBar`'s
/// buttons, `UIStepper`'s increment and decrement buttons), which VoiceOver visits one by one; docs/accessibility.md
/// lists each control's with its source. A control's description (`ControlKind.accessibilityParts`) makes them.
public struct AccessibilityPart: Hashable, Sendable {
    /// Which part it is, unique within its control ("segment 2", "tab 1", "title", "leading 1", "increment").
    public var name: String
    public var label: String?
    public var value: String?
    public var traits: AccessibilityTraits
    /// Its frame, in the same coordinates as the control's frame it was made from.
    public var frame: Rect
    /// Its place in a series VoiceOver announces after the traits ("1 of 3" for a segment or a tab).
    public var series: Series?

    /// A position in a series: `index` (1-based) of `count`.
    public struct Series: Hashable, Sendable {
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    public init(
        name: String, label: String?, value: String? = nil, traits: AccessibilityTraits, frame: Rect,
        series: Series? = nil
    ) {
        self.name = name
        self.label = label
        self.value = value
        self.traits = traits
        self.frame = frame
        self.series = series
    }
}

extension AccessibilityPart {
    /// `frame` cut side by side into slots of the given relative widths, leading to trailing: left to right, or
    /// right to left under `.rtl`.
    public static func slots(_ weights: [Double], in frame: Rect, direction: LayoutDirection) -> [Rect] {
        let total = weights.reduce(0, +)
        guard total > 0 else {
            return weights.map { _ in Rect(x: frame.x, y: frame.y, width: 0, height: frame.height) }
        }
        var x = 0.0
        return weights.map { weight in
            let width = weight / total * frame.width
            defer { x += width }
            let left = direction == .rtl ? frame.maxX - x - width : frame.minX + x
            return Rect(x: left, y: frame.y, width: width, height: frame.height)
        }
    }
}
