/// What a node draws, and therefore its intrinsic content size.
public enum NodeKind: String, CaseIterable, Hashable, Sendable {
    /// A rectangle with optional fill, border and corner radius; a container when it has children.
    case box
    /// Text measured and drawn with Pango at its Dynamic Type size.
    case text
    /// An image placeholder of its `size` (no pixels are loaded).
    case image
    /// A UISwitch: always 51 × 31 pt.
    case `switch`
    /// A button: its title plus content insets.
    case button
    /// A hairline: one physical pixel thick at every scale.
    case separator
    /// UITextField with the rounded-rect border style: its text or placeholder, optionally secure, with a clear button.
    case textField
    /// UISegmentedControl: segment titles, one selected.
    case segmentedControl
    /// UIPageControl: a row of page dots, one current.
    case pageControl
    /// UIProgressView (default style): a 4 pt track filled to its progress.
    case progressView
    /// UISlider: a track and a 28 pt thumb at its value.
    case slider
    /// UIStepper: 94 × 32, minus and plus.
    case stepper
    /// UIActivityIndicatorView, drawn still: 20 × 20 (medium) or 37 × 37 (large).
    case activityIndicator
    /// UINavigationBar: inline or large title, bar button items; its background reaches up under the status bar.
    case navigationBar
    /// UITabBar: items with an icon and a title, one selected; its background reaches down over the home indicator.
    case tabBar

    /// UISwitch's fixed size.
    public static let switchSize = Size(width: 51, height: 31)

    /// The size a view of this kind always has, whatever frame it is given, when its UIKit counterpart cannot be
    /// resized: UISwitch ("The size components of this rectangle are ignored", `UISwitch.init(frame:)`), and a
    /// control whose description says so (`ControlKind.fixedSize`: UIStepper). Every engine keeps such a node at this
    /// size: it never stretches or shrinks in a stack, and its size is required in a constraint layout. `nil` for
    /// kinds that take the frame they get.
    public var fixedSize: Size? {
        switch self {
        case .switch: Self.switchSize
        // Read for every node a stack arranges or a node is made with: no description is looked up for these.
        case .box, .text, .image, .button, .separator: nil
        default: controlKind?.fixedSize
        }
    }

    /// The content hugging a node of this kind has unless the spec sets one: 750 on both axes for a control of
    /// fixed size (UISwitch's own, observed with `contentHuggingPriority(for:)` on iOS 13–17), else UIKit's 250
    /// for views made in code.
    public var defaultHugging: AxisPriorities {
        fixedSize == nil ? .defaultHugging : .fixedControl
    }

    /// The compression resistance a node of this kind has unless the spec sets one: 750 for every kind, UIKit's
    /// default (UISwitch's too).
    public var defaultCompression: AxisPriorities {
        fixedSize == nil ? .defaultCompression : .fixedControl
    }

    /// The system controls added for real screens (text field … tab bar), which read `Node.control`.
    public var isSystemControl: Bool { controlKind != nil }

    /// What Plumb knows of a system control besides its drawing (`ControlKind`); `nil` for the other kinds.
    ///
    /// The one switch a new control kind extends: engines, parser, accessibility and lints read the description.
    public var controlKind: (any ControlKind)? {
        switch self {
        case .box, .text, .image, .switch, .button, .separator: nil
        case .textField: TextFieldKind()
        case .segmentedControl: SegmentedControlKind()
        case .pageControl: PageControlKind()
        case .progressView: ProgressViewKind()
        case .slider: SliderKind()
        case .stepper: StepperKind()
        case .activityIndicator: ActivityIndicatorKind()
        case .navigationBar: NavigationBarKind()
        case .tabBar: TabBarKind()
        }
    }

    /// Whether the lints hold a node of this kind to Apple's 44 × 44 pt tap target: switches, buttons and the
    /// controls whose description says so (`ControlKind.isTapTarget`).
    public var isTapTarget: Bool {
        switch self {
        case .switch, .button: true
        case .box, .text, .image, .separator: false
        default: controlKind?.isTapTarget ?? false
        }
    }

    /// Whether a system control has an intrinsic length along an axis (`ControlKind.hasIntrinsicLength`): UIKit
    /// gives progress views, sliders and bars no intrinsic width (`UIView.noIntrinsicMetric`) but a height, and the
    /// other controls both. `true` for a kind that is not a system control.
    public static func hasIntrinsicLength(_ kind: NodeKind, horizontal: Bool) -> Bool {
        kind.controlKind?.hasIntrinsicLength(horizontal: horizontal) ?? true
    }
}

/// How a container places its children.
///
/// Each case names an engine in PlumbLayout. Engines that later issues add (stack, constraints, sections) extend
/// this enum; a leaf has `.none`.
public enum ContainerLayout: Hashable, Sendable {
    /// A leaf, or a box whose children are ignored for layout.
    case none
    /// Children carry their own `frame` relative to the container.
    case absolute
    /// Children are placed by a registered manual layout (the `layoutFor(width:)` pattern), by name.
    case manual(String)
    /// Children are arranged in a row or column with UIStackView's semantics.
    case stack(StackParameters)
    /// Children are placed by Auto Layout constraints solved with the Cassowary solver.
    case constraints(ConstraintParameters)
    /// Children are sections of items in repeated groups (UICollectionViewCompositionalLayout); also each section.
    case sections(SectionsParameters)

    /// The spec keyword for this layout.
    public var keyword: String {
        switch self {
        case .none: "none"
        case .absolute: "absolute"
        case .manual: "manual"
        case .stack: "stack"
        case .constraints: "constraints"
        case .sections: "sections"
        }
    }
}

/// Horizontal alignment of text lines inside their frame.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    /// Leading edge: left in LTR, right in RTL.
    case natural
    case left, center, right, justified
}

/// A content-hugging or compression-resistance priority per axis (Auto Layout's 1…1000).
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// UIKit's default content hugging for views made in code.
    public static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// UIKit's default compression resistance.
    public static let defaultCompression = AxisPriorities(horizontal: 750, vertical: 750)
    /// A fixed-size control's hugging and compression resistance (UISwitch's): 750 on both axes.
    public static let fixedControl = AxisPriorities(horizontal: 750, vertical: 750)
}

/// A place in a spec file, carried by nodes so errors and lints can point at the line.
///
/// Called `SpecLocation` so that it does not clash with Swift Testing's `SourceLocation` in a test file that imports
/// both.
public struct SpecLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// The earlier name of `SpecLocation`; in a file that also imports Swift Testing, its `SourceLocation` is ambiguous
/// with this one, so write `SpecLocation`.
@available(*, deprecated, renamed: "SpecLocation")
public typealias SourceLocation = SpecLocation
