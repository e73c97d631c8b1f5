import Foundation

/// What `plumb preview` serves (every route needs the token, see `AccessGuard`):
/// - `GET /` — the preview page (`PreviewPage`);
/// - `GET /api/state?since=N` — the specs, their grids and errors as JSON, once the state's generation is not `N`
///   (a long-poll: the answer comes when a render lands, or after 20 s unchanged);
/// - `GET /render/<generation>-<spec>-<cell>.png` — a render the state names.
public final class PreviewSession: Sendable {
    public let state: PreviewState
    /// How long a long-poll waits for a change before answering with the unchanged state.
    public static let pollSeconds = 20.0

    public init(state: PreviewState) {
        self.state = state
    }

    public func respond(to request: HTTPRequest, guard access: AccessGuard) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "refused: \(request.method) \(request.path) is not something this server does")
        }
        switch request.path {
        case "/":
            return HTTPResponse(
                status: 200, contentType: "text/html; charset=utf-8",
                body: Data(PreviewPage.html(token: access.token).utf8))
        case "/api/state":
            let since = request.query["since"].flatMap { Int($0) }
            return .json(200, state.wait(since: since, timeout: Self.pollSeconds))
        default:
            if request.path.hasPrefix("/render/"), let png = state.image(at: request.path) {
                return HTTPResponse(status: 200, contentType: "image/png", body: png)
            }
            return .text(404, "not served: \(request.path.debugDescription) is not a current render of this preview")
        }
    }
}
