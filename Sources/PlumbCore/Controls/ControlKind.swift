/// Everything Plumb knows of one UIKit system control except how it is drawn: its spec keys, its intrinsic size,
/// what VoiceOver makes of it and how the lints treat it.
///
/// Each system control (`NodeKind.isSystemControl`) has one conforming type in `Sources/PlumbCore/Controls`, which
/// `NodeKind.controlKind` returns. The layout engines, the spec parser, the accessibility model and the lints read
/// it instead of switching on the kind, so a new control is its `NodeKind` case, this description, its drawing
/// (PlumbRender's `ControlDrawing`) and its builder element (docs/architecture.md, "Adding a control kind, a lint
/// kind"). The defaults below are those of most controls; a description states only where its control differs.
public protocol ControlKind: Sendable {
    /// The UIKit (and SwiftUI) class names a spec writer may use for this kind in `kind:`, answered with the spec's
    /// name (`UISegmentedControl` → `segmentedControl`).
    var uikitClassNames: [String] { get }

    /// The spec keys this kind takes, besides the text keys of a kind that `showsText`, in the order they are read.
    var keys: [ControlKey] { get }

    /// The content a node of this kind has before its keys are read (a spec's defaults; the builder's elements
    /// start from the same values). Default: `ControlContent.specDefaults`.
    var defaultContent: ControlContent { get }

    /// Whether the node's `text` is part of the control (a text field's text, a navigation bar's title), so the
    /// text keys apply. Default: `false`.
    var showsText: Bool { get }

    /// Whether the control takes `state:` (`ControlState`): drawn at half opacity when disabled, with VoiceOver's
    /// `notEnabled` and `selected` traits. Default: `false`.
    var takesState: Bool { get }

    /// The size UIKit keeps whatever frame the control is given (`UIStepper`), which every engine holds it at;
    /// `nil` (the default) for a control that takes the frame it gets (`NodeKind.fixedSize`).
    var fixedSize: Size? { get }

    /// Whether the control has an intrinsic length along an axis; `false` where UIKit reports
    /// `UIView.noIntrinsicMetric` (a progress view's or a bar's width), so a stack stretches it. Default: both axes.
    func hasIntrinsicLength(horizontal: Bool) -> Bool

    /// The control's `intrinsicContentSize` (0 on an axis without an intrinsic length).
    ///
    /// - Parameters:
    ///   - node: the control's node (its `text`, for a control that `showsText`).
    ///   - content: the node's `control`, or an empty `ControlContent()` when it has none (a node built in code).
    ///   - environment: the environment it is laid out in; titles UIKit does not scale are measured at `.large`.
    ///   - measurer: the layout's text measurer.
    func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size

    /// Whether VoiceOver visits the control as one element (`.element`, the default) or only what is inside it
    /// (`.none`, a bar whose items Plumb does not model as nodes).
    var accessibilityGrouping: AccessibilityGrouping { get }

    /// The `accessibilityTraits` UIKit gives the control (its control state's are added to them). Default: none.
    var accessibilityTraits: AccessibilityTraits { get }

    /// The `accessibilityLabel` UIKit derives from the control's content when the spec gives none. Default: `nil`.
    func accessibilityLabel(of node: Node, in environment: Environment) -> String?

    /// The `accessibilityValue` UIKit derives from the control's content when the spec gives none. Default: `nil`.
    func accessibilityValue(of node: Node) -> String?

    /// The elements VoiceOver finds inside a control that is not one element (`accessibilityGrouping` `.none`): its
    /// segments, items or buttons, each with its frame inside `frame` (the control's), in the environment's
    /// direction. `nil` (the default) for a control with none.
    func accessibilityParts(
        of node: Node, content: ControlContent, frame: Rect, in environment: Environment
    )
        -> [AccessibilityPart]?

    /// Whether the lints hold the control to Apple's 44 × 44 pt tap target (`smallTarget`), as they hold switches
    /// and buttons. Default: `false`.
    var isTapTarget: Bool { get }

    /// Whether the control is meant to reach under the unsafe areas (a bar's background), so `outOfBounds` does not
    /// report it there. Default: `false`.
    var extendsUnderUnsafeArea: Bool { get }
}

extension ControlKind {
    public var defaultContent: ControlContent { .specDefaults }
    public var showsText: Bool { false }
    public var takesState: Bool { false }
    public var fixedSize: Size? { nil }
    public func hasIntrinsicLength(horizontal: Bool) -> Bool { true }
    public var accessibilityGrouping: AccessibilityGrouping { .element }
    public var accessibilityTraits: AccessibilityTraits { [] }
    public func accessibilityLabel(of node: Node, in environment: Environment) -> String? { nil }
    public func accessibilityValue(of node: Node) -> String? { nil }
    public func accessibilityParts(
        of node: Node, content: ControlContent, frame: Rect, in environment: Environment
    ) -> [AccessibilityPart]? { nil }
    public var isTapTarget: Bool { false }
    public var extendsUnderUnsafeArea: Bool { false }

    /// Every name a spec may write for one of `keys`: the names, then the deprecated names.
    public var specKeyNames: [String] { keys.map(\.name) + keys.flatMap(\.deprecatedNames) }
}
