import PlumbCore

/// A parsed spec file: a name, the root of its node tree and, optionally, its own matrix.
public struct Spec: Sendable {
    public var name: String
    public var root: Node
    /// The spec's `matrix:`, or `nil` to use the command's flags or the default matrix.
    public var matrix: Matrix?
    /// The file it came from.
    public var file: String
    /// The font files `fonts:` pins, absolute paths in the order given (folders expanded).
    public var fonts: [SpecFont] = []
    /// The folder `systemFont:` names (absolute, standardised, with where it is written): the team's copy of Apple's
    /// system fonts, drawing text without `font:` in Inter's place (docs/fonts.md); `nil` when the spec has none.
    public var systemFont: SpecFont? = nil
    /// The trees of nodes with `when:` overrides, or `nil` when the spec has none.
    var variants: SpecVariants?
    /// The trees in each localisation, when the spec has strings or keyed texts (SpecLocalization.swift).
    var localizedTrees: LocalizedTrees?
    /// The top-level `threshold:`: pixelmatch's colour threshold for this spec's snapshot checks (0…1), instead of
    /// exact pixels; `nil` when the spec does not set one.
    public var threshold: Double? = nil
    /// `fullContent: true`: `plumb render` draws every scroll container's whole content (as `--full-content`).
    public var fullContent = false
    /// The top-level `title:`: a human heading for documentation (`plumb sheet`), instead of the machine `name`.
    public var title: String? = nil
    /// The top-level `caption:`: a sentence or two under the title on a sheet.
    public var caption: String? = nil
    /// The spec's `stories:`, each the spec with its root component's arguments set (empty when it has none).
    public var stories: [SpecStory] = []
    /// `canvas:`: padding and a background around the root in renders, or `nil` when the spec has none.
    public var canvas: Canvas? = nil
    /// `chrome:` and `statusBarStyle:`: the status bar and home indicator drawn over renders; `automatic` unless set.
    public var chrome: DeviceChrome = .automatic
    /// Where the root's `width:` or `size:` is written, when it has one (a root that cannot be fitted to its content).
    public var fixedRootWidth: SpecLocation? = nil
    /// What the spec says that still works but should be written another way (deprecated keys), each once, in file
    /// order, stories' included; the CLI prints each on stderr.
    public var warnings: [SpecWarning] = []
    /// The characters one text may have (`SpecLimits.textLength`), which the strings filled into keyed texts keep too.
    var textLimit = SpecLimits.default.textLength

    public init(name: String, root: Node, matrix: Matrix? = nil, file: String) {
        self.name = name
        self.root = root
        self.matrix = matrix
        self.file = file
    }

    /// The tree to lay out in `environment`: `root` with the `when:` overrides that hold there applied, and its
    /// keyed texts (`key:`) in the environment's localisation.
    public func root(for environment: Environment) -> Node {
        localized(variants?.root(for: environment) ?? root, for: environment)
    }

    /// Whether some node of the spec has `when:` overrides, so that its tree depends on the environment.
    public var hasVariants: Bool { variants != nil }
}
