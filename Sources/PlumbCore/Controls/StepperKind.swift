/// `UIStepper` (`kind: stepper`): minus and plus, always `ControlMetrics.stepperSize`.
public struct StepperKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UIStepper"] }

    public var keys: [ControlKey] { [] }

    /// "The size components of this rectangle are ignored" (`UIStepper.init(frame:)`), as a switch's.
    public var fixedSize: Size? { ControlMetrics.stepperSize }

    public var accessibilityTraits: AccessibilityTraits { .adjustable }

    /// Not one element: VoiceOver visits its two buttons (below).
    public var accessibilityGrouping: AccessibilityGrouping { .none }

    /// Two buttons, "Decrement. Button." then "Increment. Button." (AccessibilitySnapshot's recorded reference,
    /// `DefaultControlsTests.testStepper`), each half of the control, minus leading.
    public func accessibilityParts(
        of node: Node, content: ControlContent, frame: Rect, in environment: Environment
    ) -> [AccessibilityPart]? {
        let halves = AccessibilityPart.slots([1, 1], in: frame, direction: environment.direction)
        var traits: AccessibilityTraits = .button
        if node.controlState == .disabled { traits.insert(.notEnabled) }
        return [
            AccessibilityPart(name: "decrement", label: "Decrement", traits: traits, frame: halves[0]),
            AccessibilityPart(name: "increment", label: "Increment", traits: traits, frame: halves[1]),
        ]
    }

    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        ControlMetrics.stepperSize
    }
}
