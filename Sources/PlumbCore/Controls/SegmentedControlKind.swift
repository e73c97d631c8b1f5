/// `UISegmentedControl` (`kind: segmentedControl`): segment titles, one selected; equal widths, or widths by content
/// (`apportionsSegmentWidthsByContent`).
public struct SegmentedControlKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UISegmentedControl"] }

    public var keys: [ControlKey] { Self.keys }
    static let keys = [
        ControlKey("segments", .titles(\.items, keys: \.localizedItems)),
        ControlKey(
            "selected", .index(\.selectedIndex, among: \.items.count), uikitNames: ["selectedSegmentIndex"]),
        ControlKey(
            "segmentWidths", .choice(\.proportionalWidths, off: "equal", on: "proportional"),
            deprecatedNames: ["widths"], uikitNames: ["apportionsSegmentWidthsByContent"]),
    ]

    public var takesState: Bool { true }

    /// Not one element: VoiceOver visits each segment (below).
    public var accessibilityGrouping: AccessibilityGrouping { .none }

    /// Each segment a button labelled with its title, the selected one `selected`, read with its place: "Segment A.
    /// Button. 1 of 3." and "Selected: Segment B. Button. 2 of 3." in AccessibilitySnapshot's recorded reference
    /// (`DefaultControlsTests.testSegmentedControl`). Disabled, each is `notEnabled`. The frames are the drawn
    /// segments' with equal widths; with proportional widths they are shared by the titles' lengths in characters
    /// (the accessibility model does not measure text; frames are not part of what a baseline compares).
    public func accessibilityParts(
        of node: Node, content: ControlContent, frame: Rect, in environment: Environment
    ) -> [AccessibilityPart]? {
        let count = content.items.count
        let weights = content.items.map { content.proportionalWidths ? Double(max($0.count, 1)) + 2 : 1 }
        let frames = AccessibilityPart.slots(weights, in: frame, direction: environment.direction)
        return content.items.enumerated().map { index, title in
            var traits: AccessibilityTraits = .button
            if index == content.selectedIndex { traits.insert(.selected) }
            if node.controlState == .disabled { traits.insert(.notEnabled) }
            return AccessibilityPart(
                name: "segment \(index + 1)", label: title, traits: traits, frame: frames[index],
                series: .init(index: index + 1, count: count))
        }
    }

    /// `ControlMetrics.segmentedHeight` high; as wide as its segments, each its title (13 pt semibold, which does not
    /// scale, so measured at the Large category) plus `ControlMetrics.segmentPadding` at each side: the widest
    /// segment's width for every segment, or each its own with proportional widths.
    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        var fixed = environment
        fixed.category = .large
        let widths = content.items.map {
            measurer.integralSize(
                of: TextContent($0, style: .footnote, weight: .semibold, lines: 1), in: fixed, width: nil
            ).width + 2 * ControlMetrics.segmentPadding
        }
        let total = content.proportionalWidths ? widths.reduce(0, +) : (widths.max() ?? 0) * Double(widths.count)
        return Size(width: total, height: ControlMetrics.segmentedHeight)
    }
}
