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
