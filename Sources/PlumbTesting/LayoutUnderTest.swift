import Foundation
import PlumbCore
import PlumbLayout
import PlumbPipeline
import PlumbSpec

/// What a test names to lay out: a spec file, an Interface Builder document's root, a node tree, a team's own manual layout, a gallery entry, or Swift
/// code that builds the tree for each environment (so it can change shape at accessibility sizes, as
/// `layoutFor(width:)` code does). When the assertion runs it becomes a `Subject` (`subject(named:testFile:)`),
/// through the same `SubjectResolver` as the CLI's arguments.
///
/// The manual layouts a tree names travel with it (`layouts:`), so every entry point — `assertLayoutSnapshot`,
/// `verifyLayoutSnapshot`, `assertNoLintFindings`, `textGrowthBudgets`, the swift-snapshot-testing strategies —
/// lays them out with the measurer that draws them.
public struct LayoutUnderTest: Sendable {
    /// What the test named: a subject made in Swift, or a spec file read when the assertion runs.
    enum Named: Sendable {
        case subject(Subject)
        /// A spec file, relative to the asserting test file's folder, and one of its stories.
        case spec(path: String, story: String?)
        /// An Interface Builder document, relative to the asserting test file's folder, and one of its roots.
        case interfaceBuilder(path: String, root: String?)
    }

    var named: Named
    /// The layout's own matrix (a spec's `matrix:`, a gallery entry's), used when the assertion gives none.
    public var matrix: Matrix?
    /// The manual layouts the tree names (`layout: .manual(NAME)`, `Manual(MyCell.self)`).
    public var manualLayouts: ManualLayoutRegistry
    /// Font files it pins besides the standard ones (a spec's `fonts:`), absolute paths; the assertion's `fonts:`
    /// adds more.
    public var fonts: [String] = []
    /// The strings its keyed texts are drawn from (`strings(_:)`), for the assertion's checks.
    public internal(set) var stringsTable: StringsTable?
    /// Strings files or folders added after a spec's own `strings:` (relative to the test file's folder).
    var stringsPaths: [String] = []
    /// Why `strings(_:)` could not load its files; reported by the assertion.
    var stringsProblem: String?

    /// Swift code that builds the tree per environment; `layouts` are the manual layout types it names.
    public init(
        matrix: Matrix? = nil, layouts: [any NamedManualLayout.Type] = [], registry: ManualLayoutRegistry = .init(),
        _ root: @escaping @Sendable (Environment) -> Node
    ) {
        let manualLayouts = ManualLayoutRegistry(layouts: layouts).merging(registry)
        self.named = .subject(Subject(name: "layout", manualLayouts: manualLayouts, tree: root))
        self.matrix = matrix
        self.manualLayouts = manualLayouts
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

    /// A subject made in Swift (a gallery entry: Plumb's `Gallery.entry(named:)`, or a team's own), with its
    /// matrix and manual layouts.
    public init(_ subject: Subject) {
        self.named = .subject(subject)
        self.matrix = subject.matrix
        self.manualLayouts = subject.manualLayouts
        self.fonts = subject.fonts
    }

    /// A spec file (YAML or JSON); a relative path is taken from the folder of the test file that asserts.
    ///
    /// The file is read when the assertion runs, so a broken spec is reported as that test's failure with its
    /// `file:line:column:` message: `assertLayoutSnapshot(of: .spec("Specs/card.yaml", layouts: [MessageCell.self]))`.
    ///
    /// `story:` picks one of the spec's `stories:`: `.spec("Components/button.yaml", story: "Destructive")`.
    public static func spec(
        _ path: String, story: String? = nil, layouts: [any NamedManualLayout.Type] = [],
        registry: ManualLayoutRegistry = .init(), strings: [String] = []
    ) -> LayoutUnderTest {
        var layout = LayoutUnderTest(layouts: layouts, registry: registry) { _ in Node(id: "root") }
        layout.named = .spec(path: path, story: story)
        layout.matrix = nil
        layout.stringsPaths = strings
        return layout
    }

    /// An Interface Builder document (`.xib` or `.storyboard`) and one of its roots — a storyboard identifier, a
    /// user label or an object id, as `plumb --root` names it (docs/interface-builder.md); a relative path is taken
    /// from the folder of the test file that asserts.
    ///
    /// `assertLayoutSnapshot(of: .interfaceBuilder("App/Base.lproj/Main.storyboard", root: "Login"))` snapshots the
    /// scene at its canvas device, as `plumb check` does. `root` may be left out for a document with one root (a
    /// XIB holding one top-level view). The document is read when the assertion runs, so a broken one, or a root it
    /// does not have, is reported as that test's failure with its `file:line:` message.
    public static func interfaceBuilder(
        _ path: String, root: String? = nil, layouts: [any NamedManualLayout.Type] = [],
        registry: ManualLayoutRegistry = .init()
    ) -> LayoutUnderTest {
        var layout = LayoutUnderTest(layouts: layouts, registry: registry) { _ in Node(id: "root") }
        layout.named = .interfaceBuilder(path: path, root: root)
        layout.matrix = nil
        return layout
    }

    /// The subject this names, for an assertion in `testFile` (its `#filePath`): a spec read from its folder, with
    /// the strings added; named `name` (its baseline folder) unless it is a spec's story.
    ///
    /// - Throws: `SubjectError` for a spec that does not read, a story it does not have, strings that do not load.
    public func subject(named name: String, testFile: String) throws(SubjectError) -> Subject {
        var subject: Subject
        switch named {
        case .subject(let made):
            subject = made
            subject.manualLayouts = manualLayouts
            subject.fonts = fonts
        case .spec(let path, let story):
            var resolver = SubjectResolver(manualLayouts: manualLayouts)
            resolver.folder = testFile.isEmpty ? nil : (testFile as NSString).deletingLastPathComponent
            resolver.story = story
            resolver.storyRequired = true
            if !stringsPaths.isEmpty {
                switch TestStrings.table(stringsPaths, relativeTo: testFile) {
                case .success(let table): resolver.strings = table
                case .failure(let problem):
                    throw .spec(.strings(StringsError(file: resolver.path(path), problem: problem.message)))
                }
            }
            subject = try resolver.subject(path)
            subject.source = resolver.path(path)
            subject.fonts += fonts.filter { !subject.fonts.contains($0) }
        case .interfaceBuilder(let path, let root):
            var resolver = SubjectResolver(manualLayouts: manualLayouts)
            resolver.folder = testFile.isEmpty ? nil : (testFile as NSString).deletingLastPathComponent
            resolver.roots = root.map { [$0] } ?? []
            let roots = try resolver.subjects(path)
            guard roots.count == 1 else {
                throw .interfaceBuilderRootNeeded(
                    argument: resolver.path(path), known: roots.map { String($0.name.drop { $0 != "/" }.dropFirst()) })
            }
            subject = roots[0]
            subject.source = resolver.path(path)
            subject.fonts += fonts.filter { !subject.fonts.contains($0) }
        }
        if let matrix { subject.matrix = matrix }
        if let stringsTable {
            let localizer = StringsLocalizer(table: stringsTable), unlocalized = subject
            subject = subject.with { environment in
                localizer.localize(unlocalized.tree(for: environment), in: environment.localization)
            }
        }
        // The test's name replaces a story's: its baselines are the test's own folder.
        subject.name = name
        subject.story = nil
        return subject
    }

    /// The tree in an environment, for a layout made in Swift (a spec's is read when the assertion runs: `nil`).
    var tree: (@Sendable (Environment) -> Node)? {
        guard case .subject(let subject) = named else { return nil }
        return { environment in subject.tree(for: environment) }
    }
}

/// A spec file named by an assertion: `LayoutUnderTest.spec(…)`, resolved against the asserting test file's folder.
@available(*, deprecated, renamed: "LayoutUnderTest")
public typealias SpecReference = LayoutUnderTest
