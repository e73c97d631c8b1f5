import PlumbCore

/// How a root is turned into a tree.
public struct IBTreeOptions: Hashable, Sendable {
    /// Where text-dependent views' intrinsic sizes come from.
    public enum TextSizes: String, Hashable, Sendable, CaseIterable {
        /// Measured by Plumb with its fonts (the default): what the app's text would take with Plumb's stand-ins.
        case measured
        /// The size Interface Builder stored for each label, titled button, text field and segmented control (what
        /// it measured with Apple's SF fonts), as the view's intrinsic size: separates engine differences from font
        /// differences. The text is then not drawn.
        case stored
    }

    public var textSizes: TextSizes
    public var appearance: Appearance
    /// The font families pinned for the run (`--fonts`, a test's `fonts:`): a custom `fontDescription` family
    /// among them is drawn in it; any other is drawn in Plumb's own font, with a note.
    public var fontFamilies: Set<String>
    /// Points added to every stored text size (`textSizes == .stored`): measuring tools lay a root out twice to
    /// find which frames depend on text. 0 otherwise.
    public var storedTextGrowth: Double
    /// The size classes whose `<variation>`s apply; `nil` for the canvas device's (`IBDocument.canvasTraits`).
    public var traits: IBTraits? = nil

    public init(
        textSizes: TextSizes = .measured, appearance: Appearance = .light, fontFamilies: Set<String> = [],
        storedTextGrowth: Double = 0, traits: IBTraits? = nil
    ) {
        self.traits = traits
        self.textSizes = textSizes
        self.appearance = appearance
        self.fontFamilies = fontFamilies
        self.storedTextGrowth = storedTextGrowth
    }
}

/// A root laid out as a tree: the tree, the views it came from by id, and what the reader approximated.
public struct IBTree: Sendable {
    public var root: Node
    /// Every view of the root by IB object id (the tree's node ids).
    public var views: [String: IBView]
    /// Views in document order.
    public var order: [String]
    /// Views whose size depends on text measured with Apple's fonts (labels, titled buttons, text fields,
    /// segmented controls).
    public var textDependent: Set<String>
    /// Views placed by their frame and autoresizing mask rather than constraints or a stack.
    public var autoresized: Set<String>
    /// Views a constraint that could not be laid out names.
    public var dropped: Set<String>
    /// What was approximated or left out, each kind once.
    public var notes: [String]
}
