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

    public init(
        node: String, nodes: [String], label: String?, value: String?, hint: String?, traits: AccessibilityTraits,
        frame: Rect, activationPoint: Point
    ) {
        self.node = node
        self.nodes = nodes
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.activationPoint = activationPoint
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
