import Foundation

/// One HTTP/1.1 request as the loopback server reads it: a method, a decoded path, the query, headers, a body.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The path, percent-decoded, without the query (`/baseline/a b.png`).
    public var path: String
    /// The query's parameters, percent-decoded; a repeated name keeps its last value.
    public var query: [String: String]
    /// Header names lower-cased.
    public var headers: [String: String]
    public var body: Data

    public init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: Data = Data()
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The value of cookie `name`, if the request carries it.
    public func cookie(_ name: String) -> String? {
        guard let header = headers["cookie"] else { return nil }
        for pair in header.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// Why the head of a request cannot be read.
    public enum ParseError: Error, Equatable {
        case malformed(String)
    }

    /// Parses the request line and headers (the text before the blank line).
    public static func parseHead(_ head: String) throws(ParseError) -> HTTPRequest {
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { throw .malformed("request line") }
        let target = String(requestLine[1])
        guard target.hasPrefix("/") else { throw .malformed("request target") }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = String(parts[0]).removingPercentEncoding else {
            throw .malformed("percent-encoding of the path")
        }
        var query: [String: String] = [:]
        if parts.count == 2 {
            for item in parts[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(pair[0]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
                let value =
                    pair.count == 2
                    ? (String(pair[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "") : ""
                query[name] = value
            }
        }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw .malformed("header line") }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return HTTPRequest(method: String(requestLine[0]), path: path, query: query, headers: headers)
    }
}

/// An HTTP response: status, headers and body; `Connection: close` is always sent, one request per connection.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: Data

    public init(status: Int, contentType: String, body: Data, headers: [(String, String)] = []) {
        self.status = status
        self.body = body
        self.headers = [("Content-Type", contentType)] + headers
    }

    /// A plain-text response, for errors: says what was refused and why.
    public static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data((message + "\n").utf8))
    }

    /// A JSON response of an `Encodable` value.
    public static func json(_ status: Int, _ value: some Encodable) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return HTTPResponse(status: status, contentType: "application/json", body: body)
    }

    /// The bytes on the wire. Every response forbids caching, sniffing, framing and sending the (token-bearing)
    /// URL as a referrer.
    public var serialized: Data { serialized(withBody: true) }

    /// The bytes on the wire; without the body (but with its length) for a `HEAD` request.
    public func serialized(withBody: Bool) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        let fixed = [
            ("Content-Length", "\(body.count)"), ("Connection", "close"), ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"), ("X-Frame-Options", "DENY"),
        ]
        for (name, value) in headers + fixed { head += "\(name): \(value)\r\n" }
        return Data((head + "\r\n").utf8) + (withBody ? body : Data())
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 303: "See Other"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }
}
