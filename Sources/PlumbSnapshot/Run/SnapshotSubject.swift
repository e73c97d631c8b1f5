import PlumbCore
import PlumbLayout

/// A layout to snapshot: its name, how to build its tree per environment, and the environments to check.
///
/// The CLI makes one from a spec file or a gallery entry; the test library makes one from Swift code.
public struct SnapshotSubject: Sendable {
    /// The spec's name, shown in reports.
    public var name: String
    /// What the user named to get this subject (`gallery:settings-cell`, `Specs/cell.yaml`), used in the
    /// copy-paste `plumb record` command of a failure.
    public var source: String
    /// The tree to lay out in an environment.
    public var root: @Sendable (Environment) -> Node
    /// The environments to check, in matrix order.
    public var environments: [Environment]
    /// The command that re-records this subject, when it is not `plumb record <source>`: a test's
    /// `PLUMB_RECORD=failed swift test --filter …`.
    public var recordCommand: String?
    /// Words the printed `plumb record` command gives after the source, when the source alone does not pick this
    /// subject: a story's `--story destructive`.
    public var recordArguments: [String] = []
    /// The manual layouts the tree may name (`layout: .manual(NAME)`): the team's own, or the gallery's.
    public var manualLayouts: ManualLayoutRegistry
    /// Font files the subject pins besides the standard ones (`fonts:`, `--fonts`), absolute paths.
    public var fonts: [String] = []
    /// The spec's own pixelmatch threshold (its `threshold:` key), over the run's; `nil` to use the run's.
    public var threshold: Double? = nil
    /// The baseline folder's name when it is not made from `name`: a story `button/destructive` keeps its
    /// baselines in `button--destructive`.
    public var folder: String? = nil

    public init(
        name: String, source: String, environments: [Environment], manualLayouts: ManualLayoutRegistry = .init(),
        root: @escaping @Sendable (Environment) -> Node
    ) {
        self.name = name
        self.source = source
        self.environments = environments
        self.manualLayouts = manualLayouts
        self.root = root
    }

    /// The baseline folder's name: the spec name as one safe path component (letters, digits, `.`, `_`, `-`;
    /// anything else becomes `_`), so a name can never point outside the baselines folder.
    public var folderName: String { Self.folderName(for: folder ?? name) }

    /// `name` as one safe path component.
    public static func folderName(for name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        var safe = String(name.map { allowed.contains($0) ? $0 : "_" }.prefix(100))
        if safe.isEmpty || safe.allSatisfy({ $0 == "." }) { safe = "_" + safe }
        return safe
    }
}
