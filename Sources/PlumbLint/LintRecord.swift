import PlumbCore

/// One lint finding as stored in a report.
public struct LintRecord: Codable, Hashable, Sendable {
    public var kind: String
    /// `error`, `warning` or `note`; only new errors fail an environment.
    public var severity: String
    public var nodes: [String]
    /// The rects to outline, in points, root coordinates.
    public var rects: [RectRecord]
    public var message: String
    /// Where the finding's first node is written (`specs/mail.yaml:12:7`), when it came from a spec file.
    public var source: String?

    public init(_ finding: LintFinding, source: String? = nil) {
        kind = finding.kind.rawValue
        severity = finding.severity.rawValue
        nodes = finding.nodes
        rects = finding.rects.map { RectRecord(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        message = finding.message
        self.source = source
    }

    public var isError: Bool { severity == LintFinding.Severity.error.rawValue }
}

public struct RectRecord: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
}
