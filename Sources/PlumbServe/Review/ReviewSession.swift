import Foundation
import PlumbCore
import PlumbSnapshot

/// What `plumb review` serves: one finished check's report page with Accept buttons, its files, and the accept
/// endpoint that promotes environments exactly as `plumb accept --only` does (through `Acceptance`).
///
/// Routes (every one needs the token, see `AccessGuard`):
/// - `GET /` — report.html, with the review bar and buttons added (`ReviewPage`);
/// - `GET /api/state` — `{"acceptable": [...], "accepted": [...]}`;
/// - `POST /api/accept` with `{"ids": ["spec/label", ...]}` — accepts them all or none (an id the report does not
///   name as failed is refused, 400, nothing written);
/// - `POST /api/done` — the reviewer is finished (ends a server started with `--exit-when-done`);
/// - `GET /<path>` — a file of the artifacts folder (`ArtifactFileServer`).
public final class ReviewSession: Sendable {
    public let artifacts: ArtifactStore
    /// The folder Accept writes into: `--baselines`, else `Baselines` (never the one report.json names).
    public let baselines: BaselineStore?
    public let files: ArtifactFileServer
    private let state: Locked<State>

    private struct State {
        var report: LoadedReport
        var accepted: [String] = []
        var finished = false
    }

    /// The check as last read from the folder: a new check into the same folder is picked up by the next request.
    private struct LoadedReport {
        /// The ids `accept` can promote, in report order.
        var acceptable: [String]
        var page: String
        var stamps: [FileWatcher.Stamp?]
    }

    /// Reads the folder's report.json and report.html; fails before the server starts when either is unusable.
    public init(artifactsFolder: String, baselines: String? = nil) throws(ReviewError) {
        guard let files = ArtifactFileServer(folder: artifactsFolder) else { throw .noFolder(artifactsFolder) }
        self.files = files
        artifacts = ArtifactStore(rootPath: artifactsFolder)
        let named = baselines.map(BaselineStore.init(rootPath:))
        self.baselines = named
        state = Locked(State(report: try Self.load(artifacts)))
        // Refuse before serving when Accept could only fail: the report's folder is not the one Accept writes to.
        let report: SnapshotReport
        do { report = try SnapshotReport(contentsOf: artifacts.path(ArtifactStore.reportJSONName)) } catch {
            throw .report(error)
        }
        do { _ = try Acceptance.baselines(named: named, report: report, artifacts: artifacts) } catch {
            throw .accept(error)
        }
    }

    private static func load(_ artifacts: ArtifactStore) throws(ReviewError) -> LoadedReport {
        let jsonPath = artifacts.path(ArtifactStore.reportJSONName),
            htmlPath = artifacts.path(ArtifactStore.reportHTMLName)
        let stamps = FileWatcher.stamps([jsonPath, htmlPath])
        let report: SnapshotReport
        do { report = try SnapshotReport(contentsOf: jsonPath) } catch { throw .report(error) }
        guard let data = FileManager.default.contents(atPath: htmlPath) else { throw .noPage(path: htmlPath) }
        return LoadedReport(
            acceptable: Acceptance.acceptable(in: report).map(\.id), page: String(decoding: data, as: UTF8.self),
            stamps: stamps)
    }

    /// Re-reads the report when a check has rewritten it since (which starts the review afresh); keeps the old
    /// one while the new one is half-written or unreadable.
    private func refreshed(_ state: inout State) {
        let paths = [artifacts.path(ArtifactStore.reportJSONName), artifacts.path(ArtifactStore.reportHTMLName)]
        guard FileWatcher.stamps(paths) != state.report.stamps, let report = try? Self.load(artifacts) else { return }
        state = State(report: report)
    }

    /// The ids `accept` can promote, in report order.
    public var acceptable: [String] {
        state.withLock {
            refreshed(&$0); return $0.report.acceptable
        }
    }

    /// Environments accepted through this server so far, in the order they were accepted.
    public var accepted: [String] { state.withLock { $0.accepted } }

    /// True once the reviewer pressed Done, or every acceptable environment has been accepted.
    public var finished: Bool { state.withLock { $0.finished } }

    /// Answers one request that `guard` has let through. `onFinish` runs when the review becomes finished.
    public func respond(
        to request: HTTPRequest, guard access: AccessGuard, exitWhenDone: Bool, onFinish: @Sendable () -> Void
    ) -> HTTPResponse {
        switch (request.method, request.path) {
        case ("GET", "/"), ("GET", "/" + ArtifactStore.reportHTMLName):
            let page = state.withLock { state in
                refreshed(&state)
                let config = ReviewPage.Config(
                    token: access.token, acceptable: state.report.acceptable, accepted: state.accepted,
                    exitWhenDone: exitWhenDone, artifacts: files.root)
                return ReviewPage.inject(into: state.report.page, config: config)
            }
            return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data(page.utf8))
        case ("GET", "/api/state"):
            return state.withLock { state in
                refreshed(&state)
                return .json(200, ["acceptable": state.report.acceptable, "accepted": state.accepted])
            }
        case ("POST", "/api/accept"):
            let response = accept(request.body)
            if exitWhenDone && finished { onFinish() }
            return response
        case ("POST", "/api/done"):
            state.withLock { $0.finished = true }
            if exitWhenDone { onFinish() }
            return .json(200, ["finished": true])
        case ("GET", _), ("HEAD", _):
            return files.response(for: request.path)
        default:
            return .text(405, "refused: \(request.method) \(request.path) is not something this server does")
        }
    }

    private struct AcceptRequest: Decodable {
        var ids: [String]
    }

    private struct AcceptAnswer: Encodable {
        var accepted: [String]
        var error: String?
    }

    /// Promotes `ids` through `Acceptance.accept(only:)`: all or none, each file atomically.
    private func accept(_ body: Data) -> HTTPResponse {
        guard let request = try? JSONDecoder().decode(AcceptRequest.self, from: body), !request.ids.isEmpty else {
            return .json(
                400, AcceptAnswer(accepted: [], error: "expected a JSON body {\"ids\": [\"spec/label\", ...]}"))
        }
        // One accept at a time: two clicks on the same environment must not interleave their writes.
        return state.withLock { state in
            refreshed(&state)
            let known = Set(state.report.acceptable)
            if let unknown = request.ids.first(where: { !known.contains($0) }) {
                return .json(
                    400,
                    AcceptAnswer(
                        accepted: [],
                        error: "refused: \(unknown.debugDescription) is not a failed environment of this report"))
            }
            do {
                let done = try Acceptance.accept(artifacts, only: request.ids, store: baselines).map(\.id)
                for id in done where !state.accepted.contains(id) { state.accepted.append(id) }
                if Set(state.accepted).isSuperset(of: known) { state.finished = true }
                return .json(200, AcceptAnswer(accepted: done, error: nil))
            } catch {
                return .json(409, AcceptAnswer(accepted: [], error: "\(error)"))
            }
        }
    }
}
