import PlumbCore

/// One element VoiceOver visits: what it reads and where it is.
public struct AccessibilityElement: Hashable, Sendable {
    /// The node that is the element (for a combined group, the group's node).
    public var node: String
    /// The nodes whose properties make it up: the node itself, or a combined group's elements inside it.
    public var nodes: [String]
    public var label: String?
    /// The value as UIKit holds it: a switch's is "1" or "0".
    public var value: String?
    public var hint: String?
    public var traits: AccessibilityTraits
    /// The accessibility frame, in root coordinates.
    public var frame: Rect
    /// Where a double tap lands: the frame's centre, or a combined group's control.
    public var activationPoint: Point
    /// The ids of the element's node and its ancestors, from the root: what tells apart two elements whose nodes
    /// share an id (two cells from one layout), and what their accessibility baselines are matched by.
    public var path: [String]
    /// For an element that is one part of a system control (a segment, a bar's item, a stepper's button), which
    /// part ("segment 2", "back", "increment"); `nil` for an element that is its whole node.
    public var part: String?
    /// Its place in a series VoiceOver reads after the traits ("1 of 3"): a segment, a tab.
    public var series: AccessibilityPart.Series?

    public init(
        node: String, nodes: [String], label: String?, value: String?, hint: String?, traits: AccessibilityTraits,
        frame: Rect, activationPoint: Point, path: [String] = [], part: String? = nil,
        series: AccessibilityPart.Series? = nil
    ) {
        self.node = node
        self.nodes = nodes
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.activationPoint = activationPoint
        self.path = path.isEmpty ? [node] : path
        self.part = part
        self.series = series
    }

    /// Whether the activation point is the frame's centre (UIKit's default).
    public var usesDefaultActivationPoint: Bool { activationPoint == Point(x: frame.midX, y: frame.midY) }

    /// The value as VoiceOver speaks it: a switch's "1" / "0" / "2" as "On" / "Off" / "Mixed".
    public var spokenValue: String? {
        guard traits.contains(.toggleButton) else { return value?.nonEmpty }
        switch value {
        case "1": return "On"
        case "0": return "Off"
        case "2": return "Mixed"
        default: return value?.nonEmpty
        }
    }
}

extension String {
    /// The string, or `nil` when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
