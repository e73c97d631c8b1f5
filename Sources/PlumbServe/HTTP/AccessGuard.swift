import Foundation

/// Who may talk to a loopback server: requests that name it by its loopback address and carry its random token.
///
/// Another user on the machine can reach 127.0.0.1 too, and a web page in the reviewer's browser can send requests
/// to it, so the port alone proves nothing. The token (128 random bits, printed only in the URL) must come with
/// every request: in the `token` query parameter of the first page load, which sets a cookie for this port
/// (`SameSite=Strict`, `HttpOnly`) so images and scripts of the page carry it; state-changing POSTs must also send it
/// in an `X-Plumb-Token` header, which a page of another origin cannot add without a CORS preflight this server
/// never allows. The `Host` header must be this server's loopback address, which defeats DNS rebinding.
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

    /// The cookie that carries the token; named by port, as cookies are shared by every port of a host.
    public var cookieName: String { "plumb_token_\(port)" }

    /// The address to open: `http://127.0.0.1:PORT/?token=TOKEN`.
    public var url: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// `nil` when `request` may be served, else the response that refuses it.
    public func refusal(of request: HTTPRequest) -> HTTPResponse? {
        let host = request.headers["host"] ?? ""
        guard host == "127.0.0.1:\(port)" || host == "localhost:\(port)" else {
            return .text(403, "refused: the Host header must be 127.0.0.1:\(port)")
        }
        let offered: String?
        if request.method == "GET" || request.method == "HEAD" {
            offered = request.query["token"] ?? request.cookie(cookieName) ?? request.headers["x-plumb-token"]
        } else {
            offered = request.headers["x-plumb-token"]
        }
        guard let offered, Self.equalInConstantTime(offered, token) else {
            return .text(403, "refused: this server needs the token printed with its URL (open that URL)")
        }
        return nil
    }

    /// The `Set-Cookie` header for a page loaded with the token in its query.
    public var cookieHeader: (String, String) {
        ("Set-Cookie", "\(cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict")
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
