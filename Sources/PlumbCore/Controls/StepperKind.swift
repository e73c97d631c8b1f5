/// `UIStepper` (`kind: stepper`): minus and plus, always `ControlMetrics.stepperSize`.
public struct StepperKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UIStepper"] }

    public var keys: [ControlKey] { [] }

    /// "The size components of this rectangle are ignored" (`UIStepper.init(frame:)`), as a switch's.
    public var fixedSize: Size? { ControlMetrics.stepperSize }

    public var accessibilityTraits: AccessibilityTraits { .adjustable }

    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        ControlMetrics.stepperSize
    }
}
