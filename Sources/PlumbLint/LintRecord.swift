import PlumbCore

/// One lint finding as Plumb stores and serves it: in a check's report (`report.json`), in an environment's lint
/// baseline (`<label>.lints.json`, without rects) and on the preview page. The one Codable form of a finding;
/// printed output (`plumb lint --json`, `plumb bisect --json`) is `LintFinding.jsonText`.
public struct LintRecord: Codable, Hashable, Sendable {
    public var kind: String
    /// `error`, `warning` or `note`; only new errors fail an environment.
    public var severity: String
    public var nodes: [String]
    /// The rects to outline, in points, root coordinates; empty (and left out of the JSON) in a lint baseline,
    /// which knows a finding by its kind and nodes alone.
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

    /// A record of what identifies a finding across runs, and the message and severity it was recorded with.
    public init(kind: String, nodes: [String], severity: String, message: String) {
        self.kind = kind
        self.nodes = nodes
        self.severity = severity
        self.message = message
        self.rects = []
        self.source = nil
    }

    public var isError: Bool { severity == LintFinding.Severity.error.rawValue }

    /// `kind node, node`: what identifies a finding across runs (a node that moves or grows keeps it).
    public var key: String { kind + " " + nodes.joined(separator: ", ") }

    /// The record as a lint baseline keeps it: no rects, no source.
    public var baselineEntry: LintRecord {
        LintRecord(kind: kind, nodes: nodes, severity: severity, message: message)
    }

    private enum CodingKeys: String, CodingKey {
        case kind, severity, nodes, rects, message, source
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(String.self, forKey: .kind)
        severity = try container.decode(String.self, forKey: .severity)
        nodes = try container.decode([String].self, forKey: .nodes)
        rects = try container.decodeIfPresent([RectRecord].self, forKey: .rects) ?? []
        message = try container.decode(String.self, forKey: .message)
        source = try container.decodeIfPresent(String.self, forKey: .source)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(severity, forKey: .severity)
        try container.encode(nodes, forKey: .nodes)
        if !rects.isEmpty { try container.encode(rects, forKey: .rects) }
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(source, forKey: .source)
    }
}

/// A rect of a finding, in points, root coordinates.
public struct RectRecord: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
}
