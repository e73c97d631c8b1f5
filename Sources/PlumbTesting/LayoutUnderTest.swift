import Foundation
import PlumbCore
import PlumbGallery
import PlumbSpec

/// A layout to snapshot from a test: a spec file, a gallery entry, a node tree, or Swift code that builds the tree
/// for each environment (so it can change shape at accessibility sizes, as `layoutFor(width:)` code does).
public struct LayoutUnderTest: Sendable {
    /// The tree to lay out in an environment.
    public var root: @Sendable (Environment) -> Node
    /// The layout's own matrix (a spec's `matrix:`, a gallery entry's), used when the assertion gives none.
    public var matrix: Matrix?
    /// Font files it pins besides the standard ones (a spec's `fonts:`), absolute paths; the assertion's `fonts:`
    /// adds more.
    public var fonts: [String] = []

    /// Swift code that builds the tree per environment.
    public init(matrix: Matrix? = nil, _ root: @escaping @Sendable (Environment) -> Node) {
        self.root = root
        self.matrix = matrix
    }

    /// A fixed tree.
    public init(_ node: Node) {
        self.init { _ in node }
    }

    /// A built-in gallery entry, e.g. `"settings-cell"`.
    ///
    /// - Returns: `nil` when the gallery has no entry of that name.
    public static func gallery(_ name: String) -> LayoutUnderTest? {
        guard let entry = Gallery.entry(named: name) else { return nil }
        return LayoutUnderTest(matrix: entry.matrix, entry.root(for:))
    }
}

/// A spec file named by an assertion, resolved against the asserting test file's folder.
public struct SpecReference: Sendable {
    public var path: String

    /// A spec file (YAML or JSON); a relative path is taken from the folder of the test file that asserts.
    ///
    /// The file is read when the assertion runs, so a broken spec is reported as that test's failure with its
    /// `file:line:column:` message: `assertLayoutSnapshot(of: .spec("Specs/card.yaml"))`.
    public static func spec(_ path: String) -> SpecReference { SpecReference(path: path) }

    /// Loads the spec; `testFile` is the `#filePath` of the assertion.
    func load(relativeTo testFile: String) throws(SpecError) -> LayoutUnderTest {
        let resolved = path.hasPrefix("/") ? path : (testFile as NSString).deletingLastPathComponent + "/" + path
        let spec = try SpecLoader(manualLayouts: Set(Gallery.manualLayouts.names)).load(path: resolved)
        var layout = LayoutUnderTest(matrix: spec.matrix) { environment in spec.root(for: environment) }
        layout.fonts = spec.fonts.map(\.path)
        return layout
    }
}
