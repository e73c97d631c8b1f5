import Foundation

/// Who may talk to a loopback server: requests that name it by its loopback address and carry its random token.
///
/// Another user on the machine can reach 127.0.0.1 too, and a web page in the reviewer's browser can send requests
/// to it, so the port alone proves nothing. The token (128 random bits, printed only in the URL) must come with
/// every request. The page is served under `/<token>/`, so the images and scripts it names by relative paths carry
/// the token in their path; no cookie holds it, since a browser sends the cookies of 127.0.0.1 to every port of
/// it — to any other server on the machine too. Requests outside that path must send the token in an
/// `X-Plumb-Token` header (or, for the old `/?token=` address, the query, answered with a redirect into the path).
/// State-changing POSTs always need the header, which a page of another origin cannot add without a CORS preflight
/// this server never allows. The `Host` header must be this server's loopback address, which defeats DNS rebinding.
public struct AccessGuard: Sendable {
    public var token: String
    public var port: UInt16

    public init(token: String = AccessGuard.randomToken(), port: UInt16) {
        self.token = token
        self.port = port
    }

    /// 32 hex digits from the system's random source.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let value = generator.next() as UInt64
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// The name the token's cookie had; no cookie carries it any more (see the type's comment).
    @available(*, deprecated, message: "the token is no longer kept in a cookie; the page is served under /<token>/")
    public var cookieName: String { "plumb_token_\(port)" }

    /// The address to open: `http://127.0.0.1:PORT/TOKEN/`.
    public var url: String { "http://127.0.0.1:\(port)/\(token)/" }

    /// What the server does with one request: refuses it, or routes it as if the token's path were not there.
    public enum Admission: Sendable {
        case refused(HTTPResponse)
        /// The request, its path without the leading `/<token>` (`/<token>/a.png` → `/a.png`).
        case admitted(HTTPRequest)
    }

    /// Refuses `request`, redirects it into the token's path, or admits it with that path removed.
    public func admit(_ request: HTTPRequest) -> Admission {
        if let refusal = refusal(of: request) { return .refused(refusal) }
        var routed = request
        let parts = request.path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.count >= 2, parts[0].isEmpty, Self.equalInConstantTime(String(parts[1]), token) {
            let rest = request.path.dropFirst(1 + token.count)
            guard !rest.isEmpty else { return .refused(redirect) }
            routed.path = String(rest)
        } else if request.path == "/", request.method == "GET", request.query["token"] != nil {
            return .refused(redirect)
        }
        return .admitted(routed)
    }

    /// `303 See Other` to the page under the token's path.
    private var redirect: HTTPResponse {
        HTTPResponse(
            status: 303, contentType: "text/plain; charset=utf-8", body: Data("see /<token>/\n".utf8),
            headers: [("Location", "/\(token)/")])
    }

    /// `nil` when `request` may be served, else the response that refuses it.
    public func refusal(of request: HTTPRequest) -> HTTPResponse? {
        let host = request.headers["host"] ?? ""
        guard host == "127.0.0.1:\(port)" || host == "localhost:\(port)" else {
            return .text(403, "refused: the Host header must be 127.0.0.1:\(port)")
        }
        let offered: String?
        if request.method == "GET" || request.method == "HEAD" {
            let segment = request.path.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: true).first
            offered =
                segment.map(String.init).flatMap { Self.equalInConstantTime($0, token) ? $0 : nil }
                ?? request.query["token"] ?? request.headers["x-plumb-token"]
        } else {
            offered = request.headers["x-plumb-token"]
        }
        guard let offered, Self.equalInConstantTime(offered, token) else {
            return .text(403, "refused: this server needs the token printed with its URL (open that URL)")
        }
        return nil
    }

    /// The `Set-Cookie` header the page once sent; nothing sends it now.
    @available(*, deprecated, message: "the token is no longer kept in a cookie; the page is served under /<token>/")
    public var cookieHeader: (String, String) {
        ("Set-Cookie", "plumb_token_\(port)=\(token); Path=/; HttpOnly; SameSite=Strict")
    }

    /// Compares every byte, whatever the first difference, so timing tells nothing about the token.
    static func equalInConstantTime(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
