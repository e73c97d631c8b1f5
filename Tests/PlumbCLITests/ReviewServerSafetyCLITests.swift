import Foundation
import Testing

/// The review server's safety rules, each tried with raw HTTP against the real binary: the token on every request,
/// the Host header, loopback only, only the artifacts folder's files, no listing, no accept of anything the report
/// does not name as failed, and escaped strings.
@Suite(.serialized) struct ReviewServerSafetyCLITests {
    @Test func requestsWithoutTheRightTokenOrHostAreRefused() throws {
        let folder = try TemporaryFolder()
        let run = try ReviewServerCLITests.failedCheck(in: folder, failing: ["375w-l"])
        let server = try ServerProcess(["review", run.artifacts, "--baselines", run.baselines], in: folder)
        defer { server.interrupt() }
        let host = "Host: 127.0.0.1:\(server.port)"
        #expect(try LoopbackSocket.request(port: server.port, "GET / HTTP/1.1\r\n\(host)").status == 403, "no token")
        #expect(
            try LoopbackSocket.request(
                port: server.port, "GET /?token=0123456789abcdef0123456789abcdef HTTP/1.1\r\n\(host)"
            ).status == 403, "a wrong token")
        #expect(
            try LoopbackSocket.request(port: server.port, "GET /settings-cell/375w-l.actual.png HTTP/1.1\r\n\(host)")
                .status == 403, "an image without the token")
        #expect(
            try LoopbackSocket.request(
                port: server.port, "GET /?token=\(server.token) HTTP/1.1\r\nHost: attacker.example:\(server.port)"
            ).status == 403, "DNS rebinding")
        // The old address redirects into the token's path, where the page and its images are served; no cookie
        // carries the token (a browser would send it to every port of 127.0.0.1).
        let old = try LoopbackSocket.rawRequest(port: server.port, "GET /?token=\(server.token) HTTP/1.1\r\n\(host)")
        #expect(
            old.hasPrefix("HTTP/1.1 303 See Other\r\n") && old.contains("\r\nLocation: /\(server.token)/\r\n"), "\(old)"
        )
        let page = try LoopbackSocket.rawRequest(port: server.port, "GET /\(server.token)/ HTTP/1.1\r\n\(host)")
        #expect(page.hasPrefix("HTTP/1.1 200 OK\r\n") && page.contains("plumb-review-config"))
        #expect(!page.lowercased().contains("set-cookie"), "the token is kept out of cookies")
        #expect(
            try LoopbackSocket.request(
                port: server.port, "GET /\(server.token)/settings-cell/375w-l.actual.png HTTP/1.1\r\n\(host)"
            ).status == 200, "an image of the page, by its relative path")
        let cookie = "Cookie: plumb_token_\(server.port)=\(server.token)"
        #expect(
            try LoopbackSocket.request(
                port: server.port, "GET /settings-cell/375w-l.actual.png HTTP/1.1\r\n\(host)\r\n\(cookie)"
            ).status == 403, "a cookie is not a token any more")
        #expect(
            try LoopbackSocket.request(
                port: server.port,
                "GET /0123456789abcdef0123456789abcdef/settings-cell/375w-l.actual.png HTTP/1.1\r\n\(host)"
            ).status == 403, "a wrong token in the path")
        let body = #"{"ids":["settings-cell/375w-l"]}"#
        let baseline = try Data(contentsOf: URL(fileURLWithPath: run.baselines + "/settings-cell/375w-l.png"))
        #expect(
            try LoopbackSocket.request(
                port: server.port, "POST /api/accept HTTP/1.1\r\n\(host)\r\n\(cookie)", body: body
            ).status == 403, "a POST needs the header, not just the cookie")
        #expect(
            try LoopbackSocket.request(
                port: server.port, "POST /api/accept HTTP/1.1\r\n\(host)\r\nX-Plumb-Token: wrong", body: body
            ).status == 403)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: run.baselines + "/settings-cell/375w-l.png")) == baseline,
            "nothing refused wrote a baseline")
    }

    @Test func onlyTheArtifactsFolderIsServedAndOnlyItsFailedEnvironmentsAccepted() throws {
        let folder = try TemporaryFolder()
        let run = try ReviewServerCLITests.failedCheck(in: folder, failing: ["375w-l"])
        _ = try folder.file("secret.json", #"{"secret": true}"#)
        try FileManager.default.createSymbolicLink(
            atPath: run.artifacts + "/leak.json",
            withDestinationPath: folder.url.appendingPathComponent("secret.json").path)
        let server = try ServerProcess(["review", run.artifacts, "--baselines", run.baselines], in: folder)
        defer { server.interrupt() }
        let head = "HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Plumb-Token: \(server.token)"
        for path in [
            "/../secret.json", "/%2e%2e/secret.json", "/settings-cell/..%2f..%2fsecret.json", "/leak.json",
            "/settings-cell/", "/settings-cell", "/.hidden.png",
        ] {
            let answer = try LoopbackSocket.request(port: server.port, "GET \(path) \(head)")
            #expect(answer.status == 404, "\(path): \(answer.body)")
            #expect(
                !answer.body.contains("secret\": true") && !answer.body.contains("375w-l.actual.png"),
                "\(path) leaks nothing, lists nothing")
        }
        #expect(try LoopbackSocket.request(port: server.port, "GET /report.json \(head)").status == 200)
        let before = SnapshotFiles.contents(of: URL(fileURLWithPath: run.baselines))
        for ids in [
            #"["nope/320w-l"]"#, #"["settings-cell/320w-l"]"#, #"["../../etc/375w-l"]"#,
            #"["settings-cell/375w-l", "nope/x"]"#,
        ] {
            let answer = try LoopbackSocket.request(
                port: server.port, "POST /api/accept \(head)", body: #"{"ids":\#(ids)}"#)
            #expect(answer.status == 400, "\(ids): \(answer.body)")
            #expect(answer.body.contains("is not a failed environment of this report"))
        }
        #expect(
            try LoopbackSocket.request(port: server.port, "POST /api/accept \(head)", body: "not json").status == 400)
        #expect(
            SnapshotFiles.contents(of: URL(fileURLWithPath: run.baselines)) == before,
            "a refused accept writes nothing, not even the valid id beside an unknown one")
        #expect(try LoopbackSocket.request(port: server.port, "DELETE /report.json \(head)").status == 405)
    }

    @Test func theServerListensOnLoopbackOnly() throws {
        let folder = try TemporaryFolder()
        let run = try ReviewServerCLITests.failedCheck(in: folder, failing: ["375w-l"])
        let server = try ServerProcess(["review", run.artifacts, "--baselines", run.baselines], in: folder)
        defer { server.interrupt() }
        #expect(server.url == "http://127.0.0.1:\(server.port)/\(server.token)/")
        #expect(server.token.count == 32 && server.token.allSatisfy(\.isHexDigit))
        // The kernel's table of listening TCP sockets: the server's is bound to 127.0.0.1 (0100007F), never 0.0.0.0.
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8).split(separator: "\n").dropFirst()
        let port = String(format: "%04X", server.port)
        let listening = table.map { $0.split(separator: " ") }.filter {
            $0.count > 3 && $0[1].hasSuffix(":" + port) && $0[3] == "0A"
        }
        #expect(listening.map { String($0[1]) } == ["0100007F:" + port], "\(listening)")
        let table6 = (try? String(contentsOfFile: "/proc/net/tcp6", encoding: .utf8)) ?? ""
        #expect(!table6.contains(":" + port + " 00000000000000000000000000000000:0000 0A"), "no IPv6 listener either")
        for address in Self.nonLoopbackAddresses() {
            #expect(throws: (any Error).self, "\(address) must not reach the server") {
                _ = try LoopbackSocket(port: server.port, address: address, timeout: 2)
            }
        }
        let second = try PlumbProcess.run([
            "review", run.artifacts, "--baselines", run.baselines, "--port", String(server.port),
        ])
        #expect(
            second.status == 2
                && second.stderr.contains("cannot listen on 127.0.0.1:\(server.port): the port is already in use"),
            "\(second.stderr)")
    }

    @Test func everyStringOfTheReportStaysEscapedWhenServed() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("evil'\"<script>.yaml", SnapshotReportCLITests.hostileSpec)
        let artifacts = folder.url.appendingPathComponent("artifacts").path
        let check = try PlumbProcess.run([
            "check", spec, "--width", "320", "--category", "l", "--baselines",
            folder.url.appendingPathComponent("B").path,
            "--record", "never", "--artifacts", artifacts,
        ])
        #expect(check.status == 1)
        let server = try ServerProcess(
            ["review", artifacts, "--baselines", folder.url.appendingPathComponent("B").path], in: folder)
        defer { server.interrupt() }
        let page = try LoopbackSocket.request(
            port: server.port, "GET /\(server.token)/ HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)")
        #expect(page.status == 200)
        #expect(
            page.body.components(separatedBy: "<script").count == 4,
            "the report's script, the review configuration and the review script only")
        #expect(!page.body.contains("<img src=x") && !page.body.contains("alert('"))
    }

    @Test func exitWhenDoneWithNothingToAcceptDoesNotServe() throws {
        let folder = try TemporaryFolder()
        let baselines = folder.url.appendingPathComponent("B").path
        let specs = ["gallery:settings-cell", "--width", "320", "--category", "l", "--baselines", baselines]
        try #require(try PlumbProcess.run(["record"] + specs).status == 0)
        let artifacts = folder.url.appendingPathComponent("artifacts").path
        try #require(
            try PlumbProcess.run(["check"] + specs + ["--record", "never", "--artifacts", artifacts]).status == 0)
        let logs = folder.url.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let run = try BoundedProcess.run(
            ["review", artifacts, "--exit-when-done", "--baselines", baselines], in: folder.url, logs: logs, seconds: 20
        )
        #expect(!run.timedOut && run.status == 0)
        #expect(run.stdout.contains("nothing to review: no failed environment in"), "\(run.stdout)")
        #expect(!run.stdout.contains("http://"))
    }

    @Test func aNewCheckIntoTheSameFolderIsWhatTheServerReviewsNext() throws {
        let folder = try TemporaryFolder()
        let run = try ReviewServerCLITests.failedCheck(in: folder, failing: ["375w-l"])
        let server = try ServerProcess(["review", run.artifacts, "--baselines", run.baselines], in: folder)
        defer { server.interrupt() }
        let head = "HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Plumb-Token: \(server.token)"
        #expect(
            try LoopbackSocket.request(port: server.port, "GET /api/state \(head)").body
                == #"{"acceptable":["settings-cell\/375w-l"],"accepted":[]}"#)
        #expect(
            try LoopbackSocket.request(
                port: server.port, "POST /api/accept \(head)", body: #"{"ids":["settings-cell/375w-l"]}"#
            ).status == 200)
        try SnapshotFiles.blackenPixel(URL(fileURLWithPath: run.baselines + "/settings-cell/320w-l.png"))
        #expect(
            try PlumbProcess.run(["check"] + run.specs + ["--record", "never", "--artifacts", run.artifacts]).status
                == 1)
        #expect(
            try LoopbackSocket.request(port: server.port, "GET /api/state \(head)").body
                == #"{"acceptable":["settings-cell\/320w-l"],"accepted":[]}"#)
        let stale = try LoopbackSocket.request(
            port: server.port, "POST /api/accept \(head)", body: #"{"ids":["settings-cell/375w-l"]}"#)
        #expect(stale.status == 400, "375w-l passes in the new check: \(stale.body)")
    }

    /// This machine's IPv4 addresses other than loopback ones.
    static func nonLoopbackAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [String] = []
        var cursor = list
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else {
                continue
            }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet4 in
                var value = inet4.pointee.sin_addr
                _ = inet_ntop(AF_INET, &value, &text, socklen_t(INET_ADDRSTRLEN))
            }
            let string = String(cString: text)
            if !string.hasPrefix("127.") { addresses.append(string) }
        }
        return addresses
    }
}
