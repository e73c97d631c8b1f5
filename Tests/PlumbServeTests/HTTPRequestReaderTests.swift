import Foundation
import Testing

@testable import PlumbServe

/// Request framing and the token rules, without sockets.
@Suite struct HTTPRequestReaderTests {
    func read(_ text: String) -> HTTPRequestReader.Outcome { HTTPRequestReader.read(Data(text.utf8)) }

    @Test func aRequestIsReadOnlyOnceItsHeadAndWholeBodyArrived() throws {
        guard case .needMore = read("GET / HTTP/1.1\r\nHost: x") else {
            Issue.record("a head without its blank line"); return
        }
        guard case .needMore = read("POST /a HTTP/1.1\r\nContent-Length: 5\r\n\r\nabc") else {
            Issue.record("3 of 5 body bytes"); return
        }
        guard
            case .request(let request) = read(
                "POST /api/accept?x=1&y=a%20b HTTP/1.1\r\nHost: 127.0.0.1:9\r\nContent-Length: 5\r\n\r\nabcdeEXTRA")
        else {
            Issue.record("a whole request"); return
        }
        #expect(request.method == "POST" && request.path == "/api/accept")
        #expect(request.query == ["x": "1", "y": "a b"])
        #expect(request.headers["host"] == "127.0.0.1:9")
        #expect(request.body == Data("abcde".utf8), "exactly Content-Length bytes")
    }

    @Test func oversizedOrMalformedRequestsAreRefused() {
        let cases: [(String, Int)] = [
            ("GET / HTTP/1.1\r\n" + String(repeating: "a", count: 17_000), 431),
            ("POST / HTTP/1.1\r\nContent-Length: 2000000\r\n\r\n", 413),
            ("POST / HTTP/1.1\r\nContent-Length: -4\r\n\r\n", 400),
            ("GET / HTTP/2\r\n\r\n", 400),
            ("GET http://evil/ HTTP/1.1\r\n\r\n", 400),
            ("GET /%zz HTTP/1.1\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nno colon\r\n\r\n", 400),
        ]
        for (text, status) in cases {
            guard case .refused(let response) = read(text) else {
                Issue.record("not refused: \(text.prefix(40).debugDescription)"); continue
            }
            #expect(response.status == status, "\(text.prefix(40).debugDescription)")
        }
    }

    @Test func theGuardWantsTheTokenAndALoopbackHost() {
        let access = AccessGuard(token: "00112233445566778899aabbccddeeff", port: 4242)
        func request(_ method: String, query: [String: String] = [:], headers: [String: String]) -> HTTPRequest {
            HTTPRequest(method: method, path: "/", query: query, headers: headers)
        }
        let host = ["host": "127.0.0.1:4242"]
        #expect(access.refusal(of: request("GET", query: ["token": access.token], headers: host)) == nil)
        // A cookie reaches every port of 127.0.0.1, so none carries the token (issue 32, point 4).
        #expect(
            access.refusal(
                of: request("GET", headers: host.merging(["cookie": "a=b; plumb_token_4242=\(access.token)"]) { $1 }))?
                .status == 403, "a cookie is not a token")
        #expect(access.refusal(of: request("GET", query: ["token": access.token + "0"], headers: host))?.status == 403)
        #expect(
            access.refusal(of: request("GET", query: ["token": access.token], headers: ["host": "localhost:4242"]))
                == nil)
        #expect(
            access.refusal(
                of: request("GET", query: ["token": access.token], headers: ["host": "127.0.0.1.nip.io:4242"]))?.status
                == 403)
        #expect(
            access.refusal(of: request("GET", query: ["token": access.token], headers: [:]))?.status == 403, "no Host")
        #expect(
            access.refusal(of: request("POST", query: ["token": access.token], headers: host))?.status == 403,
            "a POST needs the header")
        #expect(
            access.refusal(of: request("POST", headers: host.merging(["x-plumb-token": access.token]) { $1 })) == nil)
    }

    /// The page is served under `/<token>/`; the path is admitted without it, the old `/?token=` redirected there.
    @Test func theTokensPathIsAdmittedWithoutTheToken() {
        let access = AccessGuard(token: "00112233445566778899aabbccddeeff", port: 4242)
        let host = ["host": "127.0.0.1:4242"]
        func admitted(_ method: String, _ path: String, query: [String: String] = [:]) -> HTTPRequest? {
            guard
                case .admitted(let request) = access.admit(
                    HTTPRequest(method: method, path: path, query: query, headers: host))
            else { return nil }
            return request
        }
        #expect(admitted("GET", "/\(access.token)/")?.path == "/")
        #expect(admitted("GET", "/\(access.token)/a/b.png")?.path == "/a/b.png")
        #expect(admitted("GET", "/\(access.token)0/a.png") == nil, "a longer token")
        #expect(admitted("GET", "/a/\(access.token)/b.png") == nil, "the token elsewhere in the path")
        #expect(admitted("POST", "/\(access.token)/api/accept") == nil, "a POST needs the header")
        guard
            case .refused(let redirect) = access.admit(
                HTTPRequest(method: "GET", path: "/", query: ["token": access.token], headers: host))
        else { Issue.record("the old address is not redirected"); return }
        #expect(redirect.status == 303 && redirect.headers.contains { $0 == ("Location", "/\(access.token)/") })
    }

    @Test func tokensAreRandomHex() {
        let tokens = (0..<50).map { _ in AccessGuard.randomToken() }
        #expect(Set(tokens).count == 50)
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func scriptJSONCannotCloseItsScriptBlock() {
        let text = ScriptJSON.encode(["id": "</script><script>alert(1)</script>&"])
        #expect(!text.contains("<") && !text.contains(">") && !text.contains("&"))
        let decoded = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        #expect(decoded?["id"] == "</script><script>alert(1)</script>&", "still the same string to JSON.parse")
    }

    @Test func theReviewBarIsInsertedBeforeTheLastClosingBody() {
        let page = ReviewPage.inject(
            into: "<html><body><p>x</body></p></body></html>",
            config: .init(token: "t", acceptable: [], accepted: [], exitWhenDone: false, artifacts: "/tmp/a"))
        #expect(page.hasPrefix("<html><body><p>x</body></p><style>"))
        #expect(page.hasSuffix("</script>\n</body></html>"))
    }
}
