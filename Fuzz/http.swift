import Foundation
import PlumbServe

/// libFuzzer entry: the input as the bytes a client sent to the review or preview server, through request framing
/// (`HTTPRequestReader`), the token and Host check and the token's path (`AccessGuard.admit`), and the artifacts
/// folder's path check (`ArtifactFileServer`, over a small folder made once).
///
/// A refusal is a correct answer. A crash, a hang, a request let through without the exact token and Host, or a
/// file served other than the folder's one file is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTP(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Data(UnsafeRawBufferPointer(start: start, count: count))
    guard case .request(let request) = HTTPRequestReader.read(bytes) else { return 0 }
    precondition(request.body.count <= HTTPRequestReader.maximumBody)
    _ = request.cookie("plumb_token_8080")
    let access = AccessGuard(token: "00112233445566778899aabbccddeeff", port: 8080)
    guard case .admitted(let routed) = access.admit(request) else { return 0 }
    let inPath = request.path.split(separator: "/", omittingEmptySubsequences: true).first.map(String.init)
    let offered = [inPath, request.query["token"], request.headers["x-plumb-token"]]
    precondition(offered.contains(access.token), "let through without the token")
    precondition(
        ["127.0.0.1:8080", "localhost:8080"].contains(request.headers["host"] ?? ""), "let through with another Host")
    if request.method != "GET" && request.method != "HEAD" {
        precondition(request.headers["x-plumb-token"] == access.token, "a POST let through without the header")
    }
    let response = FuzzFolder.files.response(for: routed.path)
    if response.status == 200 {
        precondition(response.body == FuzzFolder.content, "served a file other than the folder's one file")
    }
    return 0
}

/// A folder holding `a/b.png`, with `secret.png` beside it (outside), made once per process.
enum FuzzFolder {
    static let content = Data("inside".utf8)
    static let files: ArtifactFileServer = {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fuzz-http-\(getpid())")
        let root = base.appendingPathComponent("artifacts")
        try! FileManager.default.createDirectory(
            at: root.appendingPathComponent("a"), withIntermediateDirectories: true)
        try! content.write(to: root.appendingPathComponent("a/b.png"))
        try! Data("outside".utf8).write(to: base.appendingPathComponent("secret.png"))
        return ArtifactFileServer(folder: root.path)!
    }()
}
