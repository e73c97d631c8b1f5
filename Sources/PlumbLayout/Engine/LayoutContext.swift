import PlumbCore

/// What every engine needs besides the node: the environment, the text measurer and the registered manual layouts.
public struct LayoutContext {
    public var environment: Environment
    public var measurer: any TextMeasuring
    public var manualLayouts: ManualLayoutRegistry
    /// Where engines report problems while placing; `nil` while only measuring.
    public var issues: LayoutIssueCollector?
    /// Container sizes and each engine's own state, kept for this layout pass; `LayoutEngine.layout` makes one per
    /// pass.
    public var sizeCache: SizeCache?
    /// What layouts share across passes (`LayoutSession`); `nil` for none, so the layout depends on nothing but its
    /// inputs and every constraint system is solved fresh.
    public var session: LayoutSession?
    /// Where the safe area of the node now being measured or placed comes from: `.screen` for the root, its
    /// parent's region while it is placed, `.none` while a container measures its children (`NodeSizing`).
    public var safeArea: InheritedSafeArea = .none

    public init(
        environment: Environment, measurer: any TextMeasuring, manualLayouts: ManualLayoutRegistry = .init(),
        issues: LayoutIssueCollector? = nil, sizeCache: SizeCache? = nil, session: LayoutSession? = nil
    ) {
        self.environment = environment
        self.measurer = measurer
        self.manualLayouts = manualLayouts
        self.issues = issues
        self.sizeCache = sizeCache
        self.session = session
    }
}

/// A size offered to a node by its container; either dimension may be left open ("as big as you like").
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// A child node and the frame its container gave it, in root coordinates.
public struct Placement {
    public var node: Node
    public var frame: Rect

    public init(node: Node, frame: Rect) {
        self.node = node
        self.frame = frame
    }
}

/// The two questions every container engine answers (docs/design.md §3), as UIKit's `sizeThatFits` and `layoutSubviews`.
///
/// Engines are total functions: they always return a size and frames, and report problems through lints, never by
/// throwing. Engines nest because they ask children through `NodeSizing`, whatever engine the child uses. Every
/// engine, Plumb's and a team's own, is reached through these requirements (`EngineDispatch`).
public protocol ContainerEngine {
    /// How big `node` wants to be for `proposal`.
    func measure(_ node: Node, proposal: ProposedSize, context: LayoutContext) -> Size
    /// The frames of the nodes `node` contains when it occupies `frame` (root coordinates).
    func place(_ node: Node, in frame: Rect, context: LayoutContext) -> [Placement]
    /// `place` without the nodes, for an engine that places exactly `node.children`, unchanged: one frame per
    /// child, in order, hidden ones included (root coordinates). The layout then reads each child where it is
    /// instead of copying it into a `Placement`. `nil` (the default) when the engine places nodes of its own or
    /// changes them: the layout asks `place`.
    func childFrames(_ node: Node, in frame: Rect, context: LayoutContext) -> [Rect]?
}

extension ContainerEngine {
    /// `nil`: the layout asks `place`.
    public func childFrames(_ node: Node, in frame: Rect, context: LayoutContext) -> [Rect]? { nil }
}
