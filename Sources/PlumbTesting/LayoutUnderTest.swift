import Foundation
import PlumbCore
import PlumbLayout
import PlumbSpec

/// A layout to snapshot from a test: a spec file, a node tree, a team's own manual layout, or Swift code that
/// builds the tree for each environment (so it can change shape at accessibility sizes, as `layoutFor(width:)`
/// code does).
///
/// The manual layouts a tree names travel with it (`layouts:`), so every entry point — `assertLayoutSnapshot`,
/// `verifyLayoutSnapshot`, the swift-snapshot-testing strategies — lays them out with the measurer that draws them.
public struct LayoutUnderTest: Sendable {
    /// The tree to lay out in an environment.
    public var root: @Sendable (Environment) -> Node
    /// The layout's own matrix (a spec's `matrix:`, a gallery entry's), used when the assertion gives none.
    public var matrix: Matrix?
    /// The manual layouts the tree names (`layout: .manual(NAME)`, `Manual(MyCell.self)`).
    public var manualLayouts: ManualLayoutRegistry
    /// Font files it pins besides the standard ones (a spec's `fonts:`), absolute paths; the assertion's `fonts:`
    /// adds more.
    public var fonts: [String] = []
    /// The strings its keyed texts are drawn from (`strings(_:)`), for the assertion's checks.
    public internal(set) var stringsTable: StringsTable?
    /// Why `strings(_:)` could not load its files; reported by the assertion.
    var stringsProblem: String?

    /// Swift code that builds the tree per environment; `layouts` are the manual layout types it names.
    public init(
        matrix: Matrix? = nil, layouts: [any NamedManualLayout.Type] = [], registry: ManualLayoutRegistry = .init(),
        _ root: @escaping @Sendable (Environment) -> Node
    ) {
        self.root = root
        self.matrix = matrix
        self.manualLayouts = ManualLayoutRegistry(layouts: layouts).merging(registry)
    }

    /// A fixed tree.
    public init(_ node: Node, layouts: [any NamedManualLayout.Type] = [], registry: ManualLayoutRegistry = .init()) {
        self.init(layouts: layouts, registry: registry) { _ in node }
    }

    /// A manual layout the test builds itself, from the environment and the Pango measurer that also draws it:
    ///
    /// ```swift
    /// LayoutUnderTest { environment, measurer in
    ///     MessageCell(model: .longName, width: environment.width, environment: environment, measurer: measurer)
    /// }
    /// ```
    ///
    /// The layout is the root, a node called `id`; `environment.width` is the width it is laid out at.
    public init<Layout: ManualLayout & SendableMetatype>(
        matrix: Matrix? = nil, id: String = "root",
        _ make: @escaping @Sendable (Environment, any TextMeasuring) -> Layout
    ) {
        let name = "layout-under-test"
        let definition = ManualLayoutDefinition(name: name, summary: "") { width, environment, measurer in
            var environment = environment
            environment.width = width
            return make(environment, measurer) as any ManualLayout
        }
        self.init(matrix: matrix, registry: ManualLayoutRegistry([definition])) { _ in
            Node(id: id, layout: .manual(name))
        }
    }

    /// A team's registered manual layout, as its own root node called `id`.
    public init<Layout: NamedManualLayout>(_ type: Layout.Type, matrix: Matrix? = nil, id: String = "root") {
        let name = Layout.layoutName
        self.init(matrix: matrix, layouts: [type]) { _ in Node(id: id, layout: .manual(name)) }
    }

    /// A gallery entry (Plumb's `Gallery.entry(named:)`, or a team's own), with its matrix and manual layouts.
    public init(_ entry: GalleryEntry) {
        self.init(matrix: entry.matrix, registry: entry.manualLayouts, entry.root(for:))
    }
}

/// A spec file named by an assertion, resolved against the asserting test file's folder.
public struct SpecReference: Sendable {
    public var path: String
    /// The manual layouts the spec may name (`manual: NAME`).
    public var manualLayouts: ManualLayoutRegistry
    /// One of the spec's `stories:` (its name or its file-name form), or `nil` for the root as written.
    public var story: String? = nil

    /// A spec file (YAML or JSON); a relative path is taken from the folder of the test file that asserts.
    ///
    /// The file is read when the assertion runs, so a broken spec is reported as that test's failure with its
    /// `file:line:column:` message: `assertLayoutSnapshot(of: .spec("Specs/card.yaml", layouts: [MessageCell.self]))`.
    ///
    /// `story:` picks one of the spec's `stories:`: `.spec("Components/button.yaml", story: "Destructive")`.
    public static func spec(
        _ path: String, story: String? = nil, layouts: [any NamedManualLayout.Type] = [],
        registry: ManualLayoutRegistry = .init(),
        strings: [String] = []
    ) -> SpecReference {
        var reference = SpecReference(
            path: path, manualLayouts: ManualLayoutRegistry(layouts: layouts).merging(registry), story: story)
        reference.strings = strings
        return reference
    }

    /// Strings files or folders added after the spec's own `strings:` (relative to the test file's folder).
    public var strings: [String] = []

    /// Loads the spec; `testFile` is the `#filePath` of the assertion.
    func load(relativeTo testFile: String) throws(SpecError) -> LayoutUnderTest {
        let resolved = path.hasPrefix("/") ? path : (testFile as NSString).deletingLastPathComponent + "/" + path
        var file = try SpecLoader(manualLayouts: Set(manualLayouts.names)).load(path: resolved)
        if !strings.isEmpty {
            switch TestStrings.table(strings, relativeTo: testFile) {
            case .success(let table):
                try file.addStrings(table)
                for index in file.stories.indices { try file.stories[index].spec.addStrings(table) }
            case .failure(let problem): throw .strings(StringsError(file: resolved, problem: problem.message))
            }
        }
        let loaded = file
        let spec = try story.map { name throws(SpecError) in try loaded.story(named: name) } ?? loaded
        var layout = LayoutUnderTest(matrix: spec.matrix, registry: manualLayouts) { environment in
            spec.root(for: environment)
        }
        layout.fonts = spec.fonts.map(\.path)
        return layout
    }
}

extension LayoutUnderTest {
    /// The first manual layout the tree names in any of `environments` that `manualLayouts` does not hold.
    ///
    /// Checked before anything is laid out: the engine lays an unknown name out as an empty box, which would
    /// record a blank baseline instead of failing.
    public func unregisteredManualLayout(in environments: [Environment]) -> UnregisteredManualLayout? {
        for environment in environments {
            if let missing = manualLayouts.unregistered(in: root(environment)).first { return missing }
        }
        return nil
    }
}
