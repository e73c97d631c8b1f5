import Foundation
import PlumbAccessibility
import PlumbCore
import PlumbPipeline

/// The accessibility snapshot kept with one environment's baseline: `<label>.accessibility.json` (VoiceOver's
/// elements, what `check` compares), beside its PNG, frames and lint baseline.
///
/// The picture (`<label>.accessibility.png`: the faded screen, numbered outlines, a legend) is an artifact, not a
/// baseline: no check compares it, so a failed check draws it into the artifacts, the run's from its render and the
/// baseline's from the recorded elements over the baseline PNG. Pictures left in a baselines folder recorded before
/// are never read; recording an environment again removes its picture, and `plumb prune` removes them all. An
/// environment recorded before accessibility baselines existed has no JSON: `check` then records it where its record
/// mode writes missing baselines, and otherwise says so; in neither case does the environment fail
/// (docs/accessibility.md).
extension BaselineStore {
    /// The file name endings of the accessibility baseline.
    public static let accessibilitySuffix = "." + AccessibilityArtifacts.jsonSuffix
    public static let accessibilityImageSuffix = "." + AccessibilityArtifacts.imageSuffix

    /// `<root>/<folder>/<label>.accessibility.json`.
    public func accessibilityPath(_ key: EnvironmentKey) -> String {
        folderPath(key.folder) + "/" + key.label + Self.accessibilitySuffix
    }
    /// `<root>/<folder>/<label>.accessibility.png`: where an older Plumb recorded the picture (now an artifact).
    public func accessibilityImagePath(_ key: EnvironmentKey) -> String {
        folderPath(key.folder) + "/" + key.label + Self.accessibilityImageSuffix
    }

    /// The recorded elements, or `nil` when the environment has none (recorded before accessibility baselines).
    ///
    /// - Throws: `BaselineError.unreadableAccessibility` when the file exists but cannot be read or parsed.
    public func accessibility(_ key: EnvironmentKey) throws(BaselineError) -> AccessibilityDocument? {
        let path = accessibilityPath(key)
        let data: Data?
        do { data = try Self.read(path) } catch { throw .unreadableAccessibility(path: path, reason: "\(error)") }
        guard let data else { return nil }
        do { return try AccessibilityDocument(json: data) } catch {
            let detail = (error as? DecodingError).map(Self.describe) ?? "\(error)"
            throw .unreadableAccessibility(
                path: path,
                reason: "not an accessibility JSON document (\(detail)); record the environment again with plumb record"
            )
        }
    }

    /// Writes the accessibility baseline (the JSON) atomically, and removes a picture an older Plumb recorded beside
    /// it, which would no longer show these elements.
    public func write(accessibilityJSON json: Data, for key: EnvironmentKey) throws(BaselineError) {
        try Self.atomicWrite(json, to: accessibilityPath(key))
        let picture = accessibilityImagePath(key)
        if FileManager.default.fileExists(atPath: picture) {
            do { try FileManager.default.removeItem(atPath: picture) } catch {
                throw .cannotWrite(path: picture, reason: "cannot remove: \(FileRead.reason(error))")
            }
        }
    }

    /// Writes the JSON; the picture is no longer a baseline and is not written.
    @available(
        *, deprecated,
        message: "the accessibility picture is an artifact, not a baseline: use write(accessibilityJSON:for:)"
    )
    public func write(accessibilityJSON json: Data, image: Data, for key: EnvironmentKey) throws(BaselineError) {
        try write(accessibilityJSON: json, for: key)
    }
}

/// Whether a snapshot run keeps and compares accessibility snapshots: `.on` (the default) or `.off`.
///
/// Off, nothing about them is computed, compared or written; baseline files already there are left alone (and are
/// not orphans). The accessibility lints are lints, set with `lints` like any other.
public struct AccessibilitySnapshots: Hashable, Sendable, CustomStringConvertible {
    private let on: Bool

    private init(on: Bool) { self.on = on }

    /// Compare VoiceOver's elements with the baseline's, and record them with every baseline.
    public static let on = AccessibilitySnapshots(on: true)
    /// Leave accessibility snapshots out of the run.
    public static let off = AccessibilitySnapshots(on: false)

    public var isOn: Bool { on }
    public var description: String { on ? "on" : "off" }
}

/// The accessibility part of an environment's verdict: whether VoiceOver reads it as its baseline says, and each
/// difference (`EnvironmentStatus.accessibilityChanged` when that is all that differs).
public struct AccessibilityCheck: Codable, Hashable, Sendable {
    /// Where the accessibility baseline stood.
    public enum Baseline: String, Codable, Hashable, Sendable {
        /// There was one, and the elements were compared with it.
        case compared
        /// There was none (recorded before accessibility baselines) and this run did not write one.
        case missing
        /// There was none and this run wrote one.
        case recorded
        /// The file could not be read; the environment fails until it is recorded again.
        case unreadable
    }

    public var baseline: Baseline
    /// False when the elements differ from the baseline's, or the baseline could not be read.
    public var passed: Bool
    /// What changed, in reading order of the checks: added and removed elements, order, label, value, hint, traits.
    public var changes: [AccessibilityChange]

    public init(baseline: Baseline, passed: Bool, changes: [AccessibilityChange] = []) {
        self.baseline = baseline
        self.passed = passed
        self.changes = changes
    }
}

extension SnapshotReport {
    /// A line about environments whose accessibility baseline is missing or was just written, for the CLI's summary:
    /// `note  36 environments have no accessibility baseline (recorded before them; not compared, not failures): plumb
    /// check --record missing writes them`; `nil` when there are none.
    public var accessibilityNote: String? {
        let missing = environments.count { $0.accessibility?.baseline == .missing }
        let recorded = environments.count { $0.accessibility?.baseline == .recorded && $0.outcome == .passed }
        var parts: [String] = []
        if missing > 0 {
            parts.append(
                "\(missing) environment\(missing == 1 ? " has" : "s have") no accessibility baseline (recorded before them; "
                    + "not compared, not failures): plumb check --record missing writes \(missing == 1 ? "it" : "them")"
            )
        }
        if recorded > 0 {
            parts.append(
                "recorded \(recorded) missing accessibility baseline\(recorded == 1 ? "" : "s") (\(BaselineStore.accessibilitySuffix), not failures); check \(recorded == 1 ? "it" : "them") in"
            )
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
