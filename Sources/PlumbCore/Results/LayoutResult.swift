/// The output of layout: a frame for every node, in root coordinates, in depth-first tree order.
///
/// It is a plain value: lints read it, the renderer draws it, and it prints as frames JSON or as an indented tree.
public struct LayoutResult: Hashable, Sendable {
    /// One laid-out node.
    public struct Entry: Hashable, Sendable {
        /// The node as written, without its children.
        public var node: Node
        /// Index of the parent entry, `nil` for the root.
        public var parent: Int?
        /// Depth in the tree; the root is 0.
        public var depth: Int
        /// Frame in root coordinates, points.
        public var frame: Rect
        /// For text (and button titles): the measurement of the text at the width it is drawn.
        public var text: TextMeasurement?
        /// For a scroll container: the size of its content (`UIScrollView.contentSize`), which may be larger than
        /// its frame along its scroll axis; its children are laid out in it.
        public var contentSize: Size?
        /// For a scroll container given a position (`contentOffset:`, `scrollTo:`): UIKit's `contentOffset` it rests
        /// at. `nil` at rest at the top, without a position.
        public var contentOffset: Point?
        /// For a scroll container: how far its content moved from rest at the top to `contentOffset` (zero at the
        /// top). Its descendants' frames are where they are drawn, this much up (left) of where they lie at rest.
        public var scrolledBy: Point
        /// For a navigation bar: where its back button, items and title are, measured with the layout's fonts
        /// (`NavigationBarLayout.measured`), as drawing places them; the accessibility model reads its items' frames
        /// here. Kept in a box so that every other entry pays one pointer for it.
        public var navigationBar: NavigationBarLayout? {
            get { measuredBar?.layout }
            set { measuredBar = newValue.map(MeasuredBar.init) }
        }
        private var measuredBar: MeasuredBar?

        public init(
            node: Node, parent: Int?, depth: Int, frame: Rect, text: TextMeasurement? = nil, contentSize: Size? = nil,
            contentOffset: Point? = nil, scrolledBy: Point = .zero
        ) {
            self.node = node
            self.parent = parent
            self.depth = depth
            self.frame = frame
            self.text = text
            self.contentSize = contentSize
            self.contentOffset = contentOffset
            self.scrolledBy = scrolledBy
        }

        public var id: String { node.id }
    }

    /// The spec or gallery entry this came from.
    public var name: String
    public var environment: Environment
    /// The root's size: the environment's width and the fitting (or fixed) height.
    public var size: Size
    public var entries: [Entry]
    /// Problems the engines found (unsatisfiable, ambiguous or violated constraints), in the order found.
    public var issues: [LayoutIssue]
    /// The padding and background drawn around the root (`canvas:`, `--canvas-padding`, `--background`); they
    /// never change a frame. `.plain` unless set after layout.
    public var canvas: Canvas = .plain
    /// The status bar and home indicator drawn over the root (`chrome:`, `statusBarStyle:`); they never change a
    /// frame. `automatic` unless set after layout: both on a full-screen device environment, none elsewhere.
    public var chrome: DeviceChrome = .automatic

    public init(name: String, environment: Environment, size: Size, entries: [Entry], issues: [LayoutIssue] = []) {
        self.name = name
        self.environment = environment
        self.size = size
        self.entries = entries
        self.issues = issues
    }

    /// Indices of the entries that are drawn, in tree order: every entry but hidden nodes and their descendants.
    ///
    /// The one definition of visibility, shared by the renderer and the lints.
    public var visibleIndices: [Int] {
        var visible: [Int] = []
        var hiddenDepth: Int?
        for (index, entry) in entries.enumerated() {
            if let depth = hiddenDepth, entry.depth > depth { continue }
            hiddenDepth = nil
            if entry.node.hidden {
                hiddenDepth = entry.depth
                continue
            }
            visible.append(index)
        }
        return visible
    }

    /// The frame of the node with `id`, if it is in the result.
    public func frame(of id: String) -> Rect? {
        entries.first { $0.node.id == id }?.frame
    }

    /// The entry of the node with `id`, if it is in the result.
    public func entry(_ id: String) -> Entry? {
        entries.first { $0.node.id == id }
    }

    /// The frame of entry `index` with every scroll container above it at rest at the top: frames JSON keeps content
    /// where it lies in its scroll view's content and gives the container's `contentOffset` beside it.
    public func restingFrame(of index: Int) -> Rect {
        var frame = entries[index].frame
        var ancestor = entries[index].parent
        while let current = ancestor {
            let moved = entries[current].scrolledBy
            frame.origin.x += moved.x
            frame.origin.y += moved.y
            ancestor = entries[current].parent
        }
        return frame
    }

    /// The frames JSON document of docs/design.md §7.
    public var framesDocument: FramesDocument {
        FramesDocument(
            spec: name,
            environment: .init(environment),
            size: size,
            nodes: entries.indices.map { index in
                let entry = entries[index]
                return FramesDocument.NodeFrame(
                    id: entry.node.id, parent: entry.parent.map { entries[$0].node.id },
                    frame: restingFrame(of: index), contentSize: entry.contentSize,
                    contentOffset: entry.contentOffset, userLabel: entry.node.interfaceBuilderObject?.userLabel,
                    className: entry.node.interfaceBuilderObject?.className)
            },
            canvas: canvas.isPlain ? nil : FramesDocument.CanvasFields(canvas, around: size))
    }
}

extension LayoutResult: CustomStringConvertible {
    /// An indented tree of frames, one node a line: `title (text) 16, 16.5, 284 × 22`.
    public var description: String {
        var lines = ["\(name) @ \(environment.label): \(formatNumber(size.width)) × \(formatNumber(size.height))"]
        for entry in entries {
            let f = entry.frame
            lines.append(
                String(repeating: "  ", count: entry.depth + 1)
                    + "\(entry.node.id) (\(entry.node.kind.rawValue)) \(formatNumber(f.x)), \(formatNumber(f.y)), "
                    + "\(formatNumber(f.width)) × \(formatNumber(f.height))")
        }
        return lines.joined(separator: "\n")
    }
}

/// A navigation bar's measured layout in a `LayoutResult.Entry`, boxed: entries of other nodes hold `nil`, one
/// pointer, instead of the layout's rectangles.
final class MeasuredBar: Hashable, Sendable {
    let layout: NavigationBarLayout

    init(_ layout: NavigationBarLayout) { self.layout = layout }

    static func == (lhs: MeasuredBar, rhs: MeasuredBar) -> Bool { lhs.layout == rhs.layout }
    func hash(into hasher: inout Hasher) { hasher.combine(layout) }
}
