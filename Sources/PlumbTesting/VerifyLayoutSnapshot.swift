import Foundation
import PlumbCore
import PlumbPipeline
import PlumbSnapshot

/// Checks `layout` against its baselines in every environment of `matrix` and returns what failed, or `nil`.
///
/// This is `assertLayoutSnapshot` without reporting: for test helpers that want to add context, and for Plumb's own
/// tests. Baselines are recorded as `record` says (`missing` by default: a new baseline is written and the
/// result is still a failure naming it, so a run without baselines never passes silently).
public func verifyLayoutSnapshot(
    of layout: LayoutUnderTest,
    matrix: Matrix? = nil,
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: SnapshotTolerance = SnapshotTolerance(),
    baselines: String? = nil,
    fonts: [String] = [],
    systemFont: String? = nil,
    artifacts: String? = nil,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> LayoutSnapshotFailure? {
    let location: SnapshotLocation
    do {
        location = try SnapshotLocation(
            filePath: "\(filePath)", function: "\(function)", named: name, baselinesRoot: baselines)
    } catch { return LayoutSnapshotFailure(message: error.description, report: nil) }
    let mode: RecordMode
    do { mode = try SnapshotRecording.mode(call: record, environment: environment) } catch {
        return LayoutSnapshotFailure(message: error.description, report: nil)
    }
    var subject: Subject
    do { subject = try layout.subject(named: location.folder, testFile: "\(filePath)") } catch {
        return LayoutSnapshotFailure(message: error.description, report: nil)
    }
    if let matrix { subject.matrix = matrix }
    if let missing = subject.unregisteredManualLayout() {
        return LayoutSnapshotFailure(message: missing.description, report: nil)
    }
    if let problem = layout.localisationProblem(of: subject) {
        return LayoutSnapshotFailure(message: problem, report: nil)
    }
    subject.source = "\(filePath)"
    subject.recordCommand = "PLUMB_RECORD=failed swift test --filter \(location.testFilter)"
    switch TestFonts.files(fonts, relativeTo: "\(filePath)") {
    case .success(let files): subject.fonts += files
    case .failure(let problem): return LayoutSnapshotFailure(message: problem.message, report: nil)
    }
    // The team's system fonts: the assertion's `systemFont:` (from the test file's folder), else PLUMB_SYSTEM_FONT.
    if let folder = systemFont ?? SystemFonts.fromEnvironment(environment) {
        let testFolder = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().path
        do {
            subject.systemFont =
                try SystemFonts.load(
                    folder, relativeTo: systemFont == nil ? nil : testFolder,
                    origin: systemFont == nil ? SystemFonts.environmentVariable : "systemFont"
                ).folder
        } catch { return LayoutSnapshotFailure(message: error.description, report: nil) }
    }
    let artifactsFolder =
        artifacts ?? environment["PLUMB_ARTIFACTS"].map { $0 + "/" + location.folder }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("plumb-artifacts")
        .appendingPathComponent((location.baselines as NSString).lastPathComponent).appendingPathComponent(
            location.folder
        ).path
    // One run: the artifacts folder gets the images and report.html of the environments that failed, and nothing
    // when none did, so a passing snapshot writes nothing anywhere.
    let run = SnapshotRun(
        subjects: [subject], store: BaselineStore(rootPath: location.baselines), mode: mode, tolerance: tolerance,
        artifacts: ArtifactStore(rootPath: artifactsFolder, failuresOnly: true))
    let report: SnapshotReport
    do { report = try run.run() } catch {
        return LayoutSnapshotFailure(message: "layout snapshot could not run: \(error.description)", report: nil)
    }
    if report.passed { return nil }
    return LayoutSnapshotFailure(
        report: report, artifactsFolder: report.summary.failed > 0 ? artifactsFolder : nil, location: location)
}
