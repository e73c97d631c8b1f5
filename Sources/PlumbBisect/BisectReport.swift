import PlumbCore
import PlumbLint

/// What `LintBisector` found: every finding of the range, with the widths where it holds on each lane.
public struct BisectReport: Sendable, CustomStringConvertible {
    /// One finding (spec, kind, nodes) and where it holds.
    public struct Group: Sendable {
        public var spec: String
        public var key: FindingKey
        public var severity: LintFinding.Severity
        /// The lanes where it holds somewhere in the range, in lane order.
        public var lanes: [LaneIntervals]

        /// `width < 342.5 pt at ax3; < 371 pt at ax4; always at ax5`: lanes with the same intervals are joined,
        /// neighbouring categories as ranges (`always at xl, ax4–ax5`).
        public var summary: String {
            let text = parts.map(\.text).joined(separator: "; ")
            return text.hasPrefix("always") ? text : "width " + text
        }

        /// The summary's parts (`< 371 pt at ax4`), each with the finding at the edge of its first lane's first
        /// interval: the evidence for that edge (clipped by 0.26 pt one pixel below it).
        public var parts: [(text: String, edgeFinding: LintFinding)] {
            var parts:
                [(text: String, variants: [(variant: String, categories: [ContentSizeCategory])], edge: LintFinding)] =
                    []
            for lane in lanes {
                let text = lane.intervals.map(\.summary).joined(separator: ", ")
                let (variant, category) = (lane.lane.variant, lane.lane.template.category)
                guard let index = parts.firstIndex(where: { $0.text == text }) else {
                    parts.append((text, [(variant, [category])], lane.intervals[0].edgeFinding))
                    continue
                }
                if let slot = parts[index].variants.firstIndex(where: { $0.variant == variant }) {
                    parts[index].variants[slot].categories.append(category)
                } else {
                    parts[index].variants.append((variant, [category]))
                }
            }
            return parts.map { part in
                let lanes = part.variants.map { Self.ranges($0.categories, variant: $0.variant) }.joined(
                    separator: ", ")
                return ("\(part.text) at \(lanes)", part.edge)
            }
        }

        /// Runs of neighbouring categories, each with the lane variant: `xl, ax4–ax5@2x`.
        static func ranges(_ categories: [ContentSizeCategory], variant: String) -> String {
            var runs: [[ContentSizeCategory]] = []
            for category in categories.sorted() {
                if let last = runs.last?.last, last.rawValue + 1 == category.rawValue {
                    runs[runs.count - 1].append(category)
                } else {
                    runs.append([category])
                }
            }
            return runs.map { run in
                (run.count == 1 ? run[0].shortName : run[0].shortName + "–" + run[run.count - 1].shortName) + variant
            }.joined(separator: ", ")
        }
    }

    /// A lane and the intervals of widths where one finding holds on it.
    public struct LaneIntervals: Sendable {
        public var lane: BisectLane
        public var intervals: [WidthInterval]
    }

    /// The width range, in points.
    public var widths: ClosedRange<Double>
    public var lanes: [BisectLane]
    public var specs: [String]
    /// Findings ordered by spec (as given), then kind, then node ids.
    public var groups: [Group]
    /// Widths laid out and linted, over every spec and lane.
    public var layouts: Int
    /// Widths a sweep of every device pixel would have laid out.
    public var gridWidths: Int

    public init(
        widths: ClosedRange<Double>, lanes: [BisectLane], specs: [String], groups: [Group], layouts: Int,
        gridWidths: Int
    ) {
        self.widths = widths
        self.lanes = lanes
        self.specs = specs
        self.groups = groups
        self.layouts = layouts
        self.gridWidths = gridWidths
    }

    /// The groups of one kind.
    public func groups(of kind: LintFinding.Kind) -> [Group] { groups.filter { $0.key.kind == kind } }

    /// Whether any finding that fails a run (an error, not a warning or note) holds anywhere.
    public var hasErrors: Bool { groups.contains { $0.severity == .error } }

    /// The report as `plumb bisect` prints it: per finding `<spec>  <kind>  <nodes>  <where>`, the
    /// message of the finding at each edge, then a count.
    public var description: String {
        var lines: [String] = []
        for group in groups {
            let note = group.severity == .error ? "" : " (\(group.severity.rawValue))"
            lines.append(
                "\(group.spec)  \(group.key.kind.rawValue)\(note)  \(group.key.nodes.joined(separator: ", "))  \(group.summary)"
            )
            for part in group.parts {
                let edge = part.edgeFinding
                lines.append(
                    "    \(edge.environment.label): " + edge.message.replacingOccurrences(of: "\n", with: "\n    "))
            }
        }
        let range =
            widths.lowerBound == widths.upperBound
            ? "\(formatNumber(widths.lowerBound)) pt"
            : "\(formatNumber(widths.lowerBound))–\(formatNumber(widths.upperBound)) pt"
        let laneCount = "\(lanes.count) lane\(lanes.count == 1 ? "" : "s")"
        let work = "\(layouts) of \(gridWidths) widths laid out"
        let count = groups.isEmpty ? "no findings" : "\(groups.count) finding\(groups.count == 1 ? "" : "s")"
        lines.append("\(specs.joined(separator: ", ")): \(count) at \(range) in \(laneCount) (\(work))")
        return lines.joined(separator: "\n")
    }
}
