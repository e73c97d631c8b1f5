import PlumbCore
import PlumbPipeline

/// One spec × environment of a run, with its stable id `<spec folder>/<environment label>`.
public struct SnapshotJob: Sendable {
    public var subject: Subject
    public var environment: Environment

    public init(subject: Subject, environment: Environment) {
        self.subject = subject
        self.environment = environment
    }

    /// `settings-cell/375w-ax5`: what reports, `--only` and JUnit call this environment.
    public var id: String { subject.folderName + "/" + environment.label }

    /// The canonical order of a run: spec folder name, then width, category (in Dynamic Type order), scale,
    /// direction. Sharding and reports use it, so it must not depend on argument order.
    public static func canonicallyOrdered(_ jobs: [SnapshotJob]) -> [SnapshotJob] {
        jobs.sorted {
            EnvironmentKey(folder: $0.subject.folderName, $0.environment)
                < EnvironmentKey(folder: $1.subject.folderName, $1.environment)
        }
    }
}

/// A spec folder and an environment, as stored in reports; sorts in the run's canonical order.
public struct EnvironmentKey: Hashable, Sendable, Codable, Comparable {
    public var folder: String
    public var width: Double
    /// The category's short name (`l`, `ax5`).
    public var category: String
    public var scale: Int
    public var direction: String
    /// `375w-ax5@2x-rtl` (docs/design.md §9).
    public var label: String

    public init(folder: String, _ environment: Environment) {
        self.folder = folder
        width = environment.width
        category = environment.category.shortName
        scale = environment.scale
        direction = environment.direction.rawValue
        label = environment.label
    }

    /// `<folder>/<label>`.
    public var id: String { folder + "/" + label }

    private var categoryRank: Int {
        ContentSizeCategory(name: category).flatMap { ContentSizeCategory.allCases.firstIndex(of: $0) } ?? Int.max
    }

    public static func < (a: EnvironmentKey, b: EnvironmentKey) -> Bool {
        if a.folder != b.folder { return a.folder < b.folder }
        if a.width != b.width { return a.width < b.width }
        if a.categoryRank != b.categoryRank { return a.categoryRank < b.categoryRank }
        if a.scale != b.scale { return a.scale < b.scale }
        if a.direction != b.direction { return a.direction < b.direction }
        return a.label < b.label
    }
}
