import Foundation
import PlumbAccessibility
import PlumbCore
import PlumbPipeline
import PlumbRender

/// `plumb accept`: promotes the actual images, frames, lint findings and accessibility snapshots of a finished check
/// into the baselines, without re-rendering.
///
/// Every file to promote is read and validated first (the PNG decodes, the frames JSON parses), so a bad
/// artifacts folder changes nothing; then each baseline is written atomically, and each touched spec folder's
/// `fingerprint.json` becomes the renderer of the run that made the images.
public enum Acceptance {
    /// - Parameters:
    ///   - only: ids (`spec/label`) to accept; empty for every failed environment of the report.
    ///   - store: the baselines folder named on the command line; `nil` for `Baselines` (see `baselines(named:…)`).
    /// - Returns: the accepted verdicts, in report order.
    /// - Throws: `AcceptError` naming the report, the id or the file.
    public static func accept(
        _ artifacts: ArtifactStore, only: [String] = [], store: BaselineStore? = nil
    ) throws(AcceptError) -> [EnvironmentVerdict] {
        try accepting(artifacts, only: only, store: store).verdicts
    }

    /// `accept`, also saying which baselines folder it wrote into, so the real destination can be printed.
    public static func accepting(
        _ artifacts: ArtifactStore, only: [String] = [], store named: BaselineStore? = nil,
        waiting: (String) -> Void = { _ in }
    ) throws(AcceptError) -> AcceptResult {
        let reportPath = artifacts.path(ArtifactStore.reportJSONName)
        let report: SnapshotReport
        do { report = try SnapshotReport(contentsOf: reportPath) } catch { throw .report(error) }
        let store = try baselines(named: named, report: report, artifacts: artifacts)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: store.rootPath, isDirectory: &isFolder), isFolder.boolValue else {
            // A mistyped --baselines, or a run from another folder, would otherwise create a folder no check reads.
            throw .noBaselinesFolder(path: store.rootPath, checked: report.baselines, reportPath: reportPath)
        }
        let folder = ContainedFolder(path: artifacts.rootPath)
        let chosen = try choose(from: report, only: only, reportPath: reportPath)
        var promotions:
            [(
                verdict: EnvironmentVerdict, png: Data, frames: Data, lints: LintBaseline?,
                accessibility: Data?
            )] = []
        for verdict in chosen {
            let files = verdict.artifacts!
            try checkPaths(verdict, files: files, reportPath: reportPath)
            func read(_ relative: String) throws(AcceptError) -> Data {
                try Self.read(relative, in: folder, id: verdict.id, reportPath: reportPath)
            }
            let png = try read(files.actual)
            do { _ = try PNGDecoder().decode([UInt8](png)) } catch {
                throw .badArtifact(path: artifacts.path(files.actual), reason: "not a readable PNG: \(error)")
            }
            let frames = try read(files.actualFrames)
            guard (try? FramesDocument(json: frames)) != nil else {
                throw .badArtifact(path: artifacts.path(files.actualFrames), reason: "not a frames JSON document")
            }
            var lints: LintBaseline?
            if let lintsPath = files.actualLints {
                let data = try read(lintsPath)
                do { lints = try LintBaseline(json: data, path: artifacts.path(lintsPath)) } catch {
                    throw .badArtifact(path: artifacts.path(lintsPath), reason: "not a lint baseline JSON document")
                }
            }
            promotions.append(
                (verdict, png, frames, lints, try accessibility(files, artifacts: artifacts, read: read)))
        }
        // The same lock as a record run's: an accept never interleaves its files with a record's.
        let lock: BaselineLock
        do { lock = try BaselineLock(store, waiting: waiting) } catch { throw .baseline(error) }
        defer { withExtendedLifetime(lock) {} }
        for folder in Set(promotions.map(\.verdict.key.folder)).sorted() {
            store.removeAbandonedTemporaries(folder: folder)
        }
        do {
            for promotion in promotions {
                try store.write(png: [UInt8](promotion.png), frames: promotion.frames, for: promotion.verdict.key)
                if let lints = promotion.lints { try store.write(lints: lints, for: promotion.verdict.key) }
                if let accessibility = promotion.accessibility {
                    try store.write(accessibilityJSON: accessibility, for: promotion.verdict.key)
                }
            }
            for folder in Set(promotions.map(\.verdict.key.folder)).sorted() {
                try store.write(fingerprint: report.fingerprint, folder: folder)
            }
        } catch {
            throw .baseline(error)
        }
        return AcceptResult(verdicts: chosen, store: store)
    }

    /// The baselines folder `accept` writes into: the one named on the command line, else `Baselines` in the
    /// working directory — never the folder `report.json` names, since the report may come from anyone's pull
    /// request. When the report says the check used another folder and none is named, nothing is written and the
    /// error gives the command that names it.
    public static func baselines(
        named: BaselineStore?, report: SnapshotReport, artifacts: ArtifactStore
    ) throws(AcceptError) -> BaselineStore {
        if let named { return named }
        let standard = BaselineStore()
        var used = BaselineStore(rootPath: report.baselines).rootPath
        while used.hasPrefix("./") { used.removeFirst(2) }
        guard used == standard.rootPath else {
            throw .baselinesNotNamed(
                checked: report.baselines, reportPath: artifacts.path(ArtifactStore.reportJSONName),
                artifacts: artifacts.rootPath)
        }
        return standard
    }

    /// The environments of `report` that `accept` can promote: the failed ones, and the `fixed lint` ones whose
    /// lint baseline can be tightened, with artifacts, in report order.
    public static func acceptable(in report: SnapshotReport) -> [EnvironmentVerdict] {
        report.environments.filter(isAcceptable)
    }

    /// The verdicts to promote: the failed ones with artifacts, or exactly `only`.
    private static func choose(
        from report: SnapshotReport, only: [String], reportPath: String
    ) throws(AcceptError) -> [EnvironmentVerdict] {
        let acceptable = acceptable(in: report)
        guard !only.isEmpty else { return acceptable }
        let byID = Dictionary(uniqueKeysWithValues: report.environments.map { ($0.id, $0) })
        for id in only {
            guard let verdict = byID[id] else {
                throw .unknownID(id: id, reportPath: reportPath, acceptable: acceptable.map(\.id))
            }
            guard isAcceptable(verdict) else {
                throw .notAcceptable(id: id, outcome: verdict.outcome.rawValue, reportPath: reportPath)
            }
        }
        let wanted = Set(only)
        return acceptable.filter { wanted.contains($0.id) }
    }

    /// A failed environment, or one whose lint baseline holds fixed findings, with this run's files to promote.
    static func isAcceptable(_ verdict: EnvironmentVerdict) -> Bool {
        verdict.artifacts != nil && (verdict.outcome == .failed || verdict.status == .fixedLint)
    }

    /// Refuses a report (hand-edited, or from elsewhere) whose ids or artifact paths would read or write outside
    /// the artifacts and baselines folders: the spec folder and label must each be one safe path component, as
    /// `check` writes them, and artifact paths relative ones without `..`.
    private static func checkPaths(
        _ verdict: EnvironmentVerdict, files: ArtifactFiles, reportPath: String
    ) throws(AcceptError) {
        if Subject.folderName(for: verdict.key.folder) != verdict.key.folder {
            throw .unsafePath(id: verdict.id, path: verdict.key.folder, reportPath: reportPath)
        }
        if !isSafeLabel(verdict.key.label) {
            throw .unsafePath(id: verdict.id, path: verdict.key.label, reportPath: reportPath)
        }
        for path in files.all where ContainedFolder.lexicalProblem(path) != nil {
            throw .unsafePath(id: verdict.id, path: path, reportPath: reportPath)
        }
    }

    /// Whether `label` is one path component made of what environment labels hold: letters, digits, `.`, `_`, `-`
    /// and the `@` of a scale (`375w-l@3x`), at most 100 of them, and not `.` or `..`.
    static func isSafeLabel(_ label: String) -> Bool {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-@")
        return !label.isEmpty && label.count <= 100 && label.allSatisfy(allowed.contains)
            && !label.allSatisfy { $0 == "." }
    }

    /// The run's accessibility JSON to promote, validated: it reads as elements. `nil` when the check left
    /// accessibility out (the baseline's file is then left as it is). The picture beside it is an artifact for
    /// review, not a baseline, so it is not promoted.
    private static func accessibility(
        _ files: ArtifactFiles, artifacts: ArtifactStore, read: (String) throws(AcceptError) -> Data
    ) throws(AcceptError) -> Data? {
        guard let jsonPath = files.actualAccessibility else { return nil }
        let json = try read(jsonPath)
        guard (try? AccessibilityDocument(json: json)) != nil else {
            throw .badArtifact(path: artifacts.path(jsonPath), reason: "not an accessibility JSON document")
        }
        return json
    }

    /// One file the report names, read only inside the artifacts folder (`ContainedFolder`).
    private static func read(
        _ relative: String, in folder: ContainedFolder, id: String, reportPath: String
    ) throws(AcceptError) -> Data {
        do { return try folder.read(relative) } catch {
            if error.leavesFolder {
                throw .outsideArtifacts(id: id, path: relative, reason: error.reason, reportPath: reportPath)
            }
            throw .badArtifact(path: folder.display(relative), reason: "cannot read: \(error.reason)")
        }
    }
}

/// What `accept` promoted, and where.
public struct AcceptResult: Sendable {
    /// The accepted verdicts, in report order.
    public var verdicts: [EnvironmentVerdict]
    /// The baselines folder written into (named on the command line, or `Baselines`).
    public var store: BaselineStore

    /// The baseline PNG that `verdict`'s image was written to.
    public func destination(_ verdict: EnvironmentVerdict) -> String { store.imagePath(verdict.key) }
}

/// Why `accept` changed nothing.
public enum AcceptError: Error, Hashable, Sendable, CustomStringConvertible {
    case report(ReportError)
    case unknownID(id: String, reportPath: String, acceptable: [String])
    case notAcceptable(id: String, outcome: String, reportPath: String)
    case badArtifact(path: String, reason: String)
    case baseline(BaselineError)
    /// The report names a path that would leave the artifacts or baselines folder.
    case unsafePath(id: String, path: String, reportPath: String)
    /// An artifact path that reads as a plain name but, through a symbolic link, lands outside the artifacts folder.
    case outsideArtifacts(id: String, path: String, reason: String, reportPath: String)
    /// The report says the check used another baselines folder than `Baselines`, and none was named.
    case baselinesNotNamed(checked: String, reportPath: String, artifacts: String)
    /// The baselines folder to write into does not exist (a mistyped `--baselines`, or another working directory).
    case noBaselinesFolder(path: String, checked: String, reportPath: String)

    public var description: String {
        switch self {
        case .report(let error): error.description
        case .unknownID(let id, let path, let acceptable):
            "--only \(id.debugDescription): no such environment in \(path) (expected one of the failed ones: "
                + (acceptable.isEmpty ? "none" : acceptable.joined(separator: ", ")) + ")"
        case .notAcceptable(let id, let outcome, let path):
            "--only \(id.debugDescription): \(outcome) in \(path), so there is no new image to accept"
        case .badArtifact(let path, let reason): "\(path): \(reason)"
        case .baseline(let error): error.description
        case .unsafePath(let id, let path, let reportPath):
            "\(reportPath): \(id.debugDescription) names the path \(path.debugDescription), which would leave the artifacts or baselines folder "
                + "(expected one safe name per folder, no `..`, no absolute path); was the report edited?"
        case .outsideArtifacts(let id, let path, let reason, let reportPath):
            "\(reportPath): \(id.debugDescription) names the path \(path.debugDescription), which would leave the artifacts or baselines folder: "
                + "\(reason); nothing was accepted"
        case .noBaselinesFolder(let path, let checked, let reportPath):
            "\(path): no such baselines folder, so nothing was accepted (accept writes only into an existing one); the "
                + "check in \(reportPath) compared with \(checked.debugDescription): run accept from the folder that "
                + "holds it, or name it with --baselines"
        case .baselinesNotNamed(let checked, let reportPath, let artifacts):
            "\(reportPath): the check compared with the baselines folder \(checked.debugDescription), but accept writes "
                + "only into a baselines folder named on its command line (a report can come from anyone's pull "
                + "request); if that is this project's folder, run: plumb accept \(shellQuoted(artifacts)) --baselines "
                + shellQuoted(checked)
        }
    }
}
