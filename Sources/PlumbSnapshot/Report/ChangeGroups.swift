import Foundation

/// The environments to review, grouped by identical change, so a reviewer judges each change once: "the same
/// 3 nodes moved (+4, 0) in 12 environments" rather than twelve separate failures.
///
/// Two environments of one spec are in one group when they have the same status and the same change signature:
/// for `changed`, each frame change as its kind, node and delta (positions and sizes differ across widths; the
/// delta is the change), or "pixels only" when the frames are equal; for `accessibility changed`, each change of what
/// VoiceOver reads (without the element's number); for `new lint` and `fixed lint`, the findings' kinds and nodes. Groups come in status order (changed first), then in the run's canonical order.
public struct ChangeGroups: Sendable {
    public struct Group: Sendable {
        /// `g1`, `g2`, … in display order: stable for the same report.
        public var id: String
        public var status: EnvironmentStatus
        public var spec: String
        public var folder: String
        /// What is the same in every environment of the group, in words.
        public var title: String
        public var verdicts: [EnvironmentVerdict]
    }

    public private(set) var groups: [Group] = []

    /// Groups every environment whose status is not `passed`.
    public init(_ report: SnapshotReport) {
        var order: [String] = []
        var members: [String: [EnvironmentVerdict]] = [:]
        for verdict in report.environments where verdict.status != .passed {
            let key =
                verdict.status.rawValue + "\u{1}" + verdict.key.folder + "\u{1}"
                + Self.signature(verdict).joined(separator: "\n")
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(verdict)
        }
        let sorted = order.enumerated().sorted { a, b in
            let x = members[a.element]![0].status, y = members[b.element]![0].status
            return x != y ? x < y : a.offset < b.offset
        }
        for (position, entry) in sorted.enumerated() {
            let verdicts = members[entry.element]!
            let first = verdicts[0]
            groups.append(
                Group(
                    id: "g\(position + 1)", status: first.status, spec: first.spec, folder: first.key.folder,
                    title: Self.title(first, count: verdicts.count), verdicts: verdicts))
        }
    }

    /// What identifies a change across environments (see the type's documentation).
    static func signature(_ verdict: EnvironmentVerdict) -> [String] {
        switch verdict.status {
        case .changed:
            guard let frames = verdict.frames, !frames.passed else {
                if let pixels = verdict.pixels, pixels.expectedSize != pixels.actualSize {
                    return ["image size changed"]
                }
                return verdict.pixels == nil ? ["baseline unreadable"] : ["pixels only"]
            }
            return frames.changes.map(normalized)
        case .accessibilityChanged:
            guard let check = verdict.accessibility, check.baseline == .compared else {
                return ["accessibility baseline unreadable"]
            }
            return check.changes.map(\.what)
        case .newLint:
            return verdict.lintChanges?.new ?? verdict.lints.filter { $0.severity == "error" }.map(\.key)
        case .fixedLint: return verdict.lintChanges?.fixed ?? []
        default: return []
        }
    }

    /// A frame-change line without its absolute positions: `moved toggle Δ (+4, 0)`.
    static func normalized(_ line: String) -> String {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2 else { return line }
        if words[0] == "root" { return "root size changed" }
        if let delta = line.range(of: "  Δ ") { return words[0] + " " + words[1] + " Δ " + line[delta.upperBound...] }
        return words[0] + " " + words[1]
    }

    /// What the group's environments share, in words: `the same 3 nodes changed (moved a Δ (0, +4); …) in 12
    /// environments`, `pixels differ, frames unchanged, in 36 environments`, `new lint clippedText label in 1 environment`.
    static func title(_ verdict: EnvironmentVerdict, count: Int) -> String {
        let environments = count == 1 ? "in 1 environment" : "in \(count) environments"
        let signature = signature(verdict)
        switch verdict.status {
        case .changed:
            if signature == ["pixels only"] { return "pixels differ, frames unchanged, \(environments)" }
            if signature == ["image size changed"] || signature == ["baseline unreadable"] {
                return "\(signature[0]) \(environments)"
            }
            let nodes = Set(signature.map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? "" }).count
            let shown = signature.prefix(4).joined(separator: "; ") + (signature.count > 4 ? "; …" : "")
            let what =
                nodes == 1
                ? (count > 1 ? "the same node" : "1 node") : (count > 1 ? "the same \(nodes) nodes" : "\(nodes) nodes")
            return "\(what) changed (\(shown)) \(environments)"
        case .accessibilityChanged:
            let shown = signature.prefix(3).joined(separator: "; ") + (signature.count > 3 ? "; …" : "")
            return "VoiceOver reads it differently (\(shown)) \(environments)"
        case .newLint:
            return "new lint\(signature.count == 1 ? "" : "s") \(signature.joined(separator: "; ")) \(environments)"
        case .fixedLint:
            return "fixed lint\(signature.count == 1 ? "" : "s") \(signature.joined(separator: "; ")) \(environments)"
        case .missingBaseline: return "no baseline \(environments)"
        case .newBaseline: return "new baseline \(environments)"
        default: return "\(verdict.status) \(environments)"
        }
    }
}
